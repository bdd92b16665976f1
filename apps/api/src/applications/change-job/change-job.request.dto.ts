import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { ExpectedRevision } from '../../platform/expected-revision';
import { MAX_STAGE_ID_LENGTH } from '../../platform/stage-id';

/** The job (and optionally the stage of it) an application goes to, or a candidate is added to. */
export class AddToJobRequestDto {
  @ApiProperty({ format: 'uuid', maxLength: 36 })
  @IsUUID('all', { message: 'Job role not found' })
  jobId!: string;

  @ApiPropertyOptional({ maxLength: MAX_STAGE_ID_LENGTH, description: 'Without it, the first stage for the candidate’s origin' })
  @IsOptional()
  @IsString({ message: 'Please select stage' })
  @IsNotEmpty({ message: 'Please select stage' })
  @MaxLength(MAX_STAGE_ID_LENGTH, { message: 'Please select stage' })
  stageId?: string;
}

export class JobChangeRequestDto extends AddToJobRequestDto {
  @ExpectedRevision()
  expectedRevision!: number;
}
