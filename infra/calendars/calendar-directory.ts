import type { DataSource } from 'typeorm';
import { BuiltinCalendar } from './builtin-calendar';
import { CalDavCalendar } from './caldav-calendar';
import { loadCalDavAccount } from './calendar-connections';
import type { CalendarPort, CalendarProvider } from './calendar-provider.port';

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
    const account = await loadCalDavAccount(dataSource, companyId, userId);
    if (account) return { provider: 'CALDAV', integrated: true, port: new CalDavCalendar(account) };
    return { provider: 'CAL', integrated: true, port: new BuiltinCalendar(dataSource, companyId) };
  },
});
