import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ATTACHMENT_MESSAGES } from '@ats/domain/email-templates/email-template-attachments';
import { EMAIL_TEMPLATE_MESSAGES } from '@ats/domain/email-templates/email-template.errors';
import { EMAIL_PLACEHOLDERS } from '@ats/domain/email-templates/placeholders';
import { EMAIL_TEMPLATE_TYPES } from '@ats/domain/email-templates/email-template-types';
import { emailTemplatesAr } from '../../messages/email-templates.ar';
import { emailTemplatesEn } from '../../messages/email-templates.en';
import { apiFailure, installFakeApi } from '@ats/web/testing/fake-api';
import { ADMIN_USER } from '@ats/web/testing/fixtures';
import { renderPage } from '@ats/web/testing/render-page';
import { EmailTemplatesPage } from './email-templates-page';
import { ar as appAr } from '@ats/web/app/i18n/ar';

const CONFIRM_AR = appAr['common.delete'];

// ProseMirror measures the caret to scroll it into view; jsdom has no layout, so ranges answer empty boxes.
const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
const box = () =>
  ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
beforeAll(() => {
  Range.prototype.getClientRects = emptyRects;
  Range.prototype.getBoundingClientRect = box;
  document.elementFromPoint = () => null;
});

const ADMIN = { ...ADMIN_USER, permissionV1: ['COMPANY::*', 'USER::*'] };

const COMPANY_TEMPLATE = {
  id: 't1',
  title: 'Polite rejection',
  subject: 'About {{job-title}}',
  body: '<p>Dear {{candidate-first-name}}</p>',
  type: 'REJECTION_EMAIL',
  source: 'COMPANY',
  isDefault: true,
  updatedAt: '2026-01-05T09:00:00.000Z',
  updatedByName: 'Ada Admin',
  attachments: [{ id: 'a1', fileName: 'Benefits.pdf', contentType: 'application/pdf', sizeBytes: 2048 }],
};
const SYSTEM_TEMPLATE = {
  id: 's1',
  title: 'Offer sent',
  subject: 'Your offer from {{company-name}}',
  body: '<p>Hi {{candidate-first-name}}</p>',
  type: 'OFFER_SENT',
  source: 'SYSTEM',
  isDefault: false,
  updatedAt: null,
  updatedByName: null,
  attachments: [],
};

const fakeTemplatesApi = (templates: unknown[] = [COMPANY_TEMPLATE, SYSTEM_TEMPLATE]) =>
  installFakeApi({
    'GET /users/me': { body: ADMIN },
    'GET /company-email-templates/company': { body: templates },
    'POST /company-email-templates': { status: 201, body: { id: 't2' } },
    'POST /company-email-templates/s1/clone': { status: 201, body: { id: 't3' } },
    'DELETE /company-email-templates/t1/attachments/a1': { body: { id: 'a1' } },
  });

const renderTemplates = (language: 'en' | 'ar' = 'en') =>
  renderPage(<EmailTemplatesPage />, { signedIn: true, language, path: '/recruiter-settings/manage-emails' });

const openAddDialog = async (user: ReturnType<typeof renderTemplates>['user']) => {
  await user.click(await screen.findByRole('button', { name: 'Add template' }));
  return screen.findByRole('dialog', { name: 'Add email template' });
};

test('lists company and system templates with their type, default badge, subject on screen form and search', async () => {
  fakeTemplatesApi();
  const { user } = renderTemplates();
  const company = await screen.findByRole('table', { name: 'Company templates' });
  const row = within(company).getByRole('row', { name: /Polite rejection/ });
  expect(row.textContent).toContain('Rejection email');
  expect(row.textContent).toContain('Default');
  expect(row.textContent).toContain('About {{jobTitle}}');
  expect(row.textContent).toContain('Ada Admin');
  const system = screen.getByRole('table', { name: 'System templates' });
  expect(within(system).getByRole('row', { name: /Offer sent/ }).textContent).toContain('Provided by the system');
  expect(within(system).queryByRole('button', { name: 'Delete Offer sent' })).toBeNull();

  await user.type(screen.getByRole('searchbox', { name: 'Search templates' }), 'offer');
  await waitFor(() => expect(screen.queryByRole('row', { name: /Polite rejection/ })).toBeNull());
  expect(screen.getByText('No templates match your search')).toBeTruthy();
  expect(screen.getByRole('row', { name: /Offer sent/ })).toBeTruthy();
});

