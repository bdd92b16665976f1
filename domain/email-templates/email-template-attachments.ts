import {
  extensionOfContentType,
  FILE_MESSAGES,
  fileNameError,
  fileSizeError,
} from '../applications/application-file.rules';
import { DomainError } from '../shared/errors';
import { decision, type WriteContext } from '../shared/relational-decision';
import { settingsAudit, type SettingsCaller } from '../company-settings/company-settings-rows';
import type { EmailTemplateDecision } from './email-template-policies';
import type { EmailTemplateRow } from './email-template-types';
import { EmailTemplateErrors } from './email-template.errors';
import { systemEmailTemplate } from './system-email-templates';

/**
 * A template's attachments (spec 03 "Email template": title, subject, body, attachments; §7 PUT
 * /company-email-templates/update-email-template-attachment/{id}): files sent with every e-mail made from the
 * template. The candidate files' rules hold (a PDF or .docx by its bytes, at most 5 MB, a clean name); the
 * bytes are in the blob store under the attachment's id.
 */
export type EmailTemplateAttachmentRow = {
  id: string;
  templateId: string;
  companyId: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  uploadedBy: string;
  uploadedAt: Date;
};

export const MAX_TEMPLATE_ATTACHMENTS = 5;

export const ATTACHMENT_MESSAGES = {
  tooMany: `A template can have at most ${MAX_TEMPLATE_ATTACHMENTS} attachments`,
  notFound: 'Attachment not found',
} as const;

export const AttachmentErrors = {
  tooMany: () => new DomainError('email-template-too-many-attachments', ATTACHMENT_MESSAGES.tooMany, 'conflict'),
  notFound: () => new DomainError('email-template-attachment-not-found', ATTACHMENT_MESSAGES.notFound, 'not-found'),
  wrongType: () => new DomainError('file-type-not-allowed', FILE_MESSAGES.wrongType),
} as const;

const ownTemplate = (caller: SettingsCaller, id: string, row: EmailTemplateRow | null): EmailTemplateRow => {
  if (systemEmailTemplate(id)) throw EmailTemplateErrors.systemReadOnly();
  if (!row || row.companyId !== caller.companyId) throw EmailTemplateErrors.notFound();
  return row;
};

/** Attaching changes the template: its last activity is now, by the caller. */
const touched = (caller: SettingsCaller, template: EmailTemplateRow, now: Date) => ({
  table: 'email_templates' as const,
  update: template.id,
  set: { updatedBy: caller.userId, updatedAt: now },
});

/**
 * `PUT /company-email-templates/update-email-template-attachment/:id`: one more attachment. `detectedContentType`
 * is what the bytes are (infra reads them); the name is the uploader's, trimmed.
 */
export const attachToEmailTemplate = (
  input: { id: string; attachmentId: string; fileName: string; detectedContentType: string | null; sizeBytes: number },
  existing: { template: EmailTemplateRow | null; attachments: readonly EmailTemplateAttachmentRow[] },
  caller: SettingsCaller,
  { now }: WriteContext,
): EmailTemplateDecision<EmailTemplateAttachmentRow> => {
  const template = ownTemplate(caller, input.id, existing.template);
  const problem = fileNameError(input.fileName) ?? fileSizeError(input.sizeBytes);
  if (problem) throw problem;
  if (!extensionOfContentType(input.detectedContentType)) throw AttachmentErrors.wrongType();
  if (existing.attachments.length >= MAX_TEMPLATE_ATTACHMENTS) throw AttachmentErrors.tooMany();
  const row: EmailTemplateAttachmentRow = {
    id: input.attachmentId,
    templateId: template.id,
    companyId: caller.companyId,
    fileName: input.fileName.trim(),
    contentType: input.detectedContentType as string,
    sizeBytes: input.sizeBytes,
    uploadedBy: caller.userId,
    uploadedAt: now,
  };
  return decision(row, {
    writes: [{ table: 'email_template_attachments' as const, insert: row }, touched(caller, template, now)],
    audit: [settingsAudit(caller, 'email-template-attachment', null, row)],
  });
};

/** `DELETE /company-email-templates/:id/attachments/:fileId`: the row goes; infra removes the bytes after. */
export const removeEmailTemplateAttachment = (
  input: { id: string; attachmentId: string },
  existing: { template: EmailTemplateRow | null; attachment: EmailTemplateAttachmentRow | null },
  caller: SettingsCaller,
  { now }: WriteContext,
): EmailTemplateDecision<{ id: string }> => {
  const template = ownTemplate(caller, input.id, existing.template);
  const attachment = existing.attachment;
  if (!attachment || attachment.templateId !== template.id) throw AttachmentErrors.notFound();
  return decision(
    { id: attachment.id },
    {
      writes: [{ table: 'email_template_attachments' as const, delete: attachment.id }, touched(caller, template, now)],
      audit: [settingsAudit(caller, 'email-template-attachment', attachment, null)],
    },
  );
};
