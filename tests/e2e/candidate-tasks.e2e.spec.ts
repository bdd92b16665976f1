import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { apiOf } from './support/api';
import { cvOf, setLanguage, signInCandidateOnPage } from './support/candidate';
import { DEMO, signIn } from './support/sign-in';

const QUESTIONS = {
  id: 'screening',
  type: 'SHORTLISTING_QUESTIONS',
  questions: [
    { id: 'years', title: 'Years of experience with TypeScript?', answerType: 'NUMERIC', expected: { type: 'MINIMUM', min: 3 }, autoArchive: true },
    { id: 'relocate', title: 'Can you relocate to Dubai?', answerType: 'YES_NO', expected: { type: 'YES_NO', answer: true } },
    { id: 'stack', title: 'Which languages do you use?', answerType: 'MULTI_SELECT', options: ['TypeScript', 'Go', 'Rust'] },
  ],
};

/** A candidate in a browser of their own: the career page, the job, the e-mailed code, the CV, the form; then the hub. */
const applyFromCareerPage = async (browser: Browser, jobName: string, email: string, firstName: string): Promise<{ page: Page; applicationId: string }> => {
  const context = await browser.newContext();
  const page = await context.newPage();
  // The career page lists the job once its read model has it.
  await expect(async () => {
    await page.goto(`/careers/demo-company?search=${encodeURIComponent(jobName)}`);
    await expect(page.getByRole('link', { name: `View & apply: ${jobName}` })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await page.getByRole('link', { name: `View & apply: ${jobName}` }).click();
  await page.getByRole('link', { name: 'Apply for this job' }).click();
  await signInCandidateOnPage(page, email);
  await expect(page.getByRole('heading', { name: 'Basic information' })).toBeVisible();
  await page.getByTestId('apply-cv-input').setInputFiles({
    name: `${firstName} CV.pdf`,
    mimeType: 'application/pdf',
    buffer: await cvOf([`${firstName} Haddad`, `+971 50 123 4567 | ${email}`, 'TypeScript, PostgreSQL']),
  });
  await expect(page.getByText(/CV uploaded successfully!/)).toBeVisible();
  await page.getByRole('textbox', { name: 'First name' }).fill(firstName);
  await page.getByRole('textbox', { name: 'Last name' }).fill('Haddad');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('+971 501234567');
  await page.getByRole('textbox', { name: 'Country of residence' }).fill('United Arab Emirates');
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText('Application submitted')).toBeVisible();
  await page.getByRole('link', { name: 'See your tasks' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Your application for ${jobName}` })).toBeVisible();
  const applicationId = /\/candidate-journey\/[^/]+\/[^/]+\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  return { page, applicationId };
};

/**
 * Issue 12: a candidate applies from the career page with a CV, lands on the hub of their stage's tasks, answers the
 * shortlisting questions (the form's own checks first), and the recruiter reads the answers on the profile's
 * 'Candidate answers'; with 'auto-archive under-qualified' on, another candidate's failing answer archives their
 * application as the automation. Axe (serious/critical) on the hub, the form and the profile section, English and Arabic.
 */
test('a candidate answers the shortlisting questions after applying; the recruiter reads them; a failing answer is archived by automation', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const jobName = `Shortlisting Engineer ${stamp}`;
  await signIn(page, DEMO.recruiter);
  const api = await apiOf(page);
  const created = await api.post('/company-roles', { name: jobName });
  const draft = await api.get(`/company-roles/${created.id}?afterPosition=${created.position}`);
  const stage = (draft.stages as Array<{ id: string; name: string }>).find((candidate) => candidate.name === 'Application')!;
  await api.put(`/company-roles/${created.id}/stages/${stage.id}/candidate-tasks`, { tasks: [QUESTIONS] });
  await api.put(`/company-roles/${created.id}/stages/${stage.id}/automations`, { archiveUnresponsiveAfterDays: null, invitationEmail: true, autoArchiveUnderQualified: true });
  await api.patch(`/company-roles/publish/${created.id}`);

  // The first candidate: applies, sees the hub, opens the questions.
  const { page: candidate, applicationId } = await applyFromCareerPage(browser, jobName, `tasks.${stamp}@example.com`, 'Layla');
  await expect(candidate.getByText('Your application has been received.')).toBeVisible();
  await expect(candidate.getByText('Current stage: Application')).toBeVisible();
  await expectAccessible(candidate, 'main', 'the candidate’s hub');
  await setLanguage(candidate, 'ar');
  await expect(candidate.getByRole('heading', { level: 1, name: `طلبك لوظيفة ${jobName}` })).toBeVisible();
  await expectAccessible(candidate, 'main', 'the candidate’s hub in Arabic');
  await setLanguage(candidate, 'en');
  await candidate.getByRole('link', { name: 'Open Screening questions' }).click();
  await expect(candidate.getByRole('heading', { level: 1, name: 'Screening questions' })).toBeVisible();

  // Nothing answered: the spec's messages, and the keyboard lands on the first question to fix.
  await candidate.getByRole('button', { name: 'Submit' }).click();
  await expect(candidate.getByRole('alert')).toHaveText('Please enter all mandatory fields');
  await expect(candidate.getByRole('textbox', { name: 'Years of experience with TypeScript?' })).toBeFocused();
  await expectAccessible(candidate, 'main', 'the questions form with its errors');
  await setLanguage(candidate, 'ar');
  await expect(candidate.getByRole('button', { name: 'إرسال' })).toBeVisible();
  await expectAccessible(candidate, 'main', 'the questions form in Arabic');
  await setLanguage(candidate, 'en');
  await candidate.getByRole('textbox', { name: 'Years of experience with TypeScript?' }).fill('6');
  await candidate.getByRole('radio', { name: 'Yes' }).check();
  await candidate.getByRole('checkbox', { name: 'TypeScript' }).check();
  await candidate.getByRole('checkbox', { name: 'Go' }).check();
  await candidate.getByRole('button', { name: 'Submit' }).click();
  await expect(candidate.getByText('Thank you. Your answers have been submitted.')).toBeVisible();
  await expect(candidate.getByText('Completed')).toBeVisible();

  // The recruiter reads the answers on the profile, judged against the expectations.
  await page.goto(`/recruiter/candidate-profile/${applicationId}`);
  await page.getByRole('tab', { name: 'Profile' }).click();
  const answers = page.getByRole('region', { name: 'Candidate answers' });
  await expect(async () => {
    await page.reload();
    await page.getByRole('tab', { name: 'Profile' }).click();
    await expect(answers.getByRole('article', { name: 'Screening questions' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const article = answers.getByRole('article', { name: 'Screening questions' });
  await expect(article.getByText('Qualified', { exact: true })).toBeVisible();
  await expect(article.getByText('Meets expectation')).toHaveCount(2);
  await expect(article.getByText('TypeScript and Go')).toBeVisible();
  await expectAccessible(page, 'main', 'the profile’s candidate answers');
  await setLanguage(page, 'ar');
  await page.getByRole('tab', { name: 'الملف الشخصي' }).click();
  await expect(page.getByRole('heading', { name: 'إجابات المرشح' })).toBeVisible();
  await expectAccessible(page, 'main', 'the profile’s candidate answers in Arabic');
  await setLanguage(page, 'en');

  // A second candidate with too little experience: archived by the automation, and their hub says so.
  const { page: second, applicationId: secondId } = await applyFromCareerPage(browser, jobName, `tasks.fail.${stamp}@example.com`, 'Omar');
  await second.getByRole('link', { name: 'Open Screening questions' }).click();
  await second.getByRole('textbox', { name: 'Years of experience with TypeScript?' }).fill('1');
  await second.getByRole('radio', { name: 'Yes' }).check();
  await second.getByRole('checkbox', { name: 'Rust' }).check();
  await second.getByRole('button', { name: 'Submit' }).click();
  await expect(second.getByText('Thank you. Your answers have been submitted.')).toBeVisible();
  await expect
    .poll(
      async () => {
        const history = await api.get(`/job-applications/${secondId}/history?take=100`);
        const archived = history.items.find((item: { type: string }) => item.type === 'ApplicationArchived');
        return archived ? { kind: archived.actor.kind, automated: archived.details.automated } : null;
      },
      { timeout: 30_000 },
    )
    .toEqual({ kind: 'automation', automated: true });
  await expect(async () => {
    await second.reload();
    await expect(second.getByText('This application is no longer in progress. Thank you for your interest.')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expectAccessible(second, 'main', 'an archived application’s hub');
  await page.goto(`/recruiter/candidate-profile/${secondId}`);
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(page.getByRole('region', { name: 'Candidate answers' }).getByText('Not qualified', { exact: true })).toBeVisible();
});
