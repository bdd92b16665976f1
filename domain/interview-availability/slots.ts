import { DateTime, Info } from 'luxon';

/**
 * Free interview slots for self-scheduling (spec 03 "Interview availability", "Interview booking link"): the
 * instants every required interviewer can attend, honouring each one's working hours in their own IANA zone,
 * the link's and each interviewer's notice, buffers and offered window, the link's booking frequency limit,
 * each interviewer's 'restrict to N interviews' and their busy time. Zone and DST arithmetic is luxon's: a
 * working day of 09:00–17:00 stays 09:00–17:00 local on the days clocks change.
 */

export const WEEKDAYS = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One stretch of working time on a weekday, local wall-clock `HH:mm`, end after start. */
export type WorkingHours = { day: Weekday; start: string; end: string };

export const BOOKING_PERIODS = ['DAY', 'WEEK', 'MONTH', 'YEAR'] as const;
export type BookingPeriod = (typeof BOOKING_PERIODS)[number];

export const OFFERED_WINDOW_KINDS = ['CALENDAR_DAYS', 'BUSINESS_DAYS'] as const;
export type OfferedWindowKind = (typeof OFFERED_WINDOW_KINDS)[number];

/** A time range, ISO 8601 instants, end exclusive. */
export type TimeRange = { start: string; end: string };

/** An interviewer's availability settings and calendar, as the computation needs them. */
export type InterviewerSchedule = {
  interviewerId: string;
  timeZone: string;
  workingHours: readonly WorkingHours[];
  minimumNoticeMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  /** 'Limit booking to on or before N days from the date the invite was sent'; null: no limit. */
  bookingWindowDays: number | null;
  /** 'Restrict to N interviews' a day (in the interviewer's zone); null: no limit. */
  maxInterviewsPerDay: number | null;
  /** Free/busy of the interviewer's calendar, interviews included. */
  busy: readonly TimeRange[];
  /** The interviewer's interviews (counted for `maxInterviewsPerDay`); they are busy time too. */
  interviews: readonly TimeRange[];
};

export type BookingRules = {
  durationMinutes: number;
  /** The link's zone: business days and the frequency limit's periods are counted in it. */
  timeZone: string;
  minimumNoticeMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  offeredWindow: { kind: OfferedWindowKind; days: number };
  frequencyLimit: { count: number; period: BookingPeriod } | null;
  /** Starts of the bookings already made through the link (for the frequency limit). */
  linkBookings: readonly string[];
};

export type SlotQuery = {
  now: string;
  /** When the candidate's invite was sent (for the interviewers' 'on or before N days'); null: now. */
  inviteSentAt: string | null;
  rules: BookingRules;
  interviewers: readonly InterviewerSchedule[];
  /** Distance between offered starts within a working stretch; default 15 minutes. */
  stepMinutes?: number;
};

const MINUTE = 60_000;

/** Minutes since midnight of an `HH:mm` (24:00 allowed as a day's end), or null. */
export const minutesOfDay = (hhmm: string): number | null => {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(hhmm);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= 24 * 60 ? minutes : null;
};

const isBusinessDay = (day: DateTime) => day.weekday <= 5; // luxon: Monday 1 … Sunday 7

/**
 * The end (exclusive) of the offered window: calendar days count today as day 0, so N calendar days reach the
 * end of the local day N days ahead; N business days reach the end of the Nth Monday–Friday after today.
 */
export const offeredWindowEnd = (now: DateTime, window: BookingRules['offeredWindow'], timeZone: string): DateTime => {
  let day = now.setZone(timeZone).startOf('day');
  if (window.kind === 'CALENDAR_DAYS') return day.plus({ days: window.days + 1 });
  let counted = 0;
  while (counted < window.days) {
    day = day.plus({ days: 1 });
    if (isBusinessDay(day)) counted += 1;
  }
  return day.plus({ days: 1 });
};

