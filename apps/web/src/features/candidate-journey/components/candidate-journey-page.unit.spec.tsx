import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { storeTokens } from '@ats/web/app/auth/token-store';
import { apiFailure, installFakeApi } from '@ats/web/testing/fake-api';
import { renderPage } from '@ats/web/testing/render-page';
import { candidateReminderPath, candidateTaskPath } from '@ats/web/app/candidate-tasks/candidate-task-paths';
import type { CandidateJourney, CandidateJourneyTask } from '../api/candidate-journey-api';
import { APP, JOB, USER, journeyOf, journeyTask } from '../testing/journey-fixtures';
import { CandidateJourneyPage } from './candidate-journey-page';

const PATH = '/candidate-journey/:userId/:roleId/:jobApplicationId';
const URL = `/candidate-journey/${USER}/${JOB}/${APP}`;

const task = (id: string, type: CandidateJourneyTask['type'], status: CandidateJourneyTask['status'] = 'NOT_STARTED', overrides: Partial<CandidateJourneyTask> = {}) =>
  journeyTask(id, type, { status, ...overrides });
const journey = (overrides: Partial<CandidateJourney> = {}) =>
  journeyOf(
    [
      task('welcome', 'WELCOME_PAGE', 'COMPLETED'),
      task('questions', 'SHORTLISTING_QUESTIONS'),
      task('certificates', 'FILE_UPLOAD', 'NOT_STARTED', { title: 'Certificates' }),
      task('quiz', 'SKILL_BASED_TEST', 'STARTED', { deadline: '2026-11-25T10:00:00.000Z' }),
      task('personality', 'PSYCHOMETRIC_TEST', 'NOT_STARTED', { title: 'Big Five' }),
      task('video', 'VIDEO_QUESTIONS'),
      task('assignment', 'HOME_ASSIGNMENT'),
    ],
    { receipt: 'RECEIVED_PARTIALLY', ...overrides },
  );
const signIn = () => act(() => storeTokens('candidate', { accessToken: 'candidate-token', refreshToken: 'r' }));

