import type { EntityManager } from 'typeorm';
import type { CompanyRow, UserRow } from '@ats/domain/identity/identity-rows';
import { CompanyEntity } from './entities/company.entity';
import { UserEntity } from './entities/user.entity';

/**
 * Loaders of identity rows for relational policies (infra/db/relational-write.ts) and queries. `lock…` take a
 * row lock for the rest of the transaction, so two concurrent changes of one row cannot both apply.
 */

// The entities hold at least what the policies see.
const asUserRow = (user: UserEntity | null): UserRow | null => user;
const asCompanyRow = (company: CompanyEntity | null): CompanyRow | null => company;

export const findUser = async (manager: EntityManager, where: { id: string } | { email: string }) =>
  asUserRow(await manager.getRepository(UserEntity).findOneBy(where));

export const lockUser = async (manager: EntityManager, where: { id: string } | { email: string }) =>
  asUserRow(await manager.getRepository(UserEntity).findOne({ where, lock: { mode: 'pessimistic_write' } }));

export const findCompany = async (manager: EntityManager, id: string) =>
  asCompanyRow(await manager.getRepository(CompanyEntity).findOneBy({ id }));

/** A company that must exist (the caller's own): a missing one is a fault, not a refusal. */
export const existingCompany = async (manager: EntityManager, id: string): Promise<CompanyRow> =>
  manager.getRepository(CompanyEntity).findOneByOrFail({ id });

/** A user who must exist (the caller): a missing one is a fault, not a refusal. */
export const existingUser = async (manager: EntityManager, id: string): Promise<UserRow> =>
  manager.getRepository(UserEntity).findOneByOrFail({ id });

export const lockCompany = async (manager: EntityManager, id: string) =>
  asCompanyRow(
    await manager.getRepository(CompanyEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } }),
  );

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