/** Working stretches of one interviewer as epoch-ms ranges covering [from, to). */
const workingRanges = (schedule: InterviewerSchedule, from: DateTime, to: DateTime): Array<[number, number]> => {
  const ranges: Array<[number, number]> = [];
  let day = from.setZone(schedule.timeZone).startOf('day');
  const last = to.setZone(schedule.timeZone).endOf('day');
  while (day <= last) {
    const weekday = WEEKDAYS[day.weekday % 7];
    for (const hours of schedule.workingHours) {
      if (hours.day !== weekday) continue;
      const start = minutesOfDay(hours.start);
      const end = minutesOfDay(hours.end);
      if (start === null || end === null || end <= start) continue;
      // Wall-clock times of that local date: luxon resolves each to its instant with that day's offset.
      const startAt = day.set({ hour: Math.floor(start / 60), minute: start % 60 });
      const endAt = end === 24 * 60 ? day.plus({ days: 1 }) : day.set({ hour: Math.floor(end / 60), minute: end % 60 });
      ranges.push([startAt.toMillis(), endAt.toMillis()]);
    }
    day = day.plus({ days: 1 });
  }
  return mergeRanges(ranges);
};

const mergeRanges = (ranges: Array<[number, number]>): Array<[number, number]> => {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
};

const intersect = (a: Array<[number, number]>, b: Array<[number, number]>): Array<[number, number]> => {
  const out: Array<[number, number]> = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const start = Math.max(a[i][0], b[j][0]);
    const end = Math.min(a[i][1], b[j][1]);
    if (start < end) out.push([start, end]);
    if (a[i][1] < b[j][1]) i += 1;
    else j += 1;
  }
  return out;
};

/** Busy ranges merged and sorted, so one binary search answers whether a range overlaps any. */
const busyIndex = (blocks: readonly TimeRange[]) =>
  mergeRanges(blocks.map((block) => [Date.parse(block.start), Date.parse(block.end)] as [number, number]));

const overlapsAny = (busy: Array<[number, number]>, start: number, end: number): boolean => {
  let low = 0;
  let high = busy.length;
  // The first busy range ending after `start`; merged ranges are disjoint, so it is the only candidate.
  while (low < high) {
    const middle = (low + high) >> 1;
    if (busy[middle][1] <= start) low = middle + 1;
    else high = middle;
  }
  return low < busy.length && busy[low][0] < end;
};

/** Counts of ranges per period key (a local day, week, month or year of a zone). */
const countBy = (starts: readonly string[], key: (start: DateTime) => string, timeZone: string) => {
  const counts = new Map<string, number>();
  for (const start of starts) {
    const k = key(DateTime.fromISO(start, { zone: timeZone }));
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
};

const PERIOD_KEY: Record<BookingPeriod, (at: DateTime) => string> = {
  DAY: (at) => at.toISODate() ?? '',
  WEEK: (at) => `${at.weekYear}-W${at.weekNumber}`,
  MONTH: (at) => at.toFormat('yyyy-MM'),
  YEAR: (at) => String(at.year),
};

const LUXON_UNIT = { DAY: 'day', WEEK: 'week', MONTH: 'month', YEAR: 'year' } as const;

/**
 * The periods (local days, weeks, months or years of a zone) covering [from, to] as sorted start instants, so
 * each candidate start finds its period by binary search instead of a zone conversion of its own.
 */
const periodsOf = (zone: string, period: BookingPeriod, from: number, to: number) => {
  const starts: number[] = [];
  const keys: string[] = [];
  let at = DateTime.fromMillis(from, { zone }).startOf(LUXON_UNIT[period]);
  while (at.toMillis() <= to) {
    starts.push(at.toMillis());
    keys.push(PERIOD_KEY[period](at));
    at = at.plus({ [LUXON_UNIT[period]]: 1 }).startOf(LUXON_UNIT[period]);
  }
  return (instant: number): string => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle] <= instant) low = middle;
      else high = middle - 1;
    }
    return keys[low];
  };
};

/**
 * The free slots' starts (ISO 8601 UTC, ascending) a candidate may book: each `durationMinutes` long, within the
 * offered window and every interviewer's working hours, at least the longest notice after `now`, clear of every
 * interviewer's busy time by the longest buffer before and after, on a day the interviewer still takes
 * interviews, and in a period the link's frequency limit still allows.
 */
