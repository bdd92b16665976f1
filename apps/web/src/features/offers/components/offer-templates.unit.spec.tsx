import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { apiFailure, installFakeApi } from '@ats/web/testing/fake-api';
import { installFakeUpload } from '@ats/web/testing/fake-upload';
import { ADMIN_USER } from '@ats/web/testing/fixtures';
import { renderPage } from '@ats/web/testing/render-page';
import { offersAr } from '../messages/ar';
import { OfferTemplateEditorPage } from './offer-template-editor-page';
import { OfferTemplatesPage } from './offer-templates-page';

const ADMIN = { ...ADMIN_USER, permissionV1: ['COMPANY::*', 'USER::*'], permissionV2: ['COMPANY::OFFER_LETTERS_TEMPLATES::*'] };

const TEMPLATE = {
  id: 't1',
  name: 'Standard offer',
  letterFileName: 'Offer.docx',
  letterSizeBytes: 2048,
  placeholders: [
    { name: 'candidate_name', filledBy: 'OFFER_SENDER' },
    { name: 'joining_date', filledBy: 'OFFER_SENDER' },
  ],
  updatedAt: '2026-11-20T09:00:00.000Z',
  updatedByName: 'Ada Admin',
};

test('lists the templates with their placeholders and last activity, and deletes one after asking', async () => {
  const api = installFakeApi({
    'GET /users/me': { body: ADMIN },
    'GET /company-offer-templates': { body: [TEMPLATE] },
    'DELETE /company-offer-templates/t1': { body: { id: 't1' } },
  });
  const { user } = renderPage(<OfferTemplatesPage />, { signedIn: true, path: '/recruiter-settings/offers' });
  const row = await screen.findByRole('row', { name: /Standard offer/ });
  expect(row.textContent).toContain('2 placeholders');
  expect(row.textContent).toContain('Ada Admin');
  expect(within(row).getByRole('link', { name: 'Edit Standard offer' }).getAttribute('href')).toBe('/recruiter/offers/t1');
  await user.click(within(row).getByRole('button', { name: 'Delete Standard offer' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: /delete/i }));
  await waitFor(() => expect(api.callsTo('DELETE /company-offer-templates/t1')).toHaveLength(1));
});

test('says so when there are no templates, in Arabic too', async () => {
  installFakeApi({ 'GET /users/me': { body: ADMIN }, 'GET /company-offer-templates': { body: [] } });
  renderPage(<OfferTemplatesPage />, { signedIn: true, language: 'ar', path: '/recruiter-settings/offers' });
  expect(await screen.findByText(offersAr['offerTemplates.empty'])).toBeTruthy();
  expect(screen.getByRole('heading', { name: offersAr['offerTemplates.title'] })).toBeTruthy();
});

test('the 3-step flow: the name and .docx are required, then who fills each placeholder, then the preview', async () => {
  const api = installFakeApi({
    'GET /users/me': { body: ADMIN },
    'GET /company-offer-templates/t1': { body: TEMPLATE },
    'PUT /company-offer-templates/t1': { body: { id: 't1' } },
    'GET /company-offer-templates/t1/preview': { body: '%PDF-1.7' },
  });
  const uploads = installFakeUpload(() => ({ status: 201, body: { id: 't1' } }));
  // the fake API answers text; the preview reads the PDF as a Blob
  const answerText = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) =>
    Object.assign(await answerText(input, init), { blob: async () => new Blob(['%PDF-1.7']) })) as typeof fetch;
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
  const { user } = renderPage(
    <Routes>
      <Route path="/recruiter/offers/:templateId" element={<OfferTemplateEditorPage />} />
    </Routes>,
    { signedIn: true, path: '/*', url: '/recruiter/offers/new' },
  );
  await user.click(await screen.findByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Please input template name')).toBeTruthy();
  expect(screen.getByText('Please upload offer letter')).toBeTruthy();
  await user.type(screen.getByRole('textbox', { name: /Template name/ }), 'ab');
  expect(screen.getByText('Length should be at least 3 letters')).toBeTruthy();
  await user.type(screen.getByRole('textbox', { name: /Template name/ }), 'c offer');
  await user.upload(screen.getByLabelText('Offer letter (.docx)'), new File(['PK'], 'Offer.docx'));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(uploads).toHaveLength(1));
  expect(uploads[0]!.body.get('name')).toBe('abc offer');

  const joining = await screen.findByRole('radiogroup', { name: /Joining date/ });
  await user.click(within(joining).getByRole('radio', { name: 'Candidate' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(api.callsTo('PUT /company-offer-templates/t1')).toHaveLength(1));
  expect(api.callsTo('PUT /company-offer-templates/t1')[0]!.body).toMatchObject({
    placeholders: [
      { name: 'candidate_name', filledBy: 'OFFER_SENDER' },
      { name: 'joining_date', filledBy: 'CANDIDATE' },
    ],
  });
  expect(await screen.findByTitle(/Preview of the offer letter/)).toBeTruthy();
});

test('shows the server’s refusal in the reader’s language', async () => {
  installFakeApi({
    'GET /users/me': { body: ADMIN },
    'GET /company-offer-templates/t1': { body: TEMPLATE },
    'PUT /company-offer-templates/t1': apiFailure(404, 'Template not found'),
  });
  const { user } = renderPage(
    <Routes>
      <Route path="/recruiter/offers/:templateId" element={<OfferTemplateEditorPage />} />
    </Routes>,
    { signedIn: true, language: 'ar', path: '/*', url: '/recruiter/offers/t1' },
  );
  await user.click(await screen.findByRole('button', { name: offersAr['offerTemplates.next'] }));
  await user.click(await screen.findByRole('button', { name: offersAr['offerTemplates.next'] }));
  expect(await screen.findByText(offersAr['offersError.templateNotFound'])).toBeTruthy();
});
