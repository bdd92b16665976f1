import { ApiProperty } from '@nestjs/swagger';
import { jobEvents, type JobHistoryDetails } from '@ats/domain/jobs';
import { HistoryActorResponseDto } from '../../applications/application-queries/application-queries.response.dto';

const DETAIL_TYPES = [...jobEvents.types, 'Unrecognised'] as const;

export class JobHistoryDetailsDto implements JobHistoryDetails {
  @ApiProperty({ enum: DETAIL_TYPES, description: 'The event’s type; Unrecognised for one this version does not know' })
  type!: JobHistoryDetails['type'];
  @ApiProperty({ type: 'string', nullable: true, description: 'The stage, link source, date or reason the line is about' })
  subject!: string | null;
  @ApiProperty({ type: 'string', nullable: true, description: 'A stage’s new name' }) to!: string | null;
}

/** One event of the job's stream, in plain words. */
export class JobHistoryEntryResponseDto {
  @ApiProperty({ type: 'integer', description: 'The event’s revision in the job’s stream' }) revision!: number;
  @ApiProperty({ example: 'JobPublished' }) type!: string;
  @ApiProperty({ format: 'date-time' }) occurredAt!: string;
  @ApiProperty({ type: () => HistoryActorResponseDto }) actor!: HistoryActorResponseDto;
  @ApiProperty({ description: 'The entry in plain English' }) summary!: string;
  @ApiProperty({ type: () => JobHistoryDetailsDto }) details!: JobHistoryDetailsDto;
}

/** GET /company-roles/:id/history: the job's activity, newest first, read from its stream (never behind). */
export class JobHistoryResponseDto {
  @ApiProperty({ type: () => [JobHistoryEntryResponseDto] }) items!: JobHistoryEntryResponseDto[];
  @ApiProperty({ type: 'integer' }) total!: number;
  @ApiProperty({ type: 'integer' }) page!: number;
  @ApiProperty({ type: 'integer' }) take!: number;
}

/** One stage's counts (spec 02 §4.3) from the candidate list. */
export class StageInsightResponseDto {
  @ApiProperty() stageId!: string;
  @ApiProperty() stageName!: string;
  @ApiProperty({ type: 'integer', description: 'Candidates in the stage now, active and archived' }) total!: number;
  @ApiProperty({ type: 'integer', description: 'Currently in pipeline (active)' }) active!: number;
  @ApiProperty({ type: 'integer' }) archived!: number;
}
