import type { EntityManager } from 'typeorm';
import type { AuditEntry } from '@ats/domain/shared/relational-decision';

/**
 * Relational configuration changes go through infra/db/relational-write.ts, which writes a policy's audit
 * entries here; the seed writes its own.
 *
 * The audit log's company for changes made before a company exists: a self-serve sign-up's user row. Such
 * rows are found by entity and id; once the user has a company, later changes are logged under it.
 */
export const NO_COMPANY_AUDIT_ID = '00000000-0000-0000-0000-000000000000';

type AuditedChange = Omit<AuditEntry, 'companyId'> & { companyId: string };

/** Writes the audit row; call it inside the transaction that makes the change. */
export const recordAudit = async (manager: EntityManager, change: AuditedChange): Promise<void> => {
  await manager.query(
    `INSERT INTO audit_log (company_id, actor_id, entity, entity_id, action, before, after) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [change.companyId, change.actorId, change.entity, change.entityId, change.action, change.before, change.after],
  );
};
