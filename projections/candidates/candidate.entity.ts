import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { CandidateEmail, CandidateLink } from '@ats/domain/candidates';

/** One row per candidate (ADR 0016): the profile's contact details and demographics; personal data. */
@Entity({ name: 'rm_candidates' })
export class CandidateEntity {
  @PrimaryColumn('uuid', { name: 'candidate_id' }) candidateId!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('text', { name: 'first_name' }) firstName!: string;
  @Column('text', { name: 'last_name' }) lastName!: string;
  /** Primary first. */
  @Column('jsonb') emails!: CandidateEmail[];
  /** The e-mails, lower-cased, for duplicate detection. */
  @Column('text', { name: 'email_keys', array: true }) emailKeys!: string[];
  @Column('jsonb') phones!: string[];
  @Column('jsonb') links!: CandidateLink[];
  @Column('uuid', { name: 'referred_by_id', nullable: true }) referredById!: string | null;
  @Column('text', { name: 'referred_by_name', nullable: true }) referredByName!: string | null;
  @Column('uuid', { name: 'sourced_by_id', nullable: true }) sourcedById!: string | null;
  @Column('text', { name: 'sourced_by_name', nullable: true }) sourcedByName!: string | null;
  @Column('text', { nullable: true }) gender!: string | null;
  @Column('text', { nullable: true }) nationality!: string | null;
  @Column('text', { name: 'country_of_residence', nullable: true }) countryOfResidence!: string | null;
  /** Set once this candidate was merged into another: that one holds their applications now. */
  @Column('uuid', { name: 'merged_into', nullable: true }) mergedInto!: string | null;
  @Column('boolean') erased!: boolean;
  /** The candidate stream's revision this row reflects; -1 while the candidate has no stream (ADR 0016). */
  @Column('int') revision!: number;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}
