import type { IntlShape } from 'react-intl';

/** "Tue, 25 Nov 2026, 10:00 – 11:00" in the reader's language and zone. */
export const formatInterviewTime = (intl: IntlShape, interview: { startsAt: string; endsAt: string }): string =>
  intl.formatDateTimeRange(new Date(interview.startsAt), new Date(interview.endsAt), { dateStyle: 'medium', timeStyle: 'short' });

/** The durations offered when scheduling or rescheduling, in minutes. */
export const INTERVIEW_DURATIONS = [15, 30, 45, 60, 90, 120];

/**
 * The reader's IANA zone: the datetime-local input is read in it, and the invitation is shown in it.
 */
export const readerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local input's value ("2026-11-25T10:00") in the reader's zone. */
export const toLocalDateTimeInput = (instant: string): string => {
  const at = new Date(instant);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
};

/** A datetime-local input's value, read in the reader's zone, as the ISO instant the API takes. */
export const fromLocalDateTimeInput = (value: string): string => new Date(value).toISOString();
