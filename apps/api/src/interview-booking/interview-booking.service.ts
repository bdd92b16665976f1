import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DateTime } from 'luxon';
import { DataSource, type EntityManager } from 'typeorm';
import {
  BookingErrors,
  freeSlots,
  isFreeSlot,
  isTimeZone,
  offeredWindowEnd,
  slotRange,
  type BookingLinkRow,
  type EventType,
} from '@ats/domain/interview-availability';
import type { MeetingType } from '@ats/domain/interviews';
import type { CalendarDirectory } from '@ats/infra/calendars/calendar-directory';
import type { BusyBlock } from '@ats/infra/calendars/calendar-provider.port';
import { CompanyEntity } from '@ats/infra/db/entities/company.entity';
import { refuseOnUniqueViolation } from '@ats/infra/db/relational-write';
import {
  availabilitiesOf,
  bookingInviteKey,
  bookingOfInvite,
  bookingsOfInterviewers,
  deleteBooking,
  insertBooking,
  linkBookingToInterview,
  linkBookingStarts,
  loadBookingInvite,
  loadBookingLink,
  lockInterviewers,
  slotQueryFor,
  verifyBookingInvite,
  type BookingInviteRow,
  type BookingRow,
} from '@ats/infra/interview-booking/booking-rows';
import { randomUUID } from 'node:crypto';
import { ScheduleInterviewCommand } from '../interviews/commands/schedule-interview.command';

const MEETING_TYPE: Record<EventType, MeetingType> = { VIDEO_CONFERENCE: 'VIDEO', IN_PERSON: 'IN_PERSON', PHONE_SCREEN: 'PHONE' };
/** An interview needs a location: the organizer's address, else what kind of meeting it is. */
const LOCATION: Record<EventType, string> = { VIDEO_CONFERENCE: 'Video conference', IN_PERSON: 'In person', PHONE_SCREEN: 'Phone screen' };

export const CALENDAR_DIRECTORY = Symbol('CALENDAR_DIRECTORY');

/** Longest signed link accepted; anything longer is not one of ours. */
export const MAX_BOOKING_TOKEN_LENGTH = 2000;

const DAY = 24 * 3600 * 1000;

/**
 * The candidate's side of self-scheduling: a signed invite's free slots, and booking one of them. Bookings of
 * one interviewer are serialised under a PostgreSQL lock and the slot re-checked inside it, so of two
 * candidates racing for one slot exactly one gets it; the other is told the time is gone and nothing is kept.
 */
