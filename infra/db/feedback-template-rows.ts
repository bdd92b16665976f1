import type { DataSource, EntityManager } from 'typeorm';
import { recordAudit } from './audited';
import type { FeedbackTemplateRow } from '@ats/domain/feedback-templates/feedback-template-policies';
import type { FeedbackTemplateDefinition } from '@ats/domain/interviews/scorecard';
import { FeedbackTemplateEntity } from './entities/feedback-template.entity';

/**
 * Loaders of interview feedback templates for their policies and queries (`lockFeedbackTemplate` takes a row
 * lock), and `loadFeedbackTemplate`, the scorecard's template as the interview's feedback handler reads it.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const row = (entity: FeedbackTemplateEntity): FeedbackTemplateRow => ({
  id: entity.id,
  companyId: entity.companyId,
  name: entity.name,
  scale: entity.scale,
  sections: entity.sections,
  updatedBy: entity.updatedBy,
  updatedAt: entity.updatedAt,
});

export const companyFeedbackTemplates = async (manager: EntityManager, companyId: string): Promise<FeedbackTemplateRow[]> =>
  (await manager.getRepository(FeedbackTemplateEntity).find({ where: { companyId }, order: { name: 'ASC' } })).map(row);

export const lockFeedbackTemplate = async (manager: EntityManager, id: string): Promise<FeedbackTemplateRow | null> => {
  if (!UUID.test(id)) return null;
  const found = await manager.getRepository(FeedbackTemplateEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  return found && row(found);
};

/** The company's template as the scorecard reads it; another company's or an unknown (or deleted) id answers null. */
export const loadFeedbackTemplate = async (
  manager: EntityManager,
  companyId: string,
  templateId: string,
): Promise<FeedbackTemplateDefinition | null> => {
  if (!UUID.test(templateId)) return null;
  const found = await manager.getRepository(FeedbackTemplateEntity).findOneBy({ id: templateId, companyId });
  return found && { id: found.id, name: found.name, scale: found.scale, sections: found.sections };
};

/** Days between pending-feedback reminders after the first (the company's setting, 1 unless changed). */
export const DEFAULT_FEEDBACK_REMINDER_CADENCE_DAYS = 1;

export const feedbackReminderCadenceDays = async (manager: EntityManager, companyId: string): Promise<number> => {
  const rows: Array<{ days: number }> = await manager.query(
    `SELECT feedback_reminder_cadence_days AS days FROM companies WHERE id = $1`,
    [companyId],
  );
  return rows[0]?.days ?? DEFAULT_FEEDBACK_REMINDER_CADENCE_DAYS;
};

/** Sets the company's reminder cadence (checked by feedbackReminderCadenceRule first), audited; answers it. */
export const setFeedbackReminderCadenceDays = (dataSource: DataSource, caller: { companyId: string; userId: string }, days: number): Promise<number> =>
  dataSource.transaction(async (manager) => {
    const before = await feedbackReminderCadenceDays(manager, caller.companyId);
    await manager.query(`UPDATE companies SET feedback_reminder_cadence_days = $2 WHERE id = $1`, [caller.companyId, days]);
    await recordAudit(manager, {
      companyId: caller.companyId,
      actorId: caller.userId,
      entity: 'company',
      entityId: caller.companyId,
      action: 'update',
      before: { feedbackReminderCadenceDays: before },
      after: { feedbackReminderCadenceDays: days },
    });
    return days;
  });
