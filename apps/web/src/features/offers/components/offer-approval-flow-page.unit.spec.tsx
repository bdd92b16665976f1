import { screen, waitFor } from '@testing-library/react';
import { installFakeApi } from '@ats/web/testing/fake-api';
import { ADMIN_USER } from '@ats/web/testing/fixtures';
import { renderPage } from '@ats/web/testing/render-page';
import { OfferApprovalFlowPage } from './offer-approval-flow-page';

const PATH = '/recruiter/offers/approval-flow/:type/:id';
const MEMBERS = [{ id: 'm1', fullName: 'Faris Finance', isDeletedUser: false }];

test('edits the company’s default offer flow, refusing a stage without an approver', async () => {
  const api = installFakeApi({
    'GET /users/me': { body: ADMIN_USER },
    'GET /company-roles/company-users/dropdown': { body: MEMBERS },
    'GET /approval-flows/default/offer': { body: { steps: [], reminderEveryDays: 2 } },
    'PUT /approval-flows/default/offer': { body: { steps: [{ approverIds: ['m1'], rule: 'ALL', required: 1 }], reminderEveryDays: 2 } },
  });
  const { user } = renderPage(<OfferApprovalFlowPage />, { signedIn: true, path: PATH, url: '/recruiter/offers/approval-flow/default/company' });
  expect(await screen.findByRole('heading', { name: 'Offer approval flow' })).toBeTruthy();
  await user.click(await screen.findByRole('button', { name: 'Save approval flow' }));
  expect(await screen.findByText('Approval setup incomplete. Every stage must have an assigned approver to continue.')).toBeTruthy();
  expect(api.callsTo('PUT /approval-flows/default/offer')).toHaveLength(0);

  await user.click(screen.getAllByRole('combobox')[0]!);
  await user.click(await screen.findByRole('option', { name: 'Faris Finance' }));
  await user.click(screen.getByRole('button', { name: 'Save approval flow' }));
  await waitFor(() => expect(api.callsTo('PUT /approval-flows/default/offer')).toHaveLength(1));
  expect(api.callsTo('PUT /approval-flows/default/offer')[0]!.body).toMatchObject({ steps: [{ approverIds: ['m1'], rule: 'ALL' }] });
});

test('leads nowhere for another type', async () => {
  installFakeApi({ 'GET /users/me': { body: ADMIN_USER } });
  renderPage(<OfferApprovalFlowPage />, { signedIn: true, path: PATH, url: '/recruiter/offers/approval-flow/offer/o1' });
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'Offer approval flow' })).toBeNull());
});
