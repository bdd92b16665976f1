import { DateTime } from 'luxon';
import { userTimeZone } from '@ats/domain/identity/user-time-zone';
import { useSession } from '../auth/session';

/**
 * The signed-in user's time zone (`GET /users/me` timezone: their own, else the default, spec 04 §9), not the
 * browser's: pickers read the times typed in it and the app shows times in it, so what is picked is what is shown.
 */
export const useUserTimeZone = (): string => {
  const session = useSession();
  return userTimeZone({ user: session.status === 'signed-in' ? session.user.timezone : null });
};

/** An instant as a `datetime-local` value ("2026-11-25T10:00") on `timeZone`'s wall clock. */
export const toZonedInput = (instant: number | string | Date, timeZone: string): string =>
  DateTime.fromJSDate(new Date(instant), { zone: timeZone }).toFormat("yyyy-MM-dd'T'HH:mm");

/** A `datetime-local` value read on `timeZone`'s wall clock, as an instant; null when it is no time. */
export const fromZonedInput = (value: string, timeZone: string): Date | null => {
  const at = DateTime.fromISO(value, { zone: timeZone });
  return at.isValid ? at.toJSDate() : null;
};
