import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { JOB_BOARD_IDS, type JobBoardId } from '@ats/domain/job-postings';

export class ConnectJobBoardPostingRequestDto {
  @ApiProperty({ type: 'string', enum: JOB_BOARD_IDS, description: 'The board the job was posted on by hand' })
  @IsIn(JOB_BOARD_IDS, { message: 'Please select a job board' })
  board!: JobBoardId;

  @ApiProperty({ maxLength: 999, description: 'The job’s page on the board' })
  @IsString({ message: 'Please enter a valid link' })
  @MaxLength(999, { message: 'Please enter a valid link' })
  url!: string;
}
