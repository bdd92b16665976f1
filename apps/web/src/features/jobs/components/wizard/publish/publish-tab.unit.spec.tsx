import { screen, waitFor, within } from '@testing-library/react';
import { apiFailure, installFakeApi } from '@ats/web/testing/fake-api';
import { renderPage } from '@ats/web/testing/render-page';
import type { JobDetail } from '@ats/web/features/jobs/api/job-types';
import { COMMAND_RESULT, jobDetail, stage } from '@ats/web/features/jobs/testing/job-fixtures';
import { PublishTab } from './publish-tab';

const HISTORY = {
  items: [
    {
      revision: 2,
      type: 'StageAdded',
      occurredAt: '2025-11-20T09:00:00.000Z',
      actor: { kind: 'user', id: 'u1', name: 'Rania Haddad' },
      summary: 'Added the stage Offer (by Rania Haddad)',
      details: { type: 'StageAdded', subject: 'Offer', to: null },
    },
  ],
  total: 1,
  page: 1,
  take: 20,
};

const renderTab = (job: JobDetail, language: 'en' | 'ar' = 'en', routes: Parameters<typeof installFakeApi>[0] = {}) => {
  const api = installFakeApi({
    ...routes,
    'PATCH /company-roles/publish/j1': { body: COMMAND_RESULT },
    'POST /company-roles/updateRoleStatus/j1': { body: COMMAND_RESULT },
    'POST /company-roles/j1/custom-links': { status: 201, body: COMMAND_RESULT },
    'GET /company-roles/j1/history': { body: HISTORY },
    'GET /ai-headhunting/waitlist': { body: { joined: false, joinedAt: null } },
  });
  return {
    api,
    ...renderPage(<PublishTab job={job} readOnly={false} />, {
      path: '/recruiter/jobs/job-role/j1/publish/edit',
      signedIn: true,
      language,
    }),
  };
};

test('a job without an owner cannot be published: the spec message, nothing sent', async () => {
  const { api, user } = renderTab(
    jobDetail({ ownerId: null, team: { ownerId: null, recruiterId: 'u2', hiringManagerId: null } }),
  );
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Your job does not have any job owners. Please add a job owner.',
  );
  expect(api.callsTo('PATCH /company-roles/publish/j1')).toHaveLength(0);
});

test('a stage that promises a task must have one', async () => {
  const screening = {
    ...stage('s-screening', 'Screening'),
    automations: { ...stage('x', 'x').automations, invitationEmail: true },
  };
  const { user } = renderTab(
    jobDetail({ stages: [stage('s-sourced', 'Sourced', 'SOURCED'), screening, stage('s-hired', 'Hired', 'HIRED')] }),
  );
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  expect((await screen.findByRole('alert')).textContent).toBe(
    'You have not added any candidate task in the Screening stage',
  );
});

test("the server's refusal is shown as it words it", async () => {
  const { api, user } = renderTab(jobDetail());
  api.answer(
    'PATCH /company-roles/publish/j1',
    apiFailure(400, 'You have not added any candidate task in the Interview stage'),
  );
  await user.click(screen.getByRole('switch', { name: 'Employee portal' }));
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  expect((await screen.findByRole('alert')).textContent).toBe(
    'You have not added any candidate task in the Interview stage',
  );
  expect(api.callsTo('PATCH /company-roles/publish/j1')[0]!.body).toEqual({
    publication: {
      careerPage: true,
      employeePortal: true,
      confidential: false,
      allowEmployeeReferrals: false,
      allowEmployeesToAddToTalentPool: false,
    },
  });
});

test('a closed job is published again after the confirmation', async () => {
  const { api, user } = renderTab(
    jobDetail({
      status: 'CLOSED',
      publication: {
        careerPage: true,
        employeePortal: false,
        confidential: true,
        allowEmployeeReferrals: false,
        allowEmployeesToAddToTalentPool: false,
      },
    }),
  );
  await user.click(screen.getByRole('button', { name: 'Republish' }));
  const dialog = await screen.findByRole('dialog', { name: 'Publish Platform Engineer again?' });
  expect(within(dialog).getByText('Are you sure you want to publish this job again?')).toBeTruthy();
  await user.click(within(dialog).getByRole('button', { name: 'Republish' }));
  await waitFor(() => expect(api.callsTo('PATCH /company-roles/publish/j1')).toHaveLength(1));
  expect(
    (api.callsTo('PATCH /company-roles/publish/j1')[0]!.body as { publication: { confidential: boolean } }).publication
      .confidential,
  ).toBe(true);
});

