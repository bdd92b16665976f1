import type { EntityManager } from 'typeorm';
import { userAuditView } from './entities/user.entity';

/**
 * The audit log's company for changes made before a company exists: a self-serve sign-up's user row. Such
 * rows are found by entity and id; once the user has a company, later changes are logged under it.
 */
export const NO_COMPANY_AUDIT_ID = '00000000-0000-0000-0000-000000000000';

type AuditedChange = {
  companyId: string;
  actorId: string;
  entity: string;
  entityId: string;
  action: 'create' | 'update' | 'delete';
  before: object | null;
  after: object | null;
};

/** Writes the audit row; call it inside the transaction that makes the change. */
export const recordAudit = async (manager: EntityManager, change: AuditedChange): Promise<void> => {
  await manager.query(
    `INSERT INTO audit_log (company_id, actor_id, entity, entity_id, action, before, after) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [change.companyId, change.actorId, change.entity, change.entityId, change.action, change.before, change.after],
  );
};

type AuditedUser = Parameters<typeof userAuditView>[0];

/**
 * Audits a change to a user row (call it in the transaction that writes the row): who did it, for which
 * company (NO_COMPANY_AUDIT_ID before the user has one), and the row before and after.
 */
export const auditUserChange = (
  manager: EntityManager,
  by: { companyId: string | null; actorId: string },
  before: AuditedUser | null,
  after: AuditedUser,
  action: 'create' | 'update' | 'delete' = before ? 'update' : 'create',
): Promise<void> =>
  recordAudit(manager, {
    companyId: by.companyId ?? NO_COMPANY_AUDIT_ID,
    actorId: by.actorId,
    entity: 'user',
    entityId: after.id,
    action,
    before: before && userAuditView(before),
    after: userAuditView(after),
  });
