import type { EntityManager } from 'typeorm';
import { CheckpointEntity } from './checkpoint.entity';

export const readCheckpoint = async (manager: EntityManager, name: string): Promise<bigint> => {
  const row = await manager.getRepository(CheckpointEntity).findOneBy({ name });
  return row ? BigInt(row.position) : 0n;
};

/** Moves a consumer on; a batch that went through also ends any failing streak. */
export const writeCheckpoint = async (manager: EntityManager, name: string, position: bigint): Promise<void> => {
  await manager.query(
    `INSERT INTO checkpoints (name, position, updated_at) VALUES ($1, $2, now())
     ON CONFLICT (name) DO UPDATE SET position = EXCLUDED.position, updated_at = now(),
       failures = 0, failing_since = NULL, last_error = NULL`,
    [name, position.toString()],
  );
};

/** Records a failed batch without moving the position, so /api/health can say which consumer is stuck and why. */
export const recordConsumerFailure = async (manager: EntityManager, name: string, error: unknown): Promise<void> => {
  const reason = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
  await manager.query(
    `INSERT INTO checkpoints (name, position, updated_at, failures, failing_since, last_error) VALUES ($1, 0, now(), 1, now(), $2)
     ON CONFLICT (name) DO UPDATE SET failures = checkpoints.failures + 1,
       failing_since = COALESCE(checkpoints.failing_since, now()), last_error = EXCLUDED.last_error`,
    [name, reason],
  );
};

export type ConsumerCheckpoint = {
  name: string;
  position: bigint;
  updatedAt: Date;
  failures: number;
  failingSince: Date | null;
  lastError: string | null;
};

export const readAllCheckpoints = async (manager: EntityManager): Promise<ConsumerCheckpoint[]> =>
  (await manager.getRepository(CheckpointEntity).find({ order: { name: 'ASC' } })).map((row) => ({
    name: row.name,
    position: BigInt(row.position),
    updatedAt: row.updatedAt,
    failures: row.failures,
    failingSince: row.failingSince,
    lastError: row.lastError,
  }));
