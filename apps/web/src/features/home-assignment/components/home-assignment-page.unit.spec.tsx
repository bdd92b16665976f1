import { act, screen, within } from '@testing-library/react';
import { storeTokens } from '@ats/web/app/auth/token-store';
import { apiFailure, installFakeApi } from '@ats/web/testing/fake-api';
import { installFakeUpload } from '@ats/web/testing/fake-upload';
import { renderPage } from '@ats/web/testing/render-page';
import { HomeAssignmentPage } from './home-assignment-page';

const APPLICATION = '2f0c8c4e-1b7a-4c44-9a57-8d7a1f4f2b10';
const PATH = '/user/assignment/role/:roleId/user/:userId/:jobApplicationId/:stageId/:moduleId';
const URL = `/user/assignment/role/job-1/user/user-1/${APPLICATION}/stage-1/task-1`;
const API = `/candidate-journey/assignments/${APPLICATION}/stages/stage-1/tasks/task-1`;

const assignment = (overrides: Record<string, unknown> = {}) => ({
  responseId: 'r-1',
  jobName: 'Backend Engineer',
  stageName: 'Screening',
  instructions: 'Build a small API.',
  hoursToSubmit: 48,
  expectedDurationHours: 3,
  daysToHearBack: 5,
  status: 'NOT_STARTED',
  startedAt: null,
  deadline: null,
  link: null,
  files: [],
  submittedAt: null,
  autoSubmitted: false,
  serverTime: new Date().toISOString(),
  ...overrides,
});

const signedIn = () => act(() => storeTokens('candidate', { accessToken: 'candidate-token', refreshToken: 'r' }));

