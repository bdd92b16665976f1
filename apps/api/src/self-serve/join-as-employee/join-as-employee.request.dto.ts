import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { SIGN_UP_MESSAGES } from '@ats/domain/identity/self-serve';

export class JoinAsEmployeeRequestDto {
  @ApiProperty({ format: 'uuid', description: 'The signed-in sign-up user' })
  @IsUUID('all', { message: SIGN_UP_MESSAGES.userNotFound })
  userId!: string;

  @ApiProperty({ format: 'uuid', description: 'The company check-company-domain found' })
  @IsUUID('all', { message: 'Invalid company ID' })
  companyId!: string;
}