describe('candidate journey hub', () => {
  it('builds every task’s page path in one place', () => {
    const place = { userId: 'u', jobId: 'j', applicationId: 'a', stageId: 's' };
    expect(candidateTaskPath(place, { id: 'm', type: 'SKILL_BASED_TEST' })).toBe('/quiz/skill-based/user/u/role/j/a/s/m');
    expect(candidateTaskPath(place, { id: 'm', type: 'PSYCHOMETRIC_TEST' })).toBe('/quiz/psychometric/user/u/role/j/a/s/m');
    expect(candidateTaskPath(place, { id: 'm', type: 'VIDEO_QUESTIONS' })).toBe('/candidate-journey/u/j/a/s/m/video-record');
    expect(candidateTaskPath(place, { id: 'm', type: 'HOME_ASSIGNMENT' })).toBe('/user/assignment/role/j/user/u/a/s/m');
    expect(candidateTaskPath(place, { id: 'm', type: 'SHORTLISTING_QUESTIONS' })).toBe('/candidate-journey/u/j/a/s/m');
    expect(candidateTaskPath(place, { id: 'm', type: 'AUTO_SEND_INVITATION_EMAIL' })).toBeNull();
    expect(candidateReminderPath(place)).toBe('/reminder/role/j/a/s');
  });

  it('lists the stage’s tasks with their status and a link into each, and says the application is received partially', async () => {
    const api = installFakeApi({ [`GET /candidate-journey/applications/${APP}`]: { body: journey() } });
    renderPage(<CandidateJourneyPage signIn={<p>sign-in form</p>} />, { path: PATH, url: `${URL}?afterPosition=42` });
    signIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your application for Backend Engineer' })).toBeTruthy();
    expect(screen.getByText('Your application has been received partially. Complete the remaining tasks below to finish it.')).toBeTruthy();
    // The apply's position travels, so the first read waits for the application; the candidate's own token.
    expect(api.callsTo(`GET /candidate-journey/applications/${APP}`)[0]?.query.get('afterPosition')).toBe('42');
    expect(api.callsTo(`GET /candidate-journey/applications/${APP}`)[0]?.headers.Authorization).toBe('Bearer candidate-token');

    const list = within(screen.getByRole('list'));
    const open = (name: string) => list.getByRole('link', { name: `Open ${name}` }).getAttribute('href');
    expect(open('Screening questions')).toBe(`/candidate-journey/${USER}/${JOB}/${APP}/stage-1/questions`);
    expect(open('Certificates')).toBe(`/candidate-journey/${USER}/${JOB}/${APP}/stage-1/certificates`);
    expect(open('Skill-based test')).toBe(`/quiz/skill-based/user/${USER}/role/${JOB}/${APP}/stage-1/quiz`);
    expect(open('Big Five')).toBe(`/quiz/psychometric/user/${USER}/role/${JOB}/${APP}/stage-1/personality`);
    expect(open('Video interview')).toBe(`/candidate-journey/${USER}/${JOB}/${APP}/stage-1/video/video-record`);
    expect(open('Home assignment')).toBe(`/user/assignment/role/${JOB}/user/${USER}/${APP}/stage-1/assignment`);
    // A welcome page already read is done: no way back into it.
    expect(list.queryByRole('link', { name: 'Open Welcome' })).toBeNull();
    expect(list.getAllByText('Completed')).toHaveLength(1);
    expect(list.getByText('In progress')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Remind me later' }).getAttribute('href')).toBe(`/reminder/role/${JOB}/${APP}/stage-1`);
  });

  it('says received once every quiz and video is done, and nothing to do once archived (in Arabic too)', async () => {
    installFakeApi({ [`GET /candidate-journey/applications/${APP}`]: { body: journey({ receipt: 'RECEIVED', tasks: [] }) } });
    const first = renderPage(<CandidateJourneyPage signIn={<p>sign-in form</p>} />, { path: PATH, url: URL });
    signIn();
    expect(await screen.findByText('Your application has been received.')).toBeTruthy();
    expect(screen.getByText('Nothing to do for now. We will contact you about the next steps.')).toBeTruthy();
    first.unmount();

    installFakeApi({ [`GET /candidate-journey/applications/${APP}`]: { body: journey({ status: 'ARCHIVED', tasks: [] }) } });
    renderPage(<CandidateJourneyPage signIn={<p>sign-in form</p>} />, { path: PATH, url: URL, language: 'ar' });
    signIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'طلبك لوظيفة Backend Engineer' })).toBeTruthy();
    expect(screen.getByText('لم يعد هذا الطلب قيد المعالجة. شكرًا لاهتمامك.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('reads the tasks again when the candidate comes back from a task done on its own page (the recorder, say)', async () => {
    const api = installFakeApi({ [`GET /candidate-journey/applications/${APP}`]: { body: journey() } });
    // The hub, left for the recorder and opened again within the app's usual 15 s of freshness.
    const AwayAndBack = () => {
      const [away, setAway] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setAway(!away)}>
            {away ? 'back' : 'away'}
          </button>
          {!away && <CandidateJourneyPage signIn={<p>sign-in form</p>} />}
        </>
      );
    };
    const { user } = renderPage(<AwayAndBack />, { path: PATH, url: URL });
    signIn();
    expect(await screen.findByText('Your application has been received partially. Complete the remaining tasks below to finish it.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'away' }));
    api.answer(`GET /candidate-journey/applications/${APP}`, { body: journey({ receipt: 'RECEIVED', tasks: [task('video', 'VIDEO_QUESTIONS', 'COMPLETED')] }) });
    await user.click(screen.getByRole('button', { name: 'back' }));
    expect(await screen.findByText('Your application has been received.')).toBeTruthy();
    expect(within(screen.getByRole('list')).getByText('Completed')).toBeTruthy();
    expect(api.callsTo(`GET /candidate-journey/applications/${APP}`)).toHaveLength(2);
  });

  it('asks a signed-out visitor for their e-mail, and shows another candidate’s link as not available', async () => {
    const api = installFakeApi({ [`GET /candidate-journey/applications/${APP}`]: apiFailure(404, 'The page you are looking for is not found') });
    renderPage(<CandidateJourneyPage signIn={<p>sign-in form</p>} />, { path: PATH, url: URL });
    expect(await screen.findByText(/Sign in with your e-mail address to see your application/)).toBeTruthy();
    expect(api.callsTo(`GET /candidate-journey/applications/${APP}`)).toHaveLength(0);
    signIn();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('This application is not available')).toBeTruthy();
  });
});
