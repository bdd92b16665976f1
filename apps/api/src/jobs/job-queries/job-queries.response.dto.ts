import { ApiProperty } from '@nestjs/swagger';
import type { JobStatus, StageAutomations, StageKind } from '@ats/domain/jobs';
import { MAX_STAGE_ID_LENGTH } from '../../platform/stage-id';
import { unionValues } from '../../platform/union-values';

const JOB_STATUSES = unionValues<JobStatus>({ DRAFT: true, PUBLISHED: true, CLOSED: true });
const STAGE_KINDS = unionValues<StageKind>({ SOURCED: true, APPLICATION: true, HIRED: true });

export class StageAutomationsResponseDto implements StageAutomations {
  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'Archive unresponsive candidates after N days in the stage; null when off',
  })
  archiveUnresponsiveAfterDays!: number | null;
}

/** A stage of a job's pipeline. */
export class JobStageResponseDto {
  @ApiProperty({ maxLength: MAX_STAGE_ID_LENGTH }) id!: string;
  @ApiProperty() name!: string;

  @ApiProperty({
    type: 'string',
    enum: STAGE_KINDS,
    nullable: true,
    description: 'The locked stages (Sourced, Application, Hired); null for the job’s own stages',
  })
  kind!: StageKind | null;

  @ApiProperty({ description: 'Locked stages cannot be removed or renamed' }) locked!: boolean;
  @ApiProperty({ type: () => StageAutomationsResponseDto }) automations!: StageAutomationsResponseDto;
}

/** GET /company-roles/:id. */
export class JobResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: JOB_STATUSES, enumName: 'JobStatus' }) status!: JobStatus;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true }) ownerId!: string | null;

  @ApiProperty({ type: 'integer', description: 'Revision of the job’s stream the read model has reached' })
  revision!: number;

  @ApiProperty({ type: () => [JobStageResponseDto] }) stages!: JobStageResponseDto[];
}

/** One job of GET /company-roles/dropdown. */
export class JobPickerItemResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: JOB_STATUSES, enumName: 'JobStatus' }) status!: JobStatus;
}
