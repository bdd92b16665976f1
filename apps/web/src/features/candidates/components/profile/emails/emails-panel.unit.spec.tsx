import { screen, waitFor, within } from '@testing-library/react';
import type { ApplicationDetail, CurrentUser } from '@ats/web/app/api/api-types';
import { apiFailure, installFakeApi } from '@ats/web/testing/fake-api';
import { renderPage } from '@ats/web/testing/render-page';
import type { CandidateEmail, CandidateEmailList } from '@ats/web/features/candidates/api/emails-api';
import { ProfileTabs } from '../profile-tabs';
import { EmailsPanel } from './emails-panel';

const user = (permissionV1: string[]): CurrentUser => ({
  id: 'u-1',
  firstName: 'Ada',
  lastName: 'Admin',
  email: 'ada@example.com',
  roles: ['COMPANY_RECRUITER'],
  permissionV1,
  companyId: 'co-1',
  companyName: 'Co',
});
const RECRUITER = user(['COMPANY::CANDIDATES::*']);
/** Profile access only: reads the thread, sends nothing. */
const VIEWER = user(['COMPANY::CANDIDATES::PROFILES::VIEW']);

const email = (overrides: Partial<CandidateEmail>): CandidateEmail => ({
  id: 'e-1',
  status: 'SENT',
  failed: false,
  sender: { kind: 'user', id: 'u-1', name: 'Ada Admin' },
  to: 'noor@example.com',
  cc: [],
  bcc: [],
  subject: 'Interview on Tuesday',
  body: '<p>Hi <strong>Noor</strong></p><img src=x onerror="alert(1)">',
  erased: false,
  attachmentFileIds: [],
  attachmentNames: [],
  templateId: null,
  confidential: false,
  createdAt: '2026-01-05T09:00:00.000Z',
  scheduledAt: null,
  sentAt: '2026-01-05T09:00:00.000Z',
  cancelledAt: null,
  replies: [],
  bulkActionId: null,
  ...overrides,
});

const LIST: CandidateEmailList = {
  items: [
    email({ id: 'e-3', status: 'SCHEDULED', subject: 'Reminder', sentAt: null, scheduledAt: '2099-01-01T08:00:00.000Z' }),
    email({ id: 'e-2', subject: 'Bounced', failed: true }),
    email({
      id: 'e-1',
      replies: [{ id: 'r-1', from: 'noor@example.com', subject: 'Re: Interview', text: 'Tuesday works <b>great</b>', receivedAt: '2026-01-05T10:00:00.000Z' }],
    }),
  ],
};

const APPLICATION = { applicationId: 'app-1', jobId: 'j-1', stageId: 's-1', firstName: 'Noor', lastName: 'Hassan' };
const base = '/job-applications/app-1/emails';
const TEMPLATES = [
  {
    id: 't-1',
    title: 'Interview invite',
    type: 'CUSTOM_EMAIL',
    source: 'COMPANY',
    subject: 'Interview for {{job-title}}',
    body: '<p>Dear {{candidate-first-name}}</p>',
    isDefault: false,
    attachments: [],
    updatedAt: null,
    updatedByName: null,
  },
];
const FILES = {
  items: [
    { fileId: 'f-1', fileName: 'Noor CV.pdf', contentType: 'application/pdf', extension: 'pdf', sizeBytes: 1000, confidential: false, uploadedByCandidate: true, uploadedAt: '2026-01-05T09:00:00.000Z', uploadedByName: null },
  ],
};

const fakeApi = (me: CurrentUser = RECRUITER, list: CandidateEmailList = LIST) =>
  installFakeApi({
    'GET /users/me': { body: me },
    [`GET ${base}`]: { body: list },
    'GET /company-email-templates/company': { body: TEMPLATES },
    'GET /job-applications/app-1/files': { body: FILES },
    [`POST ${base}`]: { status: 201, body: { id: 'app-1', revision: 5, position: '80', emailId: 'e-9' } },
    [`POST ${base}/e-3/cancel`]: { status: 201, body: { id: 'app-1', revision: 6, position: '81', emailId: 'e-3' } },
  });