describe('home assignment page', () => {
  it('shows the time guidance, asks for the confirmation, then starts', async () => {
    const api = installFakeApi({ [`GET ${API}`]: { body: assignment() }, [`POST ${API}/start`]: { body: { id: 'r-1', revision: 0, position: '1' } } });
    const { user } = renderPage(<HomeAssignmentPage />, { path: PATH, url: URL });
    signedIn();
    expect(await screen.findByText('48 hours to submit.')).toBeTruthy();
    expect(screen.getByText('Expected to take 3 hours.')).toBeTruthy();
    expect(screen.getByText('You will hear back within 5 days.')).toBeTruthy();
    // The brief is not shown before the start.
    expect(screen.queryByText('Build a small API.')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Start assignment' }));
    expect(screen.getByRole('alert').textContent).toBe('Please confirm before you start');
    expect(api.callsTo(`POST ${API}/start`)).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: /the time starts when I start/ }));
    await user.click(screen.getByRole('button', { name: 'Start assignment' }));
    expect(api.callsTo(`POST ${API}/start`)).toHaveLength(1);
    expect(api.callsTo(`POST ${API}/start`)[0]!.headers.Authorization).toBe('Bearer candidate-token');
  });

  it('shows the brief and the remaining time, refuses a bad link, and submits a link after the confirmation', async () => {
    const now = Date.now();
    const api = installFakeApi({
      [`GET ${API}`]: { body: assignment({ status: 'IN_PROGRESS', startedAt: new Date(now).toISOString(), deadline: new Date(now + (47 * 60 + 30) * 60_000 + 30_000).toISOString() }) },
      [`POST ${API}/submit`]: { body: { id: 'r-1', revision: 1, position: '2' } },
    });
    const { user } = renderPage(<HomeAssignmentPage />, { path: PATH, url: URL });
    signedIn();
    expect(await screen.findByText('Build a small API.')).toBeTruthy();
    expect(screen.getByText('Time remaining: 47 hours 30 minutes')).toBeTruthy();
    // The way back to the stage's other tasks, before and after handing in.
    expect(screen.getByRole('link', { name: 'Back to your tasks' }).getAttribute('href')).toBe(`/candidate-journey/user-1/job-1/${APPLICATION}`);
    expect(screen.getByRole('link', { name: 'All your assignments for this job' }).getAttribute('href')).toBe('/company/assignment/role/job-1/user/user-1');

    const link = screen.getByRole('textbox', { name: 'Link to your work' });
    await user.type(link, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Submit assignment' }));
    expect(screen.getByText('Please enter a valid URL')).toBeTruthy();
    await user.clear(link);
    await user.click(screen.getByRole('button', { name: 'Submit assignment' }));
    expect(screen.getByText('Please add a link or a file to submit')).toBeTruthy();

    await user.type(link, 'https://github.com/layla/solution');
    await user.click(screen.getByRole('button', { name: 'Submit assignment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit your assignment?' });
    expect(api.callsTo(`POST ${API}/submit`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(api.callsTo(`POST ${API}/submit`)[0]?.body).toEqual({ link: 'https://github.com/layla/solution', fileIds: [] });
  });

  it('counts the time left down on the server’s clock, whatever the device’s clock says', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-25T10:00:00.000Z') });
    try {
      // The device's clock is an hour fast: the server says it is 09:00, the deadline is two hours after that.
      installFakeApi({
        [`GET ${API}`]: { body: assignment({ status: 'IN_PROGRESS', startedAt: '2026-11-25T09:00:00.000Z', deadline: '2026-11-25T11:00:00.000Z', serverTime: '2026-11-25T09:00:00.000Z' }) },
      });
      renderPage(<HomeAssignmentPage />, { path: PATH, url: URL });
      signedIn();
      // Two hours less the moments the page took to load.
      expect(await screen.findByText('Time remaining: 1 hour 59 minutes')).toBeTruthy();
      act(() => jest.advanceTimersByTime(61_000));
      expect(screen.getByText('Time remaining: 1 hour 58 minutes')).toBeTruthy();
    } finally {
      jest.useRealTimers();
    }
  });

  it('uploads a file to the application and saves it straight away as the draft', async () => {
    const now = Date.now();
    const uploads = installFakeUpload(() => ({ status: 201, body: { id: APPLICATION, revision: 3, position: '9', fileId: '7d8a1f4f-2b10-4c44-9a57-2f0c8c4e1b7a' } }));
    const api = installFakeApi({
      [`GET ${API}`]: { body: assignment({ status: 'IN_PROGRESS', startedAt: new Date(now).toISOString(), deadline: new Date(now + 3_600_000).toISOString() }) },
      [`PUT ${API}/draft`]: { body: { id: 'r-1', revision: 1, position: '2' } },
    });
    const { user } = renderPage(<HomeAssignmentPage />, { path: PATH, url: URL });
    signedIn();
    await screen.findByText('Build a small API.');
    await user.upload(screen.getByTestId('assignment-file'), new File(['%PDF-1.4'], 'solution.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Saved. It will be submitted automatically if the time runs out.')).toBeTruthy();
    expect(uploads[0]!.url).toMatch(new RegExp(`/candidate-journey/applications/${APPLICATION}/files$`));
    expect(screen.getByText('solution.pdf')).toBeTruthy();
    expect(api.callsTo(`PUT ${API}/draft`)[0]?.body).toEqual({ link: null, fileIds: ['7d8a1f4f-2b10-4c44-9a57-2f0c8c4e1b7a'] });
  });

  it('shows the confirmation of an auto-submitted assignment, in Arabic', async () => {
    installFakeApi({ [`GET ${API}`]: { body: assignment({ status: 'SUBMITTED', link: 'https://gitlab.example.com/x', autoSubmitted: true, deadline: new Date().toISOString() }) } });
    renderPage(<HomeAssignmentPage />, { path: PATH, url: URL, language: 'ar' });
    signedIn();
    expect(await screen.findByText('تم تسليم مهمتك')).toBeTruthy();
    expect(screen.getByText('انتهى الوقت، لذلك تم تسليم ما حفظته تلقائيًا.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'الإبلاغ عن مشكلة' })).toBeTruthy();
  });

  it('asks a visitor without the candidate’s session to sign in first, and reads nothing', async () => {
    const api = installFakeApi({ [`GET ${API}`]: { body: assignment() } });
    renderPage(<HomeAssignmentPage />, { path: PATH, url: URL });
    expect(await screen.findByRole('link', { name: 'Sign in with your e-mail' })).toHaveProperty('href', expect.stringContaining('/profile-builder/role/job-1/user/new'));
    expect(api.callsTo(`GET ${API}`)).toHaveLength(0);
  });

  it('says the assignment is not available for another candidate’s link (404)', async () => {
    installFakeApi({ [`GET ${API}`]: apiFailure(404, 'Page not found') });
    renderPage(<HomeAssignmentPage />, { path: PATH, url: URL });
    signedIn();
    expect(await screen.findByText('This assignment is not available.')).toBeTruthy();
  });
});
