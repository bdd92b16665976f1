import { ApiProperty } from '@nestjs/swagger';
import { CANDIDATE_ORIGINS, type ApplicationStatus, type CandidateOrigin } from '@ats/domain/applications';
import { CommentResponseDto } from '../comments/comments.response.dto';
import { ApplicationFileResponseDto } from '../files/file-queries/file-queries.response.dto';

/** DELETE /job-applications/:id/personal-data */
export class CandidateErasureResponseDto {
  @ApiProperty({ format: 'uuid' }) candidateId!: string;
  @ApiProperty({ type: [String], description: 'Every application of the candidate, each now reading "erased"' }) applicationIds!: string[];
  @ApiProperty({ format: 'date-time', description: 'When the erasure was first recorded (a repeat answers the same)' }) erasedAt!: string;
  @ApiProperty({ description: 'Global position of the erasure; pass it as afterPosition to queries' }) position!: string;
}

/** The profile's fields as they stood then; personal ones read "erased" (or null) once erased. */
export class ApplicationAsOfProfileDto {
  @ApiProperty({ format: 'uuid' }) applicationId!: string;
  @ApiProperty({ format: 'uuid' }) candidateId!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ type: 'string', nullable: true }) phone!: string | null;
  @ApiProperty({ format: 'uuid' }) jobId!: string;
  @ApiProperty() jobName!: string;
  @ApiProperty() stageId!: string;
  @ApiProperty() stageName!: string;
  @ApiProperty({ enum: ['ACTIVE', 'ARCHIVED'] }) status!: ApplicationStatus;
  @ApiProperty({ type: 'string', nullable: true }) archivalReason!: string | null;
  @ApiProperty({ enum: CANDIDATE_ORIGINS }) origin!: CandidateOrigin;
  @ApiProperty({ type: 'string', nullable: true }) source!: string | null;
  @ApiProperty({ format: 'uuid' }) ownerId!: string;
  @ApiProperty() ownerName!: string;
  @ApiProperty({ format: 'date-time' }) appliedAt!: string;
  @ApiProperty({ format: 'date-time' }) lastActivityAt!: string;
}

/** GET /job-applications/:id/as-of: the application's profile folded from its stream up to `asOf`. */
export class ApplicationAsOfResponseDto {
  @ApiProperty({ format: 'date-time' }) asOf!: string;
  @ApiProperty({ type: 'integer', description: 'The last event of the stream folded in' }) revision!: number;
  @ApiProperty({ type: 'integer', description: 'Events in the stream today' }) currentRevision!: number;
  @ApiProperty({ type: () => ApplicationAsOfProfileDto }) application!: ApplicationAsOfProfileDto;
  @ApiProperty({ type: () => [CommentResponseDto], description: 'Comments and replies as they read then, oldest first' })
  comments!: CommentResponseDto[];
  @ApiProperty({ type: () => [ApplicationFileResponseDto], description: 'The files it had then' }) files!: ApplicationFileResponseDto[];
}
