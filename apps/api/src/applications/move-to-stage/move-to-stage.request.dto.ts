import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { ExpectedRevision } from '../../platform/expected-revision';
import { MAX_STAGE_ID_LENGTH } from '../../platform/stage-id';

export class MoveToStageRequestDto {
  @ApiProperty({ maxLength: MAX_STAGE_ID_LENGTH })
  @IsString({ message: 'Please select stage' })
  @IsNotEmpty({ message: 'Please select stage' })
  @MaxLength(MAX_STAGE_ID_LENGTH, { message: 'Please select stage' })
  stageId!: string;

  @ExpectedRevision()
  expectedRevision!: number;
}
