import { ICalAttendeeRole, ICalCalendarMethod, ICalEventStatus, default as ical } from 'ical-generator';
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
 * The interview's calendar invitation (RFC 5545, by ical-generator): one VEVENT whose UID stays for the
 * interview's life and whose SEQUENCE grows with each change, so calendars update or remove the same event.
 * Instants are written in UTC (the zone is informative only: ical-generator would need a VTIMEZONE source).
 */
export const interviewInvitationIcs = (input: InvitationInput): string => {
  const calendar = ical({
    prodId: { company: 'ATS', product: 'interviews', language: 'EN' },
    method: input.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  const description = [input.description, input.meetingLink ? `Join: ${input.meetingLink}` : null].filter(Boolean).join('\n\n');
  calendar.createEvent({
    id: input.invitation.uid,
    sequence: input.invitation.sequence,
    stamp: input.stamp,
    start: new Date(input.startsAt),
    end: new Date(input.endsAt),
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
