/** The sixteen e-mail template types (spec 03 "Email template"), spelt verbatim. */
export const EMAIL_TEMPLATE_TYPES = [
  'CANDIDATE_RESPONSE',
  'RECRUITER_EMAIL',
  'OFFER_SENT',
  'INTERVIEW_SCORE_ADDED',
  'STAGE_INVITE_TEMPLATE',
  'REJECTION_EMAIL',
  'STAGE_REMINDER_TEMPLATE',
  'CANDIDATE_REPLIED',
  'OFFER_ACCEPTED',
  'OFFER_REJECTED',
  'OFFER_SENT_FOR_APPROVAL',
  'OFFER_APPROVED_BY_APPROVERS',
  'OFFER_REJECTED_BY_APPROVERS',
  'OFFER_RECALLED',
  'OFFER_MARKED_AS_SIGNED',
  'CUSTOM_EMAIL',
] as const;

export type EmailTemplateType = (typeof EMAIL_TEMPLATE_TYPES)[number];

export const isEmailTemplateType = (value: unknown): value is EmailTemplateType =>
  typeof value === 'string' && (EMAIL_TEMPLATE_TYPES as readonly string[]).includes(value);

/** Company templates are the company's rows; system templates ship with the product, read-only and cloneable. */
export type EmailTemplateSource = 'COMPANY' | 'SYSTEM';

/** A company's template as stored: subject and body with placeholders in {{kebab-case}}, body sanitised HTML. */
export type EmailTemplateRow = {
  id: string;
  companyId: string;
  title: string;
  subject: string;
  body: string;
  type: EmailTemplateType;
  /** The company's template of its type that is used unless another is picked; it cannot be deleted. */
  isDefault: boolean;
  updatedBy: string;
  updatedAt: Date;
};

/** A system template: shipped as data, the same for every company. */
export type SystemEmailTemplate = Pick<EmailTemplateRow, 'id' | 'title' | 'subject' | 'body' | 'type'>;

export const MAX_TEMPLATE_TITLE_LENGTH = 100;
export const MAX_TEMPLATE_SUBJECT_LENGTH = 255;
/** The body's HTML, placeholders and formatting included; generous for long offer e-mails. */
export const MAX_TEMPLATE_BODY_LENGTH = 50_000;
