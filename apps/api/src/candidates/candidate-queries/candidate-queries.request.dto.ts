import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { CANDIDATE_MESSAGES } from '@ats/domain/candidates';

export class CandidateDuplicateQueryDto {
  @ApiProperty({ maxLength: 320 })
  @IsString({ message: CANDIDATE_MESSAGES.emailRequired })
  @MaxLength(320, { message: CANDIDATE_MESSAGES.emailInvalid })
  email!: string;
}