export const freeSlots = (query: SlotQuery): string[] => {
  const { rules, interviewers } = query;
  if (interviewers.length === 0 || rules.durationMinutes <= 0) return [];
  const now = DateTime.fromISO(query.now, { zone: 'utc' });
  const step = (query.stepMinutes ?? 15) * MINUTE;
  const duration = rules.durationMinutes * MINUTE;
  const notice = Math.max(rules.minimumNoticeMinutes, ...interviewers.map((i) => i.minimumNoticeMinutes)) * MINUTE;
  const earliest = now.toMillis() + notice;
  const windowEnd = offeredWindowEnd(now, rules.offeredWindow, rules.timeZone);
  const inviteSent = DateTime.fromISO(query.inviteSentAt ?? query.now, { zone: 'utc' });

  // Each interviewer's own limits: working stretches, the last instant their window allows, busy time.
  const perInterviewer = interviewers.map((schedule) => {
    const lastDay =
      schedule.bookingWindowDays === null
        ? Number.POSITIVE_INFINITY
        : inviteSent.setZone(schedule.timeZone).startOf('day').plus({ days: schedule.bookingWindowDays + 1 }).toMillis();
    const before = Math.max(rules.bufferBeforeMinutes, schedule.bufferBeforeMinutes) * MINUTE;
    const after = Math.max(rules.bufferAfterMinutes, schedule.bufferAfterMinutes) * MINUTE;
    return {
      schedule,
      working: workingRanges(schedule, now, windowEnd),
      lastEnd: lastDay,
      before,
      after,
      busy: busyIndex([...schedule.busy, ...schedule.interviews]),
      interviewsPerDay: countBy(
        schedule.interviews.map((interview) => interview.start),
        PERIOD_KEY.DAY,
        schedule.timeZone,
      ),
      dayOf: periodsOf(schedule.timeZone, 'DAY', now.toMillis(), windowEnd.toMillis()),
    };
  });

  let common: Array<[number, number]> = [[earliest, windowEnd.toMillis()]];
  for (const interviewer of perInterviewer) common = intersect(common, interviewer.working);

  const limit = rules.frequencyLimit;
  const linkCounts = limit ? countBy(rules.linkBookings, PERIOD_KEY[limit.period], rules.timeZone) : null;
  const linkPeriodOf = limit ? periodsOf(rules.timeZone, limit.period, now.toMillis(), windowEnd.toMillis()) : null;

  const slots: string[] = [];
  for (const [rangeStart, rangeEnd] of common) {
    // Starts on the step's grid (every real zone's offset is a multiple of 15 minutes), so 10:07 is never offered.
    for (let start = Math.ceil(rangeStart / step) * step; start + duration <= rangeEnd; start += step) {
      const end = start + duration;
      const fits = perInterviewer.every((interviewer) => {
        if (end > interviewer.lastEnd) return false;
        if (overlapsAny(interviewer.busy, start - interviewer.before, end + interviewer.after)) return false;
        const max = interviewer.schedule.maxInterviewsPerDay;
        if (max === null) return true;
        return (interviewer.interviewsPerDay.get(interviewer.dayOf(start)) ?? 0) < max;
      });
      if (!fits) continue;
      if (limit && linkCounts && linkPeriodOf && (linkCounts.get(linkPeriodOf(start)) ?? 0) >= limit.count) continue;
      slots.push(new Date(start).toISOString());
    }
  }
  return slots;
};

/** Whether `start` is one of the free slots: the booking's check, by the same rules the candidate was shown. */
export const isFreeSlot = (query: SlotQuery, start: string): boolean => {
  const at = Date.parse(start);
  if (Number.isNaN(at)) return false;
  return freeSlots(query).some((slot) => Date.parse(slot) === at);
};

/** Whether an IANA zone name is one the runtime knows. */
export const isTimeZone = (zone: unknown): zone is string =>
  typeof zone === 'string' && zone.length > 0 && zone.length <= 64 && Info.isValidIANAZone(zone);

/** The range a slot takes. */
export const slotRange = (start: string, durationMinutes: number): TimeRange => ({
  start: new Date(Date.parse(start)).toISOString(),
  end: new Date(Date.parse(start) + durationMinutes * MINUTE).toISOString(),
});
