import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';

const KEY_ID = 'access-token-hs256';

let cached: Promise<Buffer> | undefined;

/**
 * The secret that signs access tokens: created once per database (insert-if-absent, so concurrently
 * starting processes agree on one), then cached for the life of the process. It is read through the
 * DataSource, never the caller's transaction: a key cached from a transaction that later rolled back would
 * sign tokens no other process can verify.
 */
export const signingKey = (manager: EntityManager): Promise<Buffer> => {
  cached ??= (async () => {
    const db = manager.connection;
    await db.query(`INSERT INTO auth_signing_keys (id, secret) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING`, [
      KEY_ID,
      randomBytes(64),
    ]);
    const rows: Array<{ secret: Buffer }> = await db.query(`SELECT secret FROM auth_signing_keys WHERE id = $1`, [
      KEY_ID,
    ]);
    if (!rows[0]) throw new Error('auth_signing_keys has no signing key');
    return rows[0].secret;
  })().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
};
