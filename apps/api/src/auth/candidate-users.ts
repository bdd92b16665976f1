import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';

/**
 * The candidate account behind candidate-context pages, one per e-mail address (case-insensitive).
 * Names given later fill in missing ones and never overwrite what the candidate already has.
 */
export const getOrCreateCandidateUser = async (
  manager: EntityManager,
  input: { email: string; firstName?: string; lastName?: string },
): Promise<string> => {
  const rows: Array<{ id: string }> = await manager.query(
    `INSERT INTO candidate_users (id, email, first_name, last_name) VALUES ($1, $2, $3, $4)
     ON CONFLICT (lower(email)) DO UPDATE SET
       first_name = COALESCE(candidate_users.first_name, EXCLUDED.first_name),
       last_name = COALESCE(candidate_users.last_name, EXCLUDED.last_name)
     RETURNING id`,
    [randomUUID(), input.email.trim().toLowerCase(), input.firstName?.trim() || null, input.lastName?.trim() || null],
  );
  return rows[0].id;
};
