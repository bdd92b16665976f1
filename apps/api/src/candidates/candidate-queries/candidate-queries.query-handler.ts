import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Inject } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApplicationErrors } from '@ats/domain/applications';
import { CANDIDATE_MESSAGES, normalizeEmail, validateEmail } from '@ats/domain/candidates';
import { PERMISSIONS } from '@ats/domain/identity';
import { ERASED } from '@ats/domain/shared';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { candidatesProjector } from '@ats/projections/candidates/candidates.projector';
import { findCandidateListRow } from '@ats/projections/candidate-list/candidate-list.query';
import { candidateListProjector } from '@ats/projections/candidate-list/candidate-list.projector';
import { candidateHoldingEmail, candidateProfile, currentCandidateId, type CandidateProfileRow } from '@ats/projections/candidates/candidates.query';
import type { Caller } from '../../identity/caller';
import { JobAccess } from '../../identity/job-access';
import { ReadModelFreshness } from '../../platform/read-model-freshness';
import { EVENT_STORE } from '../../platform/tokens';
import { authorizeOnApplication } from '../../applications/application-stream';
import { seedOf } from '../candidate-stream';
import type { CandidateDuplicateResponseDto, CandidateProfileResponseDto } from './candidate-queries.response.dto';

export class GetCandidateProfileQuery extends Query<CandidateProfileResponseDto> {
  constructor(
    readonly caller: Caller,
    readonly applicationId: string,
    readonly afterPosition?: string,
  ) {
    super();
  }
}

@QueryHandler(GetCandidateProfileQuery)
export class GetCandidateProfileQueryHandler implements IQueryHandler<GetCandidateProfileQuery> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly freshness: ReadModelFreshness,
    private readonly access: JobAccess,
  ) {}

  /** The profile's access on this application; the candidate's other applications only where the caller sees the job. */
  async execute({ caller, applicationId, afterPosition }: GetCandidateProfileQuery): Promise<CandidateProfileResponseDto> {
    const { application } = await authorizeOnApplication(this.store, this.access, caller, applicationId, PERMISSIONS.candidatesProfilesView);
    // The profile is the candidate's row and their applications from the list: both read models must have caught up.
    await Promise.all([this.freshness.waitFor(candidatesProjector, afterPosition), this.freshness.waitFor(candidateListProjector, afterPosition)]);
    const manager = this.dataSource.manager;
    const candidateId = await currentCandidateId(manager, caller.companyId, application.candidateId);
    // A candidate the read model has not met yet (it is behind the list) reads as their application's first event says.
    const row = (await candidateProfile(manager, caller.companyId, candidateId)) ?? (await this.fromApplication(caller, application.candidateId, applicationId));
    const visible = await this.access.visibleJobIds(caller);
    const person = (id: string | null, name: string | null) => (id && name ? { id, name } : null);
    return {
      candidateId: row.candidateId,
      revision: row.revision,
      firstName: row.firstName,
      lastName: row.lastName,
      emails: row.emails,
      phones: row.phones,
      links: row.links,
      referredBy: person(row.referredById, row.referredByName),
      sourcedBy: person(row.sourcedById, row.sourcedByName),
      agency: application.agency,
      gender: row.gender,
      nationality: row.nationality,
      countryOfResidence: row.countryOfResidence,
      erased: row.erased,
      totalApplications: row.applications.length,
      applications: row.applications.filter((item) => visible === null || visible.includes(item.jobId)),
    };
  }

  private async fromApplication(caller: Caller, candidateId: string, applicationId: string): Promise<CandidateProfileRow> {
    const { details } = await seedOf(this.store, caller.companyId, candidateId, applicationId);
    const row = await findCandidateListRow(this.dataSource.manager, caller.companyId, applicationId);
    if (!row) throw ApplicationErrors.notFound();
    return {
      candidateId,
      companyId: caller.companyId,
      firstName: details?.firstName ?? ERASED,
      lastName: details?.lastName ?? '',
      emails: details?.emails ?? [],
      emailKeys: [],
      phones: details?.phones ?? [],
      links: [],
      referredById: null,
      referredByName: null,
      sourcedById: null,
      sourcedByName: null,
      gender: null,
      nationality: null,
      countryOfResidence: null,
      mergedInto: null,
      erased: details === null,
      revision: -1,
      updatedAt: row.lastActivityAt,
      applications: [{ applicationId, jobId: row.jobId, jobName: row.jobName, stageName: row.stageName, status: row.status }],
    };
  }
}

export class FindCandidateDuplicateQuery extends Query<CandidateDuplicateResponseDto> {
  constructor(
    readonly caller: Caller,
    readonly email: string,
  ) {
    super();
  }
}

/** The add-candidate form's warning (spec 02 §2.12): the caller's company only. */
@QueryHandler(FindCandidateDuplicateQuery)
export class FindCandidateDuplicateQueryHandler implements IQueryHandler<FindCandidateDuplicateQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ caller, email }: FindCandidateDuplicateQuery): Promise<CandidateDuplicateResponseDto> {
    // An address that is no address matches no one; the form shows its own message for it.
    if (validateEmail(email) !== null) return { count: 0, message: null };
    const holder = await candidateHoldingEmail(this.dataSource.manager, caller.companyId, [normalizeEmail(email)]);
    if (!holder || holder.applications === 0) return { count: 0, message: null };
    return { count: holder.applications, message: CANDIDATE_MESSAGES.duplicate(holder.applications) };
  }
}
