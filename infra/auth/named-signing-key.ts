import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';

/**
 * A process-cached HMAC secret of its own id in auth_signing_keys, created once per database
 * (insert-if-absent, so concurrently starting processes agree on one). Read through the DataSource, never the
 * caller's transaction: a key cached from a transaction that rolled back would sign links no one can verify.
 */
export const namedSigningKey = (keyId: string) => {
  let cached: Promise<Buffer> | undefined;
  return (manager: EntityManager): Promise<Buffer> => {
    cached ??= (async () => {
      const db = manager.connection;
      await db.query(`INSERT INTO auth_signing_keys (id, secret) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING`, [keyId, randomBytes(64)]);
      const rows: Array<{ secret: Buffer }> = await db.query(`SELECT secret FROM auth_signing_keys WHERE id = $1`, [keyId]);
      if (!rows[0]) throw new Error(`auth_signing_keys has no ${keyId} key`);
      return rows[0].secret;
    })().catch((error: unknown) => {
      cached = undefined;
      throw error;
    });
    return cached;
  };
};
