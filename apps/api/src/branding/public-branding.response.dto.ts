import { ApiProperty } from '@nestjs/swagger';
import { BRAND_LANGUAGES } from '@ats/domain/branding';

/** A company's brand as public pages show it (spec 03 §3 "Branding"). */
export class PublicBrandingResponseDto {
  @ApiProperty() brandName!: string;
  @ApiProperty({ example: '#1565c0', description: 'The primary colour public pages and e-mails use' }) primaryColour!: string;
  @ApiProperty({ type: 'string', enum: BRAND_LANGUAGES }) language!: 'en' | 'ar';
  @ApiProperty({ type: 'string', nullable: true }) logoUrl!: string | null;
  @ApiProperty({ type: 'string', nullable: true }) squareLogoUrl!: string | null;
  @ApiProperty({ description: 'The company favicon with a cache-busting timestamp, else /favicon.ico' }) faviconUrl!: string;
}
