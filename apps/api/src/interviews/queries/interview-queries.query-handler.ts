import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { InterviewErrors } from '@ats/domain/interviews';
import { PERMISSIONS } from '@ats/domain/identity';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import {
  dashboardInterviews,
  feedbackOfInterview,
  interviewRow,
  interviewsOfApplication,
  type InterviewListItem,
  type InterviewView,
  type InterviewWhen,
} from '@ats/projections/interviews/interviews.query';
import { authorizeOnApplication } from '../../applications/application-stream';
import type { Caller } from '../../identity/caller';
import { JobAccess } from '../../identity/job-access';
import { ReadModelFreshness } from '../../platform/read-model-freshness';
import { EVENT_STORE } from '../../platform/tokens';
import { interviewsProjector } from '@ats/projections/interviews/interviews.projector';
import { streamId } from '@ats/domain/shared';
import { InterviewInvitations } from '../interview-invitations';
import { authorizeOnInterview } from '../interview-stream';

/** Read-your-writes on one interview: waits until the read model has the stream's last event. */
const caughtUp = async (store: EventStore, freshness: ReadModelFreshness, interviewId: string) => {
  const last = (await store.readStream(streamId('interview', interviewId))).at(-1);
  if (last) await freshness.waitFor(interviewsProjector, last.position.toString());
};
import type { InterviewFeedbackListResponseDto, InterviewListResponseDto, InterviewResponseDto } from '../interview.response.dto';

export class InterviewDashboardQuery extends Query<InterviewListResponseDto> {
  constructor(
    readonly caller: Caller,
    readonly filter: { view: InterviewView; when: InterviewWhen; page: number; take: number },
    readonly afterPosition?: string,
  ) {
    super();
  }
}
export class InterviewDetailsQuery extends Query<InterviewResponseDto> {
  constructor(
    readonly caller: Caller,
    readonly interviewId: string,
  ) {
    super();
  }
}
export class ApplicationInterviewsQuery extends Query<InterviewListResponseDto> {
  constructor(
    readonly caller: Caller,
    readonly applicationId: string,
    readonly afterPosition?: string,
  ) {
    super();
  }
}
export class InterviewFeedbackQuery extends Query<InterviewFeedbackListResponseDto> {
  constructor(
    readonly caller: Caller,
    readonly interviewId: string,
  ) {
    super();
  }
}

/** Rows as the API answers them: the team members' names beside their ids, and the caller's own position. */
const present = async (invitations: InterviewInvitations, caller: Caller, rows: InterviewListItem[]): Promise<InterviewResponseDto[]> => {
  const people = await invitations.people(caller.companyId, rows.flatMap((row) => [row.organizerId, ...row.interviewerIds]));
  const person = (id: string) => ({ id, name: people.get(id)?.name ?? null, email: people.get(id)?.email ?? null });
  return rows.map((row) => ({
    interviewId: row.interviewId,
    applicationId: row.applicationId,
    jobId: row.jobId,
    jobName: row.jobName,
    candidateName: row.candidateName,
    title: row.title,
    location: row.location,
    description: row.description,
    organizer: person(row.organizerId),
    interviewers: row.interviewerIds.map((id) => ({ ...person(id), feedbackSubmitted: row.feedbackBy.includes(id) })),
    fixedAttendees: row.fixedAttendees,
    startsAt: new Date(row.startsAt).toISOString(),
    endsAt: new Date(row.endsAt).toISOString(),
    timeZone: row.timeZone,
    durationMinutes: row.durationMinutes,
    meetingType: row.meetingType,
    meetingLink: row.meetingLink,
    feedbackTemplateId: row.feedbackTemplateId,
    bookingLinkId: row.bookingLinkId,
    status: row.status,
    noShow: row.noShow,
    invitation: { uid: row.invitationUid, sequence: row.invitationSequence },
    isInterviewer: row.interviewerIds.includes(caller.userId),
    feedbackSubmittedByMe: row.feedbackBy.includes(caller.userId),
    revision: row.revision,
  }));
};

