import { expect, test } from '@playwright/test';
import { SKILL_LIBRARY } from '@ats/domain/candidate-tasks/quiz-library';
import { expectAccessible } from './support/accessibility';
import { apiOf } from './support/api';
import { setLanguage, signInCandidateOnPage } from './support/candidate';
import { DEMO, signIn } from './support/sign-in';

/** The correct option of a library question, found by the text the page shows (the page never receives it). */
const correctOptionOf = (text: string): string => {
  const question = SKILL_LIBRARY.flatMap((block) => block.questions).find((candidate) => candidate.text === text);
  if (!question) throw new Error(`not a library question: ${text}`);
  return question.options[question.correct]!;
};

/**
 * Issue 12: a candidate whose application waits in a stage holding a skill-based test opens the quiz link (signed in
 * with their e-mail code), reads the instructions, ticks the confirmation, answers one question at a time against
 * the visible timer (English and Arabic), lets one run out (the server moves on), submits, and the
 * recruiter reads the score (GET /job-applications/{id}/candidate-answers, and the profile's 'Candidate answers'
 * section). Axe (serious/critical) on each screen, both languages.
 */
test('a candidate takes a timed skill-based quiz and the recruiter reads the score, in English and Arabic', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  await signIn(page, DEMO.recruiter);
  const api = await apiOf(page);
  const created = await api.post('/company-roles', { name: `Quiz Engineer ${stamp}` });
  const draft = await api.get(`/company-roles/${created.id}?afterPosition=${created.position}`);
  const stage = (draft.stages as Array<{ id: string; name: string }>).find((candidate) => candidate.name === 'Application')!;
  // A minute and a half for three questions: thirty seconds each.
  await api.put(`/company-roles/${created.id}/stages/${stage.id}/candidate-tasks`, {
    tasks: [{ id: 'skill-quiz', type: 'SKILL_BASED_TEST', skillBlocks: [{ skill: 'SQL', questionCount: 2 }, { skill: 'TypeScript', questionCount: 1 }], passPercentage: 60, allowedMinutes: 1.5 }],
  });
  await api.patch(`/company-roles/publish/${created.id}`);
  const email = `quiz.${stamp}@example.com`;

  // The candidate signs in first, in another tab, with the e-mailed code: the stack's "day" is a second, so the
  // 7-day quiz rejection would archive an application whose quiz is not started within 7 s of entering the stage.
  const candidate = await page.context().newPage();
  await candidate.goto(`/profile-builder/role/${created.id}/user/new`);
  await signInCandidateOnPage(candidate, email);
  await expect(candidate).not.toHaveURL(/\/user\/new/);

  // The recruiter adds them to the Application stage; they open the quiz link.
  const application = await api.post('/job-applications', { jobId: created.id, stageId: stage.id, origin: 'sourced', source: 'LinkedIn', firstName: 'Rana', lastName: `Quiz${stamp}`, email });
  // The quiz page reads the application from the read models, which take it a moment after the command answers
  // (under load, the candidate read "This quiz is not available" before it arrived).
  await api.get(`/job-applications/${application.id}?afterPosition=${application.position}`);
  await candidate.goto(`/quiz/skill-based/user/new/role/${created.id}/${application.id}/${stage.id}/skill-quiz`);
  await expect(candidate.getByRole('heading', { level: 1, name: 'Skill-based test' })).toBeVisible();
  await expect(candidate.getByText('3 questions, shown one at a time.')).toBeVisible();
  await expect(candidate.getByText(/You have 30 seconds for each question/)).toBeVisible();

  // The confirmation must be ticked first.
  await candidate.getByRole('button', { name: 'Start the quiz' }).click();
  await expect(candidate.getByRole('alert')).toHaveText('Please tick the confirmation checkbox before starting the quiz');
  await candidate.getByRole('checkbox', { name: 'I have read the instructions and I am ready to start' }).check();
  await expectAccessible(candidate, 'main', 'the quiz instructions');
  await candidate.getByRole('button', { name: 'Start the quiz' }).click();

  // Question 1: a choice is required; then the right answer.
  await expect(candidate.getByRole('heading', { level: 2, name: 'Question 1 of 3' })).toBeFocused();
  await expect(candidate.getByRole('timer')).toHaveText(/Time left: 0:[0-3]\d/);
  await expectAccessible(candidate, 'main', 'a quiz question');
  // The same question in Arabic, right to left (the server keeps its time across the reload).
  await setLanguage(candidate, 'ar');
  await expect(candidate.getByRole('heading', { level: 2, name: 'السؤال 1 من 3' })).toBeVisible();
  await expect(candidate.getByRole('button', { name: 'إرسال الإجابة' })).toBeVisible();
  await expectAccessible(candidate, 'main', 'a quiz question in Arabic');
  await setLanguage(candidate, 'en');
  await expect(candidate.getByRole('heading', { level: 2, name: 'Question 1 of 3' })).toBeVisible();
  await candidate.getByRole('button', { name: 'Submit answer' }).click();
  await expect(candidate.getByRole('alert')).toHaveText('Please choose the answer before submitting');
  const answer = async () => {
    const group = candidate.getByRole('radiogroup');
    const text = (await candidate.locator('legend').first().innerText()).trim();
    await group.getByRole('radio', { name: correctOptionOf(text), exact: true }).check();
    await candidate.getByRole('button', { name: 'Submit answer' }).click();
  };
  await answer();
  await expect(candidate.getByRole('heading', { level: 2, name: 'Question 2 of 3' })).toBeVisible();
  await answer();

  // Question 3 is left to run out: the server moves on, and the page with it.
  await expect(candidate.getByRole('heading', { level: 2, name: 'Question 3 of 3' })).toBeVisible();
  await expect(candidate.getByText('You have answered every question. Submit the quiz to finish.')).toBeVisible({ timeout: 45_000 });
  await candidate.getByRole('button', { name: 'Submit the quiz' }).click();
  await expect(candidate.getByText('Thank you! Your quiz has been submitted.')).toBeVisible();
  await expectAccessible(candidate, 'main', 'the quiz’s end');
  await setLanguage(candidate, 'ar');
  await expect(candidate.getByText('شكرًا لك! تم إرسال اختبارك.')).toBeVisible();
  await expectAccessible(candidate, 'main', 'the quiz’s end in Arabic');

  // The recruiter reads the score: two of three right, 66.67 % against 60 %.
  await expect
    .poll(async () => {
      const answers = await api.get(`/job-applications/${application.id}/candidate-answers`);
      return answers.items.find((item: { taskId: string; status: string }) => item.taskId === 'skill-quiz' && item.status === 'COMPLETED') ?? null;
    }, { timeout: 15_000 })
    .toMatchObject({ qualified: true, result: { kind: 'SKILL_BASED_TEST', correct: 2, total: 3, scorePercent: 66.67, autoSubmitted: false } });
  // …and on the candidate's profile, in its 'Candidate answers' section.
  await page.goto(`/recruiter/candidate-profile/${application.id}`);
  // The candidate's tab of the same browser left the language at Arabic.
  await setLanguage(page, 'en');
  await page.getByRole('tab', { name: 'Profile' }).click();
  const answers = page.getByRole('region', { name: 'Candidate answers' });
  await expect(answers.getByText('Score: 2 of 3 (67%) — pass mark 60%')).toBeVisible();
  await expect(answers.getByText('Passed', { exact: true })).toBeVisible();

  // Without the candidate's session the quiz page offers the apply portal's sign-in, nothing of the quiz.
  const stranger = await browser.newContext();
  const signedOut = await stranger.newPage();
  await signedOut.goto(`/quiz/skill-based/user/new/role/${created.id}/${application.id}/${stage.id}/skill-quiz`);
  await expect(signedOut.getByRole('textbox', { name: 'Email' })).toBeVisible();
  await expect(signedOut.getByText('3 questions, shown one at a time.')).toBeHidden();
  await stranger.close();
});
