import { DateTime } from 'luxon';
import { freeSlots, isFreeSlot, offeredWindowEnd, type InterviewerSchedule, type SlotQuery, type WorkingHours } from './slots';

const weekdays = (start: string, end: string): WorkingHours[] =>
  (['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as const).map((day) => ({ day, start, end }));

const interviewer = (overrides: Partial<InterviewerSchedule> = {}): InterviewerSchedule => ({
  interviewerId: 'ada',
  timeZone: 'Europe/London',
  workingHours: weekdays('09:00', '17:00'),
  minimumNoticeMinutes: 0,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  bookingWindowDays: null,
  maxInterviewsPerDay: null,
  busy: [],
  interviews: [],
  ...overrides,
});

const query = (overrides: Partial<Omit<SlotQuery, 'rules'>> & { rules?: Partial<SlotQuery['rules']> } = {}): SlotQuery => ({
  now: '2026-01-05T00:00:00.000Z', // a Monday
  inviteSentAt: null,
  interviewers: [interviewer()],
  stepMinutes: 60,
  ...overrides,
  rules: {
    durationMinutes: 60,
    timeZone: 'Europe/London',
    minimumNoticeMinutes: 0,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    offeredWindow: { kind: 'CALENDAR_DAYS', days: 0 },
    frequencyLimit: null,
    linkBookings: [],
    ...overrides.rules,
  },
});

const onDay = (slots: string[], date: string) => slots.filter((slot) => slot.startsWith(date));

describe('free interview slots', () => {
  it('offers each hour of a working day, the last one ending at the day’s end', () => {
    const slots = freeSlots(query());
    expect(slots[0]).toBe('2026-01-05T09:00:00.000Z');
    expect(slots[slots.length - 1]).toBe('2026-01-05T16:00:00.000Z');
    expect(slots).toHaveLength(8);
  });

  it('keeps 09:00 local across the spring change in London (GMT 09:00Z, then BST 08:00Z)', () => {
    const slots = freeSlots(
      query({
        now: '2026-03-23T00:00:00.000Z',
        interviewers: [interviewer({ workingHours: [{ day: 'MONDAY', start: '09:00', end: '10:00' }] })],
        rules: { offeredWindow: { kind: 'CALENDAR_DAYS', days: 8 } },
      }),
    );
    expect(slots).toEqual(['2026-03-23T09:00:00.000Z', '2026-03-30T08:00:00.000Z']);
  });

  it('keeps 09:00 local across the autumn change in New York (EDT 13:00Z, then EST 14:00Z)', () => {
    const slots = freeSlots(
      query({
        now: '2026-10-30T12:00:00.000Z', // Friday 08:00 EDT; clocks go back on Sunday 1 November
        interviewers: [interviewer({ timeZone: 'America/New_York', workingHours: weekdays('09:00', '10:00') })],
        rules: { timeZone: 'America/New_York', offeredWindow: { kind: 'CALENDAR_DAYS', days: 3 } },
      }),
    );
    expect(slots).toEqual(['2026-10-30T13:00:00.000Z', '2026-11-02T14:00:00.000Z']);
  });

  it('a working stretch over the spring change is an hour shorter in real time', () => {
    const slots = freeSlots(
      query({
        now: '2026-03-28T12:00:00.000Z',
        interviewers: [interviewer({ workingHours: [{ day: 'SUNDAY', start: '00:00', end: '04:00' }] })],
        rules: { offeredWindow: { kind: 'CALENDAR_DAYS', days: 1 } },
      }),
    );
    // 00:00 GMT … 04:00 BST is 00:00Z … 03:00Z: three hours, not four.
    expect(slots).toEqual(['2026-03-29T00:00:00.000Z', '2026-03-29T01:00:00.000Z', '2026-03-29T02:00:00.000Z']);
  });

  it('a working stretch over the autumn change is an hour longer in real time', () => {
    const slots = freeSlots(
      query({
        now: '2026-10-31T12:00:00.000Z',
        interviewers: [interviewer({ timeZone: 'America/New_York', workingHours: [{ day: 'SUNDAY', start: '00:00', end: '03:00' }] })],
        rules: { timeZone: 'America/New_York', offeredWindow: { kind: 'CALENDAR_DAYS', days: 1 } },
      }),
    );
    // 00:00 EDT (04:00Z) … 03:00 EST (08:00Z): four hours.
    expect(slots).toEqual(['2026-11-01T04:00:00.000Z', '2026-11-01T05:00:00.000Z', '2026-11-01T06:00:00.000Z', '2026-11-01T07:00:00.000Z']);
  });

  it('offers only the hours every interviewer works, each in their own zone, and follows the weeks the zones disagree on DST', () => {
    const both = [interviewer(), interviewer({ interviewerId: 'bo', timeZone: 'America/New_York' })];
    // 2 March: London GMT, New York EST: 14:00Z … 17:00Z.
    expect(freeSlots(query({ now: '2026-03-02T00:00:00.000Z', interviewers: both }))).toEqual([
      '2026-03-02T14:00:00.000Z',
      '2026-03-02T15:00:00.000Z',
      '2026-03-02T16:00:00.000Z',
    ]);
    // 9 March: New York already on EDT, London still GMT: 13:00Z … 17:00Z.
    expect(freeSlots(query({ now: '2026-03-09T00:00:00.000Z', interviewers: both }))).toHaveLength(4);
  });

  it('keeps each interviewer’s busy time clear by the longest buffer before and after', () => {
    const busy = [{ start: '2026-01-05T12:00:00.000Z', end: '2026-01-05T13:00:00.000Z' }];
    const slots = freeSlots(
      query({
        stepMinutes: 30,
        interviewers: [interviewer({ busy, bufferAfterMinutes: 30 })],
        rules: { bufferBeforeMinutes: 30, durationMinutes: 30 },
      }),
    );
    expect(slots).toContain('2026-01-05T11:00:00.000Z'); // ends 11:30, +30 buffer = 12:00, end exclusive
    expect(slots).not.toContain('2026-01-05T11:30:00.000Z'); // its buffer after runs into the busy block
    expect(slots).not.toContain('2026-01-05T13:00:00.000Z'); // the block’s buffer after (30) is not over
    expect(slots).toContain('2026-01-05T13:30:00.000Z');
  });

  it('an interview on the calendar is busy time too', () => {
    const interviews = [{ start: '2026-01-05T10:00:00.000Z', end: '2026-01-05T11:00:00.000Z' }];
    expect(freeSlots(query({ interviewers: [interviewer({ interviews })] }))).not.toContain('2026-01-05T10:00:00.000Z');
  });

  it('starts no earlier than the longest minimum notice after now, on the step’s grid', () => {
    const slots = freeSlots(
      query({
        now: '2026-01-05T09:10:00.000Z',
        stepMinutes: 15,
        interviewers: [interviewer({ minimumNoticeMinutes: 120 })],
        rules: { minimumNoticeMinutes: 60 },
      }),
    );
    expect(slots[0]).toBe('2026-01-05T11:15:00.000Z');
  });

  it('counts N calendar days from today and N business days skipping the weekend', () => {
    const friday = DateTime.fromISO('2026-01-09T10:00:00Z');
    expect(offeredWindowEnd(friday, { kind: 'CALENDAR_DAYS', days: 2 }, 'UTC').toISO()).toBe('2026-01-12T00:00:00.000Z');
    expect(offeredWindowEnd(friday, { kind: 'BUSINESS_DAYS', days: 2 }, 'UTC').toISO()).toBe('2026-01-14T00:00:00.000Z');
    const business = freeSlots(
      query({ now: '2026-01-09T00:00:00.000Z', rules: { offeredWindow: { kind: 'BUSINESS_DAYS', days: 2 } } }),
    );
    expect(onDay(business, '2026-01-13')).toHaveLength(8); // Tuesday, the second business day
    expect(onDay(business, '2026-01-14')).toHaveLength(0);
    const calendar = freeSlots(
      query({ now: '2026-01-09T00:00:00.000Z', rules: { offeredWindow: { kind: 'CALENDAR_DAYS', days: 2 } } }),
    );
    expect(onDay(calendar, '2026-01-12')).toHaveLength(0); // Sunday was the last calendar day
  });

  it('limits to on or before N days from the day the invite was sent, in the interviewer’s zone', () => {
    const slots = freeSlots(
      query({
        inviteSentAt: '2026-01-05T08:00:00.000Z',
        interviewers: [interviewer({ bookingWindowDays: 1 })],
        rules: { offeredWindow: { kind: 'CALENDAR_DAYS', days: 10 } },
      }),
    );
    expect(onDay(slots, '2026-01-06')).toHaveLength(8);
    expect(onDay(slots, '2026-01-07')).toHaveLength(0);
  });

  it('stops offering a day once the interviewer has their N interviews on it', () => {
    const interviews = [
      { start: '2026-01-05T09:00:00.000Z', end: '2026-01-05T10:00:00.000Z' },
      { start: '2026-01-05T15:00:00.000Z', end: '2026-01-05T16:00:00.000Z' },
    ];
    const slots = freeSlots(
      query({ interviewers: [interviewer({ interviews, maxInterviewsPerDay: 2 })], rules: { offeredWindow: { kind: 'CALENDAR_DAYS', days: 1 } } }),
    );
    expect(onDay(slots, '2026-01-05')).toHaveLength(0);
    expect(onDay(slots, '2026-01-06')).toHaveLength(8);
  });

  it('honours the link’s booking frequency limit per day and per week', () => {
    const perDay = freeSlots(
      query({
        rules: {
          offeredWindow: { kind: 'CALENDAR_DAYS', days: 1 },
          frequencyLimit: { count: 1, period: 'DAY' },
          linkBookings: ['2026-01-05T14:00:00.000Z'],
        },
      }),
    );
    expect(onDay(perDay, '2026-01-05')).toHaveLength(0);
    expect(onDay(perDay, '2026-01-06')).toHaveLength(8);
    const perWeek = freeSlots(
      query({
        rules: {
          offeredWindow: { kind: 'CALENDAR_DAYS', days: 8 },
          frequencyLimit: { count: 2, period: 'WEEK' },
          linkBookings: ['2026-01-05T14:00:00.000Z', '2026-01-06T14:00:00.000Z'],
        },
      }),
    );
    expect(perWeek.filter((slot) => slot < '2026-01-12')).toHaveLength(0);
    expect(onDay(perWeek, '2026-01-12')).toHaveLength(8);
  });

  it('answers whether a given start is one of the free slots', () => {
    expect(isFreeSlot(query(), '2026-01-05T10:00:00.000Z')).toBe(true);
    expect(isFreeSlot(query(), '2026-01-05T10:10:00.000Z')).toBe(false);
    expect(isFreeSlot(query(), '2026-01-05T18:00:00.000Z')).toBe(false);
    expect(isFreeSlot(query(), 'not a date')).toBe(false);
  });

  it('offers nothing without interviewers', () => {
    expect(freeSlots(query({ interviewers: [] }))).toEqual([]);
  });
});
