import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { ApplicationErrors, describeApplicationEvent, type ApplicationEvent } from '@ats/domain/applications';
import { streamId } from '@ats/domain/shared';
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
import { authorizeOnApplication } from '../application-stream';
import { assertFilterableCustomFields, candidateListScope, filterableCustomFieldIds } from './candidate-list-scope';
import { canSeeConfidential } from '../comments/comment-access';
import { EVENT_STORE } from '../../platform/tokens';
import { describeOfferTimelineItem, offerTimelineEvents, type OfferTimelineItem } from '../../offers/offer-timeline';
import { describeInterviewTimelineItem, interviewTimelineEvents, type InterviewTimelineItem } from '../../interviews/interview-timeline';
import { candidateTaskTimelineEvents } from '../../candidate-journey/journey/candidate-task-timeline';
import { describeCandidateTaskEvent } from '@ats/domain/candidate-tasks';
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
    const scope = await candidateListScope(manager, this.access, caller);
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

/**
 * The auditor's view: every event of the application's stream, unlimited, in plain words, and, for readers who
 * handle its offers, its offers' events (spec 03 §2.2, issue 10 "the offer's history reads like the application's"),
 * merged by time.
 */
@QueryHandler(ApplicationHistoryQuery)
export class ApplicationHistoryQueryHandler implements IQueryHandler<ApplicationHistoryQuery> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly access: JobAccess,
    private readonly dataSource: DataSource,
  ) {}

  async execute({ caller, applicationId, page, take }: ApplicationHistoryQuery): Promise<ApplicationHistoryResponseDto> {
    const events = await this.store.readStream(streamId('application', applicationId));
    if (events.length === 0 || events[0].metadata.companyId !== caller.companyId) throw ApplicationErrors.notFound();
    // The history is the profile's timeline: the same access as the profile, judged on the stream itself.
    const { application } = await authorizeOnApplication(this.store, this.access, caller, applicationId, PERMISSIONS.candidatesProfilesView);
    // Confidential comments are quoted only to readers with confidential access (spec 02 §6.3).
    const reader = { canSeeConfidential: canSeeConfidential(caller, application) };
    const offers = (await this.handlesOffers(caller, applicationId))
      ? (await offerTimelineEvents(this.store, this.dataSource.manager, caller.companyId, applicationId)).filter((item) => describeOfferTimelineItem(item) !== null)
      : [];
    // Everyone who reads the profile reads its interviews' events (interviewers among them, spec 03 "Interview").
    const interviews = (await interviewTimelineEvents(this.store, this.dataSource.manager, caller.companyId, applicationId)).filter(
      (item) => describeInterviewTimelineItem(item) !== null,
    );
    // The candidate's tasks started and completed (02 §2.13 'Timeline events'): what they answered stays in 'Candidate answers'.
    const tasks = await candidateTaskTimelineEvents(this.store, this.dataSource.manager, caller.companyId, applicationId);
    const lines = [
      ...events.map((recorded) => ({ recorded, offer: null as OfferTimelineItem | null, interview: null as InterviewTimelineItem | null, task: false })),
      ...offers.map((offer) => ({ recorded: offer.recorded, offer, interview: null, task: false })),
      ...interviews.map((interview) => ({ recorded: interview.recorded, offer: null, interview, task: false })),
      ...tasks.map((recorded) => ({ recorded, offer: null, interview: null, task: true })),
    ];
    // Stable: the application's own events keep their order; another stream's event goes after those of the same instant.
    if (offers.length > 0 || interviews.length > 0 || tasks.length > 0) lines.sort((a, b) => Date.parse(a.recorded.metadata.occurredAt) - Date.parse(b.recorded.metadata.occurredAt));
    const items = lines.slice((page - 1) * take, page * take).map(({ recorded, offer, interview, task }) => {
      const { summary, details } = offer
        ? describeOfferTimelineItem(offer)!
        : interview
          ? describeInterviewTimelineItem(interview)!
          : task
            ? describeCandidateTaskEvent(recorded)!
            : describeApplicationEvent(recorded as unknown as ApplicationEvent, recorded.metadata.actor, reader);
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

  /** Offers are shown to those who may handle them for the candidate's stage (COMPANY::CANDIDATES::OFFERS). */
  private async handlesOffers(caller: Caller, applicationId: string): Promise<boolean> {
    try {
      await authorizeOnApplication(this.store, this.access, caller, applicationId, PERMISSIONS.candidatesOffers);
      return true;
    } catch {
      return false;
    }
  }
}
