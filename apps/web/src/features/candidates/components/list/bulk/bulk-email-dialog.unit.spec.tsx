import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiFailure, installFakeApi } from '@ats/web/testing/fake-api';
import { installFakeUpload } from '@ats/web/testing/fake-upload';
import { ADMIN_USER } from '@ats/web/testing/fixtures';
import { renderPage } from '@ats/web/testing/render-page';
import type { Language } from '@ats/web/app/i18n/language';
import { BulkActionDialog } from './bulk-action-dialog';

const IDS = ['a0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000002'];
const ATTACHMENT = 'f0000000-0000-4000-8000-000000000001';

const setUp = (language: Language = 'en') => {
  const api = installFakeApi({
    'GET /users/me': { body: ADMIN_USER },
    'GET /company-email-templates/company': { body: [] },
    'GET /bulk-actions/panel': { body: [] },
    'POST /bulk-actions/send-email': { status: 201, body: { id: 'b1', revision: 0, position: '10' } },
  });
  const uploads = installFakeUpload(() => ({ status: 201, body: { id: ATTACHMENT, fileName: 'Brochure.pdf', sizeBytes: 9 } }));
  const onQueued = jest.fn();
  const page = renderPage(<BulkActionDialog kind="send-email" selection={{ applicationIds: IDS }} count={2} jobs={[]} onClose={() => {}} onQueued={onQueued} />, {
    signedIn: true,
    language,
    path: '/recruiter/candidates',
  });
  return { api, uploads, onQueued, ...page };
};

/** A `datetime-local` value `ms` from now, in local time. */
const localTime = (ms: number) => {
  const at = new Date(Date.now() + ms);
  at.setSeconds(0, 0);
  return { value: new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16), iso: at.toISOString() };
};

test('the bulk e-mail sends Cc, Bcc, an uploaded attachment and a time to send it at, as the single composer does', async () => {
  const { api, uploads, user, onQueued } = setUp();
  const dialog = await screen.findByRole('dialog', { name: 'Send email: 2 applications' });
  await user.type(within(dialog).getByRole('textbox', { name: /Subject/ }), 'Welcome');
  await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'Our brochure is attached.');
  await user.type(within(dialog).getByRole('textbox', { name: 'Cc' }), 'lead@example.com, second@example.com');
  await user.type(within(dialog).getByRole('textbox', { name: 'Bcc' }), 'records@example.com');

  await user.upload(within(dialog).getByLabelText('Add a file (PDF or Docx)'), new File(['%PDF-1.7'], 'Brochure.pdf', { type: 'application/pdf' }));
  await waitFor(() => expect(uploads).toHaveLength(1));
  expect(uploads[0]!.url).toContain('/bulk-actions/email-attachments');
  expect((uploads[0]!.body.get('file') as File).name).toBe('Brochure.pdf');
  expect(await within(dialog).findByText('Brochure.pdf')).toBeTruthy();

  await user.click(within(dialog).getByRole('switch', { name: 'Send later' }));
  const later = localTime(2 * 3_600_000);
  fireEvent.change(within(dialog).getByLabelText('Send at'), { target: { value: later.value } });
  await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));

  await waitFor(() => expect(api.callsTo('POST /bulk-actions/send-email')).toHaveLength(1));
  expect(api.callsTo('POST /bulk-actions/send-email')[0]!.body).toEqual({
    applicationIds: IDS,
    subject: 'Welcome',
    body: '<p>Our brochure is attached.</p>',
    cc: ['lead@example.com', 'second@example.com'],
    bcc: ['records@example.com'],
    attachmentIds: [ATTACHMENT],
    scheduledAt: later.iso,
  });
  expect(await screen.findByText('Emails is queued. We will notify you after completion')).toBeTruthy();
  expect(onQueued).toHaveBeenCalled();
});

test('refuses a bad copy address and a time past before sending; a removed attachment is not sent; the server’s refusal stays in the dialog', async () => {
  const { api, user } = setUp();
  const dialog = await screen.findByRole('dialog', { name: 'Send email: 2 applications' });
  await user.type(within(dialog).getByRole('textbox', { name: /Subject/ }), 'Hello');
  await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'News');
  await user.type(within(dialog).getByRole('textbox', { name: 'Bcc' }), 'not an address');
  await user.click(within(dialog).getByRole('switch', { name: 'Send later' }));
  fireEvent.change(within(dialog).getByLabelText('Send at'), { target: { value: localTime(-3_600_000).value } });
  await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
  expect(within(dialog).getByText('Please add valid email')).toBeTruthy();
  expect(within(dialog).getByText('Please choose a time in the future')).toBeTruthy();
  expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Bcc' }));
  expect(api.callsTo('POST /bulk-actions/send-email')).toHaveLength(0);

  await user.clear(within(dialog).getByRole('textbox', { name: 'Bcc' }));
  await user.click(within(dialog).getByRole('switch', { name: 'Send later' }));
  await user.upload(within(dialog).getByLabelText('Add a file (PDF or Docx)'), new File(['%PDF-1.7'], 'Brochure.pdf', { type: 'application/pdf' }));
  await user.click(await within(dialog).findByRole('button', { name: 'Remove Brochure.pdf' }));
  expect(within(dialog).queryByText('Brochure.pdf')).toBeNull();
  api.answer('POST /bulk-actions/send-email', apiFailure(400, 'File not found'));
  await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
  expect(await within(dialog).findByText('File not found')).toBeTruthy();
  expect(api.callsTo('POST /bulk-actions/send-email')[0]!.body).toMatchObject({ cc: [], bcc: [], attachmentIds: [] });
  expect(api.callsTo('POST /bulk-actions/send-email')[0]!.body).not.toHaveProperty('scheduledAt');
});

test('in Arabic: the same fields in Arabic, right to left', async () => {
  const { user } = setUp('ar');
  const dialog = await screen.findByRole('dialog');
  expect(document.documentElement.dir).toBe('rtl');
  expect(within(dialog).getByRole('textbox', { name: 'نسخة' })).toBeTruthy();
  expect(within(dialog).getByRole('textbox', { name: 'نسخة مخفية' })).toBeTruthy();
  expect(within(dialog).getByText('إرفاق ملفات')).toBeTruthy();
  await user.type(within(dialog).getByRole('textbox', { name: 'نسخة' }), 'x');
  await user.click(within(dialog).getByRole('switch', { name: 'الإرسال لاحقًا' }));
  expect(within(dialog).getByRole('button', { name: 'جدولة' })).toBeTruthy();
  await user.click(within(dialog).getByRole('button', { name: 'جدولة' }));
  expect(within(dialog).getByText('يرجى إضافة بريد إلكتروني صالح')).toBeTruthy();
  expect(within(dialog).getByLabelText('إضافة ملف (PDF أو Docx)')).toBeTruthy();
});
