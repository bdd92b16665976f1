import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { CandidateKey } from '../event-store/candidate-key-store';
import { decryptPersonal, encryptPersonal, type EncryptedPersonal } from '../event-store/personal-data-cipher';

/** What a CalDAV connection needs to sign in; never stored or logged in the clear. */
export type CalendarCredentials = { username: string; password: string };

const KEY_ID = 'calendar-credentials-aes256';

let cached: { db: DataSource; key: Promise<CandidateKey> } | undefined;

/**
 * The AES-256 key calendar credentials are encrypted under: `ATS_CALENDAR_CREDENTIALS_KEY` (base64, 32 bytes)
 * where a deployment keeps it outside the database, else one created per database beside the token signing
 * key (insert-if-absent, so concurrently starting processes agree on one).
 */
const credentialsKey = (db: DataSource): Promise<CandidateKey> => {
  const configured = process.env.ATS_CALENDAR_CREDENTIALS_KEY?.trim();
  if (configured) return Promise.resolve(new CandidateKey(Buffer.from(configured, 'base64')));
  if (cached?.db === db) return cached.key;
  const key = (async () => {
    await db.query(`INSERT INTO auth_signing_keys (id, secret) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING`, [
      KEY_ID,
      randomBytes(32),
    ]);
    const rows: Array<{ secret: Buffer }> = await db.query(`SELECT secret FROM auth_signing_keys WHERE id = $1`, [KEY_ID]);
    if (!rows[0]) throw new Error('auth_signing_keys has no calendar credentials key');
    return new CandidateKey(rows[0].secret);
  })();
  key.catch(() => {
    if (cached?.key === key) cached = undefined;
  });
  cached = { db, key };
  return key;
};

// The user id is bound in as associated data (the cipher's AAD), so credentials copied onto another
// user's connection row fail to decrypt instead of signing that user in as someone else.
const boundTo = (userId: string): string => `calendar-connection:${userId}`;

export const encryptCalendarCredentials = async (
  db: DataSource,
  userId: string,
  credentials: CalendarCredentials,
): Promise<EncryptedPersonal> => encryptPersonal(credentials, await credentialsKey(db), boundTo(userId));

export const decryptCalendarCredentials = async (
  db: DataSource,
  userId: string,
  encrypted: EncryptedPersonal,
): Promise<CalendarCredentials> => {
  const plain = decryptPersonal(encrypted, await credentialsKey(db), boundTo(userId)) as Partial<CalendarCredentials>;
  if (typeof plain?.username !== 'string' || typeof plain.password !== 'string') {
    throw new Error('stored calendar credentials have an unexpected shape');
  }
  return { username: plain.username, password: plain.password };
};