@Injectable()
export class InterviewBookingService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(CALENDAR_DIRECTORY) private readonly calendars: CalendarDirectory,
    private readonly commands: CommandBus,
  ) {}

  /** The invite a token names, unexpired and of a link that still exists; else 'invalid or expired'. */
  async resolve(manager: EntityManager, token: string, now: Date, lock = false): Promise<{ invite: BookingInviteRow; link: BookingLinkRow }> {
    if (token.length > MAX_BOOKING_TOKEN_LENGTH) throw BookingErrors.inviteInvalid();
    const claims = verifyBookingInvite(await bookingInviteKey(this.dataSource.manager), token, now.getTime());
    if (!claims) throw BookingErrors.inviteInvalid();
    const invite = await loadBookingInvite(manager, claims.inviteId, lock);
    if (!invite || invite.companyId !== claims.companyId || invite.expiresAt.getTime() <= now.getTime()) throw BookingErrors.inviteInvalid();
    const link = await loadBookingLink(manager, invite.companyId, invite.linkId);
    if (!link) throw BookingErrors.inviteInvalid();
    return { invite, link };
  }

  /** The slot computation's input: availabilities, calendars' free/busy and bookings, read with `manager`. */
  private async slotQuery(manager: EntityManager, invite: BookingInviteRow, link: BookingLinkRow, now: Date) {
    const from = new Date(now.getTime() - DAY);
    const to = new Date(offeredWindowEnd(DateTime.fromJSDate(now), { kind: link.windowKind, days: link.windowDays }, link.timeZone).toMillis() + DAY);
    const busy = new Map<string, BusyBlock[]>();
    for (const interviewerId of link.interviewerIds) {
      const calendar = await this.calendars.calendarOf(invite.companyId, interviewerId);
      busy.set(interviewerId, await calendar.port.freeBusy(interviewerId, from.toISOString(), to.toISOString()));
    }
    const bookings: BookingRow[] = await bookingsOfInterviewers(manager, link.interviewerIds, from, to);
    return slotQueryFor({
      now,
      link,
      invite,
      availabilities: await availabilitiesOf(manager, invite.companyId, link.interviewerIds),
      busy,
      bookings,
      linkBookings: await linkBookingStarts(manager, link.id, new Date(now.getTime() - 366 * DAY)),
    });
  }

  async page(token: string, now = new Date()) {
    const { manager } = this.dataSource;
    const { invite, link } = await this.resolve(manager, token, now);
    const company = await manager.getRepository(CompanyEntity).findOneBy({ id: invite.companyId });
    const booking = await bookingOfInvite(manager, invite.id);
    return {
      companyName: company?.name ?? '',
      eventName: link.eventName,
      description: link.description,
      durationMinutes: link.durationMinutes,
      eventType: link.eventType,
      organizerAddress: link.organizerAddress,
      timeZone: link.timeZone,
      slots: booking ? [] : freeSlots(await this.slotQuery(manager, invite, link, now)),
      booked: booking && {
        bookingId: booking.id,
        start: booking.startsAt.toISOString(),
        end: booking.endsAt.toISOString(),
        interviewId: booking.interviewId,
      },
    };
  }

  /**
   * Books `start` for the invite's application, then schedules the interview through the interviews' command
   * (ScheduleInterviewCommand): organised by whoever sent the invite, on the link's interviewers. If scheduling
   * is refused, the reservation is released, so a failed booking keeps nothing.
   */
  async book(token: string, start: string, candidateTimeZone: string | undefined, now = new Date()) {
    const { booking, invite, link } = await this.reserve(token, start, candidateTimeZone, now);
    try {
      const { interviewId } = await this.commands.execute(
        new ScheduleInterviewCommand({
          companyId: invite.companyId,
          actor: { kind: 'candidate', id: invite.applicationId, name: 'Candidate (self-scheduling)' },
          applicationId: invite.applicationId,
          title: link.eventName,
          location: link.organizerAddress.trim() || LOCATION[link.eventType],
          description: link.description || null,
          organizerId: invite.sentBy,
          interviewerIds: link.interviewerIds,
          fixedAttendees: [],
          slot: { startsAt: booking.startsAt.toISOString(), endsAt: booking.endsAt.toISOString(), timeZone: link.timeZone },
          durationMinutes: link.durationMinutes,
          meetingType: MEETING_TYPE[link.eventType],
          feedbackTemplateId: link.feedbackTemplateId,
          bookingLinkId: link.id,
          commandId: `interview-booking:${booking.id}`,
        }),
      );
      await linkBookingToInterview(this.dataSource.manager, booking.id, interviewId);
      return { booking: { ...booking, interviewId } };
    } catch (error) {
      await deleteBooking(this.dataSource.manager, booking.id);
      throw error;
    }
  }

  private async reserve(token: string, start: string, candidateTimeZone: string | undefined, now: Date) {
    return this.dataSource
      .transaction(async (manager) => {
        const { invite, link } = await this.resolve(manager, token, now, true);
        if (await bookingOfInvite(manager, invite.id)) throw BookingErrors.alreadyBooked();
        await lockInterviewers(manager, link.interviewerIds);
        // Read under the locks: a booking committed by a racing candidate is seen here.
        if (!isFreeSlot(await this.slotQuery(manager, invite, link, now), start)) throw BookingErrors.slotUnavailable();
        const range = slotRange(start, link.durationMinutes);
        const booking: BookingRow = {
          id: randomUUID(),
          inviteId: invite.id,
          linkId: link.id,
          applicationId: invite.applicationId,
          interviewerIds: link.interviewerIds,
          startsAt: new Date(range.start),
          endsAt: new Date(range.end),
          interviewId: null,
        };
        await insertBooking(manager, {
          ...booking,
          companyId: invite.companyId,
          candidateTimeZone: isTimeZone(candidateTimeZone) ? candidateTimeZone : null,
          bookedAt: now,
        });
        return { booking, invite, link };
      })
      // The link's unique start, or the invite's one booking, taken by a concurrent request.
      .catch(refuseOnUniqueViolation(BookingErrors.slotUnavailable));
  }
}
