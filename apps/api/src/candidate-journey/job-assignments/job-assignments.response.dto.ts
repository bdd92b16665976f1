import { ApiProperty } from '@nestjs/swagger';

export type JobAssignmentStatus = 'NOT_STARTED' | 'IN_PROGRESS' | 'SUBMITTED';

/** One home assignment of the candidate's application: where it is, and how far the candidate got. */
export class JobAssignmentItemDto {
  @ApiProperty({ format: 'uuid' }) applicationId!: string;
  @ApiProperty() stageId!: string;
  @ApiProperty() stageName!: string;
  @ApiProperty() taskId!: string;
  @ApiProperty({ enum: ['NOT_STARTED', 'IN_PROGRESS', 'SUBMITTED'] }) status!: JobAssignmentStatus;
  @ApiProperty() hoursToSubmit!: number;
  @ApiProperty() expectedDurationHours!: number;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) deadline!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) submittedAt!: string | null;
  @ApiProperty() autoSubmitted!: boolean;
  @ApiProperty({ description: 'The assignment page opens it: a task of the stage the application is in now, the application not archived' })
  canOpen!: boolean;
}

export class JobAssignmentsResponseDto {
  @ApiProperty({ format: 'uuid' }) jobId!: string;
  @ApiProperty() jobName!: string;
  @ApiProperty({ type: [JobAssignmentItemDto], description: 'The current stage’s home assignments, then earlier stages’ ones the candidate started; newest application first' })
  items!: JobAssignmentItemDto[];
  @ApiProperty({ format: 'date-time', description: 'The server’s clock, so the page counts the time left from it' }) serverTime!: string;
}
