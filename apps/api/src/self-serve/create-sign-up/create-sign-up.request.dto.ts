import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { SIGN_UP_MESSAGES, validateSignUpEmail } from '@ats/domain/identity/self-serve';
import { requiredText, Rule } from '../../platform/rule.decorator';

/** Spec 01 §5.5: first name, last name, e-mail and company name required. */
export class CreateSignUpRequestDto {
  @ApiProperty({ example: 'Huda', maxLength: 100 })
  @Rule(requiredText(SIGN_UP_MESSAGES.firstNameRequired))
  firstName!: string;

  @ApiProperty({ example: 'Saleh', maxLength: 100 })
  @Rule(requiredText(SIGN_UP_MESSAGES.lastNameRequired))
  lastName!: string;

  @ApiProperty({ example: 'huda@acme-robotics.example', maxLength: 254, description: 'A work e-mail: free mail providers are refused' })
  @Rule((value) => validateSignUpEmail(typeof value === 'string' ? value : ''))
  email!: string;

  @ApiProperty({ example: 'Acme Robotics', maxLength: 255 })
  @Rule(requiredText(SIGN_UP_MESSAGES.companyNameRequired, 255))
  companyName!: string;

  @ApiPropertyOptional({ description: 'The sales partner of /create-account/:partnerName', maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  partnerName?: string;
}
