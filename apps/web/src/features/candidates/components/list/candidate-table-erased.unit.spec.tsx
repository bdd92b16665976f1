import { screen, within } from '@testing-library/react';
import type { ApplicationRow } from '@ats/web/app/api/api-types';
import { installFakeApi } from '@ats/web/testing/fake-api';
import { renderPage } from '@ats/web/testing/render-page';
import { CandidateTable } from './candidate-table';

/** A row of the list after the candidate's erasure: the API answers 'erased' where the personal data was. */
const erasedRow = {
  applicationId: 'app-1',
  candidateId: 'cand-1',
  firstName: 'erased',
  lastName: '',
  email: 'erased',
  phone: null,
  jobId: 'job-1',
  jobName: 'Backend Engineer',
  stageId: 's1',
  stageName: 'Screening',
  status: 'ACTIVE',
  archivalReason: null,
  origin: 'sourced',
  source: null,
  ownerId: 'u1',
  ownerName: 'Rania Haddad',
  appliedAt: '2026-11-19T10:00:00.000Z',
  lastActivityAt: '2026-11-19T10:00:00.000Z',
} as unknown as ApplicationRow;

test.each([
  ['en', 'erased'],
  ['ar', 'ممسوح'],
] as const)('an erased candidate reads as erased in the list (%s)', async (language, word) => {
  installFakeApi();
  renderPage(<CandidateTable rows={[erasedRow]} archived={false} loading={false} captionId="caption" />, {
    language,
    path: '/recruiter/candidates',
  });
  const row = (await screen.findAllByRole('row'))[1]!;
  expect(within(row).getByRole('link').textContent).toBe(word);
  expect(within(row).getAllByText(word)).toHaveLength(2);
  expect(within(row).getByText('Backend Engineer')).toBeTruthy();
});
