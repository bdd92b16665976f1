import { ApiProperty } from '@nestjs/swagger';
import { PublicBrandingResponseDto } from './public-branding.response.dto';

/** GET /branding/:companyId: the Branding screen (spec 03 §2.4). */
export class BrandingResponseDto extends PublicBrandingResponseDto {
  @ApiProperty({ format: 'uuid' }) companyId!: string;
  @ApiProperty({ description: 'The company e-mail signature' }) emailSignature!: string;
  @ApiProperty({ type: 'string', format: 'date-time' }) updatedAt!: Date;
}

/** GET /career-page/:companyId: Career page settings (spec 03 §2.4). */
export class CareerPageSettingsResponseDto {
  @ApiProperty({ format: 'uuid', description: 'The company ID for the public jobs API' }) companyId!: string;
  @ApiProperty({ type: 'string', nullable: true }) careerName!: string | null;
  @ApiProperty({ type: 'string', nullable: true, description: 'The hosted career page' }) careerPageLink!: string | null;
  @ApiProperty({ description: 'The public jobs API of this company (JSON)' }) jobsApiUrl!: string;
  @ApiProperty() title!: string;
  @ApiProperty() subtitle!: string;
  @ApiProperty({ type: 'string', nullable: true }) videoUrl!: string | null;
  @ApiProperty({ type: 'string', nullable: true, description: 'The video site’s embed link' }) videoEmbedUrl!: string | null;
  @ApiProperty({ type: 'string', nullable: true }) bannerUrl!: string | null;
}
