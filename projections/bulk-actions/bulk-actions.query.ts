import { In, IsNull, Not, type EntityManager } from 'typeorm';
import { BulkActionEntity, BulkActionItemEntity } from './bulk-action.entity';

/** How many of a user's bulk actions the panel lists at most (the newest). */
export const PANEL_MAX_ITEMS = 50;

/** The user's bulk actions not cleared from their panel, newest first (spec 01 §2.7). */
export const bulkActionsOfUser = (manager: EntityManager, companyId: string, userId: string): Promise<BulkActionEntity[]> =>
  manager
    .getRepository(BulkActionEntity)
    .createQueryBuilder('action')
    .where('action.company_id = :companyId AND action.user_id = :userId AND NOT action.cleared', { companyId, userId })
    .orderBy('action.created_at', 'DESC')
    .limit(PANEL_MAX_ITEMS)
    .getMany();

export const findBulkAction = (manager: EntityManager, companyId: string, bulkActionId: string): Promise<BulkActionEntity | null> =>
  manager.getRepository(BulkActionEntity).findOneBy({ companyId, bulkActionId });

export { BulkActionEntity };

/**
 * A bulk action's items that were not applied (failed or skipped), and those applied with something an undo
 * cannot take back (an e-mail sent: its reason says so), by application id.
 */
export const bulkActionItemsNotApplied = async (
  manager: EntityManager,
  companyId: string,
  bulkActionId: string,
): Promise<Array<{ applicationId: string; outcome: string; reason: string }>> =>
  (
    await manager.getRepository(BulkActionItemEntity).find({
      where: [
        { companyId, bulkActionId, outcome: In(['FAILED', 'SKIPPED']) },
        { companyId, bulkActionId, outcome: 'SUCCEEDED', reason: Not(IsNull()) },
      ],
      order: { applicationId: 'ASC' },
    })
  ).map((item) => ({ applicationId: item.applicationId, outcome: item.outcome, reason: item.reason ?? '' }));

/** The bulk e-mails sent later that the application's Emails tab shows: waiting, failed or cancelled (bulk-actions.projector). */
export const scheduledBulkEmailsOf = async (manager: EntityManager, companyId: string, applicationId: string): Promise<string[]> =>
  (
    (await manager.query(`SELECT bulk_action_id FROM rm_bulk_scheduled_emails WHERE company_id = $1 AND application_id = $2`, [companyId, applicationId])) as Array<{
      bulk_action_id: string;
    }>
  ).map((row) => row.bulk_action_id);
