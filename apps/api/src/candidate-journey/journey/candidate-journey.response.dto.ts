import { ApiProperty } from '@nestjs/swagger';
import type { AnswerType, CandidateTaskType } from '@ats/domain/jobs';
import { ANSWER_TYPES, TASK_TYPES } from '../../jobs/job-queries/job.response.dto';
import { CommandResultDto } from '../../platform/command-result.dto';
import { unionValues } from '../../platform/union-values';

export type CandidateTaskStatus = 'NOT_STARTED' | 'STARTED' | 'COMPLETED';
export const CANDIDATE_TASK_STATUSES = unionValues<CandidateTaskStatus>({ NOT_STARTED: true, STARTED: true, COMPLETED: true });
export type ApplicationReceipt = 'RECEIVED' | 'RECEIVED_PARTIALLY';
export const APPLICATION_RECEIPTS = unionValues<ApplicationReceipt>({ RECEIVED: true, RECEIVED_PARTIALLY: true });

/** A question as the candidate answers it: never its expected answer, nor whether it archives or is confidential. */
export class CandidateQuestionDto {
  @ApiProperty() id!: string;
  @ApiProperty() title!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ enum: ANSWER_TYPES }) answerType!: AnswerType;
  @ApiProperty({ type: [String] }) options!: string[];
  @ApiProperty() optional!: boolean;
  @ApiProperty({ type: 'string', nullable: true }) currency!: string | null;
  @ApiProperty({ type: 'string', nullable: true }) fileType!: string | null;
}

/**
 * One task of the current stage as the candidate's hub shows it. `type` says which fields matter; what a task
 * judges by (expected answers, a quiz's questions and answers) is never here.
 */
export class CandidateJourneyTaskDto {
  @ApiProperty() id!: string;
  @ApiProperty({ enum: TASK_TYPES }) type!: CandidateTaskType;
  @ApiProperty({ enum: CANDIDATE_TASK_STATUSES }) status!: CandidateTaskStatus;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) startedAt!: string | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) completedAt!: string | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'After it the server takes no more answers (a timed quiz or assignment)' })
  deadline!: string | null;
  @ApiProperty({ type: 'string', nullable: true, description: 'A file upload’s title, a psychometric test’s name' }) title!: string | null;
  @ApiProperty({ type: 'string', nullable: true, description: 'The welcome page’s message' }) message!: string | null;
  @ApiProperty({ type: 'string', nullable: true, description: 'The welcome page’s video link' }) videoUrl!: string | null;
  @ApiProperty({ type: 'string', nullable: true, description: 'The file upload’s file type' }) fileType!: string | null;
  @ApiProperty({ type: () => [CandidateQuestionDto], description: 'Shortlisting and collect-information questions; a video task’s questions (title only)' })
  questions!: CandidateQuestionDto[];
  @ApiProperty({ type: 'integer', nullable: true, description: 'A skill test’s time limit' }) allowedMinutes!: number | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'How many questions a skill test draws' }) questionCount!: number | null;
  @ApiProperty({ type: 'number', nullable: true, description: 'A home assignment’s hours to submit once started' }) hoursToSubmit!: number | null;
  @ApiProperty({ type: 'number', nullable: true, description: 'A home assignment’s expected working time' }) expectedDurationHours!: number | null;
}

export class CandidateJourneyStageDto {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
}

/** The candidate's hub (spec 03 §2.3 "Apply portal", §4 "Candidate journey"): their application's current stage and its tasks. */
export class CandidateJourneyResponseDto {
  @ApiProperty({ format: 'uuid' }) applicationId!: string;
  @ApiProperty({ format: 'uuid', description: 'The candidate user (the task pages’ :userId)' }) candidateUserId!: string;
  @ApiProperty({ format: 'uuid' }) jobId!: string;
  @ApiProperty() jobName!: string;
  @ApiProperty({ enum: ['ACTIVE', 'ARCHIVED'] }) status!: 'ACTIVE' | 'ARCHIVED';
  @ApiProperty({ type: () => CandidateJourneyStageDto }) stage!: CandidateJourneyStageDto;
  @ApiProperty({ enum: APPLICATION_RECEIPTS, description: '‘Received partially’ while a quiz or video task of the stage is not completed' })
  receipt!: ApplicationReceipt;
  @ApiProperty({ type: () => [CandidateJourneyTaskDto], description: 'Empty once the application is archived' }) tasks!: CandidateJourneyTaskDto[];
}

export class CandidateFileUploadResponseDto extends CommandResultDto {
  @ApiProperty({ format: 'uuid', description: 'The new file’s id, to hand in with a task' }) fileId!: string;
}
