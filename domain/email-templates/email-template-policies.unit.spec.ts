import { relationalPolicySpecification, testWriteContext } from '../testing/relational-policy-specification';
import type { SettingsCaller } from '../company-settings/company-settings-rows';
import { EMAIL_TEMPLATE_MESSAGES } from './email-template.errors';
import {
  addEmailTemplate,
  cloneEmailTemplate,
  deleteEmailTemplate,
  editEmailTemplate,
  type EmailTemplateInput,
} from './email-template-policies';
import type { EmailTemplateRow } from './email-template-types';
import { SYSTEM_EMAIL_TEMPLATES } from './system-email-templates';

const caller: SettingsCaller = { userId: 'admin-1', companyId: 'company-1' };
const at = new Date('2026-01-01T00:00:00Z');
const rejection: EmailTemplateRow = {
  id: 'template-1',
  companyId: 'company-1',
  title: 'Polite rejection',
  subject: 'About {{job-title}}',
  body: '<p>Sorry</p>',
  type: 'REJECTION_EMAIL',
  isDefault: true,
  updatedBy: 'someone',
  updatedAt: at,
};
const invite: EmailTemplateRow = {
  ...rejection,
  id: 'template-2',
  title: 'Invite',
  type: 'STAGE_INVITE_TEMPLATE',
  isDefault: false,
};
const input = (changes: Partial<EmailTemplateInput> = {}): EmailTemplateInput => ({
  title: 'Warm rejection',
  subject: 'Your application for {{jobTitle}}',
  body: '<p>Dear {{candidateFirstName}}</p>',
  type: 'REJECTION_EMAIL',
  ...changes,
});

describe('addEmailTemplate', () => {
  const spec = relationalPolicySpecification(addEmailTemplate);

  it('adds a company template with its placeholders stored in kebab-case, audited', () => {
    const decided = spec
      .given({ templates: [invite] })
      .when(input({ title: '  Warm rejection ' }), caller)
      .decide();
    expect(decided.result).toEqual({
      id: 'new-id-1',
      companyId: 'company-1',
      title: 'Warm rejection',
      subject: 'Your application for {{job-title}}',
      body: '<p>Dear {{candidate-first-name}}</p>',
      type: 'REJECTION_EMAIL',
      isDefault: false,
      updatedBy: 'admin-1',
      updatedAt: testWriteContext().now,
    });
    expect(decided.writes).toEqual([{ table: 'email_templates', insert: decided.result }]);
    expect(decided.audit[0]).toMatchObject({ entity: 'email-template', action: 'create', actorId: 'admin-1' });
  });

  it('makes a new default take the flag from the type’s previous default only', () => {
    const decided = spec
      .given({ templates: [rejection, { ...invite, isDefault: true }] })
      .when(input({ isDefault: true }), caller)
      .decide();
    expect(decided.writes[0]).toEqual({ table: 'email_templates', update: 'template-1', set: { isDefault: false } });
    expect(decided.writes).toHaveLength(2);
  });

  it('refuses a missing title, subject or type, too long values, with the messages', () => {
    const given = spec.given({ templates: [] });
    given
      .when(input({ title: '  ' }), caller)
      .thenRefuses('email-template-title-required', EMAIL_TEMPLATE_MESSAGES.titleRequired);
    given
      .when(input({ subject: '' }), caller)
      .thenRefuses('email-template-subject-required', EMAIL_TEMPLATE_MESSAGES.subjectRequired);
    given.when(input({ type: 'NOPE' as never }), caller).thenRefuses('email-template-type-required');
    given.when(input({ title: 'x'.repeat(101) }), caller).thenRefuses('email-template-title-too-long');
    given.when(input({ subject: 'x'.repeat(256) }), caller).thenRefuses('email-template-subject-too-long');
    given.when(input({ body: 'x'.repeat(50_001) }), caller).thenRefuses('email-template-body-too-long');
  });

  it('accepts an empty body (the spec requires only title and subject)', () => {
    expect(
      spec
        .given({ templates: [] })
        .when(input({ body: '' }), caller)
        .decide().result.body,
    ).toBe('');
  });

  it('refuses a title a company or system template has, whatever its case', () => {
    const message = 'Title already exists. Please choose a different title.';
    spec
      .given({ templates: [rejection] })
      .when(input({ title: 'POLITE rejection' }), caller)
      .thenRefuses('email-template-title-exists', message);
    spec
      .given({ templates: [] })
      .when(input({ title: SYSTEM_EMAIL_TEMPLATES[0].title.toLowerCase() }), caller)
      .thenRefuses('email-template-title-exists', message);
  });
});

describe('editEmailTemplate', () => {
  const spec = relationalPolicySpecification(editEmailTemplate);

  it('changes the template, keeps the default flag when not given, and records who changed it', () => {
    const decided = spec
      .given({ template: rejection, templates: [rejection, invite] })
      .when({ ...input({ title: 'Polite rejection' }), id: 'template-1' }, caller)
      .decide();
    expect(decided.result).toMatchObject({ title: 'Polite rejection', isDefault: true, updatedBy: 'admin-1' });
    expect(decided.writes).toEqual([
      {
        table: 'email_templates',
        update: 'template-1',
        set: expect.objectContaining({ subject: 'Your application for {{job-title}}' }),
      },
    ]);
    expect(decided.audit[0]).toMatchObject({ action: 'update', before: rejection });
  });

  it('refuses another template’s title, another company’s template and a system template', () => {
    spec
      .given({ template: invite, templates: [rejection, invite] })
      .when({ ...input({ title: 'polite rejection' }), id: 'template-2' }, caller)
      .thenRefuses('email-template-title-exists');
    spec
      .given({ template: { ...invite, companyId: 'company-2' }, templates: [] })
      .when({ ...input(), id: 'template-2' }, caller)
      .thenRefuses('email-template-not-found');
    spec
      .given({ template: null, templates: [] })
      .when({ ...input(), id: SYSTEM_EMAIL_TEMPLATES[0].id }, caller)
      .thenRefuses('system-email-template-read-only');
  });
});