test('a published job closes after the confirmation', async () => {
  const { api, user } = renderTab(
    jobDetail({
      status: 'PUBLISHED',
      publication: {
        careerPage: true,
        employeePortal: false,
        confidential: false,
        allowEmployeeReferrals: false,
        allowEmployeesToAddToTalentPool: false,
      },
    }),
  );
  await user.click(screen.getByRole('button', { name: 'Close job' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close job' }));
  await waitFor(() =>
    expect(api.callsTo('POST /company-roles/updateRoleStatus/j1')[0]?.body).toEqual({ status: 'CLOSED' }),
  );
});

test('custom links: checked before they are sent; copy says so', async () => {
  const { api, user } = renderTab(
    jobDetail({ customLinks: [{ source: 'Meetup', link: 'https://example.org/jobs/42', closed: false }] }),
  );
  await user.click(screen.getByRole('button', { name: 'Copy the Meetup link' }));
  expect(await screen.findByText('Copied to clipboard')).toBeTruthy();
  // user-event stands in for the browser's clipboard.
  expect(await navigator.clipboard.readText()).toBe('https://example.org/jobs/42');
  await user.click(screen.getByRole('button', { name: 'Add link' }));
  expect(await screen.findByText('Source name is required')).toBeTruthy();
  expect(screen.getByText('Please enter a valid link')).toBeTruthy();
  await user.type(screen.getByRole('textbox', { name: /Source name/ }), 'Campus fair');
  await user.type(screen.getByRole('textbox', { name: /^Link/ }), 'https://example.org/campus');
  await user.click(screen.getByRole('button', { name: 'Add link' }));
  await waitFor(() =>
    expect(api.callsTo('POST /company-roles/j1/custom-links')[0]?.body).toEqual({
      source: 'Campus fair',
      link: 'https://example.org/campus',
    }),
  );
});

test("the share section has the job's public link, its share targets and QR code; the history is read", async () => {
  renderTab(jobDetail());
  expect(screen.getByRole('img', { name: 'QR code of the Platform Engineer job link' })).toBeTruthy();
  const link = 'http://localhost/careers/demo-company/job/j1';
  expect((screen.getByRole('textbox', { name: 'Job link' }) as HTMLInputElement).value).toBe(link);
  const shared = encodeURIComponent(link);
  expect(screen.getByRole('link', { name: 'Share on LinkedIn' }).getAttribute('href')).toContain(shared);
  expect(screen.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')).toContain(shared);
  expect(screen.getByRole('link', { name: 'Share on X' }).getAttribute('href')).toContain(shared);
  expect(screen.getByRole('link', { name: 'Share on Facebook' }).getAttribute('href')).toContain(shared);
  expect(await screen.findByText('Added the stage Offer')).toBeTruthy();
});

test('job boards: the connections with their counts; posting is refused as the server words it', async () => {
  const postings = {
    body: [
      {
        id: 'p1',
        jobId: 'j1',
        board: 'search-engine',
        boardName: 'Search engine jobs',
        tier: 'BASIC',
        status: 'POSTED',
        statusMessage: null,
        closedHow: null,
        attempt: 1,
        requestedAt: '2025-11-20T08:00:00.000Z',
        postedAt: '2025-11-20T10:00:00.000Z',
        closedAt: null,
        failedAt: null,
        url: null,
        applicationCount: 7,
        hireCount: 1,
      },
    ],
  };
  const { api, user } = renderTab(jobDetail({ status: 'PUBLISHED' }), 'en', {
    'GET /company-roles/j1/job-board-postings': postings,
  });
  api.answer(
    'POST /company-roles/j1/job-board-postings',
    apiFailure(409, 'Job board Search engine jobs is already connected'),
  );
  const table = await screen.findByRole('table', { name: 'Job boards' });
  expect(within(table).getByRole('rowheader', { name: 'Search engine jobs · Basic' })).toBeTruthy();
  expect(within(table).getByRole('cell', { name: '7' })).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Post job' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Job board Search engine jobs is already connected');
  expect(api.callsTo('POST /company-roles/j1/job-board-postings')[0]!.body).toEqual({
    board: 'professional-network',
    tier: 'BASIC',
  });
  api.answer('POST /company-roles/j1/job-board-postings/connect', { status: 201, body: COMMAND_RESULT });
  await user.click(screen.getByRole('switch', { name: 'Posted on the board by hand' }));
  await user.type(
    screen.getByRole('textbox', { name: 'Link to the job on the board' }),
    'https://boards.example/jobs/9',
  );
  await user.click(screen.getByRole('button', { name: 'Connect posting' }));
  await waitFor(() =>
    expect(api.callsTo('POST /company-roles/j1/job-board-postings/connect')[0]?.body).toEqual({
      board: 'professional-network',
      url: 'https://boards.example/jobs/9',
    }),
  );
});

test('reads in Arabic: the publish blocker in Arabic', async () => {
  const { user } = renderTab(
    jobDetail({ ownerId: null, team: { ownerId: null, recruiterId: null, hiringManagerId: null } }),
    'ar',
  );
  await user.click(screen.getByRole('button', { name: 'نشر' }));
  expect((await screen.findByRole('alert')).textContent).toBe('لا يوجد مالك لهذه الوظيفة. يرجى إضافة مالك للوظيفة.');
  expect(await screen.findByText('أضاف المرحلة Offer')).toBeTruthy();
});

test('the assigned agencies, read only: an empty state, else how many (English and Arabic)', async () => {
  const first = renderTab(jobDetail());
  const empty = screen.getByRole('region', { name: 'Assigned agencies' });
  expect(within(empty).getByText('No agencies assigned')).toBeTruthy();
  expect(within(empty).queryByRole('button')).toBeNull();
  first.unmount();

  const assigned = jobDetail({ agencyIds: ['a1', 'a2'] });
  const second = renderTab(assigned);
  expect(within(screen.getByRole('region', { name: 'Assigned agencies' })).getByText('2 agencies are assigned to this job')).toBeTruthy();
  second.unmount();

  renderTab(assigned, 'ar');
  expect(within(screen.getByRole('region', { name: 'الوكالات المعيّنة' })).getByText('وكالتان معيّنتان لهذه الوظيفة')).toBeTruthy();
});
