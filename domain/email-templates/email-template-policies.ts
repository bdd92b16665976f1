import { decision, type RelationalDecision, type WriteContext } from '../shared/relational-decision';
import { settingsAudit, type SettingsCaller } from '../company-settings/company-settings-rows';
import {
  EMAIL_TEMPLATE_MESSAGES,
  EmailTemplateErrors,
  templateBodyRule,
  templateSubjectRule,
  templateTitleRule,
} from './email-template.errors';
import {
  isEmailTemplateType,
  type EmailTemplateRow,
  type EmailTemplateType,
  type SystemEmailTemplate,
} from './email-template-types';
import type { EmailTemplateAttachmentRow } from './email-template-attachments';
import { toStoredPlaceholders } from './placeholders';
import { SYSTEM_EMAIL_TEMPLATES, systemEmailTemplate } from './system-email-templates';

/**
 * Company e-mail templates (spec 03 "Email template", "Email templates screen", "Email templates", §8
 * "Settings"): add, edit, clone (a company or a system template) and delete. Titles are unique among the
 * templates the company sees; one default per type; system templates are read-only; a default template, or
 * one a stage automation uses, is never deleted. The body arrives sanitised (infra); placeholders are stored
 * {{kebab-case}} whichever form they were written in.
 */

export type EmailTemplatesTables = {
  email_templates: EmailTemplateRow;
  email_template_attachments: EmailTemplateAttachmentRow;
};
export type EmailTemplateDecision<Result> = RelationalDecision<EmailTemplatesTables, never, Result>;

export type EmailTemplateInput = {
  title: string;
  subject: string;
  /** Sanitised HTML. */
  body?: string;
  type: EmailTemplateType;
  isDefault?: boolean;
};

const sameTitle = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const title = (value: unknown): string => {
  const message = templateTitleRule(value);
  if (message === EMAIL_TEMPLATE_MESSAGES.titleRequired) throw EmailTemplateErrors.titleRequired();
  if (message) throw EmailTemplateErrors.titleTooLong();
  return (value as string).trim();
};

const subject = (value: unknown): string => {
  const message = templateSubjectRule(value);
  if (message === EMAIL_TEMPLATE_MESSAGES.subjectRequired) throw EmailTemplateErrors.subjectRequired();
  if (message) throw EmailTemplateErrors.subjectTooLong();
  return toStoredPlaceholders((value as string).trim());
};

const fields = (input: EmailTemplateInput) => {
  const values = { title: title(input.title), subject: subject(input.subject) };
  if (templateBodyRule(input.body)) throw EmailTemplateErrors.bodyTooLong();
  if (!isEmailTemplateType(input.type)) throw EmailTemplateErrors.typeRequired();
  return { ...values, body: toStoredPlaceholders(input.body ?? ''), type: input.type };
};

/** A title no other company template and no system template has (the list shows both side by side). */
const assertTitleFree = (templates: readonly EmailTemplateRow[], candidate: string, exceptId: string | null) => {
  const taken =
    templates.some((row) => row.id !== exceptId && sameTitle(row.title, candidate)) ||
    SYSTEM_EMAIL_TEMPLATES.some((row) => sameTitle(row.title, candidate));
  if (taken) throw EmailTemplateErrors.titleExists();
};

/** The company's row, or not found as for an unknown id; a system template's id answers that it is read-only. */
const ownTemplate = (caller: SettingsCaller, id: string, row: EmailTemplateRow | null): EmailTemplateRow => {
  if (systemEmailTemplate(id)) throw EmailTemplateErrors.systemReadOnly();
  if (!row || row.companyId !== caller.companyId) throw EmailTemplateErrors.notFound();
  return row;
};

/** Making `row` the default of its type takes the flag from the company's previous default of that type. */
const previousDefaultsOff = (templates: readonly EmailTemplateRow[], row: EmailTemplateRow) =>
  row.isDefault
    ? templates
        .filter((other) => other.id !== row.id && other.isDefault && other.type === row.type)
        .map((other) => ({ table: 'email_templates' as const, update: other.id, set: { isDefault: false } }))
    : [];

const audit = (caller: SettingsCaller, before: EmailTemplateRow | null, after: EmailTemplateRow | null) =>
  settingsAudit(caller, 'email-template', before, after);

/** `POST /company-email-templates`. `existing.templates`: the company's templates. */
export const addEmailTemplate = (
  input: EmailTemplateInput,
  existing: { templates: readonly EmailTemplateRow[] },
  caller: SettingsCaller,
  { newId, now }: WriteContext,
): EmailTemplateDecision<EmailTemplateRow> => {
  const values = fields(input);
  assertTitleFree(existing.templates, values.title, null);
  const row: EmailTemplateRow = {
    id: newId(),
    companyId: caller.companyId,
    ...values,
    isDefault: input.isDefault === true,
    updatedBy: caller.userId,
    updatedAt: now,
  };
  return decision(row, {
    writes: [...previousDefaultsOff(existing.templates, row), { table: 'email_templates', insert: row }],
    audit: [audit(caller, null, row)],
  });
};

