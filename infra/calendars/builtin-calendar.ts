import type { DataSource, EntityManager } from 'typeorm';
import type { BusyBlock, CalendarEventWrite, CalendarPort } from './calendar-provider.port';
import { InvalidCalendarEventError } from './calendar-errors';
import { mergeBusyBlocks, summarizeIcsEvent } from './ics-busy';

type BusyRow = { starts_at: Date; ends_at: Date };

/**
 * The ATS's own calendar (the spec's CAL), which every user has: the events the ATS put there (interview
 * invitations), one row per user and UID in `calendar_events`, free/busy computed from their intervals.
 * One instance serves one company; a user id of another company finds and changes nothing.
 */
export class BuiltinCalendar implements CalendarPort {
  constructor(
    private readonly db: DataSource | EntityManager,
    private readonly companyId: string,
  ) {}

  async freeBusy(userId: string, from: string, to: string): Promise<BusyBlock[]> {
    const rows: BusyRow[] = await this.db.query(
      `SELECT starts_at, ends_at FROM calendar_events
        WHERE company_id = $1 AND user_id = $2 AND NOT transparent AND starts_at < $4 AND ends_at > $3
        ORDER BY starts_at`,
      [this.companyId, userId, from, to],
    );
    const windowStart = Date.parse(from);
    const windowEnd = Date.parse(to);
    return mergeBusyBlocks(
      rows.map((row) => ({
        start: new Date(Math.max(row.starts_at.getTime(), windowStart)).toISOString(),
        end: new Date(Math.min(row.ends_at.getTime(), windowEnd)).toISOString(),
      })),
    );
  }

  async putEvent(userId: string, event: CalendarEventWrite): Promise<void> {
    const summary = summarizeIcsEvent(event.ics);
    if (summary.uid !== event.uid) {
      throw new InvalidCalendarEventError(`the ICS text's UID ${summary.uid} is not the event's UID ${event.uid}`);
    }
    // An older SEQUENCE arriving late (RFC 5546 §2.1.5) must not undo a reschedule: keep the newer row.
    await this.db.query(
      `INSERT INTO calendar_events (company_id, user_id, uid, sequence, ics, starts_at, ends_at, transparent, updated_at)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8, now()
        WHERE EXISTS (SELECT 1 FROM users WHERE id = $2 AND company_id = $1)
       ON CONFLICT (user_id, uid) DO UPDATE
         SET sequence = excluded.sequence, ics = excluded.ics, starts_at = excluded.starts_at,
             ends_at = excluded.ends_at, transparent = excluded.transparent, updated_at = now()
       WHERE calendar_events.sequence <= excluded.sequence AND calendar_events.company_id = excluded.company_id`,
      [this.companyId, userId, event.uid, event.sequence, event.ics, summary.start, summary.end, summary.transparent],
    );
  }

  async removeEvent(userId: string, uid: string): Promise<void> {
    await this.db.query(`DELETE FROM calendar_events WHERE company_id = $1 AND user_id = $2 AND uid = $3`, [
      this.companyId,
      userId,
      uid,
    ]);
  }
}
