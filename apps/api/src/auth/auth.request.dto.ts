import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { CONTACT_MESSAGES } from '@ats/domain/candidates/contact-validation';

// local@domain with a top-level domain of two or more letters (spec 01 §5.1), as the web forms check it.
const EMAIL = /^\s*[^\s@]+@[^\s@]+\.[A-Za-z]{2,}\s*$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class OtpLoginRequestDto {
  @ApiProperty({ example: 'recruiter@demo-ats.example', maxLength: 254 })
  @IsString({ message: CONTACT_MESSAGES.emailRequired })
  @IsNotEmpty({ message: CONTACT_MESSAGES.emailRequired })
  @MaxLength(254)
  @Matches(EMAIL, { message: CONTACT_MESSAGES.emailInvalid })
  email!: string;
}

export class VerifyOtpRequestDto {
  @ApiProperty({ format: 'uuid', maxLength: 36 })
  @IsString({ message: 'User ID not found. Please try again or restart the onboarding process.' })
  @Matches(UUID, { message: 'User ID not found. Please try again or restart the onboarding process.' })
  userId!: string;

  @ApiProperty({ example: '123456', maxLength: 12 })
  @IsString({ message: 'Please enter the verification code' })
  @IsNotEmpty({ message: 'Please enter the verification code' })
  @MaxLength(12)
  otp!: string;
}

export class LogoutRequestDto {
  @ApiProperty({ maxLength: 200 })
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  refreshToken!: string;
}

export class CandidateGetOrCreateRequestDto {
  @ApiProperty({ example: 'layla.nasser@example.com', maxLength: 254 })
  @IsString({ message: CONTACT_MESSAGES.emailRequired })
  @IsNotEmpty({ message: CONTACT_MESSAGES.emailRequired })
  @MaxLength(254)
  @Matches(EMAIL, { message: CONTACT_MESSAGES.emailInvalid })
  email!: string;

  @ApiPropertyOptional({ maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  firstName?: string;

  @ApiPropertyOptional({ maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  lastName?: string;
}

export class CandidateVerifyRequestDto {
  @ApiProperty({ format: 'uuid', maxLength: 36 })
  @IsString({ message: 'Please enter valid input' })
  @Matches(UUID, { message: 'Please enter valid input' })
  candidateUserId!: string;

  @ApiProperty({ example: '123456', maxLength: 12 })
  @IsString({ message: 'Please enter the verification code' })
  @IsNotEmpty({ message: 'Please enter the verification code' })
  @MaxLength(12)
  otp!: string;
}
