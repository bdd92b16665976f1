import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { DEMO, signIn } from './support/sign-in';

/** A free slot: days ahead and a quarter hour of their own, so reruns on the same demo data never meet. */
const freeSlot = () => {
  const at = new Date(Date.now() + (30 + Math.floor(Math.random() * 600)) * 86_400_000);
  at.setHours(9 + Math.floor(Math.random() * 8), Math.floor(Math.random() * 4) * 15, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
};

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

  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Location' }).fill('Riyadh office, meeting room 2');
  await page.getByRole('combobox', { name: 'Interviewers' }).click();
  await page.getByRole('option', { name: /Admin|Rania/ }).first().click();
  await page.keyboard.press('Escape');
  await page.getByLabel(/Start date and time/).fill(freeSlot());
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();

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
