import { screen, waitFor } from '@testing-library/react';
import { installFakeApi } from '@ats/web/testing/fake-api';
import { ADMIN_USER, anApplication } from '@ats/web/testing/fixtures';
import { renderPage } from '@ats/web/testing/render-page';
import { SendOfferPage } from './send-offer-page';

const TEMPLATE = {
  id: 't1',
  name: 'Standard offer',
  letterFileName: 'Offer.docx',
  letterSizeBytes: 2048,
  placeholders: [{ name: 'candidate_name', filledBy: 'OFFER_SENDER' }],
  updatedAt: '2026-11-20T09:00:00.000Z',
  updatedByName: 'Ada Admin',
};
const MEMBERS = [
  { id: 'm1', fullName: 'Faris Finance', isDeletedUser: false },
  { id: 'm2', fullName: 'Huda Head', isDeletedUser: false },
];

const routes = (overrides: Record<string, { status?: number; body?: unknown }> = {}) => ({
  'GET /users/me': { body: ADMIN_USER },
  'GET /job-applications/app-1': { body: anApplication() },
  'GET /company-offer-templates': { body: [TEMPLATE] },
  'GET /company-roles/company-users/dropdown': { body: MEMBERS },
  'GET /approval-flows/default/offer': { body: { steps: [], reminderEveryDays: 2 } },
  'GET /company/requisitions-for-offer': { body: { isRequisitionMandatoryForOffer: false, requisitions: [] } },
  'POST /offers': { status: 201, body: { id: 'o1' } },
  ...overrides,
});

const PATH = '/recruiter/offers/send/:applicationId/job/:jobRoleId';
const URL = '/recruiter/offers/send/app-1/job/job-1';

test('starts approval from the company’s default offer flow and sends it as the stages say', async () => {
  const api = installFakeApi(
    routes({ 'GET /approval-flows/default/offer': { body: { steps: [{ approverIds: ['m1'], rule: 'ALL', required: 1 }], reminderEveryDays: 3 } } }),
  );
  const { user } = renderPage(<SendOfferPage />, { signedIn: true, path: PATH, url: URL });
  expect(await screen.findByText('Starts from your company’s default approval flow.')).toBeTruthy();
  expect((screen.getByRole('checkbox', { name: /approval/i }) as HTMLInputElement).checked).toBe(true);
  expect(await screen.findByRole('button', { name: 'Faris Finance' })).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Send for approval' }));
  await waitFor(() => expect(api.callsTo('POST /offers')).toHaveLength(1));
  expect(api.callsTo('POST /offers')[0]!.body).toMatchObject({
    applicationId: 'app-1',
    templateId: 't1',
    approvalFlow: { steps: [{ approverIds: ['m1'], rule: 'ALL' }], reminderEveryDays: 3 },
  });
});

test('asks for one of the company’s open requisitions when the company requires one', async () => {
  const api = installFakeApi(
    routes({
      'GET /company/requisitions-for-offer': {
        body: { isRequisitionMandatoryForOffer: true, requisitions: [{ id: 'r1', openingId: 'REQ-7', requisitionName: 'Backend hire', roleName: 'Backend Engineer' }] },
      },
    }),
  );
  const { user } = renderPage(<SendOfferPage />, { signedIn: true, path: PATH, url: URL });
  const picker = await screen.findByRole('combobox', { name: /Requisition/ });
  expect(screen.getByText('Your company links every offer to an open requisition.')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Send offer' }));
  expect(await screen.findByText('Please select requisition')).toBeTruthy();
  expect(api.callsTo('POST /offers')).toHaveLength(0);

  await user.click(picker);
  await user.click(await screen.findByRole('option', { name: 'Backend hire · REQ-7' }));
  await user.click(screen.getByRole('button', { name: 'Send offer' }));
  await waitFor(() => expect(api.callsTo('POST /offers')).toHaveLength(1));
  expect(api.callsTo('POST /offers')[0]!.body).toMatchObject({ requisitionId: 'r1' });
});
