import type { EntityManager } from 'typeorm';
import {
  type BookingLinkRow,
  type InterviewAvailabilityRow,
  type InterviewerSchedule,
  type SlotQuery,
  type TimeRange,
  type WorkingHours,
} from '@ats/domain/interview-availability';
import type { BusyBlock } from '../calendars/calendar-provider.port';
import { InterviewAvailabilityEntity, InterviewBookingLinkEntity } from '../db/entities/interview-booking.entity';
import { signJwt, verifyJwt } from '../auth/jwt';
import { namedSigningKey } from '../auth/named-signing-key';

/**
 * Self-scheduling's rows besides the relational settings: the invites a recruiter sends (a signed link names one)
 * and the bookings made through them, and what the slot computation reads for one link.
 */

/** How long an invite's link stays usable; the link's own window usually ends sooner. */
export const BOOKING_INVITE_TTL_DAYS = 30;

export type BookingInviteClaims = { typ: 'interview-booking'; inviteId: string; companyId: string; exp: number };

export const bookingInviteKey = namedSigningKey('interview-booking-hmac');

export const signBookingInvite = (key: Buffer, claims: { inviteId: string; companyId: string; expiresAt: Date }): string =>
  signJwt(key, { typ: 'interview-booking', inviteId: claims.inviteId, companyId: claims.companyId, exp: Math.floor(claims.expiresAt.getTime() / 1000) });

/** The claims of a valid, unexpired invite link, else null (an expired or forged link is stale alike). */
export const verifyBookingInvite = (key: Buffer, token: string, nowMs: number): BookingInviteClaims | null => {
  const verified = verifyJwt<BookingInviteClaims>(key, token, Math.floor(nowMs / 1000));
  if (verified.status !== 'valid' || verified.claims.typ !== 'interview-booking') return null;
  return verified.claims;
};

/** The candidate's booking page an invite e-mail links to. */
export const bookingPagePath = (token: string) => `/interview-booking/${encodeURIComponent(token)}`;

export type BookingInviteRow = {
  id: string;
  companyId: string;
  linkId: string;
  applicationId: string;
  sentBy: string;
  sentAt: Date;
  expiresAt: Date;
};

export type BookingRow = {
  id: string;
  inviteId: string;
  linkId: string;
  applicationId: string;
  interviewerIds: string[];
  startsAt: Date;
  endsAt: Date;
  interviewId: string | null;
};

