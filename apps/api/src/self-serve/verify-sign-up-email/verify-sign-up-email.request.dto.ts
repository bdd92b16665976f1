import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { SIGN_UP_MESSAGES } from '@ats/domain/identity/self-serve';
import { requiredText, Rule } from '../../platform/rule.decorator';

export class VerifySignUpEmailRequestDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: SIGN_UP_MESSAGES.userNotFound })
  userId!: string;

  @ApiProperty({ example: '123456', maxLength: 12 })
  @Rule(requiredText(SIGN_UP_MESSAGES.otpRequired, 12))
  otp!: string;
}
