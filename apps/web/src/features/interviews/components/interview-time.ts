import type { IntlShape } from 'react-intl';

/** "Tue, 25 Nov 2026, 10:00 – 11:00" in the reader's language and zone. */
export const formatInterviewTime = (intl: IntlShape, interview: { startsAt: string; endsAt: string }): string =>
  intl.formatDateTimeRange(new Date(interview.startsAt), new Date(interview.endsAt), { dateStyle: 'medium', timeStyle: 'short' });
