import type { EntityManager } from 'typeorm';
import { CheckpointEntity } from './checkpoint.entity';

export const readCheckpoint = async (manager: EntityManager, name: string): Promise<bigint> => {
  const row = await manager.getRepository(CheckpointEntity).findOneBy({ name });
  return row ? BigInt(row.position) : 0n;
};

export const writeCheckpoint = async (manager: EntityManager, name: string, position: bigint): Promise<void> => {
  await manager.query(
    `INSERT INTO checkpoints (name, position, updated_at) VALUES ($1, $2, now())
     ON CONFLICT (name) DO UPDATE SET position = EXCLUDED.position, updated_at = now()`,
    [name, position.toString()],
  );
};

export const readAllCheckpoints = async (manager: EntityManager): Promise<Array<{ name: string; position: bigint }>> =>
  (await manager.getRepository(CheckpointEntity).find({ order: { name: 'ASC' } })).map((row) => ({
    name: row.name,
    position: BigInt(row.position),
  }));
