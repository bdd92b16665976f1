import { ApiProperty } from '@nestjs/swagger';
import { CANDIDATE_TASK_TIMELINE_EVENTS, type CandidateTaskHistoryEntryDetails, type CandidateTaskTimelineEvent } from '@ats/domain/candidate-tasks';
import type { CandidateTaskType } from '@ats/domain/jobs';
import { TASK_TYPES } from '../../jobs/job-queries/job.response.dto';

/** A candidate task's start or completion, on the application's timeline. */
export class CandidateTaskEventHistoryDetailsDto implements CandidateTaskHistoryEntryDetails {
  @ApiProperty({ enum: ['CandidateTaskEvent'] }) type!: 'CandidateTaskEvent';
  @ApiProperty({ enum: CANDIDATE_TASK_TIMELINE_EVENTS, description: 'The candidatetask stream’s event' }) taskEvent!: CandidateTaskTimelineEvent;
  @ApiProperty({ format: 'uuid' }) responseId!: string;
  @ApiProperty() taskId!: string;
  @ApiProperty({ enum: TASK_TYPES }) taskType!: CandidateTaskType;
  @ApiProperty() stageId!: string;
  @ApiProperty({ type: 'boolean', nullable: true, description: 'Completed: whether the task judged the candidate qualified' }) qualified!: boolean | null;
  @ApiProperty({ description: 'Completed by the clock (a quiz or assignment out of time)' }) autoSubmitted!: boolean;
}

export const CANDIDATE_TASK_HISTORY_DETAILS = { CandidateTaskEvent: CandidateTaskEventHistoryDetailsDto };

export class CandidateAnswerFileDto {
  @ApiProperty({ format: 'uuid' }) fileId!: string;
  @ApiProperty({ type: 'string', nullable: true, description: 'Null once the candidate’s personal data was erased' }) fileName!: string | null;
}

/** One response of the candidate to a task of one of the application's stages. */
export class CandidateTaskAnswersDto {
  @ApiProperty({ format: 'uuid' }) responseId!: string;
  @ApiProperty() stageId!: string;
  @ApiProperty({ type: 'string', nullable: true, description: 'Null when the stage no longer exists' }) stageName!: string | null;
  @ApiProperty() taskId!: string;
  @ApiProperty({ enum: TASK_TYPES }) taskType!: CandidateTaskType;
  @ApiProperty({ type: 'string', nullable: true, description: 'A file upload’s title, a psychometric test’s name' }) title!: string | null;
  @ApiProperty({ enum: ['STARTED', 'COMPLETED'] }) status!: 'STARTED' | 'COMPLETED';
  @ApiProperty({ format: 'date-time' }) startedAt!: string;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) completedAt!: string | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) deadline!: string | null;
  @ApiProperty({ type: 'boolean', nullable: true }) qualified!: boolean | null;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description:
      'What the candidate handed in, by `kind` (domain/candidate-tasks TaskResult): QUESTIONS (answers with meetsExpectation; confidential ones only with confidential access), FILE_UPLOAD, WELCOME_PAGE, SKILL_BASED_TEST, PSYCHOMETRIC_TEST, VIDEO_QUESTIONS, HOME_ASSIGNMENT; null until completed',
  })
  result!: Record<string, unknown> | null;
}

/** GET /job-applications/:id/candidate-answers: the profile's 'Candidate answers' (02 §2.13). */
export class CandidateAnswersResponseDto {
  @ApiProperty({ description: 'Whether the reader sees confidential answers' }) confidentialAccess!: boolean;
  @ApiProperty({ type: () => [CandidateTaskAnswersDto] }) items!: CandidateTaskAnswersDto[];
  @ApiProperty({ type: () => [CandidateAnswerFileDto], description: 'The files the results name that the reader may open (GET …/files/{fileId}/download)' })
  files!: CandidateAnswerFileDto[];
}
