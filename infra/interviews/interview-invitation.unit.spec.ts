import ICAL from 'ical.js';
import { summarizeIcsEvent } from '@ats/infra/calendars/ics-busy';
import { interviewInvitationIcs, withoutAttendeesBeyond, type InvitationInput } from './interview-invitation';

const input = (overrides: Partial<InvitationInput> = {}): InvitationInput => ({
  method: 'REQUEST',
  invitation: { uid: 'interview-i1@ats.example', sequence: 0 },
  title: 'Technical interview, with a comma; and semicolon',
  description: 'Bring your portfolio',
  location: 'Riyadh office',
  startsAt: '2026-11-25T10:00:00.000Z',
  endsAt: '2026-11-25T11:00:00.000Z',
  timeZone: 'Asia/Riyadh',
  meetingLink: 'https://meet.jit.si/ats-room',
  organizer: { email: 'recruiter@demo.example', name: 'Rana Recruiter' },
  attendees: [
    { email: 'alia@demo.example', name: 'Alia' },
    { email: 'candidate@mail.example', name: 'Salma Haddad' },
  ],
  stamp: new Date('2026-11-24T09:00:00Z'),
  ...overrides,
});

/** Parsed by ical.js, an independent RFC 5545 parser. */
const parse = (ics: string) => {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return { calendar, vevent, event: new ICAL.Event(vevent) };
};

describe('interview invitation ICS', () => {
  it('is a METHOD:REQUEST with the UID, SEQUENCE, times, attendees and the meeting link', () => {
    const { calendar, vevent, event } = parse(interviewInvitationIcs(input()));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(event.uid).toBe('interview-i1@ats.example');
    expect(event.sequence).toBe(0);
    expect(event.summary).toBe('Technical interview, with a comma; and semicolon');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-11-25T10:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-11-25T11:00:00.000Z');
    expect(event.location).toBe('Riyadh office');
    expect(event.description).toContain('https://meet.jit.si/ats-room');
    expect(event.attendees.map((attendee) => String(attendee.getFirstValue()).toLowerCase())).toEqual([
      'mailto:alia@demo.example',
      'mailto:candidate@mail.example',
    ]);
    expect(String(vevent.getFirstPropertyValue('organizer')).toLowerCase()).toBe('mailto:recruiter@demo.example');
  });

  it('writes local times in the interview’s zone with its VTIMEZONE, on both sides of a DST change', () => {
    for (const [startsAt, local] of [
      ['2026-07-01T10:00:00.000Z', '12:00:00'],
      ['2026-12-01T10:00:00.000Z', '11:00:00'],
    ] as const) {
      const endsAt = new Date(Date.parse(startsAt) + 45 * 60_000).toISOString();
      const { calendar, vevent, event } = parse(interviewInvitationIcs(input({ startsAt, endsAt, timeZone: 'Europe/Berlin' })));
      const vtimezone = calendar.getFirstSubcomponent('vtimezone')!;
      expect(vtimezone.getFirstPropertyValue('tzid')).toBe('Europe/Berlin');
      expect(vtimezone.getAllSubcomponents('daylight')).toHaveLength(1);
      const dtstart = vevent.getFirstProperty('dtstart')!;
      expect(dtstart.getParameter('tzid')).toBe('Europe/Berlin');
      expect(event.startDate.toString()).toContain(`T${local}`);
      // The same instants as planned, for a parser and for the calendars' free/busy reading of the stored event.
      expect(event.startDate.toJSDate().toISOString()).toBe(startsAt);
      expect(event.endDate.toJSDate().toISOString()).toBe(endsAt);
      expect(summarizeIcsEvent(interviewInvitationIcs(input({ startsAt, endsAt, timeZone: 'Europe/Berlin' })))).toMatchObject({ start: startsAt, end: endsAt });
    }
  });

  it('files a zone under its canonical TZID, and falls back to UTC instants for a zone it has no data for', () => {
    const utc = parse(interviewInvitationIcs(input({ timeZone: 'UTC' })));
    expect(utc.vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Etc/UTC');
    expect(utc.event.startDate.toJSDate().toISOString()).toBe('2026-11-25T10:00:00.000Z');
    const unknown = parse(interviewInvitationIcs(input({ timeZone: 'Mars/Olympus_Mons' })));
    expect(unknown.calendar.getFirstSubcomponent('vtimezone')).toBeNull();
    expect(unknown.vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBeUndefined();
    expect(unknown.event.startDate.toJSDate().toISOString()).toBe('2026-11-25T10:00:00.000Z');
  });

  it('keeps only the listed attendees (what an erasure leaves in the team’s calendars), the time unchanged', () => {
    const kept = parse(withoutAttendeesBeyond(interviewInvitationIcs(input()), new Set(['alia@demo.example'])));
    expect(kept.event.attendees.map((attendee) => String(attendee.getFirstValue()).toLowerCase())).toEqual(['mailto:alia@demo.example']);
    expect(kept.event.startDate.toJSDate().toISOString()).toBe('2026-11-25T10:00:00.000Z');
    expect(kept.event.uid).toBe('interview-i1@ats.example');
  });

  it('is a METHOD:CANCEL of the same UID at a higher SEQUENCE', () => {
    const { calendar, vevent, event } = parse(interviewInvitationIcs(input({ method: 'CANCEL', invitation: { uid: 'interview-i1@ats.example', sequence: 3 } })));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(event.uid).toBe('interview-i1@ats.example');
    expect(event.sequence).toBe(3);
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
  });
});
