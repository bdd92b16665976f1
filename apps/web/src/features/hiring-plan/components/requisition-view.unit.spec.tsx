import { screen } from '@testing-library/react';
import { installFakeApi } from '@ats/web/testing/fake-api';
import { ADMIN_USER } from '@ats/web/testing/fixtures';
import { renderPage } from '@ats/web/testing/render-page';
import type { Requisition } from '../api/hiring-plan-api';
import { RequisitionView } from './requisition-view';

const requisition = (hired: Requisition['hired']): Requisition => ({
  id: 'r1',
  revision: 9,
  status: 'APPROVED',
  hiringProgress: 'HIRED',
  details: {
    openingId: 'REQ-7',
    requisitionName: 'Backend hire',
    roleName: 'Backend Engineer',
    openingFor: 'NEW_JOB',
    existingJobId: null,
    jobDescription: 'Builds the hiring API',
    budgetType: 'BUDGETED',
    openingType: 'NEW_HIRE',
    employeeBackfilled: null,
    reasonForHiring: null,
    reasonForReplacement: null,
    departmentId: 'd1',
    locationId: 'l1',
    employmentType: 'FULL_TIME',
    targetHiredDate: '2027-03-31',
    headcount: 1,
    salary: { min: 10000, max: 15000, currency: 'AED', frequency: 'MONTH' },
    hiringManagerId: 'u1',
    notes: null,
  },
  recruiterIds: ['u2'],
  createdById: 'u1',
  jobIds: [],
  approvalFlow: null,
  round: null,
  canDecide: false,
  canManage: true,
  members: [],
  hired,
});

const fakeApi = () =>
  installFakeApi({
    'GET /users/me': { body: ADMIN_USER },
    'GET /company-roles/dropdown': { body: [] },
    'GET /requisitions/r1/history': { body: { entries: [] } },
  });

test('a requisition hired by a signed offer names the candidate and links the application’s profile', async () => {
  fakeApi();
  renderPage(
    <RequisitionView
      requisition={requisition({ date: '2027-01-15', offerSentDate: null, offerId: 'o1', candidate: { applicationId: 'a1', name: 'Salma Haddad', email: 'salma@example.com' } })}
    />,
    { signedIn: true },
  );
  const link = await screen.findByRole('link', { name: 'Salma Haddad (salma@example.com)' });
  expect(link.getAttribute('href')).toBe('/recruiter/candidate-profile/a1');
  expect(screen.getByText('Jan 15, 2027')).toBeTruthy();
  // A hired requisition is not marked as hired again.
  expect(screen.queryByRole('button', { name: 'Mark as Hired' })).toBeNull();
});

test('a new candidate recorded by Mark as Hired has no profile link; an unknown one says so (Arabic)', async () => {
  fakeApi();
  const { unmount } = renderPage(
    <RequisitionView requisition={requisition({ date: '2027-01-15', offerSentDate: null, offerId: null, candidate: { applicationId: null, name: 'Omar Saleh', email: null } })} />,
    { signedIn: true },
  );
  expect(await screen.findByText('Omar Saleh')).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'Omar Saleh' })).toBeNull();
  unmount();
  fakeApi();
  renderPage(<RequisitionView requisition={requisition({ date: '2027-01-15', offerSentDate: null, offerId: 'o1', candidate: null })} />, { signedIn: true, language: 'ar' });
  expect(await screen.findByText('المرشح المعيَّن')).toBeTruthy();
  expect(screen.getByText('غير مسجَّل')).toBeTruthy();
});
