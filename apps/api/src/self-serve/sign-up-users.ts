import type { EntityManager } from 'typeorm';
import { SelfServeErrors } from '../../../../domain/identity/self-serve';
import { UserEntity } from '../../../../infra/db/entities/user.entity';

/**
 * The user of a sign-up in progress: no company yet and not deleted. Anything else — unknown id, a member
 * of a company, another person's id — answers the spec's one message (01 §8), revealing nothing. Locked
 * for the rest of the transaction, so two concurrent steps of one sign-up cannot both apply.
 */
export const lockSignUpUser = async (manager: EntityManager, userId: string): Promise<UserEntity> => {
  const user = await manager
    .getRepository(UserEntity)
    .findOne({ where: { id: userId }, lock: { mode: 'pessimistic_write' } });
  if (!user || user.deletedAt || user.companyId !== null) throw SelfServeErrors.userNotFound();
  return user;
};

/** The company whose domain or other e-mail domains include `domain` (case-insensitive), if any. */
export const findCompanyOwningDomain = async (
  manager: EntityManager,
  domain: string,
): Promise<{ id: string; name: string } | null> => {
  if (!domain) return null;
  const rows: Array<{ id: string; name: string }> = await manager.query(
    `SELECT id, name FROM companies
      WHERE lower(domain) = $1 OR $1 = ANY (SELECT lower(other) FROM unnest(other_email_domains) AS other)
      ORDER BY created_at LIMIT 1`,
    [domain.trim().toLowerCase()],
  );
  return rows[0] ?? null;
};
