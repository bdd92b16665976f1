import ICAL from 'ical.js';
import { interviewInvitationIcs, type InvitationInput } from './interview-invitation';

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

  it('is a METHOD:CANCEL of the same UID at a higher SEQUENCE', () => {
    const { calendar, vevent, event } = parse(interviewInvitationIcs(input({ method: 'CANCEL', invitation: { uid: 'interview-i1@ats.example', sequence: 3 } })));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(event.uid).toBe('interview-i1@ats.example');
    expect(event.sequence).toBe(3);
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
  });
});
