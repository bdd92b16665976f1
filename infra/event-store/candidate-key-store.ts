import { randomBytes } from 'node:crypto';
import { inspect } from 'node:util';
import { Pool, type ClientConfig, type PoolConfig } from 'pg';
import { CandidateErasedError } from './errors';
import { PgNotificationListener, quoteIdentifier } from './pg-notification-listener';

/**
 * A candidate's data key. The bytes sit in a private field and every way of printing the object is
 * redacted, so a key cannot end up in a log line, an error report or a JSON response by accident.
 */
export class CandidateKey {
  readonly #bytes: Buffer;

  constructor(bytes: Buffer) {
    if (bytes.length !== 32) throw new RangeError('A candidate key is 32 bytes (AES-256)');
    this.#bytes = bytes;
  }

  /** Lends the raw bytes to `use`, the only way to reach them. */
  use<T>(use: (bytes: Buffer) => T): T {
    return use(this.#bytes);
  }

  toJSON(): string {
    return '[CandidateKey]';
  }

  toString(): string {
    return '[CandidateKey]';
  }

  [inspect.custom](): string {
    return '[CandidateKey]';
  }
}

export type CandidateKeyStoreOptions = {
  pool?: Pool;
  connectionString?: string;
  /** Schema of `candidate_keys`. Default 'public'. */
  schema?: string;
  /**
   * How long a key (or the fact that it was erased) stays cached, in ms. Erasure reaches other processes
   * by NOTIFY at once; this bound holds even if that notification is lost. Default 60000.
   */
  cacheTtlMs?: number;
  /** Listen for erasures made by other processes (default true). */
  listenForErasures?: boolean;
};

type CachedKey = { key: CandidateKey | null; expiresAt: number };
type KeyRow = { candidate_id: string; key: Buffer | null };

const ADVISORY_LOCK_NAMESPACE = 0x61747365;

/**
 * Per-candidate data keys in PostgreSQL (crypto-shredding): erasing a candidate destroys the key, and
 * every encrypted copy of their personal data, in every event, becomes unreadable at once.
 */
export class CandidateKeyStore {
  private readonly pool: Pool;
  private readonly ownsPool: boolean;
  private readonly schema: string;
  private readonly table: string;
  private readonly channel: string;
  private readonly cache = new Map<string, CachedKey>();
  /**
   * Erasure is final, so once seen it is remembered for good: a read that raced with the erasure and
   * comes back later with the old key must not put that key back in the cache.
   */
  private readonly knownErased = new Set<string>();
  private listener: PgNotificationListener | undefined;

  constructor(private readonly options: CandidateKeyStoreOptions) {
    if (!options.pool && !options.connectionString)
      throw new Error('CandidateKeyStore needs a pool or a connectionString');
    this.pool = options.pool ?? new Pool({ connectionString: options.connectionString });
    this.ownsPool = !options.pool;
    this.schema = options.schema ?? 'public';
    this.table = `${quoteIdentifier(this.schema)}.candidate_keys`;
    this.channel = this.schema === 'public' ? 'ats_candidate_erased' : `ats_candidate_erased_${this.schema}`;
  }

