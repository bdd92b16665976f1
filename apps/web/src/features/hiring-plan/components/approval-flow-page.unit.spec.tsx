import { screen, waitFor, within } from '@testing-library/react';
import { installFakeApi } from '@ats/web/testing/fake-api';
import { ADMIN_USER } from '@ats/web/testing/fixtures';
import { renderPage } from '@ats/web/testing/render-page';
import type { Requisition } from '../api/hiring-plan-api';
import { hiringPlanAr } from '../messages/ar';
import { ApprovalFlowPage } from './approval-flow-page';

const ADMIN = { ...ADMIN_USER, permissionV1: ['COMPANY::*', 'USER::*'], permissionV2: ['COMPANY::HIRING_PLAN::*'] };
const INCOMPLETE = 'Approval setup incomplete. Every stage must have an assigned approver to continue.';

/** A requisition with its own two-stage flow: Hana alone, then one of Rami and Sara. */
const REQUISITION: Requisition = {
  id: 'r1',
  revision: 9,
  status: 'APPROVED',
  hiringProgress: 'NOT_STARTED',
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
  approvalFlow: {
    steps: [
      { approverIds: ['u1'], rule: 'ALL', required: 1 },
      { approverIds: ['u2', 'u3'], rule: 'N_OF_M', required: 1 },
    ],
    reminderEveryDays: 3,
  },
  round: null,
  canDecide: false,
  canManage: true,
  members: [],
  hired: null,
};

const fakeApi = () =>
  installFakeApi({
    'GET /users/me': { body: ADMIN },
    'GET /requisitions/r1': { body: REQUISITION },
    'GET /company-roles/company-users/dropdown': {
      body: [
        { id: 'u1', fullName: 'Hana Manager', isDeletedUser: false },
        { id: 'u2', fullName: 'Rami Recruiter', isDeletedUser: false },
        { id: 'u3', fullName: 'Sara Finance', isDeletedUser: false },
      ],
    },
    'PUT /requisitions/r1': { body: { id: 'r1', revision: 10, position: '42' } },
  });

const open = (language: 'en' | 'ar' = 'en') =>
  renderPage(<ApprovalFlowPage />, { signedIn: true, language, path: '/recruiter/manage-hiring-plan/:type/:id', url: '/recruiter/manage-hiring-plan/opening/r1' });

test('loads the requisition’s own flow, edits stages, approvers and N of M, refuses a stage without approver, then saves it with the requisition', async () => {
  const api = fakeApi();
  const { user, location } = open();
  expect(await screen.findByRole('heading', { name: 'Approval flow · Backend hire' })).toBeTruthy();
  // The flow as saved: Hana alone, then one of Rami and Sara, reminded every 3 days.
  const first = await screen.findByRole('group', { name: 'Stage 1' });
  await waitFor(() => expect(within(first).getByText('Hana Manager')).toBeTruthy());
  const second = screen.getByRole('group', { name: 'Stage 2' });
  expect(within(second).getByText('Rami Recruiter')).toBeTruthy();
  expect(within(second).getByText('Sara Finance')).toBeTruthy();
  expect(within(second).getByRole('combobox', { name: 'Approval rule (Stage 2)' }).textContent).toBe('Some of them');
  expect((within(second).getByRole('spinbutton', { name: 'Approvals needed (Stage 2)' }) as HTMLInputElement).value).toBe('1');
  expect((screen.getByRole('spinbutton', { name: 'Remind every (days)' }) as HTMLInputElement).value).toBe('3');

  // Both of them now, and a third stage with nobody in it: refused with the spec's words, nothing sent.
  const required = within(second).getByRole('spinbutton', { name: 'Approvals needed (Stage 2)' });
  await user.clear(required);
  await user.type(required, '2');
  await user.click(screen.getByRole('button', { name: 'Add stage' }));
  const third = screen.getByRole('group', { name: 'Stage 3' });
  await user.click(screen.getByRole('button', { name: 'Save approval flow' }));
  expect((await screen.findByRole('alert')).textContent).toBe(INCOMPLETE);
  expect(within(third).getByText('Every stage must have an assigned approver')).toBeTruthy();
  expect(api.callsTo('PUT /requisitions/r1')).toEqual([]);

  // Sara approves the third stage; the first stage goes.
  await user.click(within(third).getByRole('combobox', { name: 'Approvers (Stage 3)' }));
  await user.click(await screen.findByRole('option', { name: 'Sara Finance' }));
  await user.click(screen.getByRole('button', { name: 'Remove stage 1' }));
  expect(screen.queryByRole('group', { name: 'Stage 3' })).toBeNull();
  expect(screen.queryByText(INCOMPLETE)).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Save approval flow' }));

  // Saved with the requisition's own fields and revision (a change asks its approvers again), then back to it.
  await waitFor(() => expect(api.callsTo('PUT /requisitions/r1')).toHaveLength(1));
  expect(api.callsTo('PUT /requisitions/r1')[0]!.body).toEqual({
    ...REQUISITION.details,
    recruiterIds: ['u2'],
    expectedRevision: 9,
    approvalFlow: {
      steps: [
        { approverIds: ['u2', 'u3'], rule: 'N_OF_M', required: 2 },
        { approverIds: ['u3'], rule: 'ALL' },
      ],
      reminderEveryDays: 3,
    },
  });
  await waitFor(() => expect(location()).toBe('/recruiter/hiring-plan/opening/view/r1'));
});

test('reads in Arabic: the flow, its refusal of a stage without approver, nothing sent', async () => {
  const api = fakeApi();
  const { user } = open('ar');
  expect(await screen.findByRole('heading', { name: `${hiringPlanAr['approvalFlow.editorTitle']} · Backend hire` })).toBeTruthy();
  await waitFor(() => expect(screen.getByText('Hana Manager')).toBeTruthy());
  expect(screen.getAllByRole('group')).toHaveLength(2);
  expect(screen.getByText(hiringPlanAr['approvalFlow.rule.N_OF_M'])).toBeTruthy();
  await user.click(screen.getByRole('button', { name: hiringPlanAr['approvalFlow.addStep'] }));
  await user.click(screen.getByRole('button', { name: hiringPlanAr['approvalFlow.save'] }));
  expect((await screen.findByRole('alert')).textContent).toBe(hiringPlanAr['approvalFlow.incomplete']);
  expect(screen.getByText(hiringPlanAr['approvalFlow.stepWithoutApprover'])).toBeTruthy();
  expect(api.callsTo('PUT /requisitions/r1')).toEqual([]);
});
