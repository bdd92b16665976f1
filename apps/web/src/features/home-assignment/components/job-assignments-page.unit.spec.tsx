import { act, screen, within } from '@testing-library/react';
import { storeTokens } from '@ats/web/app/auth/token-store';
import { apiFailure, installFakeApi } from '@ats/web/testing/fake-api';
import { renderPage } from '@ats/web/testing/render-page';
import { JobAssignmentsPage } from './job-assignments-page';

const JOB = '9a57d8a1-1b7a-4c44-9a57-2f0c8c4e1b7a';
const APPLICATION = '2f0c8c4e-1b7a-4c44-9a57-8d7a1f4f2b10';
const PATH = '/company/assignment/role/:roleId/user/:userId';
const URL = `/company/assignment/role/${JOB}/user/user-1`;
const API = `/candidate-journey/jobs/${JOB}/assignments`;

const item = (overrides: Record<string, unknown> = {}) => ({
  applicationId: APPLICATION,
  stageId: 'stage-2',
  stageName: 'Technical task',
  taskId: 'task-2',
  status: 'NOT_STARTED',
  hoursToSubmit: 48,
  expectedDurationHours: 3,
  deadline: null,
  submittedAt: null,
  autoSubmitted: false,
  canOpen: true,
  ...overrides,
});

const overview = (items: unknown[]) => ({ jobId: JOB, jobName: 'Backend Engineer', items, serverTime: new Date().toISOString() });

const signedIn = () => act(() => storeTokens('candidate', { accessToken: 'candidate-token', refreshToken: 'r' }));

describe('candidate assignments of a job', () => {
  it('lists each assignment with its state and a link to the ones the candidate can open, with their own token', async () => {
    const now = Date.now();
    const api = installFakeApi({
      [`GET ${API}`]: {
        body: overview([
          item(),
          item({ stageId: 'stage-3', stageName: 'Case study', taskId: 'task-3', status: 'IN_PROGRESS', deadline: new Date(now + (5 * 60 + 20) * 60_000 + 30_000).toISOString() }),
          item({ stageId: 'stage-1', stageName: 'Screening', taskId: 'task-1', status: 'SUBMITTED', submittedAt: '2026-11-20T09:00:00.000Z', autoSubmitted: true, canOpen: false }),
        ]),
      },
    });
    renderPage(<JobAssignmentsPage />, { path: PATH, url: URL });
    signedIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your home assignments' })).toBeTruthy();
    expect(await screen.findByText('Backend Engineer')).toBeTruthy();
    expect(api.callsTo(`GET ${API}`)[0]!.headers.Authorization).toBe('Bearer candidate-token');

    const [notStarted, inProgress, submitted] = screen.getAllByRole('listitem');
    expect(within(notStarted!).getByRole('heading', { name: 'Technical task' })).toBeTruthy();
    expect(within(notStarted!).getByText('Not started')).toBeTruthy();
    expect(within(notStarted!).getByText('48 hours to submit.')).toBeTruthy();
    expect(within(notStarted!).getByRole('link', { name: 'Open assignment' }).getAttribute('href')).toBe(`/user/assignment/role/${JOB}/user/user-1/${APPLICATION}/stage-2/task-2`);

    expect(within(inProgress!).getByText('In progress')).toBeTruthy();
    expect(within(inProgress!).getByText('Time remaining: 5 hours 20 minutes')).toBeTruthy();
    expect(within(inProgress!).getByText(/^Submit by/)).toBeTruthy();
    const resume = within(inProgress!).getByRole('link', { name: 'Continue assignment' });
    expect(resume.getAttribute('href')).toBe(`/user/assignment/role/${JOB}/user/user-1/${APPLICATION}/stage-3/task-3`);
    // Several links say 'Continue' or 'Open': each is described by its stage.
    expect(resume.getAttribute('aria-describedby')).toBe(within(inProgress!).getByRole('heading').id);

    expect(within(submitted!).getByText('Submitted')).toBeTruthy();
    expect(within(submitted!).getByText(/^Submitted on/)).toBeTruthy();
    expect(within(submitted!).getByText('The time ran out, so what you had saved was submitted automatically.')).toBeTruthy();
    // An earlier stage's assignment no longer opens.
    expect(within(submitted!).queryByRole('link')).toBeNull();
    expect(within(submitted!).getByText('This assignment can no longer be opened.')).toBeTruthy();
  });

  it('says so when there are no assignments yet', async () => {
    installFakeApi({ [`GET ${API}`]: { body: overview([]) } });
    renderPage(<JobAssignmentsPage />, { path: PATH, url: URL });
    signedIn();
    expect(await screen.findByText('No home assignments yet')).toBeTruthy();
    expect(screen.getByText('When a stage of your application has a home assignment, it appears here.')).toBeTruthy();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('asks a visitor without the candidate’s session to sign in first, and reads nothing', async () => {
    const api = installFakeApi({ [`GET ${API}`]: { body: overview([item()]) } });
    renderPage(<JobAssignmentsPage />, { path: PATH, url: URL });
    expect(await screen.findByText('To see your assignments, sign in with the e-mail you applied with.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in with your e-mail' }).getAttribute('href')).toBe(`/profile-builder/role/${JOB}/user/new`);
    expect(api.callsTo(`GET ${API}`)).toHaveLength(0);
  });

  it('says the assignments are not available for another candidate’s link (404), and offers a retry on other failures', async () => {
    installFakeApi({ [`GET ${API}`]: apiFailure(404, 'Page not found') });
    const first = renderPage(<JobAssignmentsPage />, { path: PATH, url: URL });
    signedIn();
    expect(await screen.findByText('These assignments are not available.')).toBeTruthy();
    first.unmount();

    let down = true;
    installFakeApi({ [`GET ${API}`]: () => (down ? apiFailure(500, 'Internal server error') : { body: overview([item()]) }) });
    const { user } = renderPage(<JobAssignmentsPage />, { path: PATH, url: URL });
    signedIn();
    expect(await screen.findByText(/Your assignments could not be loaded\./)).toBeTruthy();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Open assignment' })).toBeTruthy();
  });

  it('is in Arabic', async () => {
    installFakeApi({ [`GET ${API}`]: { body: overview([item({ status: 'SUBMITTED', submittedAt: '2026-11-20T09:00:00.000Z' })]) } });
    renderPage(<JobAssignmentsPage />, { path: PATH, url: URL, language: 'ar' });
    signedIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'مهامك المنزلية' })).toBeTruthy();
    expect(await screen.findByText('تم التسليم')).toBeTruthy();
    expect(screen.getByText(/^تم التسليم في/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'عرض التسليم' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
  });
});
