import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DateTime } from 'luxon';
import { apiFailure, installFakeApi } from '@ats/web/testing/fake-api';
import { installFakeUpload } from '@ats/web/testing/fake-upload';
import { ADMIN_USER } from '@ats/web/testing/fixtures';
import { renderPage } from '@ats/web/testing/render-page';
import type { Language } from '@ats/web/app/i18n/language';
import { BulkActionDialog } from './bulk-action-dialog';

const IDS = ['a0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000002'];
const ATTACHMENT = 'f0000000-0000-4000-8000-000000000001';

const setUp = (language: Language = 'en', timezone?: string) => {
  const api = installFakeApi({
    'GET /users/me': { body: { ...ADMIN_USER, ...(timezone ? { timezone } : {}) } },
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

/** A `datetime-local` value `ms` from now on the wall clock of the user's zone (no zone of theirs: Asia/Dubai). */
const localTime = (ms: number, zone = 'Asia/Dubai') => {
  const at = DateTime.fromMillis(Date.now() + ms, { zone }).startOf('minute');
  return { value: at.toFormat("yyyy-MM-dd'T'HH:mm"), iso: at.toUTC().toISO() };
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

describe('Send at is read in the user’s zone, the one the panel shows Scheduled for in, not the browser’s', () => {
  test.each([
    ['en', 'Send later', 'Send at', 'Schedule', 'Time in America/New_York'],
    ['ar', 'الإرسال لاحقًا', 'وقت الإرسال', 'جدولة', 'الوقت بتوقيت America/New_York'],
  ] as const)('in %s: the zone is named under the picker and the time sent is that zone’s', async (language, later, sendAt, schedule, zoneNote) => {
    // The browser runs on UTC; the user's zone is New York.
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('UTC');
    const { api, user } = setUp(language, 'America/New_York');
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getAllByRole('textbox')[0]!, 'Hello');
    await user.type(within(dialog).getAllByRole('textbox')[1]!, 'News');
    await user.click(within(dialog).getByRole('switch', { name: later }));
    expect(await within(dialog).findByText(zoneNote)).toBeTruthy();
    // The picker starts an hour from now on New York's wall clock.
    const picker = within(dialog).getByLabelText(sendAt) as HTMLInputElement;
    const start = DateTime.fromFormat(picker.value, "yyyy-MM-dd'T'HH:mm", { zone: 'America/New_York' });
    expect(Math.abs(start.toMillis() - (Date.now() + 3_600_000))).toBeLessThan(120_000);

    // 10:00 in New York on a winter day is 15:00 UTC (not 10:00 as the browser would read it), on a summer day 14:00.
    fireEvent.change(picker, { target: { value: '2099-01-15T10:00' } });
    await user.click(within(dialog).getByRole('button', { name: schedule }));
    await waitFor(() => expect(api.callsTo('POST /bulk-actions/send-email')).toHaveLength(1));
    expect(api.callsTo('POST /bulk-actions/send-email')[0]!.body).toMatchObject({ scheduledAt: '2099-01-15T15:00:00.000Z' });
  });

  test('a time past in the user’s zone is refused though it is still to come on the browser’s clock', async () => {
    // Kiritimati is 14 hours ahead of the browser's UTC: an hour ago there reads as 13 hours ahead here.
    const { api, user } = setUp('en', 'Pacific/Kiritimati');
    const dialog = await screen.findByRole('dialog', { name: 'Send email: 2 applications' });
    await user.type(within(dialog).getByRole('textbox', { name: /Subject/ }), 'Hello');
    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'News');
    await user.click(within(dialog).getByRole('switch', { name: 'Send later' }));
    fireEvent.change(within(dialog).getByLabelText('Send at'), { target: { value: localTime(-3_600_000, 'Pacific/Kiritimati').value } });
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(within(dialog).getByText('Please choose a time in the future')).toBeTruthy();
    expect(within(dialog).getByText('Time in Pacific/Kiritimati')).toBeTruthy();
    expect(api.callsTo('POST /bulk-actions/send-email')).toHaveLength(0);
  });
});
