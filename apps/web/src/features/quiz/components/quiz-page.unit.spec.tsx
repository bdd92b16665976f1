import { act, screen, waitFor } from '@testing-library/react';
import { storeTokens } from '@ats/web/app/auth/token-store';
import { apiFailure, installFakeApi } from '@ats/web/testing/fake-api';
import { renderPage } from '@ats/web/testing/render-page';
import { QuizPage, type QuizIssueContext } from './quiz-page';

const reported: QuizIssueContext[] = [];
// The app wires the real sign-in and report-a-problem (tests/e2e drives them); here they are stand-ins.
const page = (
  <QuizPage
    signIn={<p>Sign in with the apply portal</p>}
    reportIssue={(context) => {
      reported.push(context);
      return <button type="button">Report a problem</button>;
    }}
  />
);

const APPLICATION = '2f0c8c4e-1b7a-4c44-9a57-8d7a1f4f2b10';
const PATH = '/quiz/:quizType/user/:userId/role/:jobRoleId/:jobApplicationId/:stageId/:moduleId';
const URL = `/quiz/SKILL_BASED_TEST/user/u-1/role/job-1/${APPLICATION}/stage-1/quiz-1`;
const API = `/candidate-quizzes/${APPLICATION}/stage-1/quiz-1`;

const state = (overrides: Record<string, unknown> = {}) => ({
  quizType: 'SKILL_BASED_TEST',
  status: 'NOT_STARTED',
  jobName: 'Backend Engineer',
  testName: null,
  questionCount: 3,
  secondsPerQuestion: 60,
  totalSeconds: 180,
  deadline: null,
  answeredCount: 0,
  current: null,
  autoSubmitted: false,
  ...overrides,
});
const question = (index: number, remainingSeconds = 45, overrides: Record<string, unknown> = {}) => ({
  index,
  questionId: `sql-0${index + 1}`,
  text: `Question text ${index + 1}`,
  options: ['WHERE', 'HAVING', 'ORDER BY', 'LIMIT'],
  scale: null,
  remainingSeconds,
  ...overrides,
});
const inProgress = (index: number, remainingSeconds = 45) =>
  state({ status: 'IN_PROGRESS', deadline: '2030-01-01T00:00:00.000Z', answeredCount: index, current: question(index, remainingSeconds) });

const signIn = () => act(() => storeTokens('candidate', { accessToken: 'candidate-token', refreshToken: 'r' }));

