import { expect, test, type Page } from '@playwright/test';
import { expectSettledAccessible as expectAccessibleIn } from './support/accessibility';
import { apiOf } from './support/api';
import { DEMO, readCodeFromMailbox, signIn } from './support/sign-in';

// Chromium's fake camera and microphone, granted without a prompt, are in the project's launch options (playwright.config.ts).

const expectSettledAccessible = (page: Page, where: string) => expectAccessibleIn(page, 'main', where);

const setLanguage = async (page: Page, language: 'en' | 'ar') => {
  await page.evaluate((value) => window.localStorage.setItem('language', value), language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
};

/**
 * Issue 12: a candidate whose application waits in a stage with video questions opens the recorder link, signs in
 * on the page with the e-mailed code, reads the instructions (English and Arabic), practises, records a real
 * answer with Chromium's fake camera (a resumable tus upload), records it again, keeps the first take, submits;
 * the recruiter downloads the kept answer. The recruiter's profile shows no 'Candidate answers' section for video
 * yet, so the answer is found through GET /job-applications/{id}/candidate-answers and downloaded through the
 * application file download. Axe (serious/critical) on each screen, both languages.
 */
test('a candidate records a video answer with the fake camera, submits it, and the recruiter downloads it', async ({ page }) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  await signIn(page, DEMO.recruiter);
  const api = await apiOf(page);
  const created = await api.post('/company-roles', { name: `Video Engineer ${stamp}` });
  const draft = await api.get(`/company-roles/${created.id}?afterPosition=${created.position}`);
  const stage = (draft.stages as Array<{ id: string; name: string }>).find((candidate) => candidate.name === 'Application')!;
  const taskId = crypto.randomUUID();
  await api.put(`/company-roles/${created.id}/stages/${stage.id}/candidate-tasks`, {
    tasks: [{ id: taskId, type: 'VIDEO_QUESTIONS', questions: [{ id: crypto.randomUUID(), title: 'Why do you want this role?', answerType: 'SINGLE_LINE_TEXT', retakes: 1 }] }],
  });
  await api.patch(`/company-roles/publish/${created.id}`);
  const email = `video.${stamp}@example.com`;
  const application = await api.post('/job-applications', { jobId: created.id, stageId: stage.id, origin: 'sourced', source: 'LinkedIn', firstName: 'Omar', lastName: `Video${stamp}`, email });

  // The candidate opens the link (a malformed one goes to /404) and signs in on the page with the e-mailed code.
  const candidate = await page.context().newPage();
  candidate.on('console', (message) => {
    if (message.type() === 'error') console.log(`candidate page: ${message.text()}`);
  });
  const candidateUserId = crypto.randomUUID();
  const recorderUrl = `/candidate-journey/${candidateUserId}/${created.id}/${application.id}/${stage.id}/${taskId}/video-record`;
  await candidate.goto(`/candidate-journey/not-an-id/${created.id}/${application.id}/${stage.id}/${taskId}/video-record`);
  await expect(candidate).toHaveURL(/\/404$/);
  await candidate.goto(recorderUrl);
  await expect(candidate.getByText('Sign in with your email to record your answers.')).toBeVisible();
  await expectSettledAccessible(candidate, 'the recorder page before sign-in');
  await candidate.getByRole('textbox', { name: 'Email' }).fill(email);
  const sent = candidate.waitForResponse((response) => response.url().endsWith('/api/auth/candidate/get-or-create') && response.ok());
  await candidate.getByRole('button', { name: 'Send code' }).click();
  await sent;
  const verified = candidate.waitForResponse((response) => response.url().endsWith('/api/auth/candidate/verify') && response.ok());
  await candidate.getByRole('textbox', { name: 'Verification code' }).fill(await readCodeFromMailbox(candidate, email));
  await candidate.getByRole('button', { name: 'Verify' }).click();
  await verified;

  // Instructions, in English then Arabic.
  await expect(candidate.getByRole('heading', { level: 1, name: `Video questions for Video Engineer ${stamp}` })).toBeVisible();
  await expect(candidate.getByText('There is 1 question.')).toBeVisible();
  await expectSettledAccessible(candidate, 'the video instructions');
  await setLanguage(candidate, 'ar');
  await expect(candidate.getByRole('button', { name: 'ابدأ التدريب' })).toBeVisible();
  await expectSettledAccessible(candidate, 'the video instructions in Arabic');
  await setLanguage(candidate, 'en');

  // Practice: recorded with the fake camera, played back, not uploaded.
  await candidate.getByRole('button', { name: 'Start practice' }).click();
  await candidate.getByRole('button', { name: 'Turn on camera' }).click();
  await candidate.getByRole('button', { name: 'Start recording' }).click();
  await expect(candidate.getByRole('status', { name: 'Recorder status' })).toContainText('Recording');
  await expectSettledAccessible(candidate, 'the recorder while recording');
  await candidate.waitForTimeout(1500);
  await candidate.getByRole('button', { name: 'Stop recording' }).click();
  await expect(candidate.getByRole('status', { name: 'Recorder status' })).toHaveText('Review your recording');
  await expect(candidate.getByLabel('Your recording')).toBeVisible();

  // The real answer: recorded, uploaded (tus) and saved; then a retake, the last one the question allows.
  await candidate.getByRole('button', { name: 'Continue to the questions' }).click();
  await expect(candidate.getByRole('heading', { level: 2, name: 'Why do you want this role?' })).toBeVisible();
  const recordTake = async (button: 'Turn on camera' | 'Record again', takes: string) => {
    await candidate.getByRole('button', { name: button }).click();
    await candidate.getByRole('button', { name: 'Start recording' }).click();
    await expect(candidate.getByRole('status', { name: 'Recorder status' })).toContainText('Recording');
    await candidate.waitForTimeout(2000);
    await candidate.getByRole('button', { name: 'Stop recording' }).click();
    await expect(candidate.getByRole('status', { name: 'Recorder status' })).toHaveText('Saved', { timeout: 30_000 });
    await expect(candidate.getByText(`Takes used: ${takes}`)).toBeVisible();
  };
  await recordTake('Turn on camera', '1 of 2');
  await expectSettledAccessible(candidate, 'a saved take');
  await recordTake('Record again', '2 of 2');
  await expect(candidate.getByText('You have used every take for this question.')).toBeVisible();
  await expect(candidate.getByRole('button', { name: 'Record again' })).toHaveCount(0);

  // Keep the first take, confirm, submit.
  await candidate.getByRole('radio', { name: 'Take 1' }).check();
  await expect(candidate.getByRole('radio', { name: 'Take 1' })).toBeChecked();
  await candidate.getByRole('button', { name: 'Review and submit' }).click();
  await expect(candidate.getByText('Answered (take 1)')).toBeVisible();
  await expectSettledAccessible(candidate, 'the confirmation');
  await setLanguage(candidate, 'ar');
  await expect(candidate.getByText('السؤال 1 من 1')).toBeVisible();
  await expect(candidate.getByRole('button', { name: 'المراجعة والإرسال' })).toBeVisible();
  await expectSettledAccessible(candidate, 'the answer in Arabic');
  await setLanguage(candidate, 'en');
  await candidate.getByRole('button', { name: 'Review and submit' }).click();
  await candidate.getByRole('button', { name: 'Submit answers' }).click();
  await expect(candidate.getByText('Thank you. Your answers have been submitted.')).toBeVisible();
  await expectSettledAccessible(candidate, 'the submitted answers');

  // The recruiter finds the kept take among the candidate's answers and downloads it.
  await expect
    .poll(async () => {
      const answers = await api.get(`/job-applications/${application.id}/candidate-answers`);
      return answers.items.find((item: { taskId: string; status: string }) => item.taskId === taskId && item.status === 'COMPLETED') ?? null;
    }, { timeout: 15_000 })
    .toMatchObject({ result: { kind: 'VIDEO_QUESTIONS', answers: [{ title: 'Why do you want this role?', media: 'VIDEO', takesUsed: 2 }] } });
  const answers = await api.get(`/job-applications/${application.id}/candidate-answers`);
  const answer = answers.items.find((item: { taskId: string }) => item.taskId === taskId).result.answers[0] as { fileId: string };
  const token = await page.evaluate(() => window.localStorage.getItem('accessToken'));
  const download = await page.request.get(`/api/job-applications/${application.id}/files/${answer.fileId}/download`, { headers: { Authorization: `Bearer ${token}` } });
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('video/webm');
  expect((await download.body()).length).toBeGreaterThan(1000);
});
