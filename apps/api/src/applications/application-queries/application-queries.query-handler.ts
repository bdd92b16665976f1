import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { ApplicationErrors } from '@ats/domain/applications';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { candidateListProjector } from '@ats/projections/candidate-list/candidate-list.projector';
import {
  findCandidateListRow,
  queryCandidateList,
  type CandidateListFilter,
} from '@ats/projections/candidate-list/candidate-list.query';
import { findJob } from '@ats/projections/jobs/jobs.query';
import { PERMISSIONS } from '@ats/domain/identity';
import type { Caller } from '../../identity/caller';
import { JobAccess } from '../../identity/job-access';
import { candidateListReadModels } from './candidate-list-read-models';
import { ReadModelFreshness } from '../../platform/read-model-freshness';
import { applicationHistoryLines } from '../application-history';
import { assertFilterableCustomFields, candidateListScope, filterableCustomFieldIds } from './candidate-list-scope';
import { EVENT_STORE } from '../../platform/tokens';
import type {
  ApplicationHistoryResponseDto,
  ApplicationListResponseDto,
  ApplicationResponseDto,
} from './application-queries.response.dto';

export class ListApplicationsQuery extends Query<ApplicationListResponseDto> {
  constructor(
    readonly caller: Caller,
    readonly filter: Omit<CandidateListFilter, 'companyId'>,
    readonly afterPosition?: string,
  ) {
    super();
  }
}

export class GetApplicationQuery extends Query<ApplicationResponseDto> {
  constructor(
    readonly caller: Caller,
    readonly applicationId: string,
    readonly afterPosition?: string,
  ) {
    super();
  }
}

export class ApplicationHistoryQuery extends Query<ApplicationHistoryResponseDto> {
  constructor(
    readonly caller: Caller,
    readonly applicationId: string,
    readonly page: number,
    readonly take: number,
  ) {
    super();
  }
}

@QueryHandler(ListApplicationsQuery)
export class ListApplicationsQueryHandler implements IQueryHandler<ListApplicationsQuery> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly freshness: ReadModelFreshness,
    private readonly access: JobAccess,
  ) {}

  /** Only applications to the jobs the caller sees; the tab counts too. */
  async execute({ caller, filter, afterPosition }: ListApplicationsQuery): Promise<ApplicationListResponseDto> {
    await Promise.all(candidateListReadModels(filter).map((projector) => this.freshness.waitFor(projector, afterPosition)));
    const manager = this.dataSource.manager;
    if (filter.customFieldResponseFilters?.length) {
      assertFilterableCustomFields(filter.customFieldResponseFilters, await filterableCustomFieldIds(manager, caller));
    }
    const scope = await candidateListScope(manager, this.access, caller, { confidentialAnswers: Boolean(filter.candidateResponseFilters?.length) });
    const page = await queryCandidateList(manager, { ...filter, ...scope, companyId: caller.companyId });
    return { ...page, items: page.items.map(({ companyId: _companyId, revision: _revision, phoneDigits: _phoneDigits, ...row }) => row) };
  }
}

@QueryHandler(GetApplicationQuery)
export class GetApplicationQueryHandler implements IQueryHandler<GetApplicationQuery> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly freshness: ReadModelFreshness,
    private readonly access: JobAccess,
  ) {}

  async execute({ caller, applicationId, afterPosition }: GetApplicationQuery): Promise<ApplicationResponseDto> {
    await this.freshness.waitFor(candidateListProjector, afterPosition);
    const row = await findCandidateListRow(this.dataSource.manager, caller.companyId, applicationId);
    if (!row) throw ApplicationErrors.notFound();
    const job = await findJob(this.dataSource.manager, caller.companyId, row.jobId);
    if (!job) throw ApplicationErrors.notFound();
    // Profile access may be limited to some stages for a collaborator (spec 02 §3.13).
    this.access.assertPermitted(caller, job, PERMISSIONS.candidatesProfilesView, [row.stageId], ApplicationErrors.notFound);
    const { companyId: _companyId, phoneDigits: _phoneDigits, ...application } = row;
    return { ...application, stages: job.stages };
  }
}

/** The auditor's view: the application's whole history (applicationHistoryLines), unlimited, a page at a time, in plain words. */
@QueryHandler(ApplicationHistoryQuery)
export class ApplicationHistoryQueryHandler implements IQueryHandler<ApplicationHistoryQuery> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly access: JobAccess,
    private readonly dataSource: DataSource,
  ) {}

  async execute({ caller, applicationId, page, take }: ApplicationHistoryQuery): Promise<ApplicationHistoryResponseDto> {
    const lines = await applicationHistoryLines({ store: this.store, access: this.access, dataSource: this.dataSource }, caller, applicationId);
    // Only the page's lines are worded: an application's history is unlimited.
    const items = lines.slice((page - 1) * take, page * take).map(({ recorded, describe }) => {
      const { summary, details } = describe();
      return {
        revision: recorded.revision,
        type: recorded.type,
        occurredAt: recorded.metadata.occurredAt,
        actor: recorded.metadata.actor,
        summary,
        details,
      };
    });
    return { items, total: lines.length, page, take };
  }
}
