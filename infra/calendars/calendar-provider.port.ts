/**
 * Calendars behind one port (ARCHITECTURE "Ports"): the ATS's own calendar (the spec's CAL) and CalDAV,
 * which serves every CalDAV provider. Interviews read free/busy through it and write their invitation to it.
 */

/**
 * Spec 03 "Calendar provider": CAL and two values named after the large providers; CALDAV (added) is a
 * user's own calendar server reached over CalDAV, which is how this ATS reaches any provider's calendar.
 */
export const CALENDAR_PROVIDERS = ['CAL', 'GOOGLE', 'MICROSOFT', 'CALDAV'] as const;
export type CalendarProvider = (typeof CALENDAR_PROVIDERS)[number];

/** A busy interval, instants in ISO 8601 UTC; end exclusive. */
export type BusyBlock = { start: string; end: string };

/** The event as the invitation carries it: the ICS text (RFC 5545) with its UID and SEQUENCE. */
export type CalendarEventWrite = { uid: string; sequence: number; ics: string };

export type CalendarPort = {
  /** Busy time of one user's calendar between two instants. */
  freeBusy(userId: string, from: string, to: string): Promise<BusyBlock[]>;
  /** Creates or updates (same UID, higher SEQUENCE) the event in the user's calendar. */
  putEvent(userId: string, event: CalendarEventWrite): Promise<void>;
  /** Removes the event (cancellation). Removing an absent event is not an error. */
  removeEvent(userId: string, uid: string): Promise<void>;
}
