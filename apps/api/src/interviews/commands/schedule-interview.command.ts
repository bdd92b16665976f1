import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PERMISSIONS } from '@ats/domain/identity';
import { applicationDecider } from '@ats/domain/applications';
import { interviewDecider, InterviewErrors, type ScheduleInterview } from '@ats/domain/interviews';
import type { Actor } from '@ats/domain/shared';
import type { CalendarDirectory } from '@ats/infra/calendars/calendar-directory';
import { decideAndAppend, loadAggregate, type CommandResult } from '@ats/infra/commands/handle-command';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import type { MeetingLinkPort } from '@ats/infra/meetings';
import { applicationStream, authorizeOnApplication } from '../../applications/application-stream';
import type { Caller } from '../../identity/caller';
import { JobAccess } from '../../identity/job-access';
import { loadJob } from '../../jobs/job-stream';
import { idFromCommand } from '../../platform/command-id';
import { EVENT_STORE } from '../../platform/tokens';
import { calendarFacts } from '../interview-calendar-facts';
import { INTERVIEW_CALENDARS, InterviewInvitations } from '../interview-invitations';
import { interviewStream, invitationUidOf } from '../interview-stream';

export const MEETING_LINKS = Symbol('MEETING_LINKS');

/** What the caller gives: the interview but for what the handler makes (its id, job, meeting link, invitation). */
export type ScheduleInterviewInput = Omit<
  ScheduleInterview['data'],
  'interviewId' | 'jobId' | 'candidateId' | 'meetingLink' | 'recordMeeting' | 'invitationUid' | 'calendars'
> & {
  companyId: string;
  actor: Actor;
  recordMeeting?: boolean;
  /** The idempotency key: the same key schedules once. */
  commandId: string;
  /**
   * The staff member scheduling through HTTP, checked on the application's job; absent when the booking
   * flow schedules the slot a candidate picked (it has checked its own link).
   */
  caller?: Caller;
};

/** Schedules an interview (HTTP `POST /interviews`, and the booking links' self-scheduling through the CommandBus). */
export class ScheduleInterviewCommand extends Command<CommandResult & { interviewId: string }> {
  constructor(readonly input: ScheduleInterviewInput) {
    super();
  }
}

/**
 * The handler reads what the decider needs (the application and its job, the team members, their calendars'
 * free/busy, a meeting link for a video interview), the decider rules, then the invitation goes out.
 */
@CommandHandler(ScheduleInterviewCommand)
export class ScheduleInterviewCommandHandler implements ICommandHandler<ScheduleInterviewCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(INTERVIEW_CALENDARS) private readonly calendars: CalendarDirectory,
    @Inject(MEETING_LINKS) private readonly meetings: MeetingLinkPort,
    private readonly access: JobAccess,
    private readonly invitations: InterviewInvitations,
  ) {}

  async execute({ input }: ScheduleInterviewCommand): Promise<CommandResult & { interviewId: string }> {
    const { companyId } = input;
    const interviewId = idFromCommand(companyId, input.commandId, 'interview');
    const application = input.caller
      ? (await authorizeOnApplication(this.store, this.access, input.caller, input.applicationId, PERMISSIONS.candidatesProfilesView)).application
      : (await loadAggregate(this.store, applicationStream(input.applicationId).id, applicationDecider, companyId))?.state;
    if (!application?.exists) throw InterviewErrors.notFound();
    const job = await loadJob(this.store, companyId, application.jobId);
    const people = await this.invitations.people(companyId, [input.organizerId, ...input.interviewerIds]);
    if (![input.organizerId, ...input.interviewerIds].every((id) => people.has(id))) throw InterviewErrors.memberNotFound();
    const interviewers = [...new Set(input.interviewerIds)].map((id) => people.get(id)!);
    const facts = await calendarFacts(this.calendars, companyId, interviewers, input.slot);
    const organizerCalendar = await this.calendars.calendarOf(companyId, input.organizerId).catch(() => null);
    if (organizerCalendar && !organizerCalendar.integrated) facts.notIntegratedUserIds.push(input.organizerId);
    const { result, events } = await decideAndAppend(
      this.store,
      interviewStream(interviewId),
      interviewDecider,
      async (state): Promise<ScheduleInterview> => ({
        type: 'ScheduleInterview',
        data: {
          interviewId,
          applicationId: application.applicationId,
          candidateId: application.candidateId,
          jobId: job.jobId,
          title: input.title,
          location: input.location,
          description: input.description,
          organizerId: input.organizerId,
          interviewerIds: input.interviewerIds,
          fixedAttendees: input.fixedAttendees,
          slot: input.slot,
          durationMinutes: input.durationMinutes,
          meetingType: input.meetingType,
          // a room only for a new video interview (a retried request finds the interview made)
          meetingLink:
            !state.exists && input.meetingType === 'VIDEO'
              ? await this.meetings.createMeeting({ title: input.title, startsAt: input.slot.startsAt, durationMinutes: input.durationMinutes })
              : null,
          feedbackTemplateId: input.feedbackTemplateId,
          recordMeeting: input.recordMeeting ?? false,
          bookingLinkId: input.bookingLinkId,
          invitationUid: invitationUidOf(interviewId),
          calendars: facts,
        },
      }),
      { companyId, actor: input.actor, commandId: input.commandId },
    );
    await this.invitations.afterEvents(companyId, input.actor.id, input.commandId, interviewId, events);
    return { ...result, interviewId };
  }
}