/** Inserts the invite unless a retried request (same id) already did. */
export const insertBookingInvite = async (manager: EntityManager, invite: BookingInviteRow): Promise<void> => {
  await manager.query(
    `INSERT INTO interview_booking_invites (id, company_id, link_id, application_id, sent_by, sent_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
    [invite.id, invite.companyId, invite.linkId, invite.applicationId, invite.sentBy, invite.sentAt, invite.expiresAt],
  );
};

/** The invite, locked for the booking's transaction when `lock`. */
export const loadBookingInvite = async (manager: EntityManager, id: string, lock = false): Promise<BookingInviteRow | null> => {
  const rows: Array<Record<string, unknown>> = await manager.query(
    `SELECT id, company_id, link_id, application_id, sent_by, sent_at, expires_at FROM interview_booking_invites WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  const row = rows[0];
  return row
    ? {
        id: row.id as string,
        companyId: row.company_id as string,
        linkId: row.link_id as string,
        applicationId: row.application_id as string,
        sentBy: row.sent_by as string,
        sentAt: row.sent_at as Date,
        expiresAt: row.expires_at as Date,
      }
    : null;
};

const bookingOf = (row: Record<string, unknown>): BookingRow => ({
  id: row.id as string,
  inviteId: row.invite_id as string,
  linkId: row.link_id as string,
  applicationId: row.application_id as string,
  interviewerIds: row.interviewer_ids as string[],
  startsAt: row.starts_at as Date,
  endsAt: row.ends_at as Date,
  interviewId: (row.interview_id as string | null) ?? null,
});

const BOOKING_COLUMNS = 'id, invite_id, link_id, application_id, interviewer_ids, starts_at, ends_at, interview_id';

export const bookingOfInvite = async (manager: EntityManager, inviteId: string): Promise<BookingRow | null> => {
  const rows: Array<Record<string, unknown>> = await manager.query(`SELECT ${BOOKING_COLUMNS} FROM interview_bookings WHERE invite_id = $1`, [inviteId]);
  return rows[0] ? bookingOf(rows[0]) : null;
};

/** Bookings that hold any of these interviewers between two instants. */
export const bookingsOfInterviewers = async (manager: EntityManager, interviewerIds: string[], from: Date, to: Date): Promise<BookingRow[]> => {
  const rows: Array<Record<string, unknown>> = await manager.query(
    `SELECT ${BOOKING_COLUMNS} FROM interview_bookings WHERE interviewer_ids && $1::uuid[] AND starts_at < $3 AND ends_at > $2`,
    [interviewerIds, from, to],
  );
  return rows.map(bookingOf);
};

/** Starts of the link's bookings from a year back (the longest frequency period) on. */
export const linkBookingStarts = async (manager: EntityManager, linkId: string, since: Date): Promise<string[]> => {
  const rows: Array<{ starts_at: Date }> = await manager.query(`SELECT starts_at FROM interview_bookings WHERE link_id = $1 AND starts_at >= $2`, [linkId, since]);
  return rows.map((row) => row.starts_at.toISOString());
};

export const insertBooking = async (
  manager: EntityManager,
  booking: BookingRow & { companyId: string; candidateTimeZone: string | null; bookedAt: Date },
): Promise<void> => {
  await manager.query(
    `INSERT INTO interview_bookings (id, company_id, invite_id, link_id, application_id, interviewer_ids, starts_at, ends_at, candidate_time_zone, interview_id, booked_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      booking.id,
      booking.companyId,
      booking.inviteId,
      booking.linkId,
      booking.applicationId,
      booking.interviewerIds,
      booking.startsAt,
      booking.endsAt,
      booking.candidateTimeZone,
      booking.interviewId,
      booking.bookedAt,
    ],
  );
};

/** Releases a reservation whose interview could not be scheduled. */
export const deleteBooking = async (manager: EntityManager, bookingId: string): Promise<void> => {
  await manager.query(`DELETE FROM interview_bookings WHERE id = $1`, [bookingId]);
};

/** Records the interview the booking scheduled. */
export const linkBookingToInterview = async (manager: EntityManager, bookingId: string, interviewId: string): Promise<void> => {
  await manager.query(`UPDATE interview_bookings SET interview_id = $2 WHERE id = $1`, [bookingId, interviewId]);
};

/**
 * Serialises bookings per interviewer for the rest of the transaction: a row lock would need a row per
 * interviewer, and two bookings through different links must not take one interviewer twice. Taken in id
 * order, so two bookings sharing interviewers never wait on each other in a cycle.
 */
export const lockInterviewers = async (manager: EntityManager, interviewerIds: readonly string[]): Promise<void> => {
  for (const id of [...interviewerIds].sort())
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended('interview-booking:' || $1, 0))`, [id]);
};

export const loadBookingLink = async (manager: EntityManager, companyId: string, id: string): Promise<BookingLinkRow | null> =>
  manager.getRepository(InterviewBookingLinkEntity).findOneBy({ id, companyId });

export const companyBookingLinks = async (manager: EntityManager, companyId: string): Promise<BookingLinkRow[]> =>
  manager.getRepository(InterviewBookingLinkEntity).find({ where: { companyId }, order: { name: 'ASC' } });

export const loadAvailability = async (manager: EntityManager, companyId: string, id: string): Promise<InterviewAvailabilityRow | null> =>
  manager.getRepository(InterviewAvailabilityEntity).findOneBy({ id, companyId });

export const availabilitiesOf = async (manager: EntityManager, companyId: string, interviewerIds?: string[]): Promise<InterviewAvailabilityRow[]> => {
  const rows = await manager.getRepository(InterviewAvailabilityEntity).find({ where: { companyId }, order: { updatedAt: 'DESC' } });
  return interviewerIds ? rows.filter((row) => interviewerIds.includes(row.interviewerId)) : rows;
};

/** Working hours of an interviewer who set none: Monday to Friday, 09:00–17:00 in the link's zone. */
const DEFAULT_WORKING_HOURS: WorkingHours[] = (['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as const).map((day) => ({
  day,
  start: '09:00',
  end: '17:00',
}));

/** The slot computation's input for one link and invite, from rows and each interviewer's free/busy. */
export const slotQueryFor = (input: {
  now: Date;
  link: BookingLinkRow;
  invite: Pick<BookingInviteRow, 'sentAt'>;
  availabilities: readonly InterviewAvailabilityRow[];
  busy: ReadonlyMap<string, readonly BusyBlock[]>;
  bookings: readonly BookingRow[];
  linkBookings: readonly string[];
}): SlotQuery => {
  const { link } = input;
  const range = (booking: BookingRow): TimeRange => ({ start: booking.startsAt.toISOString(), end: booking.endsAt.toISOString() });
  const interviewers: InterviewerSchedule[] = link.interviewerIds.map((interviewerId) => {
    const availability = input.availabilities.find((row) => row.interviewerId === interviewerId);
    return {
      interviewerId,
      timeZone: availability?.timeZone ?? link.timeZone,
      workingHours: availability?.workingHours ?? DEFAULT_WORKING_HOURS,
      minimumNoticeMinutes: availability?.minimumNoticeMinutes ?? 0,
      bufferBeforeMinutes: availability?.bufferBeforeMinutes ?? 0,
      bufferAfterMinutes: availability?.bufferAfterMinutes ?? 0,
      bookingWindowDays: availability?.bookingWindowDays ?? null,
      maxInterviewsPerDay: availability?.maxInterviewsPerDay ?? null,
      busy: input.busy.get(interviewerId) ?? [],
      interviews: input.bookings.filter((booking) => booking.interviewerIds.includes(interviewerId)).map(range),
    };
  });
  return {
    now: input.now.toISOString(),
    inviteSentAt: input.invite.sentAt.toISOString(),
    interviewers,
    rules: {
      durationMinutes: link.durationMinutes,
      timeZone: link.timeZone,
      minimumNoticeMinutes: link.minimumNoticeMinutes,
      bufferBeforeMinutes: link.bufferBeforeMinutes,
      bufferAfterMinutes: link.bufferAfterMinutes,
      offeredWindow: { kind: link.windowKind, days: link.windowDays },
      frequencyLimit:
        link.frequencyLimitCount !== null && link.frequencyLimitPeriod !== null
          ? { count: link.frequencyLimitCount, period: link.frequencyLimitPeriod }
          : null,
      linkBookings: input.linkBookings,
    },
  };
};
