import { randomUUID } from 'node:crypto';
import { interviewInvitationIcs } from '@ats/infra/interviews/interview-invitation';
import type { CalendarPort } from './calendar-provider.port';

/**
 * The behaviour every calendar adapter must show (infra/calendars/calendar-provider.port.ts): an event
 * put there makes its time busy, moves when put again with the same UID and a higher SEQUENCE, and frees
 * it when removed; removing an absent event is no error. Each case uses UIDs and days of its own, so the
 * suite runs against a calendar other traffic shares (the stack's Radicale).
 */
export type CalendarContractSubject = { calendar: CalendarPort; userId: string; dispose?: () => Promise<void> };

/** An interview invitation as H1's ICS carries it: one VEVENT, UTC times, UID and SEQUENCE. */
export const invitationIcs = (uid: string, sequence: number, start: string, end: string, extra: string[] = []): string =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//ATS//calendar contract//EN',
    'METHOD:REQUEST',
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `SEQUENCE:${sequence}`,
    'DTSTAMP:20261124T000000Z',
    `DTSTART:${compact(start)}`,
    `DTEND:${compact(end)}`,
    'SUMMARY:Interview: Backend Engineer',
    ...extra,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');

const compact = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** A day of its own far in the future for each case, so cases never see each other's events. */
const aDay = (): string => {
  const offsetDays = 400 + Math.floor(Math.random() * 20_000);
  return new Date(Date.UTC(2027, 0, 1) + offsetDays * 86_400_000).toISOString().slice(0, 10);
};

export const describeCalendarContract = (name: string, factory: () => Promise<CalendarContractSubject>): void => {
  describe(`${name}: calendar contract`, () => {
    let subject: CalendarContractSubject | undefined;
    const calendar = () => subject!.calendar;
    const user = () => subject!.userId;

    beforeAll(async () => {
      subject = await factory();
    });
    afterAll(async () => {
      await subject?.dispose?.();
    });

    it('an event put in the calendar makes its time busy', async () => {
      const day = aDay();
      const uid = `${randomUUID()}@ats.test`;
      await calendar().putEvent(user(), { uid, sequence: 0, ics: invitationIcs(uid, 0, `${day}T10:00:00Z`, `${day}T11:00:00Z`) });

      expect(await calendar().freeBusy(user(), `${day}T00:00:00Z`, `${day}T23:59:59Z`)).toEqual([
        { start: `${day}T10:00:00.000Z`, end: `${day}T11:00:00.000Z` },
      ]);
      // Outside the window it asks for, nothing.
      expect(await calendar().freeBusy(user(), `${day}T11:00:00Z`, `${day}T12:00:00Z`)).toEqual([]);
    });

    it('reads the product’s own invitation, local times with a VTIMEZONE, at the instants planned', async () => {
      const day = aDay();
      const uid = `${randomUUID()}@ats.test`;
      const ics = interviewInvitationIcs({
        method: 'REQUEST',
        invitation: { uid, sequence: 0 },
        title: 'Interview: Backend Engineer',
        description: null,
        location: 'Berlin office',
        startsAt: `${day}T07:30:00.000Z`,
        endsAt: `${day}T08:15:00.000Z`,
        timeZone: 'Europe/Berlin',
        meetingLink: null,
        organizer: { email: 'recruiter@ats.test', name: null },
        attendees: [],
        stamp: new Date(),
      });
      expect(ics).toContain('DTSTART;TZID=Europe/Berlin:');
      await calendar().putEvent(user(), { uid, sequence: 0, ics });
      expect(await calendar().freeBusy(user(), `${day}T00:00:00Z`, `${day}T23:59:59Z`)).toEqual([
        { start: `${day}T07:30:00.000Z`, end: `${day}T08:15:00.000Z` },
      ]);
    });

    it('moves when put again with the same UID and a higher SEQUENCE (a reschedule), leaving one event', async () => {
      const day = aDay();
      const uid = `${randomUUID()}@ats.test`;
      await calendar().putEvent(user(), { uid, sequence: 0, ics: invitationIcs(uid, 0, `${day}T09:00:00Z`, `${day}T10:00:00Z`) });
      await calendar().putEvent(user(), { uid, sequence: 1, ics: invitationIcs(uid, 1, `${day}T14:00:00Z`, `${day}T15:30:00Z`) });

      expect(await calendar().freeBusy(user(), `${day}T00:00:00Z`, `${day}T23:59:59Z`)).toEqual([
        { start: `${day}T14:00:00.000Z`, end: `${day}T15:30:00.000Z` },
      ]);
    });

    it('frees the time when the event is removed (a cancellation); removing it again is no error', async () => {
      const day = aDay();
      const uid = `${randomUUID()}@ats.test`;
      const other = `${randomUUID()}@ats.test`;
      await calendar().putEvent(user(), { uid, sequence: 0, ics: invitationIcs(uid, 0, `${day}T10:00:00Z`, `${day}T11:00:00Z`) });
      await calendar().putEvent(user(), { uid: other, sequence: 0, ics: invitationIcs(other, 0, `${day}T13:00:00Z`, `${day}T14:00:00Z`) });

      await calendar().removeEvent(user(), uid);
      expect(await calendar().freeBusy(user(), `${day}T00:00:00Z`, `${day}T23:59:59Z`)).toEqual([
        { start: `${day}T13:00:00.000Z`, end: `${day}T14:00:00.000Z` },
      ]);
      await expect(calendar().removeEvent(user(), uid)).resolves.toBeUndefined();
      await expect(calendar().removeEvent(user(), `${randomUUID()}@never-put.test`)).resolves.toBeUndefined();
    });

    it('answers overlapping events as one busy interval, clipped to the window, and leaves free (TRANSPARENT) ones out', async () => {
      const day = aDay();
      const [a, b, free] = [randomUUID(), randomUUID(), randomUUID()].map((id) => `${id}@ats.test`);
      await calendar().putEvent(user(), { uid: a, sequence: 0, ics: invitationIcs(a, 0, `${day}T08:00:00Z`, `${day}T10:00:00Z`) });
      await calendar().putEvent(user(), { uid: b, sequence: 0, ics: invitationIcs(b, 0, `${day}T09:30:00Z`, `${day}T11:00:00Z`) });
      await calendar().putEvent(user(), {
        uid: free,
        sequence: 0,
        ics: invitationIcs(free, 0, `${day}T15:00:00Z`, `${day}T16:00:00Z`, ['TRANSP:TRANSPARENT']),
      });

      expect(await calendar().freeBusy(user(), `${day}T09:00:00Z`, `${day}T23:00:00Z`)).toEqual([
        { start: `${day}T09:00:00.000Z`, end: `${day}T11:00:00.000Z` },
      ]);
    });
  });
};