describe('the emails panel', () => {
  test('shows the thread: statuses, the failed flag, the body without anything scriptable, replies as text', async () => {
    fakeApi();
    renderPage(<EmailsPanel application={APPLICATION} />, { signedIn: true });
    const [scheduled, failed, sent] = await screen.findAllByTestId('email');
    expect(within(scheduled!).getByText('Scheduled')).toBeTruthy();
    expect(within(scheduled!).getByRole('button', { name: 'Cancel sending' })).toBeTruthy();
    expect(within(failed!).getByText('Email failed to send.')).toBeTruthy();
    await waitFor(() => expect(within(sent!).getByText('Noor').tagName).toBe('STRONG'));
    expect(sent!.querySelector('img')).toBeNull();
    expect(within(sent!).getByText('1 reply')).toBeTruthy();
    const reply = within(sent!).getByTestId('email-reply');
    expect(within(reply).getByText('Tuesday works <b>great</b>')).toBeTruthy();
    expect(reply.querySelector('b')).toBeNull();
  });

  test('composes from a template with Cc, an attachment and confidential, and sends it; focus returns to the button', async () => {
    const api = fakeApi();
    const { user: person } = renderPage(<EmailsPanel application={APPLICATION} />, { signedIn: true });
    await screen.findAllByTestId('email');
    const open = screen.getByRole('button', { name: 'New email' });
    await person.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Email Noor Hassan' });
    await person.click(within(dialog).getByRole('combobox', { name: 'Template' }));
    await person.click(await screen.findByRole('option', { name: 'Interview invite' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Subject/ })).toHaveProperty('value', 'Interview for {{jobTitle}}'));
    expect(within(dialog).getByRole('textbox', { name: /Message/ }).textContent).toContain('Dear {{candidateFirstName}}');
    await person.type(within(dialog).getByRole('textbox', { name: 'Cc' }), 'bad address');
    await person.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Please add valid email')).toBeTruthy();
    expect(api.callsTo(`POST ${base}`)).toHaveLength(0);
    await person.clear(within(dialog).getByRole('textbox', { name: 'Cc' }));
    await person.type(within(dialog).getByRole('textbox', { name: 'Cc' }), 'hm@example.com');
    await person.click(await within(dialog).findByRole('checkbox', { name: 'Noor CV.pdf' }));
    await person.click(within(dialog).getByRole('switch', { name: 'Confidential' }));
    await person.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Email sent')).toBeTruthy();
    expect(api.callsTo(`POST ${base}`)[0]!.body).toEqual({
      templateId: 't-1',
      subject: 'Interview for {{jobTitle}}',
      body: '<p>Dear {{candidateFirstName}}</p>',
      cc: ['hm@example.com'],
      bcc: [],
      attachmentFileIds: ['f-1'],
      confidential: true,
      scheduledAt: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(open));
  });

  test('refuses an empty subject in place; schedules for a chosen time; shows the server’s refusal', async () => {
    const api = fakeApi();
    api.answer(`POST ${base}`, apiFailure(400, 'Please choose a time in the future'));
    const { user: person } = renderPage(<EmailsPanel application={APPLICATION} />, { signedIn: true });
    await screen.findAllByTestId('email');
    await person.click(screen.getByRole('button', { name: 'New email' }));
    const dialog = await screen.findByRole('dialog');
    await person.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Please input email subject')).toBeTruthy();
    expect(within(dialog).getByText('Please input email body')).toBeTruthy();
    // The body comes from a template (ProseMirror cannot be typed into under jsdom).
    await person.click(within(dialog).getByRole('combobox', { name: 'Template' }));
    await person.click(await screen.findByRole('option', { name: 'Interview invite' }));
    await person.clear(within(dialog).getByRole('textbox', { name: /Subject/ }));
    await person.type(within(dialog).getByRole('textbox', { name: /Subject/ }), 'Later');
    await person.click(within(dialog).getByRole('switch', { name: 'Send later' }));
    await person.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(api.callsTo(`POST ${base}`)).toHaveLength(1));
    expect(await within(dialog).findByText('Please choose a time in the future')).toBeTruthy();
    const sent = api.callsTo(`POST ${base}`)[0]!.body as { scheduledAt: string; subject: string };
    expect(sent.subject).toBe('Later');
    expect(new Date(sent.scheduledAt).getTime()).toBeGreaterThan(Date.now());
  });

  test('cancels a scheduled e-mail after asking', async () => {
    const api = fakeApi();
    const { user: person } = renderPage(<EmailsPanel application={APPLICATION} />, { signedIn: true });
    const [scheduled] = await screen.findAllByTestId('email');
    await person.click(within(scheduled!).getByRole('button', { name: 'Cancel sending' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this scheduled email?' });
    // Not "Cancel" beside "Cancel sending": the way out keeps the e-mail.
    expect(within(confirm).getAllByRole('button').map((button) => button.textContent)).toEqual(['Keep it', 'Cancel sending']);
    await person.click(within(confirm).getByRole('button', { name: 'Cancel sending' }));
    expect(await screen.findByText('Scheduled email cancelled')).toBeTruthy();
    expect(api.callsTo(`POST ${base}/e-3/cancel`)).toHaveLength(1);
  });

  test('a reader without the e-mail permission sees the thread but cannot write or cancel', async () => {
    fakeApi(VIEWER);
    renderPage(<EmailsPanel application={APPLICATION} />, { signedIn: true });
    await screen.findAllByTestId('email');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'New email' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Cancel sending' })).toBeNull();
  });

  test('shows a bulk e-mail sent later as scheduled without its own cancel: it is cancelled only with its bulk action, as it says', async () => {
    const bulk: CandidateEmailList = {
      items: [
        email({ id: 'e-5', status: 'SCHEDULED', subject: 'Welcome Noor', sentAt: null, scheduledAt: '2099-01-01T08:00:00.000Z', bulkActionId: 'b-1' }),
        email({ id: 'e-4', status: 'CANCELLED', subject: 'Old news', sentAt: null, scheduledAt: '2099-01-01T08:00:00.000Z', cancelledAt: '2026-01-06T08:00:00.000Z', bulkActionId: 'b-0' }),
      ],
    };
    fakeApi(RECRUITER, bulk);
    const { user: person } = renderPage(<EmailsPanel application={APPLICATION} />, { signedIn: true });
    const [scheduled, cancelled] = await screen.findAllByTestId('email');
    expect(within(scheduled!).getByText('Scheduled')).toBeTruthy();
    expect(within(scheduled!).getByText(/^Scheduled for /)).toBeTruthy();
    expect(within(scheduled!).queryByRole('button', { name: 'Cancel sending' })).toBeNull();
    const note = 'Part of a bulk email. It can only be cancelled for all its candidates at once, from the bulk actions panel of the person who sent it.';
    expect(within(scheduled!).getByText(note)).toBeTruthy();
    await person.hover(within(scheduled!).getByText('Bulk email'));
    expect(await screen.findByRole('tooltip', { name: note })).toBeTruthy();
    expect(within(cancelled!).getByText('Cancelled')).toBeTruthy();
    expect(within(cancelled!).getByText('Bulk email')).toBeTruthy();
    expect(within(cancelled!).queryByText(note)).toBeNull();
  });

  test('says so in Arabic of a bulk e-mail sent later', async () => {
    fakeApi(RECRUITER, { items: [email({ id: 'e-5', status: 'SCHEDULED', sentAt: null, scheduledAt: '2099-01-01T08:00:00.000Z', bulkActionId: 'b-1' })] });
    renderPage(<EmailsPanel application={APPLICATION} />, { signedIn: true, language: 'ar' });
    const [scheduled] = await screen.findAllByTestId('email');
    expect(within(scheduled!).getByText('بريد جماعي')).toBeTruthy();
    expect(within(scheduled!).getByText('جزء من بريد إلكتروني جماعي. لا يمكن إلغاؤه إلا لجميع مرشحيه معًا، من لوحة الإجراءات الجماعية لمن أرسله.')).toBeTruthy();
    expect(within(scheduled!).queryByRole('button', { name: 'إلغاء الإرسال' })).toBeNull();
  });

  test('says so when there are no e-mails, and reads in Arabic', async () => {
    fakeApi(RECRUITER, { items: [] });
    renderPage(<EmailsPanel application={APPLICATION} />, { signedIn: true, language: 'ar' });
    expect(await screen.findByText('لا توجد رسائل بعد')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'رسالة جديدة' })).toBeTruthy();
  });
});

describe('the profile deep link to an e-mail', () => {
  test('?tabId={emailSentId} opens the Emails tab and focuses that e-mail', async () => {
    fakeApi();
    renderPage(<ProfileTabs applicationId="app-1" application={{ ...(APPLICATION as unknown as ApplicationDetail) }} />, {
      path: '/recruiter/candidate-profile/:applicationId',
      url: '/recruiter/candidate-profile/app-1?tabId=e-2',
      signedIn: true,
    });
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Emails' }).getAttribute('aria-selected')).toBe('true'));
    await waitFor(() => expect(document.activeElement?.id).toBe('email-e-2'));
  });
});

