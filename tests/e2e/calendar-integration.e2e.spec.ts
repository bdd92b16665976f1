import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { DEMO, signIn } from './support/sign-in';

// The test stack's Radicale (infra/stack/radicale.ts): its e2e account and published test password.
const CALDAV_URL = process.env.ATS_CALDAV_URL ?? 'http://127.0.0.1:5242/';
const CALDAV_USER = 'calendar-e2e';
const CALDAV_PASSWORD = 'ats-caldav-secret';

/**
 * Spec 03 "Calendar & Email integration" (app-integration): the hiring manager opens it from the Personal
 * settings, sees the built-in calendar, is refused with a wrong password, connects the stack's Radicale
 * calendar, and in Arabic disconnects back to CAL; axe (serious/critical) in English and Arabic.
 */
test('the hiring manager connects a CalDAV calendar (Radicale) and disconnects it, in English and Arabic', async ({ page }) => {
  await signIn(page, DEMO.hiringManager);
  await page.goto('/recruiter-settings/profile');
  await page.getByRole('link', { name: 'Calendar & Email integration' }).click();
  await expect(page).toHaveURL(/\/recruiter-settings\/app-integration$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar & Email integration' })).toBeVisible();
  // The demo data is shared with other journeys: start from CAL whatever a failed earlier run left.
  await expect(page.getByText(/^(Built-in calendar \(CAL\)|CalDAV calendar)$/)).toBeVisible();
  const leftOver = page.getByRole('button', { name: 'Disconnect' });
  if (await leftOver.isVisible()) await leftOver.click();
  await expect(page.getByText('Built-in calendar (CAL)', { exact: true })).toBeVisible();
  await expectAccessible(page, '#main', 'the calendar integration page');

  await page.getByLabel(/Server URL/).fill(CALDAV_URL);
  await page.getByLabel(/Username/).fill(CALDAV_USER);
  await page.getByLabel(/Password or app password/).fill('not-the-password');
  await page.getByRole('button', { name: 'Connect calendar' }).click();
  await expect(page.getByText('The calendar server refused this username and password.')).toBeVisible();
  await expect(page.getByText('Built-in calendar (CAL)', { exact: true })).toBeVisible();

  await page.getByLabel(/Password or app password/).fill(CALDAV_PASSWORD);
  await page.getByRole('button', { name: 'Connect calendar' }).click();
  await expect(page.getByText('Calendar connected')).toBeVisible();
  await expect(page.getByText('CalDAV calendar', { exact: true })).toBeVisible();
  await expect(page.getByText(`Interviews on ${CALDAV_URL}, signed in as ${CALDAV_USER}`)).toBeVisible();
  await page.reload();
  await expect(page.getByText('CalDAV calendar', { exact: true })).toBeVisible();

  // Arabic, right to left, and still accessible; disconnecting returns to the built-in calendar.
  await page.getByRole('button', { name: /Change language/ }).click();
  await page.getByRole('menuitemradio', { name: 'العربية - AR' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'تكامل التقويم والبريد الإلكتروني' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectAccessible(page, '#main', 'the calendar integration page in Arabic');
  await page.getByRole('button', { name: 'إلغاء الربط' }).click();
  await expect(page.getByText('التقويم المدمج (CAL)', { exact: true })).toBeVisible();
});
