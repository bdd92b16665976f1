import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn } from 'class-validator';
import { CONTACT_MESSAGES, validatePhone } from '@ats/domain/candidates/contact-validation';
import {
  ATS_USAGES,
  COMPANY_SIZES,
  CURRENT_ROLES,
  HIRING_NEEDS,
  SIGN_UP_MESSAGES,
  type AtsUsage,
  type CompanySize,
  type CurrentRole,
  type HiringNeed,
} from '@ats/domain/identity/self-serve';
import { requiredText, Rule } from '../../platform/rule.decorator';

/** A mobile phone with country code (spec 01 §3.13, §5.3): required here, then the format checks. */
const requiredPhone = (value: unknown): string | null =>
  typeof value !== 'string' || value.trim().length === 0
    ? CONTACT_MESSAGES.phoneRequired
    : value.length > MAX_PHONE_LENGTH
      ? CONTACT_MESSAGES.phoneInvalidFormat
      : validatePhone(value);

const invalid = { message: SIGN_UP_MESSAGES.invalidInput };
const MAX_PHONE_LENGTH = 40;

/** The onboarding answers (spec 01 §3.13). */
export class OnboardingResponsesRequestDto {
  @ApiProperty({ example: 'Acme Robotics', maxLength: 255 })
  @Rule(requiredText(SIGN_UP_MESSAGES.companyNameRequired, 255))
  companyName!: string;

  @ApiProperty({ enum: ATS_USAGES })
  @IsIn(ATS_USAGES, invalid)
  atsUsage!: AtsUsage;

  @ApiProperty({ enum: CURRENT_ROLES })
  @IsIn(CURRENT_ROLES, invalid)
  currentRole!: CurrentRole;

  @ApiProperty({ enum: COMPANY_SIZES })
  @IsIn(COMPANY_SIZES, invalid)
  companySize!: CompanySize;

  @ApiProperty({ enum: HIRING_NEEDS, isArray: true, minItems: 1, maxItems: HIRING_NEEDS.length })
  @IsIn(HIRING_NEEDS, { ...invalid, each: true })
  @ArrayMaxSize(HIRING_NEEDS.length, invalid)
  @ArrayMinSize(1, invalid)
  @IsArray(invalid)
  hiringNeeds!: HiringNeed[];

  @ApiProperty({ example: '+971 501234567', maxLength: MAX_PHONE_LENGTH })
  @Rule(requiredPhone)
  phoneNumber!: string;
}