  async ensureSchema(): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [
        ADVISORY_LOCK_NAMESPACE,
        `${this.schema}.candidate_keys`,
      ]);
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(this.schema)}`);
      // company_id is nullable: a candidate may be erased before any key was made for them.
      await client.query(`CREATE TABLE IF NOT EXISTS ${this.table} (
        candidate_id uuid PRIMARY KEY,
        company_id uuid,
        key bytea,
        created_at timestamptz NOT NULL DEFAULT now(),
        erased_at timestamptz,
        CONSTRAINT candidate_keys_erased_has_no_key CHECK (erased_at IS NULL OR key IS NULL)
      )`);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /** The key to encrypt with, created on first use. Refuses an erased candidate. */
  async keyForWriting(candidateId: string, companyId: string): Promise<CandidateKey> {
    const cached = this.cached(candidateId);
    if (cached) return cached;
    if (cached === null) throw new CandidateErasedError(candidateId);
    // Concurrent first uses race on the primary key: whoever loses reads the winner's key.
    await this.pool.query(
      `INSERT INTO ${this.table} (candidate_id, company_id, key) VALUES ($1, $2, $3) ON CONFLICT (candidate_id) DO NOTHING`,
      [candidateId, companyId, randomBytes(32)],
    );
    const key = (await this.load([candidateId])).get(candidateId) ?? null;
    if (!key) throw new CandidateErasedError(candidateId);
    return key;
  }

  /** Keys to decrypt with; null for a candidate who was erased (or never had a key). */
  async keysForReading(candidateIds: readonly string[]): Promise<Map<string, CandidateKey | null>> {
    const keys = new Map<string, CandidateKey | null>();
    const missing: string[] = [];
    for (const candidateId of new Set(candidateIds)) {
      const cached = this.cached(candidateId);
      if (cached === undefined) missing.push(candidateId);
      else keys.set(candidateId, cached);
    }
    if (missing.length > 0) for (const [candidateId, key] of await this.load(missing)) keys.set(candidateId, key);
    return keys;
  }

  /** Destroys the candidate's key; their encrypted personal data can never be read again. */
  async eraseCandidate(candidateId: string): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(
        `INSERT INTO ${this.table} (candidate_id, key, erased_at) VALUES ($1, NULL, now())
         ON CONFLICT (candidate_id) DO UPDATE SET key = NULL, erased_at = coalesce(${this.table}.erased_at, now())`,
        [candidateId],
      );
      // Delivered on commit: other processes drop their cached key.
      await client.query('SELECT pg_notify($1, $2)', [this.channel, candidateId]);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
    this.forget(candidateId);
  }

  async close(): Promise<void> {
    await this.listener?.close();
    this.listener = undefined;
    this.cache.clear();
    if (this.ownsPool) await this.pool.end();
  }

  private async load(candidateIds: readonly string[]): Promise<Map<string, CandidateKey | null>> {
    // Listen before reading, so an erasure committed after this read cannot slip past the cache.
    await this.startListening();
    const { rows } = await this.pool.query<KeyRow>(
      `SELECT candidate_id, key FROM ${this.table} WHERE candidate_id = ANY($1::uuid[])`,
      [candidateIds],
    );
    const found = new Map(rows.map((row) => [row.candidate_id, row.key ? new CandidateKey(row.key) : null] as const));
    const keys = new Map<string, CandidateKey | null>();
    for (const candidateId of candidateIds) {
      const key = this.knownErased.has(candidateId) ? null : (found.get(candidateId) ?? null);
      // A candidate with no row yet is not cached: their key may be created a moment later.
      if (found.has(candidateId)) this.remember(candidateId, key);
      keys.set(candidateId, key);
    }
    return keys;
  }

  /** undefined: not cached; null: cached as erased. */
  private cached(candidateId: string): CandidateKey | null | undefined {
    const entry = this.cache.get(candidateId);
    if (!entry) return undefined;
    if (entry.expiresAt > Date.now()) return entry.key;
    this.cache.delete(candidateId);
    return undefined;
  }

  private remember(candidateId: string, key: CandidateKey | null): void {
    const known = this.knownErased.has(candidateId) ? null : key;
    this.cache.set(candidateId, { key: known, expiresAt: Date.now() + (this.options.cacheTtlMs ?? 60_000) });
  }

  private forget(candidateId: string): void {
    this.knownErased.add(candidateId);
    this.remember(candidateId, null);
  }

  private startListening(): Promise<void> {
    if (this.options.listenForErasures === false) return Promise.resolve();
    this.listener ??= new PgNotificationListener({
      connection: this.pool.options as ClientConfig & PoolConfig,
      channel: this.channel,
      onNotification: (candidateId) => {
        if (candidateId) this.forget(candidateId);
      },
      // Erasures may have been missed while the connection was down: forget everything.
      onReconnected: () => this.cache.clear(),
    });
    return this.listener.start();
  }
}
