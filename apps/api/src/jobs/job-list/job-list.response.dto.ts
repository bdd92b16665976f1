import { ApiProperty } from '@nestjs/swagger';
import type { JobKind, JobStatus } from '@ats/domain/jobs';
import { JOB_KINDS, JOB_STATUSES } from '../job-queries/job.response.dto';

/** One row of the jobs list (spec 02 §2.2). */
export class JobListItemResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() displayName!: string;
  @ApiProperty({ enum: JOB_STATUSES, enumName: 'JobStatus' }) status!: JobStatus;
  @ApiProperty({ enum: JOB_KINDS, enumName: 'JobKind' }) kind!: JobKind;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true }) ownerId!: string | null;
  @ApiProperty({ type: 'string', nullable: true, description: 'The owner’s full name; "(Deleted User)" appended when deleted' })
  ownerName!: string | null;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true }) recruiterId!: string | null;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true }) hiringManagerId!: string | null;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true }) departmentId!: string | null;
  @ApiProperty({ type: 'string', nullable: true }) departmentName!: string | null;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true }) locationId!: string | null;
  @ApiProperty({ type: 'string', nullable: true }) locationName!: string | null;
  @ApiProperty() careerPage!: boolean;
  @ApiProperty() employeePortal!: boolean;
  @ApiProperty() confidential!: boolean;
  @ApiProperty({ type: 'integer', description: 'Active (not archived) candidates' }) activeCandidates!: number;
  @ApiProperty({ type: 'integer' }) totalCandidates!: number;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) publishedAt!: Date | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) closedAt!: Date | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) autoCloseOn!: Date | null;
  @ApiProperty({ type: 'string', format: 'date-time' }) createdAt!: Date;
}

/** How many of the caller's jobs (search and filters applied) sit in each status tab. */
export class JobTabCountsDto {
  @ApiProperty({ type: 'integer' }) DRAFT!: number;
  @ApiProperty({ type: 'integer' }) PUBLISHED!: number;
  @ApiProperty({ type: 'integer' }) CLOSED!: number;
  @ApiProperty({ type: 'integer' }) TALENT_POOL!: number;
  @ApiProperty({ type: 'integer' }) GENERAL_APPLICATIONS!: number;
}

/** GET /company-roles/v1/list. */
export class JobListResponseDto {
  @ApiProperty({ type: () => [JobListItemResponseDto] }) items!: JobListItemResponseDto[];
  @ApiProperty({ type: 'integer', description: 'Jobs in the chosen tab' }) total!: number;
  @ApiProperty({ type: 'integer' }) page!: number;
  @ApiProperty({ type: 'integer' }) take!: number;
  @ApiProperty({ type: () => JobTabCountsDto }) counts!: JobTabCountsDto;
}

export class FilterOptionDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
}

/** GET /company-roles/filters: the values the company's jobs actually use. */
export class JobFilterOptionsResponseDto {
  @ApiProperty({ type: () => [FilterOptionDto] }) departments!: FilterOptionDto[];
  @ApiProperty({ type: () => [FilterOptionDto] }) locations!: FilterOptionDto[];
  @ApiProperty({ type: () => [FilterOptionDto] }) owners!: FilterOptionDto[];
  @ApiProperty({ type: () => [FilterOptionDto] }) recruiters!: FilterOptionDto[];
  @ApiProperty({ type: () => [FilterOptionDto] }) hiringManagers!: FilterOptionDto[];
}
