import type { DataSource } from 'typeorm';
import type { EncryptedPersonal } from '../event-store/personal-data-cipher';
import { decryptCalendarCredentials, encryptCalendarCredentials } from './calendar-credentials';
import type { CalDavAccount } from './caldav-calendar';

/** A user's CalDAV connection as the settings page shows it: never the password. */
export type CalendarConnectionView = {
  kind: 'CALDAV';
  serverUrl: string;
  username: string;
  calendarUrl: string;
  calendarName: string | null;
  connectedAt: string;
};

type ConnectionRow = {
  kind: 'CALDAV';
  server_url: string;
  calendar_url: string;
  calendar_name: string | null;
  credentials: EncryptedPersonal;
  connected_at: Date;
};

const loadRow = async (db: DataSource, companyId: string, userId: string): Promise<ConnectionRow | null> => {
  const rows: ConnectionRow[] = await db.query(
    `SELECT kind, server_url, calendar_url, calendar_name, credentials, connected_at
       FROM calendar_connections WHERE company_id = $1 AND user_id = $2`,
    [companyId, userId],
  );
  return rows[0] ?? null;
};

/** The stored CalDAV account of a user, decrypted for the adapter; null when they use the built-in calendar. */
export const loadCalDavAccount = async (db: DataSource, companyId: string, userId: string): Promise<CalDavAccount | null> => {
  const row = await loadRow(db, companyId, userId);
  if (!row) return null;
  const credentials = await decryptCalendarCredentials(db, userId, row.credentials);
  return { serverUrl: row.server_url, calendarUrl: row.calendar_url, ...credentials };
};

export const loadCalendarConnection = async (
  db: DataSource,
  companyId: string,
  userId: string,
): Promise<CalendarConnectionView | null> => {
  const row = await loadRow(db, companyId, userId);
  if (!row) return null;
  const { username } = await decryptCalendarCredentials(db, userId, row.credentials);
  return {
    kind: row.kind,
    serverUrl: row.server_url,
    username,
    calendarUrl: row.calendar_url,
    calendarName: row.calendar_name,
    connectedAt: row.connected_at.toISOString(),
  };
};

/** Saves (or replaces) a verified connection; the credentials are encrypted before they reach the table. */
export const saveCalDavConnection = async (
  db: DataSource,
  companyId: string,
  userId: string,
  account: Required<CalDavAccount> & { calendarName: string | null },
): Promise<void> => {
  const credentials = await encryptCalendarCredentials(db, userId, { username: account.username, password: account.password });
  await db.query(
    `INSERT INTO calendar_connections (user_id, company_id, kind, server_url, calendar_url, calendar_name, credentials)
     SELECT $1, $2, 'CALDAV', $3, $4, $5, $6 WHERE EXISTS (SELECT 1 FROM users WHERE id = $1 AND company_id = $2)
     ON CONFLICT (user_id) DO UPDATE
       SET server_url = excluded.server_url, calendar_url = excluded.calendar_url,
           calendar_name = excluded.calendar_name, credentials = excluded.credentials,
           connected_at = now(), updated_at = now()
     WHERE calendar_connections.company_id = excluded.company_id`,
    [userId, companyId, account.serverUrl, account.calendarUrl, account.calendarName, JSON.stringify(credentials)],
  );
};

/** Back to the built-in calendar; true when there was a connection to remove. */
export const deleteCalendarConnection = async (db: DataSource, companyId: string, userId: string): Promise<boolean> => {
  const [, count]: [unknown, number] = await db.query(
    `DELETE FROM calendar_connections WHERE company_id = $1 AND user_id = $2`,
    [companyId, userId],
  );
  return count > 0;
};
