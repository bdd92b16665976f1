import type { DataSource, EntityManager } from 'typeorm';
import { recordAudit } from '@ats/infra/db/audited';

/** Whether the company's offers must be linked to a requisition (spec 03: isRequisitionMandatoryForOffer). */
export const requisitionMandatoryForOffer = async (manager: EntityManager, companyId: string): Promise<boolean> => {
  const [row] = (await manager.query(`SELECT is_requisition_mandatory_for_offer AS value FROM companies WHERE id = $1`, [companyId])) as Array<{
    value: boolean;
  }>;
  return row?.value ?? false;
};

/** Sets the company's setting, or flips it when `value` is undefined; audited; answers the new value. */
export const setRequisitionMandatoryForOffer = (
  dataSource: DataSource,
  caller: { companyId: string; userId: string },
  value: boolean | undefined,
): Promise<boolean> =>
  dataSource.transaction(async (manager) => {
    const before = await requisitionMandatoryForOffer(manager, caller.companyId);
    const after = value ?? !before;
    await manager.query(`UPDATE companies SET is_requisition_mandatory_for_offer = $2 WHERE id = $1`, [caller.companyId, after]);
    await recordAudit(manager, {
      companyId: caller.companyId,
      actorId: caller.userId,
      entity: 'company',
      entityId: caller.companyId,
      action: 'update',
      before: { isRequisitionMandatoryForOffer: before },
      after: { isRequisitionMandatoryForOffer: after },
    });
    return after;
  });