test('an empty company list says how to start', async () => {
  fakeTemplatesApi([SYSTEM_TEMPLATE]);
  renderTemplates();
  expect(await screen.findByText('No company templates yet. Add one or clone a system template.')).toBeTruthy();
});

test('saving without title, type or subject answers the messages and sends nothing', async () => {
  const api = fakeTemplatesApi();
  const { user } = renderTemplates();
  const dialog = await openAddDialog(user);
  expect(within(dialog).getByRole('textbox', { name: 'Email body' })).toBeTruthy();
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText(EMAIL_TEMPLATE_MESSAGES.titleRequired)).toBeTruthy();
  expect(within(dialog).getByText(EMAIL_TEMPLATE_MESSAGES.typeRequired)).toBeTruthy();
  expect(within(dialog).getByText(EMAIL_TEMPLATE_MESSAGES.subjectRequired)).toBeTruthy();
  expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: /Template title/ }));
  expect(api.callsTo('POST /company-email-templates')).toHaveLength(0);
});

test('the placeholder picker inserts {{camelCase}} tokens in the subject and the body, and the template is saved', async () => {
  const api = fakeTemplatesApi();
  const { user } = renderTemplates();
  const dialog = await openAddDialog(user);
  await user.type(within(dialog).getByRole('textbox', { name: /Template title/ }), 'Warm rejection');
  await user.click(within(dialog).getByRole('combobox', { name: /Template type/ }));
  await user.click(await screen.findByRole('option', { name: 'Rejection email' }));
  await user.type(within(dialog).getByRole('textbox', { name: /Subject/ }), 'About ');

  await user.click(within(dialog).getByRole('button', { name: 'Insert placeholder in Subject' }));
  await user.click(await screen.findByRole('menuitem', { name: /Job title/ }));
  await waitFor(() =>
    expect(within(dialog).getByRole('textbox', { name: /Subject/ })).toHaveProperty('value', 'About {{jobTitle}}'),
  );

  await user.click(within(dialog).getByRole('button', { name: 'Insert placeholder in Email body' }));
  await user.click(await screen.findByRole('menuitem', { name: /Candidate first name/ }));
  await waitFor(() =>
    expect(within(dialog).getByRole('textbox', { name: 'Email body' }).textContent).toContain('{{candidateFirstName}}'),
  );

  await user.click(within(dialog).getByRole('checkbox', { name: 'Use as the default template of this type' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.callsTo('POST /company-email-templates')).toHaveLength(1));
  expect(api.callsTo('POST /company-email-templates')[0]!.body).toEqual({
    title: 'Warm rejection',
    type: 'REJECTION_EMAIL',
    subject: 'About {{jobTitle}}',
    body: '<p>{{candidateFirstName}}</p>',
    isDefault: true,
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

test('the editor formats with its toolbar, each tool a labelled toggle', async () => {
  fakeTemplatesApi();
  const { user } = renderTemplates();
  await user.click(await screen.findByRole('button', { name: 'Edit Polite rejection' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit email template' });
  const body = within(dialog).getByRole('textbox', { name: 'Email body' });
  expect(body.textContent).toContain('Dear {{candidateFirstName}}');
  const toolbar = within(dialog).getByRole('toolbar', { name: 'Formatting' });
  const bold = within(toolbar).getByRole('button', { name: 'Bold' });
  expect(bold.getAttribute('aria-pressed')).toBe('false');
  await user.click(within(toolbar).getByRole('button', { name: 'Bulleted list' }));
  await waitFor(() => expect(body.querySelector('ul li')).not.toBeNull());
});

test('a taken title is refused by the server and shown in the dialog, which stays open', async () => {
  const api = fakeTemplatesApi();
  api.answer(
    'PUT /company-email-templates/t1',
    apiFailure(409, 'Title already exists. Please choose a different title.'),
  );
  const { user } = renderTemplates();
  await user.click(await screen.findByRole('button', { name: 'Edit Polite rejection' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit email template' });
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Title already exists. Please choose a different title.')).toBeTruthy();
  expect(api.callsTo('PUT /company-email-templates/t1')[0]!.body).toMatchObject({
    title: 'Polite rejection',
    subject: 'About {{jobTitle}}',
    body: '<p>Dear {{candidateFirstName}}</p>',
    isDefault: true,
  });
});

test('a system template opens read-only and is cloned under "Copy of …"', async () => {
  const api = fakeTemplatesApi();
  const { user } = renderTemplates();
  await user.click(await screen.findByRole('button', { name: 'View Offer sent' }));
  const view = await screen.findByRole('dialog', { name: 'System email template' });
  expect(within(view).getByRole('textbox', { name: 'Email body' }).getAttribute('contenteditable')).toBe('false');
  expect(within(view).queryByRole('button', { name: 'Save' })).toBeNull();
  await user.click(within(view).getByRole('button', { name: 'Clone' }));
  const clone = await screen.findByRole('dialog', { name: 'Clone email template' });
  expect(within(clone).getByRole('textbox', { name: /Title of the copy/ })).toHaveProperty(
    'value',
    'Copy of Offer sent',
  );
  await user.click(within(clone).getByRole('button', { name: 'Clone' }));
  await waitFor(() => expect(api.callsTo('POST /company-email-templates/s1/clone')).toHaveLength(1));
  expect(api.callsTo('POST /company-email-templates/s1/clone')[0]!.body).toEqual({ title: 'Copy of Offer sent' });
});

test('deleting a default template shows the refusal in the confirmation', async () => {
  const api = fakeTemplatesApi();
  api.answer('DELETE /company-email-templates/t1', apiFailure(409, 'You cannot delete default templates'));
  const { user } = renderTemplates();
  await user.click(await screen.findByRole('button', { name: 'Delete Polite rejection' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete email template Polite rejection?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await within(dialog).findByText('You cannot delete default templates')).toBeTruthy();
});

test('reads in Arabic, the refusals too', async () => {
  const api = fakeTemplatesApi();
  api.answer('DELETE /company-email-templates/t1', apiFailure(409, 'You cannot delete default templates'));
  const { user } = renderTemplates('ar');
  expect(await screen.findByRole('table', { name: 'قوالب الشركة' })).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'حذف Polite rejection' }));
  const dialog = await screen.findByRole('dialog', { name: 'حذف قالب البريد الإلكتروني Polite rejection؟' });
  await user.click(within(dialog).getByRole('button', { name: CONFIRM_AR }));
  expect(await within(dialog).findByText('لا يمكنك حذف القوالب الافتراضية')).toBeTruthy();
});

test('every type, placeholder and template message has its words in both languages', () => {
  for (const type of EMAIL_TEMPLATE_TYPES)
    expect(emailTemplatesAr[`emailTemplates.type.${type}` as keyof typeof emailTemplatesAr]).toBeTruthy();
  for (const { name } of EMAIL_PLACEHOLDERS)
    expect(emailTemplatesEn[`emailTemplates.placeholder.${name}` as keyof typeof emailTemplatesEn]).toBeTruthy();
  for (const [key, text] of Object.entries(EMAIL_TEMPLATE_MESSAGES))
    expect(emailTemplatesEn[`emailTemplatesError.${key}` as keyof typeof emailTemplatesEn]).toBe(text);
  for (const [key, text] of Object.entries(ATTACHMENT_MESSAGES))
    expect(emailTemplatesEn[`emailTemplatesError.attachment.${key}` as keyof typeof emailTemplatesEn]).toBe(text);
});

test('a company template’s attachments: listed, a wrong file refused before sending, one removed', async () => {
  const api = fakeTemplatesApi();
  const { user } = renderTemplates();
  await user.click(await screen.findByRole('button', { name: 'Edit Polite rejection' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit email template' });
  const attachments = within(dialog).getByRole('list', { name: 'Attachments' });
  expect(within(attachments).getByText('Benefits.pdf')).toBeTruthy();
  expect(within(attachments).getByRole('button', { name: 'Download Benefits.pdf' })).toBeTruthy();

  const input = within(dialog).getByTestId('attachment-input') as HTMLInputElement;
  expect(input.accept).toBe('.pdf,.docx');
  fireEvent.change(input, { target: { files: [new File(['png'], 'photo.png', { type: 'image/png' })] } });
  expect((await within(dialog).findByRole('alert')).textContent).toBe('File must be a PDF or Docx');
  expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([]);

  await user.click(within(attachments).getByRole('button', { name: 'Remove Benefits.pdf' }));
  await waitFor(() => expect(api.callsTo('DELETE /company-email-templates/t1/attachments/a1')).toHaveLength(1));
});

test('a new template says attachments come after saving', async () => {
  fakeTemplatesApi();
  const { user } = renderTemplates();
  const dialog = await openAddDialog(user);
  expect(within(dialog).getByText('Save the template to add attachments.')).toBeTruthy();
  expect(within(dialog).queryByRole('button', { name: 'Attach file' })).toBeNull();
});
