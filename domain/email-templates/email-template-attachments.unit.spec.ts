import { FILE_CONTENT_TYPES } from '../applications/application-file.rules';
import type { SettingsCaller } from '../company-settings/company-settings-rows';
import { relationalPolicySpecification, testWriteContext } from '../testing/relational-policy-specification';
import {
  attachToEmailTemplate,
  MAX_TEMPLATE_ATTACHMENTS,
  removeEmailTemplateAttachment,
  type EmailTemplateAttachmentRow,
} from './email-template-attachments';
import type { EmailTemplateRow } from './email-template-types';
import { SYSTEM_EMAIL_TEMPLATES } from './system-email-templates';

const caller: SettingsCaller = { userId: 'admin-1', companyId: 'company-1' };
const template: EmailTemplateRow = {
  id: 'template-1',
  companyId: 'company-1',
  title: 'Offer',
  subject: 'Offer',
  body: '',
  type: 'OFFER_SENT',
  isDefault: false,
  updatedBy: 'someone',
  updatedAt: new Date('2026-01-01T00:00:00Z'),
};
const attachment = (id: string): EmailTemplateAttachmentRow => ({
  id,
  templateId: 'template-1',
  companyId: 'company-1',
  fileName: `${id}.pdf`,
  contentType: FILE_CONTENT_TYPES.pdf,
  sizeBytes: 10,
  uploadedBy: 'admin-1',
  uploadedAt: new Date('2026-01-01T00:00:00Z'),
});
const upload = (changes: Partial<Parameters<typeof attachToEmailTemplate>[0]> = {}) => ({
  id: 'template-1',
  attachmentId: 'a-new',
  fileName: ' Benefits.pdf ',
  detectedContentType: FILE_CONTENT_TYPES.pdf,
  sizeBytes: 2048,
  ...changes,
});

describe('attachToEmailTemplate', () => {
  const spec = relationalPolicySpecification(attachToEmailTemplate);

  it('adds the attachment and marks the template changed by the caller', () => {
    const decided = spec.given({ template, attachments: [] }).when(upload(), caller).decide();
    expect(decided.result).toMatchObject({
      id: 'a-new',
      templateId: 'template-1',
      fileName: 'Benefits.pdf',
      sizeBytes: 2048,
    });
    expect(decided.writes[1]).toEqual({
      table: 'email_templates',
      update: 'template-1',
      set: { updatedBy: 'admin-1', updatedAt: testWriteContext().now },
    });
    expect(decided.audit[0]).toMatchObject({ entity: 'email-template-attachment', action: 'create' });
  });

  it('refuses what the bytes say is not a PDF or .docx, an empty or too large file, a bad name, one too many', () => {
    const given = spec.given({ template, attachments: [] });
    given
      .when(upload({ detectedContentType: 'image/png' }), caller)
      .thenRefuses('file-type-not-allowed', 'File must be a PDF or Docx');
    given.when(upload({ detectedContentType: null }), caller).thenRefuses('file-type-not-allowed');
    given.when(upload({ sizeBytes: 0 }), caller).thenRefuses('file-empty');
    given
      .when(upload({ sizeBytes: 5 * 1024 * 1024 + 1 }), caller)
      .thenRefuses('file-too-large', 'File size cannot exceed 5MB!');
    given.when(upload({ fileName: 'a\u0000b.pdf' }), caller).thenRefuses('file-name-invalid');
    spec
      .given({
        template,
        attachments: Array.from({ length: MAX_TEMPLATE_ATTACHMENTS }, (_, index) => attachment(`a-${index}`)),
      })
      .when(upload(), caller)
      .thenRefuses('email-template-too-many-attachments', 'A template can have at most 5 attachments');
  });

  it('refuses a system template and another company’s', () => {
    spec
      .given({ template: null, attachments: [] })
      .when(upload({ id: SYSTEM_EMAIL_TEMPLATES[0].id }), caller)
      .thenRefuses('system-email-template-read-only');
    spec
      .given({ template: { ...template, companyId: 'company-2' }, attachments: [] })
      .when(upload(), caller)
      .thenRefuses('email-template-not-found');
  });
});

describe('removeEmailTemplateAttachment', () => {
  const spec = relationalPolicySpecification(removeEmailTemplateAttachment);

  it('removes the template’s attachment', () => {
    const decided = spec
      .given({ template, attachment: attachment('a-1') })
      .when({ id: 'template-1', attachmentId: 'a-1' }, caller)
      .decide();
    expect(decided.writes[0]).toEqual({ table: 'email_template_attachments', delete: 'a-1' });
  });

  it('refuses an attachment of another template or none', () => {
    spec
      .given({ template, attachment: { ...attachment('a-1'), templateId: 'template-9' } })
      .when({ id: 'template-1', attachmentId: 'a-1' }, caller)
      .thenRefuses('email-template-attachment-not-found');
    spec
      .given({ template, attachment: null })
      .when({ id: 'template-1', attachmentId: 'a-1' }, caller)
      .thenRefuses('email-template-attachment-not-found');
  });
});