describe('cloneEmailTemplate', () => {
  const spec = relationalPolicySpecification(cloneEmailTemplate);

  it('clones a system template into the company under a new title, not default', () => {
    const system = SYSTEM_EMAIL_TEMPLATES[0];
    const decided = spec
      .given({ template: null, templates: [], attachments: [] })
      .when({ id: system.id, title: 'My rejection' }, caller)
      .decide();
    expect(decided.result).toMatchObject({
      id: 'new-id-1',
      companyId: 'company-1',
      title: 'My rejection',
      subject: system.subject,
      body: system.body,
      type: system.type,
      isDefault: false,
    });
  });

  it('clones a company template; a clone title must be unique', () => {
    expect(
      spec
        .given({ template: rejection, templates: [rejection], attachments: [] })
        .when({ id: 'template-1', title: 'Copy' }, caller)
        .decide().result.isDefault,
    ).toBe(false);
    spec
      .given({ template: rejection, templates: [rejection], attachments: [] })
      .when({ id: 'template-1', title: 'Polite Rejection' }, caller)
      .thenRefuses('email-template-title-exists', 'Title already exists. Please choose a different title.');
    spec
      .given({ template: rejection, templates: [rejection], attachments: [] })
      .when({ id: 'template-1', title: ' ' }, caller)
      .thenRefuses('email-template-title-required');
  });

  it('copies a company template’s attachments under new ids, naming each copy for its bytes', () => {
    const attachment = {
      id: 'a-1',
      templateId: 'template-1',
      companyId: 'company-1',
      fileName: 'Benefits.pdf',
      contentType: 'application/pdf',
      sizeBytes: 10,
      uploadedBy: 'someone',
      uploadedAt: at,
    };
    const decided = spec
      .given({ template: rejection, templates: [rejection], attachments: [attachment] })
      .when({ id: 'template-1', title: 'Copy' }, caller)
      .decide();
    expect(decided.result.attachmentCopies).toEqual([
      { fromId: 'a-1', toId: 'new-id-2', contentType: 'application/pdf' },
    ]);
    expect(decided.writes[1]).toEqual({
      table: 'email_template_attachments',
      insert: {
        ...attachment,
        id: 'new-id-2',
        templateId: 'new-id-1',
        uploadedBy: 'admin-1',
        uploadedAt: testWriteContext().now,
      },
    });
  });

  it('does not clone another company’s template', () => {
    spec
      .given({ template: { ...rejection, companyId: 'company-2' }, templates: [], attachments: [] })
      .when({ id: 'template-1', title: 'Stolen' }, caller)
      .thenRefuses('email-template-not-found');
  });
});

describe('deleteEmailTemplate', () => {
  const spec = relationalPolicySpecification(deleteEmailTemplate);

  it('deletes a template that is neither default nor used, audited', () => {
    const decided = spec
      .given({ template: invite, usedByAutomations: 0, attachments: [] })
      .when({ id: 'template-2' }, caller)
      .decide();
    expect(decided.writes).toEqual([{ table: 'email_templates', delete: 'template-2' }]);
    expect(decided.result).toEqual({ id: 'template-2', attachmentIds: [] });
    expect(decided.audit[0]).toMatchObject({ action: 'delete', before: invite, after: null });
  });

  it('removes the attachments’ rows before the template’s and names them for their bytes to go', () => {
    const decided = spec
      .given({ template: invite, usedByAutomations: 0, attachments: [{ id: 'a-1' }, { id: 'a-2' }] })
      .when({ id: 'template-2' }, caller)
      .decide();
    expect(decided.writes).toEqual([
      { table: 'email_template_attachments', delete: 'a-1' },
      { table: 'email_template_attachments', delete: 'a-2' },
      { table: 'email_templates', delete: 'template-2' },
    ]);
    expect(decided.result.attachmentIds).toEqual(['a-1', 'a-2']);
  });

  it('refuses a default template, one an automation uses, a system one and another company’s', () => {
    spec
      .given({ template: rejection, usedByAutomations: 0, attachments: [] })
      .when({ id: 'template-1' }, caller)
      .thenRefuses('default-email-template-not-deletable', 'You cannot delete default templates');
    spec
      .given({ template: invite, usedByAutomations: 2, attachments: [] })
      .when({ id: 'template-2' }, caller)
      .thenRefuses('email-template-used-by-automation', EMAIL_TEMPLATE_MESSAGES.usedByAutomation);
    spec
      .given({ template: null, usedByAutomations: 0, attachments: [] })
      .when({ id: SYSTEM_EMAIL_TEMPLATES[1].id }, caller)
      .thenRefuses('system-email-template-read-only');
    spec
      .given({ template: { ...invite, companyId: 'company-2' }, usedByAutomations: 0, attachments: [] })
      .when({ id: 'template-2' }, caller)
      .thenRefuses('email-template-not-found');
  });
});

describe('system e-mail templates', () => {
  it('have unique v4 ids and titles and only known types', () => {
    const ids = SYSTEM_EMAIL_TEMPLATES.map(({ id }) => id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(SYSTEM_EMAIL_TEMPLATES.map(({ title }) => title.toLowerCase())).size).toBe(ids.length);
  });
});
