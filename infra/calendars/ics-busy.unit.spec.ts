import { busyBlocksOf, mergeBusyBlocks, summarizeIcsEvent } from './ics-busy';
import { InvalidCalendarEventError } from './calendar-errors';

const calendar = (...lines: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...lines, 'END:VCALENDAR', ''].join('\r\n');

describe('busy intervals read from ICS (ical.js)', () => {
  it('expands a weekly series in a zone with DST, moves the overridden occurrence and drops the cancelled one', () => {
    const ics = calendar(
      'BEGIN:VTIMEZONE',
      'TZID:Europe/Berlin',
      'BEGIN:STANDARD',
      'DTSTART:19701025T030000',
      'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
      'TZOFFSETFROM:+0200',
      'TZOFFSETTO:+0100',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:19700329T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0200',
      'END:DAYLIGHT',
      'END:VTIMEZONE',
      'BEGIN:VEVENT',
      'UID:weekly@test',
      'DTSTAMP:20260101T000000Z',
      'DTSTART;TZID=Europe/Berlin:20270318T090000',
      'DTEND;TZID=Europe/Berlin:20270318T100000',
      'RRULE:FREQ=WEEKLY;COUNT=4',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:weekly@test',
      'DTSTAMP:20260101T000000Z',
      'RECURRENCE-ID;TZID=Europe/Berlin:20270325T090000',
      'DTSTART;TZID=Europe/Berlin:20270325T150000',
      'DTEND;TZID=Europe/Berlin:20270325T160000',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:weekly@test',
      'DTSTAMP:20260101T000000Z',
      'RECURRENCE-ID;TZID=Europe/Berlin:20270401T090000',
      'DTSTART;TZID=Europe/Berlin:20270401T090000',
      'DTEND;TZID=Europe/Berlin:20270401T100000',
      'STATUS:CANCELLED',
      'END:VEVENT',
    );
    expect(busyBlocksOf(ics, '2027-03-01T00:00:00Z', '2027-04-30T00:00:00Z')).toEqual([
      { start: '2027-03-18T08:00:00.000Z', end: '2027-03-18T09:00:00.000Z' },
      // Moved to the afternoon, still winter time (UTC+1); the clocks change on 28 March.
      { start: '2027-03-25T14:00:00.000Z', end: '2027-03-25T15:00:00.000Z' },
      // 1 April cancelled; on 8 April 09:00 in Berlin is 07:00 UTC (summer time, UTC+2).
      { start: '2027-04-08T07:00:00.000Z', end: '2027-04-08T08:00:00.000Z' },
    ]);
  });

  it('reads UID, SEQUENCE and the interval of an invitation, and refuses text without a VEVENT or UID', () => {
    const ics = calendar('BEGIN:VEVENT', 'UID:a@test', 'SEQUENCE:3', 'DTSTAMP:20260101T000000Z', 'DTSTART:20270101T100000Z', 'DURATION:PT45M', 'END:VEVENT');
    expect(summarizeIcsEvent(ics)).toEqual({
      uid: 'a@test',
      sequence: 3,
      start: '2027-01-01T10:00:00.000Z',
      end: '2027-01-01T10:45:00.000Z',
      transparent: false,
    });
    expect(() => summarizeIcsEvent(calendar())).toThrow(InvalidCalendarEventError);
    expect(() => summarizeIcsEvent(calendar('BEGIN:VEVENT', 'DTSTART:20270101T100000Z', 'END:VEVENT'))).toThrow(InvalidCalendarEventError);
    expect(() => summarizeIcsEvent('not a calendar')).toThrow(InvalidCalendarEventError);
  });

  it('merges overlapping and touching intervals', () => {
    expect(
      mergeBusyBlocks([
        { start: '2027-01-01T12:00:00.000Z', end: '2027-01-01T13:00:00.000Z' },
        { start: '2027-01-01T09:00:00.000Z', end: '2027-01-01T10:00:00.000Z' },
        { start: '2027-01-01T10:00:00.000Z', end: '2027-01-01T11:00:00.000Z' },
        { start: '2027-01-01T12:30:00.000Z', end: '2027-01-01T12:45:00.000Z' },
      ]),
    ).toEqual([
      { start: '2027-01-01T09:00:00.000Z', end: '2027-01-01T11:00:00.000Z' },
      { start: '2027-01-01T12:00:00.000Z', end: '2027-01-01T13:00:00.000Z' },
    ]);
  });
});
