import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { DEMO, signIn } from './support/sign-in';

/** A free slot: days ahead and a quarter hour of their own, so reruns on the same demo data never meet. */
const freeSlot = () => {
  const at = new Date(Date.now() + (30 + Math.floor(Math.random() * 600)) * 86_400_000);
  at.setHours(9 + Math.floor(Math.random() * 8), Math.floor(Math.random() * 4) * 15, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
};

/** Fills the scheduling form (the admin as interviewer, a free slot) and submits it. */
const fillAndSchedule = async (page: Page, title: string, location: string) => {
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Location' }).fill(location);
  await page.getByRole('combobox', { name: 'Interviewers' }).click();
  await page.getByRole('option', { name: /Admin|Rania/ }).first().click();
  await page.keyboard.press('Escape');
  await page.getByLabel(/Start date and time/).fill(freeSlot());
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
};

/** Schedules an interview of the application on the scheduling page and waits for it on the dashboard. */
const scheduleInterview = async (page: Page, applicationId: string, title: string) => {
  await page.goto(`/recruiter/interview-scheduling?applicationId=${applicationId}`);
  await fillAndSchedule(page, title, 'Riyadh office');
  await expect(page).toHaveURL(/\/recruiter\/interview-dashboard/);
  await expect(page.getByRole('row').filter({ hasText: title })).toBeVisible();
};

test.beforeEach(async ({ page }) => {
  // Other journeys' finished bulk actions (the same demo admin) float over the dashboard's last rows: cleared as a
  // user would, whenever the panel shows up in the way.
  const bulkPanel = page.locator('section[aria-label="Bulk actions"]');
  await page.addLocatorHandler(bulkPanel, async () => {
    await bulkPanel.getByRole('button', { name: /Clear the bulk actions panel|مسح لوحة الإجراءات الجماعية/ }).click();
  });
});

/**
 * Spec 03 §2.1 (issue 11): the admin opens a candidate's Interviews & comments tab, schedules an interview
 * (the form's messages first), lands on the interviews dashboard and finds it among All interviews with its
 * Join link and brief; the scheduling page hides the top navigation; axe (serious/critical) on the form and the
 * dashboard in English and, right to left, in Arabic.
 */
test('the admin schedules a video interview from a profile and finds it on the dashboard, in English and Arabic', async ({ page }) => {
  const title = `Systems design ${Date.now()}`;
  await signIn(page, DEMO.admin);
  await page.goto('/recruiter/candidates');
  await expect(page.getByRole('heading', { level: 1, name: 'Candidates' })).toBeVisible();
  // A demo candidate other journeys do not open first.
  const candidate = page.getByRole('rowheader').last().getByRole('link');
  const candidateName = (await candidate.innerText()).trim();
  await candidate.click();
  await expect(page.getByRole('heading', { level: 1, name: candidateName })).toBeVisible();
  await page.getByRole('tab', { name: 'Interviews & comments' }).click();
  await page.getByRole('link', { name: 'Schedule interview' }).click();

  await expect(page).toHaveURL(/\/recruiter\/interview-scheduling\?applicationId=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule interview' })).toBeVisible();
  // Spec 03 §2.1 "Hidden navigation": no top navigation on this path.
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('tab')).toHaveCount(0);
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByText('Please input the interview title')).toBeVisible();
  await expect(page.getByText('Please select at least one interviewer')).toBeVisible();
  await expectAccessible(page, '#main', 'the interview scheduling form');

  await fillAndSchedule(page, title, 'Riyadh office, meeting room 2');

  await expect(page).toHaveURL(/\/recruiter\/interview-dashboard/);
  await expect(page.getByRole('tab', { name: 'All interviews', selected: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: candidateName })).toBeVisible();
  await expect(row.getByRole('link', { name: `Join ${title}` })).toHaveAttribute('href', /^https:\/\/meet\.jit\.si\/ats-/);
  await row.getByRole('button', { name: `Interview Brief of ${title}` }).click();
  const brief = page.getByRole('dialog', { name: new RegExp(title) });
  await expect(brief.getByText('Riyadh office, meeting room 2')).toBeVisible();
  await expectAccessible(page, '[role="dialog"]', 'the interview brief');
  await brief.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('tab', { name: 'My interviews' }).click();
  await expect(page.getByRole('row').filter({ hasText: title })).toBeVisible();
  await expectAccessible(page, '#main', 'the interviews dashboard');

  await page.getByRole('button', { name: /Change language/ }).click();
  await page.getByRole('menuitemradio', { name: 'العربية - AR' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('tab', { name: 'مقابلاتي', selected: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toBeVisible();
  await expectAccessible(page, '#main', 'the interviews dashboard in Arabic');
});

/**
 * Spec 03 "Interview" states (issue 11): from the dashboard the admin reschedules an interview (a start in the
 * past is refused in the dialog, which stays open), then cancels it with a reason (the profile's timeline gives
 * it, its interviews list it as cancelled), and
 * marks another completed in Arabic (it moves to Completed); axe on each dialog and the dashboard in English
 * and, right to left, in Arabic.
 */
test('the admin reschedules and cancels an interview and marks another completed, in English and Arabic', async ({ page }) => {
  const stamp = Date.now();
  const moved = `Panel ${stamp}`;
  const done = `Culture fit ${stamp}`;
  await signIn(page, DEMO.admin);
  await page.goto('/recruiter/candidates');
  await expect(page.getByRole('heading', { level: 1, name: 'Candidates' })).toBeVisible();
  await page.getByRole('rowheader').last().getByRole('link').click();
  await expect(page).toHaveURL(/\/recruiter\/candidate-profile\/[^/?]+/);
  const applicationId = new URL(page.url()).pathname.split('/').pop()!;
  await scheduleInterview(page, applicationId, moved);
  await scheduleInterview(page, applicationId, done);

  const row = page.getByRole('row').filter({ hasText: moved });
  const reschedule = row.getByRole('button', { name: `Reschedule ${moved}` });
  await reschedule.click();
  let dialog = page.getByRole('dialog', { name: `Reschedule ${moved}` });
  const start = dialog.getByLabel(/Start date and time/);
  await start.fill('2020-01-06T10:00');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The interview cannot start in the past');
  await expect(dialog).toBeVisible();
  await expectAccessible(page, '[role="dialog"]', 'the reschedule dialog with its refusal');
  const newStart = freeSlot();
  await start.fill(newStart);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(reschedule).toBeFocused();
  // The list was read again after the change: the dialog opens on the new start.
  await reschedule.click();
  await expect(dialog.getByLabel(/Start date and time/)).toHaveValue(newStart);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await row.getByRole('button', { name: `Cancel ${moved}` }).click();
  dialog = page.getByRole('dialog', { name: `Cancel ${moved}?` });
  await expect(dialog.getByRole('button', { name: 'Cancel interview' })).toBeFocused();
  await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill('Position filled');
  await expectAccessible(page, '[role="dialog"]', 'the cancel confirmation');
  await dialog.getByRole('button', { name: 'Cancel interview' }).click();
  await expect(dialog).toBeHidden();
  // Cancelled interviews leave the Upcoming list.
  await expect(page.getByRole('row').filter({ hasText: moved })).toHaveCount(0);
  await expectAccessible(page, '#main', 'the interviews dashboard with manage actions');

  await page.getByRole('button', { name: /Change language/ }).click();
  await page.getByRole('menuitemradio', { name: 'العربية - AR' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const doneRow = page.getByRole('row').filter({ hasText: done });
  await doneRow.getByRole('button', { name: `تعيين ${done} كمكتملة` }).click();
  dialog = page.getByRole('dialog', { name: `تعيين ${done} كمكتملة؟` });
  await expectAccessible(page, '[role="dialog"]', 'the complete confirmation in Arabic');
  await dialog.getByRole('button', { name: 'تعيين كمكتملة' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: done })).toHaveCount(0);
  await page.getByRole('button', { name: 'المكتملة', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: done })).toContainText('مكتملة');
  await expectAccessible(page, '#main', 'the completed interviews in Arabic');

  // The profile's timeline gives the cancellation's reason; its interviews list the cancelled one as cancelled.
  await page.goto(`/recruiter/candidate-profile/${applicationId}`);
  await expect(page.getByText(`${moved} · Position filled`)).toBeVisible();
  await page.getByRole('tab', { name: 'المقابلات والتعليقات' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: moved })).toContainText('ملغاة');
});
