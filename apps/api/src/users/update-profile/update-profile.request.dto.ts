import { ApiProperty } from '@nestjs/swagger';
import { MAX_EMAIL_SIGNATURE_LENGTH, MAX_PROFILE_NAME_LENGTH, PROFILE_MESSAGES } from '@ats/domain/identity/profile';
import { isKnownTimeZone, MAX_TIME_ZONE_LENGTH } from '@ats/domain/identity/user-time-zone';
import { IsString, MaxLength } from 'class-validator';
import { requiredText, Rule } from '../../platform/rule.decorator';

const timeZoneRule = (value: unknown): string | null =>
  typeof value === 'string' && isKnownTimeZone(value.trim()) ? null : PROFILE_MESSAGES.timeZoneRequired;

/** Spec 03 "Profile screen": first name, last name, timezone and e-mail signature (the e-mail is not changed here). */
export class UpdateProfileRequestDto {
  @ApiProperty({ example: 'Rami', maxLength: MAX_PROFILE_NAME_LENGTH })
  @Rule(requiredText(PROFILE_MESSAGES.firstNameRequired, MAX_PROFILE_NAME_LENGTH))
  firstName!: string;

  @ApiProperty({ example: 'Saleh', maxLength: MAX_PROFILE_NAME_LENGTH })
  @Rule(requiredText(PROFILE_MESSAGES.lastNameRequired, MAX_PROFILE_NAME_LENGTH))
  lastName!: string;

  @ApiProperty({ example: 'Asia/Dubai', description: 'An IANA time zone; the daily digest goes out at 06:00 in it', maxLength: MAX_TIME_ZONE_LENGTH })
  @Rule(timeZoneRule)
  timeZone!: string;

  @ApiProperty({ description: 'Plain text (never rendered as HTML); empty for none', maxLength: MAX_EMAIL_SIGNATURE_LENGTH })
  @IsString()
  @MaxLength(MAX_EMAIL_SIGNATURE_LENGTH)
  emailSignature!: string;
}
