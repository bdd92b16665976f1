import type { DataSource } from 'typeorm';
import { BuiltinCalendar } from './builtin-calendar';
import { CalDavCalendar } from './caldav-calendar';
import { loadCalDavAccount } from './calendar-connections';
import { CalendarAccessExpiredError } from './calendar-errors';
import type { CalendarPort, CalendarProvider } from './calendar-provider.port';
import type { CalDavAccount } from './caldav-calendar';

export type UserCalendar = {
  provider: CalendarProvider;
  /** Whether the ATS can read and write this calendar: always true for CAL; a CalDAV connection is verified when saved. */
  integrated: boolean;
  port: CalendarPort;
};

export type CalendarDirectory = {
  /** The calendar interviews use for this user: their CalDAV connection where they made one, else CAL. */
  calendarOf(companyId: string, userId: string): Promise<UserCalendar>;
}

/**
 * Which calendar each user has (the seam scheduling and booking read free/busy and write invitations
 * through). Every user has the built-in calendar; a CalDAV connection replaces it. Looked up on each call,
 * so a connection made or removed in the settings takes effect at once.
 */
export const createCalendarDirectory = (dataSource: DataSource): CalendarDirectory => ({
  async calendarOf(companyId, userId) {
    let account: CalDavAccount | null;
    try {
      account = await loadCalDavAccount(dataSource, companyId, userId);
    } catch {
      // Stored credentials that no longer decrypt (another key, a tampered row) are as good as revoked.
      return { provider: 'CALDAV', integrated: false, port: unusableCalendar };
    }
    if (account) return { provider: 'CALDAV', integrated: true, port: new CalDavCalendar(account) };
    return { provider: 'CAL', integrated: true, port: new BuiltinCalendar(dataSource, companyId) };
  },
});

const refuse = (): Promise<never> =>
  Promise.reject(new CalendarAccessExpiredError('the stored calendar credentials cannot be read'));

/** The port of a connection that cannot be used until the user connects the calendar again. */
const unusableCalendar: CalendarPort = { freeBusy: refuse, putEvent: refuse, removeEvent: refuse };
