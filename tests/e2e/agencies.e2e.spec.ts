import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { DEMO, signIn } from './support/sign-in';

test('an admin adds an agency from the settings menu by keyboard, sees its jobs and link, reads it in Arabic, and deletes it (issue 8)', async ({
  page,
}) => {
  const name = `Gulf Hires ${Date.now()}`;
  await signIn(page, DEMO.admin);
  await page.goto('/recruiter-settings/stage-pipeline');
  await page.getByRole('link', { name: 'Agencies' }).click();
  await expect(page).toHaveURL(/\/recruiter-settings\/agencies$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Agencies' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Agencies' })).toBeVisible();
  await expectAccessible(page, '#main', 'the agencies list');

  // The dialog refuses with the spec's messages, then takes the agency by keyboard alone.
  await page.getByRole('button', { name: 'Add agency' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add agency' });
  await expect(dialog.getByRole('textbox', { name: /Agency name/ })).toBeFocused();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please enter agency name')).toBeVisible();
  await expect(dialog.getByText('Please select at least one job')).toBeVisible();
  await expectAccessible(page, '[role="dialog"]', 'the dialog with its messages');
  await dialog.getByRole('textbox', { name: /Agency name/ }).focus();
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Sara Ali');
  await page.keyboard.press('Tab');
  await page.keyboard.type('sara@gulfhires.example');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Product');
  await page.getByRole('option', { name: 'Product Designer' }).waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Product Designer' })).toBeVisible();
  await dialog.getByRole('textbox', { name: /Email subject/ }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);

  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Sara Ali');
  await expect(row).toContainText('Product Designer');
  await expect(row.getByRole('link', { name: /\/agency\// })).toBeVisible();
  await expectAccessible(page, '#main', 'the list with the new agency');

  // Arabic, right to left, and still accessible.
  await page.getByRole('button', { name: /Change language/ }).click();
  await page.getByRole('menuitemradio', { name: 'العربية - AR' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'الوكالات' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectAccessible(page, '#main', 'the list in Arabic');
  await page.getByRole('row', { name: new RegExp(name) }).getByRole('button', { name: `تعديل ${name}` }).click();
  const arabicDialog = page.getByRole('dialog', { name: 'تعديل الوكالة' });
  await expect(arabicDialog.getByRole('textbox', { name: /اسم الوكالة/ })).toHaveValue(name);
  await expectAccessible(page, '[role="dialog"]', 'the edit dialog in Arabic');
  await page.keyboard.press('Escape');
  await expect(arabicDialog).toHaveCount(0);

  // Back to English for the next journeys in this browser profile; the agency goes.
  await page.getByRole('button', { name: /تغيير اللغة|Change language/ }).click();
  await page.getByRole('menuitemradio', { name: /English/ }).click();
  await page.getByRole('row', { name: new RegExp(name) }).getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: /Delete/ }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});
