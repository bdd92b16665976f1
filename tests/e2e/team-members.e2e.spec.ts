import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support/sign-in';

test('an admin invites, re-invites, edits and deletes a team member', async ({ page }) => {
  const stamp = Date.now();
  const email = `lina.${stamp}@demo-ats.example`;
  const name = `Lina Tester${stamp}`;

  await signIn(page, DEMO.admin);
  await page.goto('/recruiter-settings/teams');
  await expect(page.getByRole('heading', { level: 1, name: 'Team members' })).toBeVisible();
  for (const column of ['NAME', 'ROLE TYPE', 'JOBS ASSIGNED', 'LAST ACTIVE', 'STATUS', 'ACTIONS']) {
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }

  // Invite a recruiter for one job, allowed to edit it (which keeps confidential access).
  await page.getByRole('button', { name: 'Invite team member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite team member' });
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  await expect(dialog.getByText('Please enter valid email')).toBeVisible();
  await expect(dialog.getByText('Please select access type')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Lina');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill(`Tester${stamp}`);
  await dialog.getByRole('combobox', { name: /^Access type/ }).click();
  await page.getByRole('option', { name: 'Recruiter', exact: true }).click();
  await dialog.getByRole('radio', { name: 'Selected jobs' }).check();
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  await expect(dialog.getByText('Please select at least one job')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Jobs' }).click();
  await page.getByRole('option', { name: 'Senior Backend Engineer' }).first().click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('checkbox', { name: 'Edit this job' }).check();
  await expect(dialog.getByRole('checkbox', { name: /View confidential notes & emails/ })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: /View confidential notes & emails/ })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();

  // Found by search, invited, one job.
  await page.getByRole('searchbox', { name: 'Search by name or email' }).fill(email);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').nth(1)).toHaveText('Recruiter');
  await expect(row.getByRole('cell').nth(2)).toHaveText('1');
  await expect(row.getByRole('cell').nth(4)).toHaveText('Invite sent');

  // The same address again: the server's message under the field.
  await page.getByRole('button', { name: 'Invite team member' }).click();
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Lina');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Again');
  await dialog.getByRole('combobox', { name: /^Access type/ }).click();
  await page.getByRole('option', { name: /^Employee/ }).click();
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  await expect(dialog.getByText('User email already exists')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Resend the invitation.
  await row.getByRole('button', { name: `Resend invite to ${name}` }).click();
  await expect(page.getByText(`Invitation sent to ${email}`).first()).toBeVisible();

  // Edit: the dialog starts from the member's grants; make them a hiring manager.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${name}` });
  await expect(edit.getByRole('radio', { name: 'Selected jobs' })).toBeChecked();
  await expect(edit.getByRole('checkbox', { name: 'Edit this job' })).toBeChecked();
  await edit.getByRole('combobox', { name: /^Access type/ }).click();
  await page.getByRole('option', { name: /^Hiring Manager \/ Interviewer/ }).click();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(row.getByRole('cell').nth(1)).toContainText('Hiring Manager / Interviewer');

  // Delete, then find them among the deleted users.
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete ${name}?` });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('No team members match these filters')).toBeVisible();
  await page.getByRole('switch', { name: 'Show deleted users' }).check();
  const deleted = page.getByRole('row', { name: new RegExp(`${name} \\(Deleted User\\)`) });
  await expect(deleted).toBeVisible();
  await expect(deleted.getByRole('cell').nth(4)).toHaveText('Deleted');
  await expect(deleted.getByRole('button')).toHaveCount(0);
});
