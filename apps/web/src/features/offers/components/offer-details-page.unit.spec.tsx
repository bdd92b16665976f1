import { screen, waitFor, within } from '@testing-library/react';
import { installFakeApi } from '@ats/web/testing/fake-api';
import { ADMIN_USER } from '@ats/web/testing/fixtures';
import { renderPage } from '@ats/web/testing/render-page';
import { OfferDetailsPage, offerActionsFor } from './offer-details-page';

const OFFER = '5b3f7a2c-9d1e-4c7a-8f3b-2a6d9e1c4b70';
const PATH = '/recruiter/offers/view-offer-details/jobRole/:jobRoleId/jobApplication/:applicationId/offer/:offerSentId';
const URL = `/recruiter/offers/view-offer-details/jobRole/job-1/jobApplication/app-1/offer/${OFFER}`;

const details = {
  offerId: OFFER,
  applicationId: 'app-1',
  jobId: 'job-1',
  jobName: 'Backend Engineer',
  candidateName: 'Noor Hassan',
  templateId: 't-1',
  templateName: 'Standard offer',
  requisitionId: null,
  status: 'CANDIDATE_SIGNED',
  placeholders: [],
  createdAt: '2026-11-24T08:00:00.000Z',
  sentAt: '2026-11-24T09:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
  approval: null,
  rejection: null,
  hasSignedLetter: true,
  senderValues: null,
  revision: 5,
};

test('the offer’s whole history downloads as CSV or JSON from its details (the auditor’s copy)', async () => {
  const api = installFakeApi({
    'GET /users/me': { body: ADMIN_USER },
    [`GET /offers/${OFFER}`]: { body: details },
    'GET /company-roles/company-users/dropdown': { body: [] },
    [`GET /offers/${OFFER}/history/export`]: { body: { offerId: OFFER, entries: [] } },
  });
  const { user } = renderPage(<OfferDetailsPage />, { signedIn: true, path: PATH, url: URL });
  await user.click(await screen.findByRole('button', { name: 'Export history (CSV)' }));
  await user.click(screen.getByRole('button', { name: 'Export history (JSON)' }));
  await waitFor(() => expect(api.callsTo(`GET /offers/${OFFER}/history/export`).map((call) => call.query.get('format'))).toEqual(['csv', 'json']));
});

test('an approval given on the page opened from the inbox is recorded as given from the inbox', async () => {
  const pending = {
    ...details,
    status: 'APPROVAL_PENDING',
    approval: { round: 1, status: 'PENDING', currentStep: 0, steps: [{ approverIds: ['u1'], rule: 'ALL', required: 1 }], decisions: [], awaitingApproverIds: ['u1'] },
  };
  const api = installFakeApi({
    'GET /users/me': { body: ADMIN_USER },
    [`GET /offers/${OFFER}`]: { body: pending },
    'GET /company-roles/company-users/dropdown': { body: [] },
    [`POST /offers/${OFFER}/approve`]: { body: { id: OFFER, revision: 6, position: '9' } },
  });
  const { user } = renderPage(<OfferDetailsPage />, { signedIn: true, path: PATH, url: `${URL}?from=inbox` });
  await user.click(await screen.findByRole('button', { name: 'Approve' }));
  await waitFor(() => expect(api.callsTo(`POST /offers/${OFFER}/approve`).map((call) => call.body)).toEqual([{ round: 1, channel: 'INBOX' }]));
});

const approved = {
  ...details,
  status: 'REQUEST_APPROVED',
  hasSignedLetter: false,
  placeholders: [
    { name: 'salary_amount', filledBy: 'OFFER_SENDER' },
    { name: 'salary_currency', filledBy: 'OFFER_SENDER' },
    { name: 'joining_date', filledBy: 'CANDIDATE' },
  ],
  senderValues: { salary_amount: '90,000', salary_currency: 'AED' },
  approval: { round: 1, status: 'APPROVED', currentStep: 0, steps: [{ approverIds: ['u1'], rule: 'ALL', required: 1 }], decisions: [], awaitingApproverIds: [] },
};

test('an approved offer’s terms are edited from its details: the sender’s placeholders asked again, PUT /offers/:id', async () => {
  const api = installFakeApi({
    'GET /users/me': { body: ADMIN_USER },
    [`GET /offers/${OFFER}`]: { body: approved },
    'GET /company-roles/company-users/dropdown': { body: [] },
    [`PUT /offers/${OFFER}`]: { body: { id: OFFER, revision: 7, position: '11' } },
  });
  const { user } = renderPage(<OfferDetailsPage />, { signedIn: true, path: PATH, url: URL });
  await user.click(await screen.findByRole('button', { name: 'Edit terms' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit the offer’s terms' });
  expect(within(dialog).getByText(/goes through its approval flow again/)).toBeTruthy();
  // Only what the sender fills, each starting from the offer's current terms: the candidate's joining date is not asked here.
  expect(within(dialog).getAllByRole('textbox')).toHaveLength(2);
  const amount = within(dialog).getByRole('textbox', { name: /Salary amount/ });
  expect(amount).toHaveProperty('value', '90,000');
  expect(within(dialog).getByRole('textbox', { name: /Salary currency/ })).toHaveProperty('value', 'AED');
  await user.clear(amount);
  await user.type(amount, '95,000');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  // The changed value is sent, the unchanged one as it was.
  await waitFor(() =>
    expect(api.callsTo(`PUT /offers/${OFFER}`).map((call) => call.body)).toEqual([{ senderValues: { salary_amount: '95,000', salary_currency: 'AED' } }]),
  );
});

test('an offer whose terms were not kept opens Edit terms with empty fields', async () => {
  installFakeApi({
    'GET /users/me': { body: ADMIN_USER },
    [`GET /offers/${OFFER}`]: { body: { ...approved, senderValues: null } },
    'GET /company-roles/company-users/dropdown': { body: [] },
  });
  const { user } = renderPage(<OfferDetailsPage />, { signedIn: true, path: PATH, url: URL });
  await user.click(await screen.findByRole('button', { name: 'Edit terms' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit the offer’s terms' });
  expect(within(dialog).getByRole('textbox', { name: /Salary amount/ })).toHaveProperty('value', '');
});

test('the server’s refusal stays in the dialog; an offer with the candidate has no Edit terms (Arabic)', async () => {
  installFakeApi({
    'GET /users/me': { body: ADMIN_USER },
    [`GET /offers/${OFFER}`]: { body: approved },
    'GET /company-roles/company-users/dropdown': { body: [] },
    [`PUT /offers/${OFFER}`]: { status: 400, body: { message: 'Please fill in every placeholder of the offer letter', statusCode: 400 } },
  });
  const { user } = renderPage(<OfferDetailsPage />, { signedIn: true, path: PATH, url: URL, language: 'ar' });
  await user.click(await screen.findByRole('button', { name: 'تعديل الشروط' }));
  const dialog = await screen.findByRole('dialog', { name: 'تعديل شروط العرض' });
  expect(within(dialog).getAllByRole('textbox').map((field) => (field as HTMLInputElement).value)).toEqual(['90,000', 'AED']);
  await user.click(within(dialog).getByRole('button', { name: /تأكيد/ }));
  expect(await within(dialog).findByRole('alert')).toBeTruthy();
  expect(offerActionsFor({ status: 'PENDING_ON_CANDIDATE' })).not.toContain('change-terms');
  expect(offerActionsFor({ status: 'CANDIDATE_SIGNED' })).not.toContain('change-terms');
  expect(offerActionsFor({ status: 'APPROVAL_PENDING' })).toEqual(['change-terms']);
});
