import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { JOB_BOARD_IDS, POSTING_TIERS, type JobBoardId, type PostingTier } from '@ats/domain/job-postings';

export class PostToJobBoardRequestDto {
  @ApiProperty({ type: 'string', enum: JOB_BOARD_IDS, description: 'Where to post the job' })
  @IsIn(JOB_BOARD_IDS, { message: 'Please select a job board' })
  board!: JobBoardId;

  @ApiProperty({ type: 'string', enum: POSTING_TIERS, description: 'A basic (free) or a promoted job' })
  @IsIn(POSTING_TIERS, { message: 'Please select basic or promoted' })
  tier!: PostingTier;
}
