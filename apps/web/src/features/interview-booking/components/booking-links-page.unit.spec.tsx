import { screen, waitFor, within } from '@testing-library/react';
import { apiFailure, installFakeApi } from '@ats/web/testing/fake-api';
import { ADMIN_USER } from '@ats/web/testing/fixtures';
import { renderPage } from '@ats/web/testing/render-page';
import { InterviewBookingLinksPage } from './booking-links-page';

const ADMIN = { ...ADMIN_USER, permissionV1: ['COMPANY::*', 'USER::*'] };

const fakeApi = (answers: Parameters<typeof installFakeApi>[0] = {}) =>
  installFakeApi({
    'GET /users/me': { body: ADMIN },
    'GET /interview-booking-links': { body: [] },
    'GET /company-roles/company-users/dropdown': { body: [{ id: 'u1', fullName: 'Rania Haddad', isDeletedUser: false }] },
    'POST /interview-booking-links': { status: 201, body: { id: 'l1' } },
    ...answers,
  });

test('the form answers the spec’s messages for its required fields and sends nothing', async () => {
  const api = fakeApi();
  const { user } = renderPage(<InterviewBookingLinksPage />, { signedIn: true, path: '/recruiter-settings/interview-booking-links' });
  await user.click(await screen.findByRole('button', { name: 'Add booking link' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add booking link' });
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  for (const message of ['Please input link name', 'Please select the interviewer', 'Please select the duration', 'Please select event type']) {
    expect(await within(dialog).findByText(message)).toBeTruthy();
  }
  expect(api.callsTo('POST /interview-booking-links')).toHaveLength(0);
});

test('a link is saved with its fields; the calendar refusal is shown in Arabic', async () => {
  const api = fakeApi({
    'POST /interview-booking-links': apiFailure(400, 'The interviewer must have integrated their calendar with full permissions'),
  });
  const { user } = renderPage(<InterviewBookingLinksPage />, { signedIn: true, language: 'ar', path: '/recruiter-settings/interview-booking-links' });
  await user.click(await screen.findByRole('button', { name: 'إضافة رابط حجز' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByRole('textbox', { name: /اسم الرابط/ }), 'Screening call');
  await user.click(within(dialog).getByRole('combobox', { name: /المُقابِل/ }));
  await user.click(await screen.findByRole('option', { name: 'Rania Haddad' }));
  await user.click(within(dialog).getByRole('combobox', { name: /المدة/ }));
  await user.click(await screen.findByRole('option', { name: '30 دقيقة' }));
  await user.click(within(dialog).getByRole('combobox', { name: /نوع الحدث/ }));
  await user.click(await screen.findByRole('option', { name: 'مؤتمر فيديو' }));
  await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
  expect(await within(dialog).findByText('يجب أن يكون المُقابِل قد ربط تقويمه بكامل الصلاحيات')).toBeTruthy();
  await waitFor(() => expect(api.callsTo('POST /interview-booking-links')).toHaveLength(1));
  expect(api.callsTo('POST /interview-booking-links')[0]!.body).toMatchObject({
    name: 'Screening call',
    interviewerIds: ['u1'],
    durationMinutes: 30,
    eventType: 'VIDEO_CONFERENCE',
    frequencyLimitCount: null,
    frequencyLimitPeriod: null,
  });
});

test('editing a link sends the form’s fields only', async () => {
  const link = {
    id: 'l1',
    name: 'Screening call',
    eventName: 'Screening call',
    durationMinutes: 30,
    description: '',
    interviewerIds: ['u1'],
    interviewerNames: ['Rania Haddad'],
    timeZone: 'Europe/London',
    eventType: 'PHONE_SCREEN',
    organizerAddress: '',
    minimumNoticeMinutes: 60,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    windowKind: 'BUSINESS_DAYS',
    windowDays: 10,
    frequencyLimitCount: 2,
    frequencyLimitPeriod: 'DAY',
    feedbackTemplateId: null,
  };
  const api = fakeApi({ 'GET /interview-booking-links': { body: [link] }, 'PUT /interview-booking-links/l1': { body: { id: 'l1' } } });
  const { user } = renderPage(<InterviewBookingLinksPage />, { signedIn: true, path: '/recruiter-settings/interview-booking-links' });
  await user.click(await screen.findByRole('button', { name: 'Edit Screening call' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit booking link' });
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.callsTo('PUT /interview-booking-links/l1')).toHaveLength(1));
  const { id: _id, interviewerNames: _names, ...fields } = link;
  expect(api.callsTo('PUT /interview-booking-links/l1')[0]!.body).toEqual(fields);
});
