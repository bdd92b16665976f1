import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { SIGN_UP_MESSAGES } from '@ats/domain/identity/self-serve';
import { requiredText, Rule } from '../../platform/rule.decorator';

export class CreateCompanyRequestDto {
  @ApiProperty({ example: 'Acme Robotics', maxLength: 255 })
  @Rule(requiredText(SIGN_UP_MESSAGES.companyNameRequired, 255))
  companyName!: string;

  @ApiPropertyOptional({ description: 'The sales partner the sign-up came through (/create-account/:partnerName)', maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  partnerName?: string;
}
