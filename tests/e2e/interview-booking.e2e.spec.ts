import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { apiOf } from './support/api';
import { DEMO, signIn } from './support/sign-in';

/**
 * Issue 11, spec 03 §2.1 "Self-scheduling": the admin sends a candidate a booking link from the self-scheduling
 * page; the candidate opens the e-mailed link without signing in, sees the free slots in their time zone and books
 * one; the page then shows the booking, in Arabic (RTL) too; a forged link is refused plainly. Then the issue's
 * chain goes on: the interview is marked completed (it ended early), so a test "day" later the interviewer's
 * pending-feedback reminder is in her inbox; she follows it and submits her scorecard; the other interviewer
 * (in Arabic) sees it only once he has submitted his own. Axe (serious/critical) on every page, both languages.
 */
test('a candidate books an interview slot from the e-mailed booking link, in English and Arabic', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const stamp = Date.now();
  await signIn(page, DEMO.admin);
  const api = await apiOf(page);
  const me = await api.get('/users/me');

  const job = await api.post('/company-roles', { name: `Booking Journey ${stamp}` });
  const draft = await api.get(`/company-roles/${job.id}?afterPosition=${job.position}`);
  const screening = draft.stages.find((stage: { name: string }) => stage.name === 'Screening');
  await api.put(`/company-roles/${job.id}/stages/${screening.id}/candidate-tasks`, {
    tasks: [{ id: 'screening-questions', type: 'SHORTLISTING_QUESTIONS', questions: [{ id: 'notice', title: 'What is your notice period in weeks?', answerType: 'NUMERIC' }] }],
  });
  await api.patch(`/company-roles/publish/${job.id}`);
  const candidateEmail = `booking.${stamp}@example.com`;
  const application = await api.post('/job-applications', {
    jobId: job.id,
    origin: 'sourced',
    source: 'LinkedIn',
    firstName: 'Huda',
    lastName: `Booker${stamp}`,
    email: candidateEmail,
  });
  const linkName = `Screening call ${stamp}`;
  const members: Array<{ id: string; fullName: string }> = await api.get('/company-roles/company-users/dropdown');
  const hiringManager = members.find((member) => member.fullName === 'Sara Mansour')!;
  const adminName = members.find((member) => member.id === me.id)!.fullName;
  const template = await api.post('/feedback-templates', {
    name: `Screening scorecard ${stamp}`,
    scale: { min: 1, max: 5 },
    sections: [{ title: 'Technical', skills: [{ name: 'System design', guidingQuestions: ['How would you shard it?'] }, { name: 'Testing' }] }],
  });
  await api.post('/interview-booking-links', {
    name: linkName,
    eventName: linkName,
    durationMinutes: 30,
    interviewerIds: [me.id, hiringManager.id],
    feedbackTemplateId: template.id,
    timeZone: 'UTC',
    eventType: 'VIDEO_CONFERENCE',
    minimumNoticeMinutes: 60,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    windowKind: 'CALENDAR_DAYS',
    windowDays: 14,
  });

  // Pick the link, keep the 'Interview booking' e-mail with its {{bookingLink}}, send.
  // The recruiter's side: from the candidate's profile, 'Send booking link' opens self-scheduling for them.
  await page.goto(`/recruiter/candidate-profile/${application.id}`);
  await page.getByRole('tab', { name: 'Interviews & comments' }).click();
  await page.getByRole('link', { name: 'Send booking link' }).click();
  await expect(page).toHaveURL(new RegExp(`/recruiter/self-scheduling\\?applicationId=${application.id}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Self-scheduling' })).toBeVisible();
  await page.getByRole('combobox', { name: /Booking link/ }).click();
  await page.getByRole('option', { name: linkName, exact: true }).click();
  await expectAccessible(page, '#main', 'the self-scheduling page');
  await page.getByRole('button', { name: 'Send booking link' }).click();
  await expect(page).toHaveURL(new RegExp(`/recruiter/candidate-profile/${application.id}`));

  // The candidate reads the e-mail and opens the signed link in a browser of their own (no session).
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(candidateEmail)}`);
  const mail = page.getByText(/\/interview-booking\/\S+/).first();
  await expect(mail).toBeVisible({ timeout: 30_000 });
  const bookingPath = /\/interview-booking\/[^\s"<>)\]]+/.exec(await mail.innerText())![0];

  // A context of its own does not inherit the project's base URL: given here.
  const candidate = await (await browser.newContext({ timezoneId: 'Asia/Dubai', baseURL: test.info().project.use.baseURL })).newPage();
  await candidate.goto(bookingPath);
  await expect(candidate.getByRole('heading', { level: 1, name: 'Book your interview' })).toBeVisible();
  await expect(candidate.getByRole('combobox', { name: 'Show times in' })).toHaveValue('Asia/Dubai');
  const slots = candidate.getByRole('button', { name: /^Book / });
  await expect(slots.first()).toBeVisible();
  await expectAccessible(candidate, 'main', 'the candidate’s booking page');
  await slots.first().click();
  await expect(candidate.getByRole('status')).toContainText('Your interview is booked for');
  await expect(candidate.getByRole('button', { name: /^Book / })).toHaveCount(0);

  // In Arabic, right to left: the booking stands.
  await candidate.evaluate(() => window.localStorage.setItem('language', 'ar'));
  await candidate.reload();
  await expect(candidate.getByRole('heading', { level: 1, name: 'احجز مقابلتك' })).toBeVisible();
  await expect(candidate.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(candidate.getByRole('status')).toContainText('تم حجز مقابلتك');
  await expectAccessible(candidate, 'main', 'the candidate’s booking page in Arabic');

  // A forged link books nothing and says so.
  await candidate.goto('/interview-booking/not.a.link');
  await expect(candidate.getByRole('alert')).toContainText('رابط الحجز هذا غير صالح أو منتهي الصلاحية');

  // The interview ended early: the admin marks it completed on the dashboard, so its feedback is due a day later.
  await page.goto('/recruiter/interview-dashboard');
  await page.getByRole('tab', { name: 'All interviews' }).click();
  const booked = page.getByRole('row').filter({ hasText: linkName });
  await booked.getByRole('button', { name: `Mark ${linkName} as completed` }).click();
  const confirm = page.getByRole('dialog', { name: `Mark ${linkName} as completed?` });
  await confirm.getByRole('button', { name: 'Mark as completed' }).click();
  await expect(confirm).toBeHidden();

  // One test "day" (a second) later the reminder reaches the interviewer's inbox; it opens her scorecard.
  const reminder = new RegExp(`Your feedback on Huda Booker${stamp} for ${linkName} is pending`);
  await expect(async () => {
    await page.reload();
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    await drawer.getByRole('radio', { name: 'All' }).check();
    await expect(drawer.getByText(reminder).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await page.getByRole('dialog', { name: 'Notifications' }).getByText(reminder).first().click();
  await expect(page).toHaveURL(/\/recruiter\/interview-scorecard-templates\/add-score\/application\/[^/]+\/booking\/[^/]+/);
  const scorePath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: 'Add feedback score' })).toBeVisible();
  await expect(page.getByText('The other interviewers’ feedback shows once you submit yours.')).toBeVisible();
  await page.getByRole('group', { name: /Score for System design/ }).getByRole('radio', { name: '4' }).check();
  await page.getByRole('group', { name: /Score for Testing/ }).getByRole('radio', { name: '4' }).check();
  await expect(page.getByRole('status').filter({ hasText: 'Total score' })).toHaveText('Total score 8 · 80%');
  await page.getByRole('radio', { name: 'Yes' }).check();
  await expectAccessible(page, '#main', 'the scorecard');
  await page.getByRole('button', { name: 'Submit feedback' }).click();
  await expect(page.getByText('You have submitted your feedback for this interview.')).toBeVisible();

  // The other interviewer, in Arabic: the admin's scorecard stays hidden until he submits his own.
  const managerPage = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await signIn(managerPage, DEMO.hiringManager);
  await managerPage.evaluate(() => window.localStorage.setItem('language', 'ar'));
  await managerPage.goto(scorePath);
  await expect(managerPage.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(managerPage.getByText('تظهر تقييمات المقابِلين الآخرين بعد إرسال تقييمك.')).toBeVisible();
  const adminsScorecard = managerPage.getByText(new RegExp(`^${adminName}: `));
  await expect(adminsScorecard).toHaveCount(0);
  await managerPage.getByRole('group', { name: /System design/ }).getByRole('radio', { name: '5' }).check();
  await managerPage.getByRole('group', { name: /Testing/ }).getByRole('radio', { name: '5' }).check();
  await managerPage.getByRole('radio', { name: 'نعم' }).check();
  await expectAccessible(managerPage, '#main', 'the scorecard in Arabic');
  await managerPage.getByRole('button', { name: 'إرسال التقييم' }).click();
  await expect(adminsScorecard).toBeVisible();
});
