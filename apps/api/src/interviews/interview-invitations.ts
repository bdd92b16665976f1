import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import {
  addInterviewersAsCollaborators,
  fixedAttendeesOf,
  interviewEvents,
  type FixedAttendee,
  type InterviewEvent,
  type InterviewScheduled,
  type InvitationIdentity,
  withdrawInterviewAccess,
} from '@ats/domain/interviews';
import { streamId } from '@ats/domain/shared';
import type { BlobStore } from '@ats/infra/blob-store';
import type { CalendarDirectory } from '@ats/infra/calendars/calendar-directory';
import type { AtsConfig } from '@ats/infra/config';
import { InterviewAccessGrantEntity } from '@ats/infra/db/entities/interview-access-grant.entity';
import { UserEntity } from '@ats/infra/db/entities/user.entity';
import { RelationalWriter } from '@ats/infra/db/relational-write';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { ICS_CONTENT_TYPE, interviewInvitationIcs, type InvitationPerson } from '@ats/infra/interviews/interview-invitation';
import { recordInvitationMail } from '@ats/infra/interviews/interview-invitations.personal-data';
import { enqueueMail } from '@ats/infra/mail/mail-outbox';
import { loadJob } from '../jobs/job-stream';
import { idFromCommand } from '../platform/command-id';
import { ATS_CONFIG, BLOB_STORE, EVENT_STORE } from '../platform/tokens';

export const INTERVIEW_CALENDARS = Symbol('INTERVIEW_CALENDARS');

/** The interview as its invitation shows it, folded from its stream. */
type InvitationDetails = Omit<InterviewScheduled['data'], 'invitation'> & { invitation: InvitationIdentity; cancelled: boolean };

const detailsOf = (events: readonly InterviewEvent[]): InvitationDetails | null =>
  events.reduce<InvitationDetails | null>((details, event) => {
    if (event.type === 'InterviewScheduled') return { ...event.data, fixedAttendees: fixedAttendeesOf(event.data), cancelled: false };
    if (!details) return null;
    switch (event.type) {
      case 'InterviewRescheduled':
        return { ...details, slot: event.data.slot, durationMinutes: event.data.durationMinutes, invitation: event.data.invitation };
      case 'InterviewersChanged': {
        const kept = details.interviewerIds.filter((id) => !event.data.removed.includes(id));
        return { ...details, interviewerIds: [...kept, ...event.data.added.filter((id) => !kept.includes(id))], invitation: event.data.invitation };
      }
      case 'InterviewCancelled':
        return { ...details, cancelled: true, invitation: event.data.invitation };
      default:
        return details;
    }
  }, null);

const CHANGES_INVITATION = new Set<string>(['InterviewScheduled', 'InterviewRescheduled', 'InterviewersChanged', 'InterviewCancelled']);

const formatWhen = (startsAt: string, timeZone: string) => {
  try {
    return new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone, timeZoneName: 'short' }).format(new Date(startsAt));
  } catch {
    return new Date(startsAt).toUTCString();
  }
};

/**
 * What follows an interview's change outside its stream: the calendar invitation (RFC 5545, REQUEST or CANCEL,
 * one UID, SEQUENCE bumped) e-mailed as an attachment to the organizer, interviewers, fixed attendees and the
 * candidate through the outbox; the event put in (or removed from) each team member's calendar; interviewers
 * added made collaborators on the job, and those taken off (or all, on cancellation) losing what it gave them.
 * Mail ids come from the command, so a retried request queues nothing twice.
 */
