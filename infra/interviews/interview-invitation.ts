import { ICalAttendeeRole, ICalCalendarMethod, ICalEventStatus, default as ical } from 'ical-generator';
import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { InvitationIdentity } from '@ats/domain/interviews';

export type InvitationPerson = { email: string; name: string | null };

export type InvitationInput = {
  /** REQUEST creates or updates the event in the attendees' calendars; CANCEL removes it. */
  method: 'REQUEST' | 'CANCEL';
  invitation: InvitationIdentity;
  title: string;
  description: string | null;
  location: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  meetingLink: string | null;
  organizer: InvitationPerson;
  attendees: InvitationPerson[];
  /** When the invitation was made: DTSTAMP. */
  stamp: Date;
};

export const ICS_CONTENT_TYPE = (method: InvitationInput['method']) => `text/calendar; charset=utf-8; method=${method}`;

/**
 * The zone's VTIMEZONE (IANA data compiled by timezones-ical-library) and the TZID it is filed under, which
 * may be the canonical name ('UTC' is 'Etc/UTC'); null for a name the library does not know.
 */
const vtimezoneOf = (timeZone: string): { tzid: string; block: string } | null => {
  // Asked only for a zone luxon knows: the library logs its refusals.
  if (!DateTime.now().setZone(timeZone).isValid) return null;
  const found = tzlib_get_ical_block(timeZone);
  if (!Array.isArray(found) || !found[0] || !found[1]?.startsWith('TZID=')) return null;
  return { tzid: found[1].slice('TZID='.length), block: found[0] };
};

/**
 * The interview's calendar invitation (RFC 5545, by ical-generator): one VEVENT whose UID stays for the
 * interview's life and whose SEQUENCE grows with each change, so calendars update or remove the same event.
 * Times are local to the interview's zone with its VTIMEZONE, so a calendar shows the zone it was planned in
 * and follows its DST rules; a zone without VTIMEZONE data falls back to UTC instants.
 */
export const interviewInvitationIcs = (input: InvitationInput): string => {
  const zone = vtimezoneOf(input.timeZone);
  const calendar = ical({
    prodId: { company: 'ATS', product: 'interviews', language: 'EN' },
    method: input.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    // The VTIMEZONE only: a calendar-wide zone would also write DTSTAMP in local time, which must be UTC.
    ...(zone ? { timezone: { name: null, generator: () => zone.block } } : {}),
  });
  const at = (instant: string) => (zone ? DateTime.fromISO(instant, { zone: zone.tzid }) : new Date(instant));
  const description = [input.description, input.meetingLink ? `Join: ${input.meetingLink}` : null].filter(Boolean).join('\n\n');
  calendar.createEvent({
    id: input.invitation.uid,
    sequence: input.invitation.sequence,
    stamp: input.stamp,
    timezone: zone?.tzid ?? null,
    start: at(input.startsAt),
    end: at(input.endsAt),
    summary: input.title,
    description: description || undefined,
    location: input.location,
    url: input.meetingLink ?? undefined,
    status: input.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: input.organizer.name ?? input.organizer.email, email: input.organizer.email },
    attendees: input.attendees.map((attendee) => ({
      email: attendee.email,
      name: attendee.name ?? undefined,
      role: ICalAttendeeRole.REQ,
      rsvp: input.method === 'REQUEST',
    })),
  });
  return calendar.toString();
};

/**
 * The invitation with only the attendees in `keep` (lower-case addresses): what the team's calendars keep of
 * it once the candidate is erased (the candidate and the fixed attendees go, the time stays taken).
 */
export const withoutAttendeesBeyond = (ics: string, keep: ReadonlySet<string>): string => {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const vevent of calendar.getAllSubcomponents('vevent')) {
    for (const attendee of vevent.getAllProperties('attendee')) {
      const address = String(attendee.getFirstValue()).replace(/^mailto:/i, '').toLowerCase();
      if (!keep.has(address)) vevent.removeProperty(attendee);
    }
  }
  return calendar.toString();
};
