import { ApiProperty } from '@nestjs/swagger';
import { INTERVIEW_TIMELINE_EVENTS, type InterviewHistoryEntryDetails, type InterviewTimelineEvent } from '@ats/domain/interviews';

/** An event of one of the application's interviews, on the application's timeline. */
export class InterviewEventHistoryDetailsDto implements InterviewHistoryEntryDetails {
  @ApiProperty({ enum: ['InterviewEvent'] }) type!: 'InterviewEvent';
  @ApiProperty({ enum: INTERVIEW_TIMELINE_EVENTS, description: 'The interview stream’s event' }) interviewEvent!: InterviewTimelineEvent;
  @ApiProperty({ format: 'uuid' }) interviewId!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'Scheduled and rescheduled: the start' }) startsAt!: string | null;
  @ApiProperty({ type: 'boolean', nullable: true, description: 'InterviewNoShowMarked: set or cleared' }) noShow!: boolean | null;
  @ApiProperty({ type: 'string', nullable: true, description: 'InterviewCancelled: the reason' }) reason!: string | null;
}

export const INTERVIEW_HISTORY_DETAILS = { InterviewEvent: InterviewEventHistoryDetailsDto };
