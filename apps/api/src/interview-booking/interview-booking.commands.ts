import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { In, IsNull, type EntityManager } from 'typeorm';
import { PERMISSIONS } from '@ats/domain/identity';
import {
  addAvailability,
  addBookingLink,
  BookingErrors,
  deleteBookingLink,
  editAvailability,
  editBookingLink,
  type AvailabilityInput,
  type BookingCaller,
  type BookingLinkInput,
  type LinkInterviewers,
} from '@ats/domain/interview-availability';
import type { CalendarDirectory } from '@ats/infra/calendars/calendar-directory';
import { UserEntity } from '@ats/infra/db/entities/user.entity';
import { InterviewAvailabilityEntity } from '@ats/infra/db/entities/interview-booking.entity';
import { refuseOnUniqueViolation, RelationalWriter } from '@ats/infra/db/relational-write';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { loadAvailability, loadBookingLink } from '@ats/infra/interview-booking/booking-rows';
import { sendBookingInvite } from '@ats/infra/interview-booking/booking-invites';
import type { AtsConfig } from '@ats/infra/config';
import { DataSource } from 'typeorm';
import { authorizeOnApplicationState } from '../applications/application-stream';
import { CandidateEmailComposer } from '../applications/emails/candidate-email-composer';
import { actorOf, type Caller } from '../identity/caller';
import { JobAccess } from '../identity/job-access';
import { idFromCommand } from '../platform/command-id';
import { ATS_CONFIG, EVENT_STORE } from '../platform/tokens';
import { CALENDAR_DIRECTORY } from './interview-booking.service';

type Answer = { id: string };

const bookingCaller = (caller: Caller): BookingCaller => ({ userId: caller.userId, companyId: caller.companyId, isAdmin: caller.role === 'COMPANY_ADMIN' });

const isMember = async (manager: EntityManager, companyId: string, userId: string) =>
  (await manager.getRepository(UserEntity).countBy({ id: userId, companyId, deletedAt: IsNull() })) > 0;

export class AddAvailabilityCommand extends Command<Answer> {
  constructor(
    readonly caller: Caller,
    readonly input: AvailabilityInput,
  ) {
    super();
  }
}

export class EditAvailabilityCommand extends Command<Answer> {
  constructor(
    readonly caller: Caller,
    readonly id: string,
    readonly input: AvailabilityInput,
  ) {
    super();
  }
}

/** `POST /interview-availabilities`: one per interviewer; the unique index settles two concurrent adds. */
@CommandHandler(AddAvailabilityCommand)
export class AddAvailabilityCommandHandler implements ICommandHandler<AddAvailabilityCommand> {
  constructor(private readonly writer: RelationalWriter) {}

  execute({ caller, input }: AddAvailabilityCommand): Promise<Answer> {
    return this.writer
      .run({
        load: async (manager) => ({
          interviewerIsMember: typeof input.interviewerId === 'string' && (await isMember(manager, caller.companyId, input.interviewerId)),
          interviewerHasOne:
            (await manager.getRepository(InterviewAvailabilityEntity).countBy({ companyId: caller.companyId, interviewerId: input.interviewerId })) > 0,
        }),
        decide: (existing, context) => addAvailability(input, existing, bookingCaller(caller), context),
        afterwards: async (_manager, row) => ({ id: row.id }),
      })
      .catch(refuseOnUniqueViolation(BookingErrors.availabilityExists));
  }
}

/** `PUT /interview-availabilities/:id`: the interviewer stays (another company's id: 404). */
@CommandHandler(EditAvailabilityCommand)
export class EditAvailabilityCommandHandler implements ICommandHandler<EditAvailabilityCommand> {
  constructor(private readonly writer: RelationalWriter) {}

  execute({ caller, id, input }: EditAvailabilityCommand): Promise<Answer> {
    return this.writer.run({
      load: async (manager) => ({ availability: await loadAvailability(manager, caller.companyId, id) }),
      decide: (existing, context) => editAvailability(input, existing, bookingCaller(caller), context),
      afterwards: async (_manager, row) => ({ id: row.id }),
    });
  }
}

export class AddBookingLinkCommand extends Command<Answer> {
  constructor(
    readonly caller: Caller,
    readonly input: BookingLinkInput,
  ) {
    super();
  }
}

export class EditBookingLinkCommand extends Command<Answer> {
  constructor(
    readonly caller: Caller,
    readonly id: string,
    readonly input: BookingLinkInput,
  ) {
    super();
  }
}

export class DeleteBookingLinkCommand extends Command<Answer> {
  constructor(
    readonly caller: Caller,
    readonly id: string,
  ) {
    super();
  }
}

/** The interviewer ids a booking-link form names (anything else is no one). */
const wantedInterviewers = (ids: unknown): string[] =>
  Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id)) : [];

/**
 * Whether each named interviewer's calendar can be read and written (H4's directory), asked before the write's
 * transaction: the directory reads with a connection of its own, and a transaction waiting for a second
 * connection while holding one starved the pool when ten such writes came at once.
 */
