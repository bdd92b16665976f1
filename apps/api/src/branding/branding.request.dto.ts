import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  BRAND_LANGUAGES,
  BRANDING_MESSAGES,
  MAX_BRAND_NAME_LENGTH,
  MAX_CAREER_TEXT_LENGTH,
  MAX_EMAIL_SIGNATURE_LENGTH,
} from '@ats/domain/branding';

export class BrandingRequestDto {
  @ApiProperty({ maxLength: MAX_BRAND_NAME_LENGTH })
  @IsString({ message: BRANDING_MESSAGES.brandNameRequired })
  @MaxLength(MAX_BRAND_NAME_LENGTH)
  brandName!: string;

  @ApiProperty({ example: '#1565c0', maxLength: 7 })
  @IsString({ message: BRANDING_MESSAGES.primaryColourRequired })
  @MaxLength(7, { message: BRANDING_MESSAGES.primaryColourRequired })
  primaryColour!: string;

  @ApiProperty({ type: 'string', enum: BRAND_LANGUAGES })
  @IsIn(BRAND_LANGUAGES, { message: BRANDING_MESSAGES.languageRequired })
  language!: 'en' | 'ar';

  @ApiPropertyOptional({ maxLength: MAX_EMAIL_SIGNATURE_LENGTH })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_EMAIL_SIGNATURE_LENGTH)
  emailSignature?: string;
}

export class CareerPageContentRequestDto {
  @ApiProperty({ maxLength: MAX_CAREER_TEXT_LENGTH })
  @IsString()
  @MaxLength(MAX_CAREER_TEXT_LENGTH)
  title!: string;

  @ApiProperty({ maxLength: MAX_CAREER_TEXT_LENGTH })
  @IsString()
  @MaxLength(MAX_CAREER_TEXT_LENGTH)
  subtitle!: string;

  @ApiPropertyOptional({ type: 'string', nullable: true, maxLength: 1000, description: 'A YouTube or Vimeo video URL' })
  @IsOptional()
  @IsString()
  @MaxLength(1000, { message: BRANDING_MESSAGES.videoUrlInvalid })
  videoUrl?: string | null;
}

export class BrandImageRequestDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'PNG, JPEG, WEBP or ICO, at most 2 MB' })
  file!: unknown;
}
