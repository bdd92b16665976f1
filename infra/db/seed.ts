import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { recordAudit } from './audited';
import { ArchivalReasonEntity, DEFAULT_ARCHIVAL_REASONS } from './entities/archival-reason.entity';
import { CompanyEntity } from './entities/company.entity';
import { UserEntity } from './entities/user.entity';

/** Stable ids from names, so seeding twice finds what the first run wrote. */
export const seededId = (...parts: string[]): string => {
  const hex = createHash('sha256').update(parts.join(':')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

export type SeedUser = { firstName: string; lastName: string; email: string; roles: string[] };
export type SeedCompany = { name: string; domain: string; users: SeedUser[] };

export const SEED_ACTOR = 'seed';

/**
 * Creates (or completes) a company with its users and the default archival reasons. Idempotent; every row
 * it adds is audited in the same transaction.
 */
export const seedCompany = async (dataSource: DataSource, seed: SeedCompany) => {
  const companyId = seededId('company', seed.domain);
  await dataSource.transaction(async (manager) => {
    const audit = (entity: string, entityId: string, after: object) =>
      recordAudit(manager, { companyId, actorId: SEED_ACTOR, entity, entityId, action: 'create', before: null, after });
    if (!(await manager.getRepository(CompanyEntity).existsBy({ id: companyId }))) {
      const company = { id: companyId, name: seed.name, domain: seed.domain };
      await manager.getRepository(CompanyEntity).insert(company);
      await audit('company', companyId, company);
    }
    for (const user of seed.users) {
      const id = seededId('user', user.email.toLowerCase());
      if (await manager.getRepository(UserEntity).existsBy({ id })) continue;
      const row = { id, companyId, ...user, email: user.email.toLowerCase() };
      await manager.getRepository(UserEntity).insert(row);
      await audit('user', id, row);
    }
    for (const text of DEFAULT_ARCHIVAL_REASONS) {
      const id = seededId('archival-reason', companyId, text);
      if (await manager.getRepository(ArchivalReasonEntity).existsBy({ id })) continue;
      const row = { id, companyId, text, isDefault: true };
      await manager.getRepository(ArchivalReasonEntity).insert(row);
      await audit('archival-reason', id, row);
    }
  });
  return {
    companyId,
    userIds: Object.fromEntries(seed.users.map((user) => [user.email.toLowerCase(), seededId('user', user.email.toLowerCase())])),
  };
};

export const DEMO_COMPANY: SeedCompany = {
  name: 'Demo Company',
  domain: 'demo-ats.example',
  users: [
    { firstName: 'Rania', lastName: 'Haddad', email: 'admin@demo-ats.example', roles: ['COMPANY_ADMIN'] },
    { firstName: 'Omar', lastName: 'Khalil', email: 'recruiter@demo-ats.example', roles: ['COMPANY_RECRUITER'] },
    { firstName: 'Sara', lastName: 'Mansour', email: 'hiring.manager@demo-ats.example', roles: ['COMPANY_INTERVIEWER'] },
    { firstName: 'Yusuf', lastName: 'Aziz', email: 'employee@demo-ats.example', roles: ['COMPANY_EMPLOYEE'] },
  ],
};

export const SECOND_COMPANY: SeedCompany = {
  name: 'Other Company',
  domain: 'other-ats.example',
  users: [{ firstName: 'Mina', lastName: 'Farouk', email: 'admin@other-ats.example', roles: ['COMPANY_ADMIN'] }],
};
