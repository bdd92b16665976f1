import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { DEMO, signIn } from './support/sign-in';

/**
 * Spec 02 §2.13 recruiter actions and §4.4 (issue 8): on the profile, an admin moves the application to another
 * job and stage, adds the candidate to a further job (the new application opens, the Profile tab lists both), and
 * deletes an application after the confirmation; the dialogs axe-clean in English and Arabic.
 */
test('an admin moves an application to another job, adds the candidate to a further job and deletes an application; axe-clean in English and Arabic', async ({
  page,
}) => {
  const stamp = Date.now();
  const lastName = `Mover ${stamp}`;
  // The admin: the demo recruiter's role need not include deleting candidates (COMPANY::CANDIDATES::DELETE).
  await signIn(page, DEMO.admin);

  await page.goto('/recruiter/candidates/add-candidate');
  await expect(page.getByRole('heading', { level: 1, name: 'Add candidate' })).toBeVisible();
  await page.getByRole('combobox', { name: /^Job/ }).click();
  await page.getByRole('option', { name: 'Senior Backend Engineer', exact: true }).click();
  await page.getByRole('combobox', { name: /^Origin/ }).click();
  await page.getByRole('option', { name: 'Sourced', exact: true }).click();
  await page.getByRole('textbox', { name: 'First name' }).fill('Sami');
  await page.getByRole('textbox', { name: 'Last name' }).fill(lastName);
  await page.getByRole('textbox', { name: 'Email' }).fill(`sami.${stamp}@example.com`);
  await page.getByRole('button', { name: 'Add candidate' }).click();
  const name = `Sami ${lastName}`;
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('application-stage')).toHaveText('Sourced');

  // Move to Product Designer, Interview.
  await page.getByRole('button', { name: 'Move to job' }).click();
  const move = page.getByRole('dialog', { name: `Move ${name} to another job` });
  await expect(move).toBeVisible();
  await expectAccessible(page, '[role="dialog"]', 'the move-to-job dialog');
  await move.getByRole('combobox', { name: /^Job/ }).click();
  await page.getByRole('option', { name: 'Product Designer', exact: true }).click();
  // The job's stages load once it is chosen: the stage picker is enabled then.
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(move.getByRole('combobox', { name: 'Stage' })).toBeEnabled();
  await move.getByRole('combobox', { name: 'Stage' }).click();
  await page.getByRole('option', { name: 'Interview', exact: true }).click();
  await move.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page.getByText('Moved to Product Designer')).toBeVisible();
  await expect(move).toBeHidden();
  await expect(page.getByTestId('application-stage')).toHaveText('Interview');

  // Add the candidate to Senior Backend Engineer again: a second application, which opens.
  const firstProfile = page.url();
  await page.getByRole('button', { name: 'Add to job' }).click();
  const add = page.getByRole('dialog', { name: `Add ${name} to another job` });
  await add.getByRole('combobox', { name: /^Job/ }).click();
  await page.getByRole('option', { name: 'Senior Backend Engineer', exact: true }).click();
  await add.getByRole('button', { name: 'Add to job' }).click();
  await expect(page.getByText('Added to Senior Backend Engineer')).toBeVisible();
  await expect(page).not.toHaveURL(firstProfile);
  await expect(page.getByTestId('application-stage')).toHaveText('Sourced');
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(page.getByRole('link', { name: 'Product Designer · Interview' })).toBeVisible();

  // In Arabic: delete this second application after the confirmation; the list no longer has it.
  await page.getByRole('button', { name: /Change language/ }).click();
  await page.getByRole('menuitemradio', { name: 'العربية - AR' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'حذف الطلب' }).click();
  const confirm = page.getByRole('dialog', { name: `هل تريد حذف طلب ${name} لوظيفة Senior Backend Engineer؟` });
  await expect(confirm).toBeVisible();
  await expectAccessible(page, '[role="dialog"]', 'the delete confirmation in Arabic');
  await confirm.getByRole('button', { name: 'حذف', exact: true }).click();
  await expect(page).toHaveURL(/\/recruiter\/candidates/);
  await expect(page.getByText('تم حذف الطلب')).toBeVisible();
  await page.goto(firstProfile);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'نقل إلى وظيفة' }).click();
  await expect(page.getByRole('dialog', { name: `نقل ${name} إلى وظيفة أخرى` })).toBeVisible();
  await expectAccessible(page, '[role="dialog"]', 'the move-to-job dialog in Arabic');
});
