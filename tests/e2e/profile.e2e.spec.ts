import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { DEMO, signIn } from './support/sign-in';

/**
 * Spec 03 "Profile screen": the hiring manager edits their own profile, a time zone picked from the list (the
 * default's own, Asia/Dubai, so the demo data's times stay as other journeys expect) and an e-mail signature; it is
 * saved and still there after a reload; in Arabic the signature is cleared again; axe (serious/critical) in both.
 */
test('the hiring manager saves a time zone and e-mail signature on their profile, in English and Arabic', async ({ page }) => {
  const signature = `Hiring manager\nDemo Company ${Date.now()}`;
  await signIn(page, DEMO.hiringManager);
  await page.goto('/recruiter-settings/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).not.toBeEditable();
  await expect(page.getByText('Your sign-in email is changed through a separate, verified process, not here.')).toBeVisible();
  await expectAccessible(page, '#main', 'the profile page');

  const zone = page.getByRole('combobox', { name: /Time zone/ });
  await zone.fill('Dubai');
  await page.getByRole('option', { name: 'Asia/Dubai' }).click();
  await page.getByRole('textbox', { name: 'Email signature' }).fill(signature);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Email signature' })).toHaveValue(signature);
  await expect(zone).toHaveValue('Asia/Dubai');

  await page.getByRole('button', { name: /Change language/ }).click();
  await page.getByRole('menuitemradio', { name: 'العربية - AR' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'الملف الشخصي' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectAccessible(page, '#main', 'the profile page in Arabic');
  await page.getByRole('textbox', { name: 'توقيع البريد الإلكتروني' }).fill('');
  await page.getByRole('button', { name: 'حفظ التغييرات' }).click();
  await expect(page.getByText('تم حفظ الملف الشخصي')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'توقيع البريد الإلكتروني' })).toHaveValue('');
});
