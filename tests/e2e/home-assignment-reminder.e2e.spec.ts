import { expect, test } from '@playwright/test';
import { DateTime } from 'luxon';
import { expectAccessible } from './support/accessibility';
import { apiOf } from './support/api';
import { signInCandidateOnPage, setLanguage } from './support/candidate';
import { DEMO, signIn } from './support/sign-in';

/**
 * Issue 12: on a phone-sized screen, a candidate whose application waits in a stage holding a home assignment opens
 * its link, signs in with their e-mail code on the page, reads the time guidance, confirms the start, reads the
 * brief and hands in a link, and finds it submitted on their assignments page for the job; then, on the reminder page (in Arabic), picks a time two days ahead, and the reminder
 * e-mail reaches the development mailbox once the test stack's shortened days (ATS_DAY_MS) have passed. Axe
 * (serious/critical) on each screen in English and Arabic, and on /view-not-supported.
 */
test('a candidate starts a home assignment, submits a link, and sets a reminder that e-mails them, in English and Arabic', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  await signIn(page, DEMO.recruiter);
  const api = await apiOf(page);
  const jobName = `Assignment Engineer ${stamp}`;
  const created = await api.post('/company-roles', { name: jobName });
  const draft = await api.get(`/company-roles/${created.id}?afterPosition=${created.position}`);
  const stage = (draft.stages as Array<{ id: string; name: string }>).find((candidate) => candidate.name === 'Screening')!;
  await api.put(`/company-roles/${created.id}/stages/${stage.id}/candidate-tasks`, {
    tasks: [{ id: 'home-assignment', type: 'HOME_ASSIGNMENT', instructions: 'Build a small REST API for a to-do list.', hoursToSubmit: 1440, expectedDurationHours: 3, daysToHearBack: 5 }],
  });
  await api.patch(`/company-roles/publish/${created.id}`);
  const email = `assignment.${stamp}@example.com`;
  const application = await api.post('/job-applications', { jobId: created.id, stageId: stage.id, origin: 'sourced', source: 'LinkedIn', firstName: 'Huda', lastName: `Assign${stamp}`, email });

  // 1440 hours (the most a job allows): sixty of the test stack's one-second days, so its time limit cannot overtake the journey.
  // The candidate, on a phone, opens the assignment link and signs in on the page with the e-mailed code.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const candidate = await phone.newPage();
  await candidate.goto(`/user/assignment/role/${created.id}/user/new/${application.id}/${stage.id}/home-assignment`);
  await expect(candidate.getByRole('heading', { level: 1, name: 'Home assignment' })).toBeVisible();
  await signInCandidateOnPage(candidate, email);

  // Time guidance, in English then Arabic; the brief stays hidden until the start.
  await expect(candidate.getByText('1,440 hours to submit.')).toBeVisible();
  await expect(candidate.getByText('Expected to take 3 hours.')).toBeVisible();
  await expect(candidate.getByText('You will hear back within 5 days.')).toBeVisible();
  await expect(candidate.getByText('Build a small REST API for a to-do list.')).toHaveCount(0);
  await expectAccessible(candidate, 'main', 'the assignment’s time guidance');
  await setLanguage(candidate, 'ar');
  await expect(candidate.getByRole('heading', { level: 1, name: 'المهمة المنزلية' })).toBeVisible();
  await expect(candidate.getByRole('button', { name: 'ابدأ المهمة' })).toBeVisible();
  await expectAccessible(candidate, 'main', 'the assignment’s time guidance in Arabic');
  await setLanguage(candidate, 'en');

  // The start needs the confirmation.
  await candidate.getByRole('button', { name: 'Start assignment' }).click();
  await expect(candidate.getByRole('alert')).toHaveText('Please confirm before you start');
  await candidate.getByRole('checkbox', { name: /the time starts when I start the assignment/ }).check();
  await candidate.getByRole('button', { name: 'Start assignment' }).click();

  // The brief and the clock; a bad link is refused before anything is sent.
  await expect(candidate.getByText('Build a small REST API for a to-do list.')).toBeVisible();
  await expect(candidate.getByText(/^Time remaining: 1,4(39|40) hours/)).toBeVisible();
  await expectAccessible(candidate, 'main', 'the assignment in progress');
  const link = candidate.getByRole('textbox', { name: 'Link to your work' });
  await link.fill('not a link');
  await candidate.getByRole('button', { name: 'Submit assignment' }).click();
  await expect(candidate.getByText('Please enter a valid URL')).toBeVisible();
  await link.fill('https://github.com/huda/todo-api');
  await candidate.getByRole('button', { name: 'Submit assignment' }).click();
  const confirm = candidate.getByRole('dialog', { name: 'Submit your assignment?' });
  await expectAccessible(candidate, '[role="dialog"]', 'the submission confirmation');
  await confirm.getByRole('button', { name: 'Submit' }).click();
  await expect(candidate.getByText('Your assignment was submitted')).toBeVisible();
  await expect(candidate.getByText('Link: https://github.com/huda/todo-api')).toBeVisible();
  await expectAccessible(candidate, 'main', 'the submitted assignment');
  await setLanguage(candidate, 'ar');
  await expect(candidate.getByText('تم تسليم مهمتك')).toBeVisible();
  await expectAccessible(candidate, 'main', 'the submitted assignment in Arabic');

  // All the candidate's assignments for the job (spec 01 §2.1 /company/assignment/...), in Arabic then English.
  await candidate.getByRole('link', { name: 'جميع مهامك لهذه الوظيفة' }).click();
  await expect(candidate).toHaveURL(new RegExp(`/company/assignment/role/${created.id}/user/[^/]+$`));
  await expect(candidate.getByRole('heading', { level: 1, name: 'مهامك المنزلية' })).toBeVisible();
  await expect(candidate.getByRole('heading', { level: 2, name: 'Screening' })).toBeVisible();
  await expect(candidate.getByRole('link', { name: 'عرض التسليم' })).toBeVisible();
  await expectAccessible(candidate, 'main', 'the candidate’s assignments in Arabic');
  await setLanguage(candidate, 'en');
  await expect(candidate.getByText('Submitted', { exact: true })).toBeVisible();
  await expectAccessible(candidate, 'main', 'the candidate’s assignments');
  await candidate.getByRole('link', { name: 'View submission' }).click();
  await expect(candidate.getByText('Your assignment was submitted')).toBeVisible();
  await setLanguage(candidate, 'ar');

  // The reminder page, in Arabic: the date is required, then two (shortened) days ahead on the candidate's clock.
  await candidate.goto(`/reminder/role/${created.id}/${application.id}/${stage.id}`);
  await expect(candidate.getByRole('heading', { level: 1, name: 'ذكّرني لاحقًا' })).toBeVisible();
  await candidate.getByRole('button', { name: 'ضبط التذكير' }).click();
  await expect(candidate.getByText('حقل تاريخ التذكير مطلوب')).toBeVisible();
  await expectAccessible(candidate, 'main', 'the reminder page in Arabic');
  const timeZone = await candidate.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  await candidate.getByLabel(/تاريخ التذكير/).fill(DateTime.now().setZone(timeZone).plus({ days: 2 }).toFormat("yyyy-MM-dd'T'HH:mm"));
  await candidate.getByRole('button', { name: 'ضبط التذكير' }).click();
  await expect(candidate.getByText('تم ضبط تذكيرك.', { exact: false })).toBeVisible();
  await setLanguage(candidate, 'en');
  await expect(candidate.getByRole('button', { name: 'Change reminder' })).toBeVisible();
  await expectAccessible(candidate, 'main', 'the reminder page');

  // The reminder e-mail, with the link back to the candidate's task hub, once the two shortened days have passed.
  await expect
    .poll(
      async () => {
        const response = await candidate.request.get(`/api/dev-mailbox?to=${encodeURIComponent(email)}`);
        const messages = ((await response.json()) as { messages: Array<{ subject: string; text: string }> }).messages;
        return messages.find((message) => message.subject === `Reminder: your application for ${jobName}`)?.text ?? '';
      },
      { timeout: 60_000 },
    )
    .toMatch(new RegExp(`/candidate-journey/[0-9a-f-]{36}/${created.id}/${application.id}`));

  // The desktop-only notice, in both languages.
  await candidate.goto('/view-not-supported');
  await expect(candidate.getByRole('heading', { level: 1, name: 'You need to use a desktop to access the application' })).toBeVisible();
  await expectAccessible(candidate, 'main', '/view-not-supported');
  await setLanguage(candidate, 'ar');
  await expect(candidate.getByRole('heading', { level: 1, name: 'تحتاج إلى استخدام جهاز كمبيوتر للوصول إلى التطبيق' })).toBeVisible();
  await expectAccessible(candidate, 'main', '/view-not-supported in Arabic');
  await phone.close();
});
