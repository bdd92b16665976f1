import { Info } from 'luxon';

/** Spec 04 §9: the default time zone, the one the app shows times in for a user without one of their own. */
export const DEFAULT_TIME_ZONE = 'Asia/Dubai';

/** The longest zone `users.time_zone` keeps (the longest IANA name has 32 characters). */
export const MAX_TIME_ZONE_LENGTH = 64;

/** An IANA zone the runtime knows, short enough for `users.time_zone`. */
export const isKnownTimeZone = (zone: string | null | undefined): zone is string =>
  typeof zone === 'string' && zone !== '' && zone.length <= MAX_TIME_ZONE_LENGTH && Info.isValidIANAZone(zone);

const known = isKnownTimeZone;

/**
 * A user's time zone: their own (the profile's 'timezone', spec 03 "Profile"), else their company's, else the
 * product's default (spec 04 §9), which is also what `GET /users/me` reports and the web shows times in. A stored
 * zone the runtime does not know counts as none.
 */
export const userTimeZone = (stored: { user?: string | null; company?: string | null } = {}): string =>
  known(stored.user) ? stored.user : known(stored.company) ? stored.company : DEFAULT_TIME_ZONE;