/** `PUT /company-email-templates/:id`: the whole template; `isDefault` left out keeps the flag. */
export const editEmailTemplate = (
  input: EmailTemplateInput & { id: string },
  existing: { template: EmailTemplateRow | null; templates: readonly EmailTemplateRow[] },
  caller: SettingsCaller,
  { now }: WriteContext,
): EmailTemplateDecision<EmailTemplateRow> => {
  const before = ownTemplate(caller, input.id, existing.template);
  const values = fields(input);
  assertTitleFree(existing.templates, values.title, before.id);
  const set = { ...values, isDefault: input.isDefault ?? before.isDefault, updatedBy: caller.userId, updatedAt: now };
  const after: EmailTemplateRow = { ...before, ...set };
  return decision(after, {
    writes: [...previousDefaultsOff(existing.templates, after), { table: 'email_templates', update: before.id, set }],
    audit: [audit(caller, before, after)],
  });
};

/** A copied attachment: the source's id and the copy's, so infra copies the bytes too. */
export type AttachmentCopy = { fromId: string; toId: string; contentType: string };

/**
 * `POST /company-email-templates/:id/clone`: a company copy of a company or system template under a new,
 * unique title ('A clone title must be unique'), its attachments too (`existing.attachments`: the source's);
 * the copy is never the default.
 */
export const cloneEmailTemplate = (
  input: { id: string; title: string },
  existing: {
    template: EmailTemplateRow | null;
    templates: readonly EmailTemplateRow[];
    attachments: readonly EmailTemplateAttachmentRow[];
  },
  caller: SettingsCaller,
  { newId, now }: WriteContext,
): EmailTemplateDecision<EmailTemplateRow & { attachmentCopies: AttachmentCopy[] }> => {
  const system = systemEmailTemplate(input.id);
  const own = existing.template && existing.template.companyId === caller.companyId ? existing.template : null;
  const source: SystemEmailTemplate | null = system ?? own;
  if (!source) throw EmailTemplateErrors.notFound();
  const cloneTitle = title(input.title);
  assertTitleFree(existing.templates, cloneTitle, null);
  const row: EmailTemplateRow = {
    id: newId(),
    companyId: caller.companyId,
    title: cloneTitle,
    subject: source.subject,
    body: source.body,
    type: source.type,
    isDefault: false,
    updatedBy: caller.userId,
    updatedAt: now,
  };
  const sources = own && !system ? existing.attachments.filter((attachment) => attachment.templateId === own.id) : [];
  const copies = sources.map((attachment): EmailTemplateAttachmentRow => ({
    ...attachment,
    id: newId(),
    templateId: row.id,
    uploadedBy: caller.userId,
    uploadedAt: now,
  }));
  return decision(
    {
      ...row,
      attachmentCopies: sources.map((attachment, index) => ({
        fromId: attachment.id,
        toId: copies[index]!.id,
        contentType: attachment.contentType,
      })),
    },
    {
      writes: [
        { table: 'email_templates', insert: row },
        ...copies.map((copy) => ({ table: 'email_template_attachments' as const, insert: copy })),
      ],
      audit: [audit(caller, null, row)],
    },
  );
};

/**
 * `DELETE /company-email-templates/:id`: refused for a default template and for one a stage automation of a
 * job uses (`existing.usedByAutomations`: how many jobs' automations name it). Its attachments' rows go first;
 * infra removes their bytes once the rows are gone.
 */
export const deleteEmailTemplate = (
  input: { id: string },
  existing: { template: EmailTemplateRow | null; usedByAutomations: number; attachments: readonly { id: string }[] },
  caller: SettingsCaller,
): EmailTemplateDecision<{ id: string; attachmentIds: string[] }> => {
  const template = ownTemplate(caller, input.id, existing.template);
  if (template.isDefault) throw EmailTemplateErrors.deleteDefault();
  if (existing.usedByAutomations > 0) throw EmailTemplateErrors.usedByAutomation();
  const attachmentIds = existing.attachments.map(({ id }) => id);
  return decision(
    { id: template.id, attachmentIds },
    {
      writes: [
        ...attachmentIds.map((id) => ({ table: 'email_template_attachments' as const, delete: id })),
        { table: 'email_templates', delete: template.id },
      ],
      audit: [audit(caller, template, null)],
    },
  );
};