describe('quiz page', () => {
  it('offers the apply portal’s sign-in without a candidate token', async () => {
    installFakeApi({});
    renderPage(page, { path: PATH, url: URL });
    expect(await screen.findByRole('heading', { level: 1, name: 'Skill-based test' })).toBeTruthy();
    expect(screen.getByText('Sign in with the apply portal')).toBeTruthy();
  });

  it('names the psychometric test from the hub’s link before anything is read', async () => {
    installFakeApi({});
    renderPage(page, { path: PATH, url: URL.replace('SKILL_BASED_TEST', 'psychometric') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Personality questionnaire' })).toBeTruthy();
    expect(screen.getByText('Sign in with the apply portal')).toBeTruthy();
  });

  it('shows the instructions and will not start until the confirmation is ticked', async () => {
    const api = installFakeApi({ [`GET ${API}`]: { body: state() }, [`POST ${API}/start`]: { body: inProgress(0) } });
    const { user } = renderPage(page, { path: PATH, url: URL });
    signIn();
    expect(await screen.findByText('3 questions, shown one at a time.')).toBeTruthy();
    expect(screen.getByText(/You have 60 seconds for each question/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start the quiz' }));
    expect(screen.getByRole('alert').textContent).toContain('Please tick the confirmation checkbox before starting the quiz');
    expect(api.callsTo(`POST ${API}/start`)).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: 'I have read the instructions and I am ready to start' }));
    await user.click(screen.getByRole('button', { name: 'Start the quiz' }));
    expect(api.callsTo(`POST ${API}/start`)[0]?.body).toEqual({ confirmed: true });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Question 1 of 3' });
    // The new question takes the focus, so a screen reader says where the candidate is.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('timer').textContent).toBe('Time left: 0:45');
    expect(screen.getByRole('radiogroup', { name: 'Question text 1' })).toBeTruthy();
    // The timer's announcements are off screen in a 1 px box, not one as wide as the page (a phone scrolled sideways).
    const announcements = document.querySelector<HTMLElement>('[aria-live="polite"]')!;
    expect([getComputedStyle(announcements).width, getComputedStyle(announcements).height]).toEqual(['1px', '1px']);
    // The report-a-problem action is on the page, about this task.
    expect(screen.getByRole('button', { name: 'Report a problem' })).toBeTruthy();
    expect(reported.at(-1)).toEqual({ applicationId: APPLICATION, stageId: 'stage-1', taskId: 'quiz-1', page: 'quiz' });
  });

  it('asks for a choice before submitting, then sends the chosen option and shows the next question', async () => {
    const api = installFakeApi({ [`GET ${API}`]: { body: inProgress(0) }, [`POST ${API}/answer`]: { body: { ...inProgress(1), answerTimedOut: false } } });
    const { user } = renderPage(page, { path: PATH, url: URL });
    signIn();
    await screen.findByRole('heading', { level: 2, name: 'Question 1 of 3' });
    await user.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose the answer before submitting');
    expect(api.callsTo(`POST ${API}/answer`)).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'HAVING' }));
    await user.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(api.callsTo(`POST ${API}/answer`)[0]?.body).toEqual({ questionId: 'sql-01', choice: 1 });
    expect(await screen.findByRole('heading', { level: 2, name: 'Question 2 of 3' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'HAVING' }) as HTMLInputElement).checked).toBe(false);
  });

  it('asks the server again when the question’s time runs out, and moves on to what it serves', async () => {
    let served = 0;
    const api = installFakeApi({ [`GET ${API}`]: () => ({ body: (served += 1) === 1 ? inProgress(0, 1) : inProgress(1, 60) }) });
    renderPage(page, { path: PATH, url: URL });
    signIn();
    await screen.findByRole('heading', { level: 2, name: 'Question 1 of 3' });
    expect(await screen.findByText('Time is up for this question', {}, { timeout: 3000 })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Question 2 of 3' }, { timeout: 4000 })).toBeTruthy();
    expect(api.callsTo(`GET ${API}`).length).toBeGreaterThanOrEqual(2);
  });

  it('says a late answer was not counted, and submits at the end', async () => {
    const api = installFakeApi({
      [`GET ${API}`]: { body: inProgress(2) },
      [`POST ${API}/answer`]: { body: { ...state({ status: 'ANSWERED_ALL', answeredCount: 3 }), answerTimedOut: true } },
      [`POST ${API}/submit`]: { body: state({ status: 'COMPLETED', answeredCount: 3 }) },
    });
    const { user } = renderPage(page, { path: PATH, url: URL });
    signIn();
    await user.click(await screen.findByRole('radio', { name: 'WHERE' }));
    await user.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(await screen.findByText('Your answer arrived after the time for that question and was not counted.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit the quiz' }));
    expect(await screen.findByText('Thank you! Your quiz has been submitted.')).toBeTruthy();
    expect(api.callsTo(`POST ${API}/submit`)).toHaveLength(1);
    // Done: the way back to the stage's other tasks.
    expect(screen.getByRole('link', { name: 'Back to your tasks' }).getAttribute('href')).toBe(`/candidate-journey/u-1/job-1/${APPLICATION}`);
  });

  it('shows the auto-submit after the overall limit', async () => {
    installFakeApi({ [`GET ${API}`]: { body: state({ status: 'COMPLETED', answeredCount: 3, autoSubmitted: true }) } });
    renderPage(page, { path: PATH, url: URL });
    signIn();
    expect(await screen.findByText('Auto-submitted because of timeout')).toBeTruthy();
    expect(screen.getByText('Thank you! Your quiz has been submitted.')).toBeTruthy();
  });

  it('is in Arabic, the IPIP scale in words of the interface language and the item as the server words it for an Arabic page', async () => {
    // The server words the item in the request's language (Accept-Language), as the API does.
    const api = installFakeApi({
      [`GET ${API}`]: ({ headers }) => ({
        body: state({
          quizType: 'PSYCHOMETRIC_TEST',
          status: 'IN_PROGRESS',
          questionCount: 50,
          current: question(0, 50, {
            questionId: 'ipip-01',
            text: headers['Accept-Language'] === 'ar' ? 'أكون روح الحفلة.' : 'Am the life of the party.',
            scale: 'LIKERT_5',
            options: ['Very inaccurate', 'Moderately inaccurate', 'Neither accurate nor inaccurate', 'Moderately accurate', 'Very accurate'],
          }),
        }),
      }),
    });
    renderPage(page, { path: PATH, url: URL.replace('SKILL_BASED_TEST', 'PSYCHOMETRIC_TEST'), language: 'ar' });
    signIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'استبيان الشخصية' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'السؤال 1 من 50' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'أكون روح الحفلة.' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'دقيق جدًا' })).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'GET').map((call) => call.headers['Accept-Language'])).toContain('ar');
  });

  it('says the quiz is not available for an application the token does not reach (404)', async () => {
    installFakeApi({ [`GET ${API}`]: apiFailure(404, 'Page not found') });
    renderPage(page, { path: PATH, url: URL });
    signIn();
    expect(await screen.findByText('This quiz is not available')).toBeTruthy();
  });
});
