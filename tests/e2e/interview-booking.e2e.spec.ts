import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { apiOf } from './support/api';
import { DEMO, signIn } from './support/sign-in';

/**
 * Issue 11, spec 03 §2.1 "Self-scheduling": the admin sends a candidate a booking link from the self-scheduling
 * page; the candidate opens the e-mailed link without signing in, sees the free slots in their time zone and books
 * one; the page then shows the booking, in Arabic (RTL) too; a forged link is refused plainly. Axe
 * (serious/critical) on the self-scheduling page and on the candidate's page in English and Arabic.
 */
test('a candidate books an interview slot from the e-mailed booking link, in English and Arabic', async ({ page, browser }) => {
  test.setTimeout(180_000);
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
  await api.post('/interview-booking-links', {
    name: linkName,
    durationMinutes: 30,
    interviewerIds: [me.id],
    timeZone: 'UTC',
    eventType: 'VIDEO_CONFERENCE',
    minimumNoticeMinutes: 60,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    windowKind: 'CALENDAR_DAYS',
    windowDays: 14,
  });

  // The recruiter's side: pick the link, keep the 'Interview booking' e-mail with its {{bookingLink}}, send.
  await page.goto(`/recruiter/self-scheduling?applicationId=${application.id}`);
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
});
