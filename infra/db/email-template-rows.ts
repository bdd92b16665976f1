import type { EntityManager } from 'typeorm';
import type { EmailTemplateAttachmentRow } from '@ats/domain/email-templates/email-template-attachments';
import type { EmailTemplateRow } from '@ats/domain/email-templates/email-template-types';
import { EmailTemplateAttachmentEntity, EmailTemplateEntity } from './entities/email-template.entity';

/**
 * Loaders of e-mail template rows for their policies (domain/email-templates) and the settings list, always of
 * one company; `lockEmailTemplate` takes a row lock for the rest of the transaction.
 */

const row = (entity: EmailTemplateEntity): EmailTemplateRow => ({
  id: entity.id,
  companyId: entity.companyId,
  title: entity.title,
  subject: entity.subject,
  body: entity.body,
  type: entity.type,
  isDefault: entity.isDefault,
  updatedBy: entity.updatedBy,
  updatedAt: entity.updatedAt,
});

export const companyEmailTemplates = async (manager: EntityManager, companyId: string): Promise<EmailTemplateRow[]> =>
  (await manager.getRepository(EmailTemplateEntity).find({ where: { companyId }, order: { title: 'ASC' } })).map(row);

export const lockEmailTemplate = async (manager: EntityManager, id: string): Promise<EmailTemplateRow | null> => {
  const found = await manager
    .getRepository(EmailTemplateEntity)
    .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  return found && row(found);
};

const attachmentRow = (entity: EmailTemplateAttachmentEntity): EmailTemplateAttachmentRow => ({
  id: entity.id,
  templateId: entity.templateId,
  companyId: entity.companyId,
  fileName: entity.fileName,
  contentType: entity.contentType,
  sizeBytes: entity.sizeBytes,
  uploadedBy: entity.uploadedBy,
  uploadedAt: entity.uploadedAt,
});

/** The company's attachments, of every template or of one, oldest first. */
export const companyTemplateAttachments = async (
  manager: EntityManager,
  companyId: string,
  templateId?: string,
): Promise<EmailTemplateAttachmentRow[]> =>
  (
    await manager.getRepository(EmailTemplateAttachmentEntity).find({
      where: { companyId, ...(templateId ? { templateId } : {}) },
      order: { uploadedAt: 'ASC', id: 'ASC' },
    })
  ).map(attachmentRow);

export const templateAttachment = async (
  manager: EntityManager,
  id: string,
): Promise<EmailTemplateAttachmentRow | null> => {
  const found = await manager.getRepository(EmailTemplateAttachmentEntity).findOne({ where: { id } });
  return found && attachmentRow(found);
};

/**
 * Jobs of the company (the jobs read model, deleted ones left out) with a stage automation that names the
 * template: the rejection e-mail of a stage's automations (domain/jobs/stage-automations.ts) holds its id.
 */
export const jobsUsingEmailTemplate = async (
  manager: EntityManager,
  companyId: string,
  templateId: string,
): Promise<number> => {
  const [{ count }] = await manager.query(
    `SELECT count(*)::int AS count FROM rm_jobs j
      WHERE j.company_id = $1 AND j.status <> 'DELETED'
        AND EXISTS (SELECT 1 FROM jsonb_array_elements(j.job -> 'stages') AS stage
                     WHERE stage #>> '{automations,rejectionEmail,template}' = $2)`,
    [companyId, templateId],
  );
  return count as number;
};

/** Names of the users who last changed the templates, for the list's "last activity". */
export const userNames = async (manager: EntityManager, ids: readonly string[]): Promise<Map<string, string>> => {
  if (ids.length === 0) return new Map();
  const rows: Array<{ id: string; name: string }> = await manager.query(
    `SELECT id, trim(concat_ws(' ', first_name, last_name)) AS name FROM users WHERE id = ANY($1::uuid[])`,
    [[...new Set(ids)]],
  );
  return new Map(rows.map(({ id, name }) => [id, name]));
};
