import { createHash } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import {
  ALL_JOB_PERMISSIONS,
  ALL_JOBS,
  DEFAULT_COMPANY_PERMISSIONS,
  defaultPermissionsFor,
  resolveRole,
  type CollaboratorPermission,
} from '@ats/domain/identity';
import { recordAudit } from './audited';
import { seedDefaultPipelineTemplate } from './company-settings-rows';
import { ArchivalReasonEntity, DEFAULT_ARCHIVAL_REASONS } from './entities/archival-reason.entity';
import { CompanyEntity } from './entities/company.entity';
import { UserEntity } from './entities/user.entity';

/** Stable ids from names, so seeding twice finds what the first run wrote. */
export const seededId = (...parts: string[]): string => {
  const hex = createHash('sha256').update(parts.join(':')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

export type SeedUser = {
  firstName: string;
  lastName: string;
  email: string;
  roles: string[];
  /** permissionV1; by default the defaults of the user's resolved role. */
  permissionV1?: string[];
  collaboratorPermissions?: CollaboratorPermission[];
};
export type SeedCompany = { name: string; domain: string; users: SeedUser[] };

export const SEED_ACTOR = 'seed';

/**
 * Gives a company the default archival reasons (spec 02 §5.11), each audited as created by `actorId`; used by
 * the seed and by self-serve sign-up when it creates a company. Idempotent: ids derive from company and text.
 */
export const seedDefaultArchivalReasons = async (manager: EntityManager, companyId: string, actorId: string): Promise<void> => {
  for (const text of DEFAULT_ARCHIVAL_REASONS) {
    const id = seededId('archival-reason', companyId, text);
    if (await manager.getRepository(ArchivalReasonEntity).existsBy({ id })) continue;
    const row = { id, companyId, text, isDefault: true };
    await manager.getRepository(ArchivalReasonEntity).insert(row);
    await recordAudit(manager, { companyId, actorId, entity: 'archival-reason', entityId: id, action: 'create', before: null, after: row });
  }
};

/**
 * Creates (or completes) a company with its users, the default archival reasons and the default stage
 * pipeline template. Idempotent; every row it adds is audited in the same transaction. Companies get the TEAMS plan's permissions and users the
 * defaults of their role; rows seeded before permissions existed get theirs on the next run.
 */
export const seedCompany = async (dataSource: DataSource, seed: SeedCompany) => {
  const companyId = seededId('company', seed.domain);
  await dataSource.transaction(async (manager) => {
    const audit = (entity: string, entityId: string, after: object) =>
      recordAudit(manager, { companyId, actorId: SEED_ACTOR, entity, entityId, action: 'create', before: null, after });
    const completed = (entity: string, entityId: string, before: object, after: object) =>
      recordAudit(manager, { companyId, actorId: SEED_ACTOR, entity, entityId, action: 'update', before, after });
    const existingCompany = await manager.getRepository(CompanyEntity).findOneBy({ id: companyId });
    if (!existingCompany) {
      const company = { id: companyId, name: seed.name, domain: seed.domain, permissionV2: [...DEFAULT_COMPANY_PERMISSIONS] };
      await manager.getRepository(CompanyEntity).insert(company);
      await audit('company', companyId, company);
    } else if (existingCompany.permissionV2.length === 0) {
      await manager.getRepository(CompanyEntity).update({ id: companyId }, { permissionV2: [...DEFAULT_COMPANY_PERMISSIONS] });
      await completed('company', companyId, { permissionV2: [] }, { permissionV2: DEFAULT_COMPANY_PERMISSIONS });
    }
    for (const user of seed.users) {
      const id = seededId('user', user.email.toLowerCase());
      const permissions = {
        permissionV1: user.permissionV1 ?? defaultPermissionsFor(resolveRole(user.roles).role),
        collaboratorPermissions: user.collaboratorPermissions ?? [],
      };
      const existing = await manager.getRepository(UserEntity).findOneBy({ id });
      if (existing) {
        if (existing.permissionV1.length > 0) continue;
        await manager.getRepository(UserEntity).update({ id }, permissions);
        const before = { permissionV1: existing.permissionV1, collaboratorPermissions: existing.collaboratorPermissions };
        await completed('user', id, before, permissions);
        continue;
      }
      const { firstName, lastName, roles } = user;
      const row = { id, companyId, firstName, lastName, roles, email: user.email.toLowerCase(), ...permissions };
      await manager.getRepository(UserEntity).insert(row);
      await audit('user', id, row);
    }
    await seedDefaultArchivalReasons(manager, companyId, SEED_ACTOR);
    await seedDefaultPipelineTemplate(manager, companyId, SEED_ACTOR);
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
    // The demo recruiter works on every job, so the demo shows the whole pipeline to them too.
    {
      firstName: 'Omar',
      lastName: 'Khalil',
      email: 'recruiter@demo-ats.example',
      roles: ['COMPANY_RECRUITER'],
      collaboratorPermissions: [{ jobRoleId: ALL_JOBS, permissions: [...ALL_JOB_PERMISSIONS], stageIds: null }],
    },
    { firstName: 'Sara', lastName: 'Mansour', email: 'hiring.manager@demo-ats.example', roles: ['COMPANY_INTERVIEWER'] },
    { firstName: 'Yusuf', lastName: 'Aziz', email: 'employee@demo-ats.example', roles: ['COMPANY_EMPLOYEE'] },
  ],
};

export const SECOND_COMPANY: SeedCompany = {
  name: 'Other Company',
  domain: 'other-ats.example',
  users: [{ firstName: 'Mina', lastName: 'Farouk', email: 'admin@other-ats.example', roles: ['COMPANY_ADMIN'] }],
};
