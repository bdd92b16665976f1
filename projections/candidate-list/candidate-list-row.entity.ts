import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ApplicationStatus, CandidateOrigin } from '@ats/domain/applications';
import type { StageStatus } from './stage-status';

/** One row per application: what the candidate list shows, filters and counts. */
@Entity({ name: 'rm_candidate_list' })
export class CandidateListRowEntity {
  @PrimaryColumn('uuid', { name: 'application_id' }) applicationId!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('uuid', { name: 'candidate_id' }) candidateId!: string;
  @Column('uuid', { name: 'job_id' }) jobId!: string;
  @Column('text', { name: 'job_name' }) jobName!: string;
  @Column('text', { name: 'stage_id' }) stageId!: string;
  @Column('text', { name: 'stage_name' }) stageName!: string;
  @Column('text', { name: 'first_name' }) firstName!: string;
  @Column('text', { name: 'last_name' }) lastName!: string;
  @Column('text') email!: string;
  @Column('text', { nullable: true }) phone!: string | null;
  @Column('text') origin!: CandidateOrigin;
  @Column('text', { nullable: true }) source!: string | null;
  @Column('uuid', { name: 'owner_id' }) ownerId!: string;
  @Column('text', { name: 'owner_name' }) ownerName!: string;
  @Column('text') status!: ApplicationStatus;
  @Column('text', { name: 'archival_reason', nullable: true }) archivalReason!: string | null;
  @Column('timestamptz', { name: 'applied_at' }) appliedAt!: Date;
  @Column('timestamptz', { name: 'last_activity_at' }) lastActivityAt!: Date;
  @Column('uuid', { name: 'archival_reason_id', nullable: true }) archivalReasonId!: string | null;
  /** Where the application stands whatever the pipeline (the `statuses` filter), from the stage's kind. */
  @Column('text', { name: 'stage_status' }) stageStatus!: StageStatus;
  /** The phone's digits only, for phone search; not answered by the API. */
  @Column('text', { name: 'phone_digits', nullable: true }) phoneDigits!: string | null;
  /** When the application entered the Hired stage; null while it is elsewhere. */
  @Column('timestamptz', { name: 'hired_at', nullable: true }) hiredAt!: Date | null;
  /** The application's tags (spec 02 §3.7), as spelled when first added; the `tag` filter's GIN-indexed column. */
  @Column('text', { array: true, default: () => "'{}'" }) tags!: string[];
  /** The agency that brought the application (origin 'agency'), and its name as recorded then. */
  @Column('uuid', { name: 'agency_id', nullable: true }) agencyId!: string | null;
  @Column('text', { name: 'agency_name', nullable: true }) agencyName!: string | null;
  @Column('int') revision!: number;
}