@QueryHandler(InterviewDashboardQuery)
export class InterviewDashboardQueryHandler implements IQueryHandler<InterviewDashboardQuery> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: JobAccess,
    private readonly invitations: InterviewInvitations,
    private readonly freshness: ReadModelFreshness,
  ) {}

  async execute({ caller, filter, afterPosition }: InterviewDashboardQuery): Promise<InterviewListResponseDto> {
    await this.freshness.waitFor(interviewsProjector, afterPosition);
    const jobIds = await this.access.visibleJobIds(caller);
    const { items, total } = await dashboardInterviews(this.dataSource.manager, { companyId: caller.companyId, userId: caller.userId, jobIds, now: new Date(), ...filter });
    return { items: await present(this.invitations, caller, items), total, page: filter.page, take: filter.take };
  }
}

@QueryHandler(InterviewDetailsQuery)
export class InterviewDetailsQueryHandler implements IQueryHandler<InterviewDetailsQuery> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly access: JobAccess,
    private readonly invitations: InterviewInvitations,
    private readonly freshness: ReadModelFreshness,
  ) {}

  async execute({ caller, interviewId }: InterviewDetailsQuery): Promise<InterviewResponseDto> {
    await authorizeOnInterview(this.store, this.access, caller, interviewId);
    await caughtUp(this.store, this.freshness, interviewId);
    const row = await interviewRow(this.dataSource.manager, caller.companyId, interviewId);
    if (!row) throw InterviewErrors.notFound();
    return (await present(this.invitations, caller, [row]))[0];
  }
}

@QueryHandler(ApplicationInterviewsQuery)
export class ApplicationInterviewsQueryHandler implements IQueryHandler<ApplicationInterviewsQuery> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly access: JobAccess,
    private readonly invitations: InterviewInvitations,
    private readonly freshness: ReadModelFreshness,
  ) {}

  async execute({ caller, applicationId, afterPosition }: ApplicationInterviewsQuery): Promise<InterviewListResponseDto> {
    await authorizeOnApplication(this.store, this.access, caller, applicationId, PERMISSIONS.candidatesProfilesView);
    await this.freshness.waitFor(interviewsProjector, afterPosition);
    const rows = await interviewsOfApplication(this.dataSource.manager, caller.companyId, applicationId);
    return { items: await present(this.invitations, caller, rows), total: rows.length, page: 1, take: rows.length };
  }
}

/**
 * The interview's feedback (spec 03 "Interview"): an interviewer sees the others' only once they submitted
 * their own; confidential notes are shown to admins and their author only.
 */
@QueryHandler(InterviewFeedbackQuery)
export class InterviewFeedbackQueryHandler implements IQueryHandler<InterviewFeedbackQuery> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly access: JobAccess,
    private readonly invitations: InterviewInvitations,
    private readonly freshness: ReadModelFreshness,
  ) {}

  async execute({ caller, interviewId }: InterviewFeedbackQuery): Promise<InterviewFeedbackListResponseDto> {
    const interview = await authorizeOnInterview(this.store, this.access, caller, interviewId);
    await caughtUp(this.store, this.freshness, interviewId);
    const all = await feedbackOfInterview(this.dataSource.manager, caller.companyId, interviewId);
    const isInterviewer = interview.interviewerIds.includes(caller.userId);
    const submitted = all.some((item) => item.interviewerId === caller.userId);
    const othersVisible = !isInterviewer || submitted;
    const visible = othersVisible ? all : all.filter((item) => item.interviewerId === caller.userId);
    const admin = caller.role === 'COMPANY_ADMIN';
    const people = await this.invitations.people(caller.companyId, visible.map((item) => item.interviewerId));
    return {
      othersVisible,
      hiddenCount: all.length - visible.length,
      items: visible.map((item) => ({
        interviewerId: item.interviewerId,
        interviewerName: people.get(item.interviewerId)?.name ?? null,
        feedbackTemplateId: item.feedbackTemplateId,
        scores: item.scores,
        notes: item.notes,
        confidentialNotes: admin || item.interviewerId === caller.userId ? item.confidentialNotes : null,
        proceedToNextStage: item.proceedToNextStage,
        totalScore: item.totalScore,
        totalPercentage: item.totalPercentage,
        submittedAt: new Date(item.submittedAt).toISOString(),
      })),
    };
  }
}
