import { act, screen, waitFor } from '@testing-library/react';
import { storeTokens } from '@ats/web/app/auth/token-store';
import { installFakeApi } from '@ats/web/testing/fake-api';
import { renderPage } from '@ats/web/testing/render-page';
import { CandidateOfferPage } from './candidate-offer-page';

const OFFER = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const PATH = '/profile-builder/role/:roleId/user/:userId/application/:applicationId/offer/:offerId';
const URL = `/profile-builder/role/job-1/user/cand-1/application/app-1/offer/${OFFER}`;
const API = `/candidate-offers/${OFFER}`;

/** The candidate's view of the offer as GET /candidate-offers/:id answers it. */
const offer = (overrides: Record<string, unknown> = {}) => ({
  offerId: OFFER,
  status: 'PENDING_ON_CANDIDATE',
  jobName: 'Backend Engineer',
  companyName: 'Acme',
  candidatePlaceholders: [],
  message: null,
  letterAvailable: true,
  canRespond: true,
  ...overrides,
});

/** The page runs with the candidate's own token (the apply portal's e-mail code gives it). */
const openAsCandidate = (language: 'en' | 'ar' = 'en') => {
  const rendered = renderPage(<CandidateOfferPage />, { path: PATH, url: URL, language });
  act(() => storeTokens('candidate', { accessToken: 'candidate-token', refreshToken: 'r' }));
  return rendered;
};

test('the candidate rejects the offer: a reason is required, then it is sent and the page says the offer was rejected', async () => {
  let status = 'PENDING_ON_CANDIDATE';
  const api = installFakeApi({
    [`GET ${API}`]: () => ({ body: status === 'PENDING_ON_CANDIDATE' ? offer() : offer({ status, canRespond: false }) }),
    [`POST ${API}/reject`]: () => {
      status = 'CANDIDATE_REJECTED';
      return { body: { id: OFFER, revision: 4, position: '12' } };
    },
  });
  const { user } = openAsCandidate();
  expect(await screen.findByText('Congratulations. You got the offer.')).toBeTruthy();
  const reject = await screen.findByRole('button', { name: 'Reject the offer' });
  await user.click(reject);
  expect(await screen.findByText('Please enter the reason for rejection')).toBeTruthy();
  expect(api.callsTo(`POST ${API}/reject`)).toHaveLength(0);

  await user.type(screen.getByRole('textbox', { name: 'Reason for rejection' }), 'I accepted another offer');
  await user.click(reject);
  await waitFor(() => expect(api.callsTo(`POST ${API}/reject`).map((call) => call.body)).toEqual([{ reason: 'I accepted another offer' }]));
  // The candidate's own token, never the staff one.
  expect(api.callsTo(`POST ${API}/reject`)[0]!.headers).toMatchObject({ Authorization: 'Bearer candidate-token' });
  expect(await screen.findByText('You rejected the offer.')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Reject the offer' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Accept and sign' })).toBeNull();
});

test('an offer the recruiter marked as signed shows the marked-as-signed message and nothing to answer', async () => {
  installFakeApi({
    [`GET ${API}`]: { body: offer({ status: 'MARKED_AS_SIGNED', message: 'Recruiter has marked your offer as signed...', letterAvailable: false, canRespond: false }) },
  });
  openAsCandidate();
  expect(await screen.findByText('Recruiter has marked your offer as signed...')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Accept and sign' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Reject the offer' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Open the offer letter (PDF)' })).toBeNull();
});

test('in Arabic: the marked-as-signed message, and the rejection in the candidate’s language', async () => {
  installFakeApi({
    [`GET ${API}`]: { body: offer({ status: 'MARKED_AS_SIGNED', message: 'Recruiter has marked your offer as signed...', letterAvailable: false, canRespond: false }) },
  });
  openAsCandidate('ar');
  expect(await screen.findByText('قام مسؤول التوظيف بوضع علامة موقّع على عرضك...')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'رفض العرض' })).toBeNull();
});

test('in Arabic: the candidate is asked for a reason before rejecting', async () => {
  const api = installFakeApi({ [`GET ${API}`]: { body: offer() } });
  const { user } = openAsCandidate('ar');
  await user.click(await screen.findByRole('button', { name: 'رفض العرض' }));
  expect(await screen.findByText('يرجى إدخال سبب الرفض')).toBeTruthy();
  expect(api.callsTo(`POST ${API}/reject`)).toHaveLength(0);
});