@Injectable()
export class InterviewInvitations {
  private readonly logger = new Logger('InterviewInvitations');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    @Inject(ATS_CONFIG) private readonly config: AtsConfig,
    @Inject(INTERVIEW_CALENDARS) private readonly calendars: CalendarDirectory,
    private readonly dataSource: DataSource,
    private readonly writer: RelationalWriter,
  ) {}

  async people(companyId: string, userIds: readonly string[]): Promise<Map<string, InvitationPerson & { id: string }>> {
    if (userIds.length === 0) return new Map();
    const users = await this.dataSource.getRepository(UserEntity).find({ where: { companyId, id: In([...new Set(userIds)]) } });
    return new Map(
      users.filter((user) => !user.deletedAt).map((user) => [user.id, { id: user.id, email: user.email, name: `${user.firstName} ${user.lastName}`.trim() || null }]),
    );
  }

  /** Follows up the events one command recorded on the interview's stream. */
  async afterEvents(companyId: string, actorId: string, commandId: string, interviewId: string, recorded: ReadonlyArray<{ type: string; data: unknown }>): Promise<void> {
    const changes = recorded.filter((event) => CHANGES_INVITATION.has(event.type)) as InterviewEvent[];
    if (changes.length === 0) return;
    const stream = (await this.store.readStream(streamId('interview', interviewId))).filter((event) => interviewEvents.includes(event));
    const details = detailsOf(stream as unknown as InterviewEvent[]);
    if (!details) return;
    const added = changes.flatMap((event) => (event.type === 'InterviewScheduled' ? event.data.interviewerIds : event.type === 'InterviewersChanged' ? event.data.added : []));
    const removed = changes.flatMap((event) => (event.type === 'InterviewersChanged' ? event.data.removed : []));
    if (added.length > 0) await this.addCollaborators(companyId, details.jobId, interviewId, added, actorId);
    // Interviewers taken off, or all of a cancelled interview's, lose what this interview gave them on the job.
    const leaving = changes.flatMap((event) => (event.type === 'InterviewCancelled' ? details.interviewerIds : []));
    if (removed.length + leaving.length > 0) await this.withdrawAccess(companyId, details.jobId, interviewId, [...new Set([...removed, ...leaving])], actorId);
    const people = await this.people(companyId, [details.organizerId, ...details.interviewerIds, ...removed]);
    const team = [details.organizerId, ...details.interviewerIds].filter((id, index, all) => all.indexOf(id) === index);
    const candidate = await this.candidateOf(companyId, details.applicationId);
    const method = details.cancelled ? 'CANCEL' : 'REQUEST';
    const attendees = [...details.interviewerIds.flatMap((id) => people.get(id) ?? []), ...details.fixedAttendees, ...(candidate ? [candidate] : [])];
    const ics = this.ics(details, method, people, attendees);
    const recipients = this.recipients([...team.flatMap((id) => people.get(id) ?? []), ...details.fixedAttendees, ...(candidate ? [candidate] : [])]);
    await this.mail(companyId, commandId, details, method, ics, recipients);
    // Interviewers taken off get the cancellation of the same event.
    const gone = removed.flatMap((id) => people.get(id) ?? []);
    if (gone.length > 0 && method === 'REQUEST') {
      await this.mail(companyId, `${commandId}:removed`, details, 'CANCEL', this.ics(details, 'CANCEL', people, gone), this.recipients(gone));
    }
    await this.updateCalendars(companyId, details, method, ics, team, removed);
  }

  private ics(details: InvitationDetails, method: 'REQUEST' | 'CANCEL', people: Map<string, InvitationPerson>, attendees: InvitationPerson[]): string {
    const organizer = people.get(details.organizerId) ?? { email: this.config.mailFrom.replace(/^.*<|>.*$/g, ''), name: null };
    return interviewInvitationIcs({
      method,
      invitation: details.invitation,
      title: details.title,
      description: details.description,
      location: details.location,
      startsAt: details.slot.startsAt,
      endsAt: details.slot.endsAt,
      timeZone: details.slot.timeZone,
      meetingLink: details.meetingLink,
      organizer,
      attendees,
      stamp: new Date(),
    });
  }

  private recipients(people: ReadonlyArray<InvitationPerson | FixedAttendee>): InvitationPerson[] {
    const seen = new Set<string>();
    return people.filter((person) => {
      const key = person.email.trim().toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }

  private async mail(companyId: string, commandId: string, details: InvitationDetails, method: 'REQUEST' | 'CANCEL', ics: string, recipients: InvitationPerson[]) {
    const blobId = randomUUID();
    const contentType = ICS_CONTENT_TYPE(method);
    await this.blobs.put({ companyId, blobId }, Buffer.from(ics, 'utf8'), { contentType });
    const when = formatWhen(details.slot.startsAt, details.slot.timeZone);
    const cancelled = method === 'CANCEL';
    const subject = cancelled ? `Cancelled: ${details.title}` : `${details.invitation.sequence > 0 ? 'Updated invitation' : 'Invitation'}: ${details.title} — ${when}`;
    const text = [
      cancelled ? `This interview has been cancelled: ${details.title}` : `You are invited to ${details.title}.`,
      `When: ${when} (${details.durationMinutes} minutes)`,
      `Where: ${details.location}`,
      details.meetingLink ? `Join: ${details.meetingLink}` : null,
      details.description,
      'The calendar invitation is attached (invite.ics).',
    ]
      .filter(Boolean)
      .join('\n');
    await this.dataSource.transaction(async (manager) => {
      for (const recipient of recipients) {
        const mailId = await enqueueMail(manager, {
          id: idFromCommand(companyId, `${commandId}:${details.invitation.sequence}:${method}:${recipient.email.toLowerCase()}`, 'interview-invitation'),
          kind: 'NOTIFICATION',
          companyId,
          to: recipient.email,
          subject,
          text,
          attachments: [{ companyId, blobId, fileName: 'invite.ics', contentType }],
        });
        // The invitation names the candidate and the attendees: an erasure finds its mails and blob by this.
        await recordInvitationMail(manager, { companyId, mailId, interviewId: details.interviewId, applicationId: details.applicationId, invitationUid: details.invitation.uid, blobId });
      }
    });
  }

  /** Each team member's calendar holds the event (or loses it); a calendar that fails is logged, never fatal. */
  private async updateCalendars(companyId: string, details: InvitationDetails, method: 'REQUEST' | 'CANCEL', ics: string, team: string[], removed: string[]) {
    const { uid, sequence } = details.invitation;
    const work = [
      ...team.map((userId) => ({ userId, remove: method === 'CANCEL' })),
      ...removed.filter((userId) => !team.includes(userId)).map((userId) => ({ userId, remove: true })),
    ];
    for (const { userId, remove } of work) {
      try {
        const { port } = await this.calendars.calendarOf(companyId, userId);
        if (remove) await port.removeEvent(userId, uid);
        else await port.putEvent(userId, { uid, sequence, ics });
      } catch (error) {
        this.logger.warn(`calendar of ${userId} not updated for ${uid}: ${(error as Error).message}`);
      }
    }
  }

  private async addCollaborators(companyId: string, jobId: string, interviewId: string, interviewerIds: string[], actorId: string) {
    const job = await loadJob(this.store, companyId, jobId);
    await this.writer.run({
      load: async (manager) => {
        // The users' row locks come first: they serialise every grant change for these interviewers.
        const interviewers = await manager.getRepository(UserEntity).find({ where: { companyId, id: In(interviewerIds) }, lock: { mode: 'pessimistic_write' } });
        return { job: { id: jobId, ownerId: job.ownerId }, interviewId, interviewers, grants: await this.grantsOn(manager, companyId, jobId, interviewerIds) };
      },
      decide: (existing, context) => addInterviewersAsCollaborators(existing, { companyId, actorId }, context),
    });
  }

  private async withdrawAccess(companyId: string, jobId: string, interviewId: string, userIds: string[], actorId: string) {
    await this.writer.run({
      load: async (manager) => {
        const members = await manager.getRepository(UserEntity).find({ where: { companyId, id: In(userIds) }, lock: { mode: 'pessimistic_write' } });
        return { jobId, interviewId, members, grants: await this.grantsOn(manager, companyId, jobId, userIds) };
      },
      decide: (existing) => withdrawInterviewAccess(existing, { companyId, actorId }),
    });
  }

  private grantsOn(manager: EntityManager, companyId: string, jobId: string, userIds: string[]) {
    return manager.getRepository(InterviewAccessGrantEntity).find({ where: { companyId, jobId, userId: In(userIds) } });
  }

  private async candidateOf(companyId: string, applicationId: string): Promise<InvitationPerson | null> {
    const rows = (await this.dataSource.query(
      `SELECT email, NULLIF(trim(concat_ws(' ', first_name, last_name)), '') AS name FROM rm_candidate_list WHERE company_id = $1 AND application_id = $2`,
      [companyId, applicationId],
    )) as Array<{ email: string | null; name: string | null }>;
    return rows[0]?.email ? { email: rows[0].email, name: rows[0].name } : null;
  }
}
