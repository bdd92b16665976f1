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

/** A requisition an offer may be linked to: the company's, approved and not yet hired (spec 02 §2.16 "To be Hired"). */
export type OpenRequisition = { id: string; openingId: string; requisitionName: string; roleName: string };

const OPEN = `company_id = $1 AND status = 'APPROVED' AND hiring_progress <> 'HIRED'`;

/** The company's open requisitions, by opening ID: the send-offer form's picker. */
export const openRequisitions = async (manager: EntityManager, companyId: string): Promise<OpenRequisition[]> =>
  (await manager.query(
    `SELECT id, opening_id AS "openingId", requisition_name AS "requisitionName", role_name AS "roleName"
       FROM rm_requisitions WHERE ${OPEN} ORDER BY opening_id, id LIMIT 500`,
    [companyId],
  )) as OpenRequisition[];

/** Whether `requisitionId` is one of the company's open requisitions. */
export const isOpenRequisition = async (manager: EntityManager, companyId: string, requisitionId: string): Promise<boolean> =>
  ((await manager.query(`SELECT 1 FROM rm_requisitions WHERE ${OPEN} AND id = $2`, [companyId, requisitionId])) as unknown[]).length > 0;
