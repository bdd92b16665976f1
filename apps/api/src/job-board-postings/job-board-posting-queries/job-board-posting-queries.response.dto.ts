import { ApiProperty } from '@nestjs/swagger';
import { JOB_BOARD_IDS, POSTING_TIERS, type JobBoardId, type JobPostingStatus, type PostingTier } from '@ats/domain/job-postings';

const STATUSES: JobPostingStatus[] = ['PENDING', 'POSTED', 'FAILED', 'CLOSED'];

/** One job board connection of the publish tab (spec 02 §2.6). */
export class JobBoardPostingResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) jobId!: string;
  @ApiProperty({ enum: JOB_BOARD_IDS, enumName: 'JobBoard' }) board!: JobBoardId;
  @ApiProperty({ description: 'The board’s name' }) boardName!: string;
  @ApiProperty({ enum: POSTING_TIERS, enumName: 'JobPostingTier' }) tier!: PostingTier;
  @ApiProperty({ enum: STATUSES, enumName: 'JobPostingStatus' }) status!: JobPostingStatus;
  @ApiProperty({
    type: 'string',
    nullable: true,
    description: "PENDING: 'Will be posted within {hours} hours'; FAILED: why the board refused it",
  })
  statusMessage!: string | null;
  @ApiProperty({ type: 'string', enum: ['CLOSED', 'MARKED'], nullable: true, description: 'Closed from here, or marked closed' })
  closedHow!: 'CLOSED' | 'MARKED' | null;
  @ApiProperty({ type: 'integer', description: '1, one more per re-post' }) attempt!: number;
  @ApiProperty({ type: 'string', format: 'date-time' }) requestedAt!: Date;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'Published date' }) postedAt!: Date | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) closedAt!: Date | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) failedAt!: Date | null;
  @ApiProperty({ type: 'string', nullable: true, description: 'Where the board shows the job, when it says' }) url!: string | null;
  @ApiProperty({ type: 'integer', description: 'Applications through this board (0 until applications record their board)' })
  applicationCount!: number;
  @ApiProperty({ type: 'integer', description: 'Hires through this board (0 until applications record their board)' })
  hireCount!: number;
}