const calendarsOf = async (calendars: CalendarDirectory, companyId: string, ids: unknown): Promise<Map<string, boolean>> => {
  const integrated = new Map<string, boolean>();
  for (const id of wantedInterviewers(ids)) integrated.set(id, (await calendars.calendarOf(companyId, id)).integrated);
  return integrated;
};

/** Whether each named interviewer is a member, with whether their calendar is integrated (`calendarsOf`). */
const linkInterviewers = async (manager: EntityManager, integrated: Map<string, boolean>, companyId: string): Promise<LinkInterviewers> => {
  const wanted = [...integrated.keys()];
  const members = wanted.length
    ? await manager.getRepository(UserEntity).findBy({ id: In(wanted), companyId, deletedAt: IsNull() })
    : [];
  return new Map(members.map((member) => [member.id, { member: true, calendarIntegrated: integrated.get(member.id) ?? false }]));
};

/** `POST /interview-booking-links`. */
@CommandHandler(AddBookingLinkCommand)
export class AddBookingLinkCommandHandler implements ICommandHandler<AddBookingLinkCommand> {
  constructor(
    private readonly writer: RelationalWriter,
    @Inject(CALENDAR_DIRECTORY) private readonly calendars: CalendarDirectory,
  ) {}

  async execute({ caller, input }: AddBookingLinkCommand): Promise<Answer> {
    const integrated = await calendarsOf(this.calendars, caller.companyId, input.interviewerIds);
    return this.writer.run({
      load: async (manager) => ({ interviewers: await linkInterviewers(manager, integrated, caller.companyId) }),
      decide: (existing, context) => addBookingLink(input, existing, caller, context),
      afterwards: async (_manager, row) => ({ id: row.id }),
    });
  }
}

/** `PUT /interview-booking-links/:id` (another company's id: 404). */
@CommandHandler(EditBookingLinkCommand)
export class EditBookingLinkCommandHandler implements ICommandHandler<EditBookingLinkCommand> {
  constructor(
    private readonly writer: RelationalWriter,
    @Inject(CALENDAR_DIRECTORY) private readonly calendars: CalendarDirectory,
  ) {}

  async execute({ caller, id, input }: EditBookingLinkCommand): Promise<Answer> {
    const integrated = await calendarsOf(this.calendars, caller.companyId, input.interviewerIds);
    return this.writer.run({
      load: async (manager) => ({
        link: await loadBookingLink(manager, caller.companyId, id),
        interviewers: await linkInterviewers(manager, integrated, caller.companyId),
      }),
      decide: (existing, context) => editBookingLink(input, existing, caller, context),
      afterwards: async (_manager, row) => ({ id: row.id }),
    });
  }
}

/** `DELETE /interview-booking-links/:id`: invites already sent become stale. */
@CommandHandler(DeleteBookingLinkCommand)
export class DeleteBookingLinkCommandHandler implements ICommandHandler<DeleteBookingLinkCommand> {
  constructor(private readonly writer: RelationalWriter) {}

  execute({ caller, id }: DeleteBookingLinkCommand): Promise<Answer> {
    return this.writer.run({
      load: async (manager) => ({ link: await loadBookingLink(manager, caller.companyId, id) }),
      decide: (existing) => deleteBookingLink(existing, caller),
    });
  }
}

export type BookingInviteAnswer = { inviteId: string; emailId: string; expiresAt: string };

export class SendBookingInviteCommand extends Command<BookingInviteAnswer> {
  constructor(
    readonly caller: Caller,
    readonly commandId: string,
    readonly input: { applicationId: string; linkId: string; subject: string; body: string },
  ) {
    super();
  }
}

/**
 * Self-scheduling (spec 03 §2.1): e-mails the candidate a signed, expiring link to the booking page, as the
 * caller's e-mail to the application (they need 'move stages & send emails' for the candidate's stage).
 */
@CommandHandler(SendBookingInviteCommand)
export class SendBookingInviteCommandHandler implements ICommandHandler<SendBookingInviteCommand> {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(ATS_CONFIG) private readonly config: AtsConfig,
    private readonly access: JobAccess,
    private readonly composer: CandidateEmailComposer,
  ) {}

  async execute({ caller, commandId, input }: SendBookingInviteCommand): Promise<BookingInviteAnswer> {
    const { inviteId, emailId, expiresAt } = await sendBookingInvite(
      { dataSource: this.dataSource, composer: this.composer, publicUrl: this.config.publicUrl },
      {
        ...input,
        companyId: caller.companyId,
        commandId,
        inviteId: idFromCommand(caller.companyId, commandId, 'booking-invite'),
        emailId: idFromCommand(caller.companyId, commandId, 'booking-invite-email'),
        actor: actorOf(caller),
        sender: { userId: caller.userId, name: caller.name, email: caller.email },
        authorize: async (state) => {
          const authorized = await authorizeOnApplicationState(this.store, this.access, caller, state.application, PERMISSIONS.candidatesEmails);
          return { job: authorized.job, confidentialAccess: false };
        },
      },
    );
    return { inviteId, emailId, expiresAt };
  }
}
