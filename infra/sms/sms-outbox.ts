import type { DataSource, EntityManager } from 'typeorm';
import { MAX_SMS_LENGTH, type SmsMessage, type SmsSender } from './sms.port';

/** The development SMS outbox: every message is a row; nothing leaves the machine. */
export const smsOutbox = (dataSource: DataSource): SmsSender => ({
  async send({ to, text }: SmsMessage): Promise<void> {
    if (text.length > MAX_SMS_LENGTH) throw new Error(`SMS text of ${text.length} characters is over ${MAX_SMS_LENGTH}`);
    await dataSource.query(`INSERT INTO sms_outbox (to_number, text) VALUES ($1, $2)`, [to, text]);
  },
});

export type OutgoingSms = { id: string; to: string; text: string; createdAt: string };

/** Newest first, optionally to one number (as typed, spaces aside). */
export const listOutgoingSms = async (manager: EntityManager, options: { to?: string; take: number }): Promise<OutgoingSms[]> => {
  const to = options.to?.replace(/\s+/g, '');
  const rows: Array<{ id: string; to: string; text: string; createdAt: Date }> = await manager.query(
    `SELECT id, to_number AS "to", text, created_at AS "createdAt" FROM sms_outbox
      WHERE ($1::text IS NULL OR regexp_replace(to_number, '\\s', '', 'g') = $1)
      ORDER BY created_at DESC, id DESC LIMIT $2`,
    [to ?? null, options.take],
  );
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }));
};
