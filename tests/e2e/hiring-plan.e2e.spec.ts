import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { DEMO, signIn } from './support/sign-in';

const pick = async (page: Page, field: RegExp | string, option: string) => {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

/**
 * Issue 10, hiring plan: the admin sets the default approval flow (refused while a stage lacks an approver), adds a
 * department with its head and a requisition that goes to the hiring manager for approval; she approves it from
 * her inbox; the hiring plan lists it as To be Hired, in English and in Arabic, with no axe violation; the
 * requisition's own approval flow refuses a stage without approver and, given a second stage, asks again.
 */
test('a requisition is approved from the inbox, in English and Arabic', async ({ browser }) => {
  const stamp = Date.now();
  const department = `Platform ${stamp}`;
  const opening = `REQ-${stamp}`;
  const adminContext = await browser.newContext();
  const page = await adminContext.newPage();
  await signIn(page, DEMO.admin);

  // The default flow: a stage without approver is refused with the spec's message, then one approver is enough.
  await page.goto('/recruiter-settings/manage-hiring-plan');
  await expect(page.getByRole('heading', { level: 1, name: 'Hiring plan' })).toBeVisible();
  // A new stage starts without approver (whatever an earlier run saved in stage 1).
  await page.getByRole('button', { name: 'Add stage' }).click();
  await page.getByRole('button', { name: 'Save approval flow' }).click();
  await expect(page.getByText('Approval setup incomplete. Every stage must have an assigned approver to continue.')).toBeVisible();
  // The added stage is refused (on a fresh company the first stage, still empty, is refused too).
  await expect(page.getByText('Every stage must have an assigned approver', { exact: true }).last()).toBeVisible();
  await pick(page, /Approvers \(Stage 2\)/, 'Sara Mansour');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Remove stage 1' }).click();
  await expect(page.getByRole('combobox', { name: /Approvers \(Stage 2\)/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save approval flow' }).click();
  await expect(page.getByText('Approval flow saved')).toBeVisible();
  await expectAccessible(page, '#main', 'the default approval flow');

  // A department with its head (spec 02 §5.14: a requisition needs one).
  await page.goto('/recruiter-settings/locations-departments');
  await page.getByRole('button', { name: 'Add department' }).click();
  const departmentDialog = page.getByRole('dialog', { name: 'Add department' });
  await departmentDialog.getByRole('textbox', { name: /Department name/ }).fill(department);
  await departmentDialog.getByRole('combobox', { name: 'Head of department' }).click();
  await page.getByRole('option', { name: 'Rania Haddad' }).click();
  await departmentDialog.getByRole('button', { name: 'Save' }).click();
  await expect(departmentDialog).toBeHidden();

  // The requisition, submitted with the default flow.
  await page.goto('/recruiter/hiring-plan');
  await expect(page.getByRole('heading', { level: 1, name: 'Hiring plan' })).toBeVisible();
  await page.getByRole('link', { name: 'Add requisition' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New requisition' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Opening ID' }).fill(opening);
  await page.getByRole('textbox', { name: 'Role name' }).fill('Platform Engineer');
  await pick(page, /Department/, department);
  await pick(page, /Location/, 'Dubai');
  await page.getByLabel(/Target hire date/).fill('2027-05-31');
  await page.getByRole('spinbutton', { name: /Headcount/ }).fill('2');
  await page.getByRole('spinbutton', { name: /Minimum salary/ }).fill('12000');
  await page.getByRole('spinbutton', { name: /Maximum salary/ }).fill('18000');
  await pick(page, /Hiring manager/, 'Sara Mansour');
  await page.getByRole('combobox', { name: /Recruiters/ }).click();
  await page.getByRole('option', { name: 'Omar Khalil' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('textbox', { name: /Job description/ }).fill('Runs the platform the hiring team relies on.');
  await expect(page.getByRole('combobox', { name: /Approvers \(Stage 1\)/ })).toBeVisible();
  await expectAccessible(page, '#main', 'the requisition form');
  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(page).toHaveURL(/\/recruiter\/hiring-plan\/opening\/view\//);
  const requisitionPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: 'Platform Engineer' })).toBeVisible();
  await expect(page.getByText('Pending approval')).toBeVisible();
  await expect(page.getByText(/Waiting for Sara Mansour/)).toBeVisible();
  await expectAccessible(page, '#main', 'the requisition view');
  // Its own approval flow opens as submitted; a stage without approver is refused before anything is saved.
  await page.getByRole('link', { name: 'Edit approval flow' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Approval flow · Platform Engineer' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Stage 1' }).getByText('Sara Mansour')).toBeVisible();
  await page.getByRole('button', { name: 'Add stage' }).click();
  await page.getByRole('button', { name: 'Save approval flow' }).click();
  await expect(page.getByText('Approval setup incomplete. Every stage must have an assigned approver to continue.')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Stage 2' }).getByText('Every stage must have an assigned approver', { exact: true })).toBeVisible();
  await expectAccessible(page, '#main', 'the requisition approval flow editor');
  await adminContext.close();

  // The hiring manager approves it from her inbox.
  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await signIn(manager, DEMO.hiringManager);
  await expect(async () => {
    await manager.reload();
    await manager.getByRole('button', { name: /^Notifications/ }).click();
    const drawer = manager.getByRole('dialog', { name: 'Notifications' });
    await drawer.getByRole('radio', { name: 'All' }).check();
    await expect(drawer.getByRole('listitem').filter({ hasText: new RegExp(`ID ${opening}`) }).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await manager
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`ID ${opening}`) })
    .first()
    .getByText(/waiting for your approval/)
    .click();
  await expect(manager).toHaveURL(/\/recruiter\/hiring-plan\/opening\/view\/[^?]+\?from=inbox/);
  await manager.getByRole('button', { name: 'Approve' }).click();
  // Not the toast: live notifications (earlier runs' reminders, one test 'day' a second) may take its place.
  await expect(manager.getByText('Approved', { exact: true }).first()).toBeVisible();
  await expect(manager.getByText('Sara Mansour approved', { exact: true })).toBeVisible();
  // The auditor's copy: the whole history as a CSV file, the approval in it.
  const downloading = manager.waitForEvent('download');
  await manager.getByRole('button', { name: 'Export history (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^requisition-[0-9a-f-]+-history\.csv$/);
  const exported = await readFile((await download.path())!, 'utf8');
  expect(exported).toContain('RequisitionApprovalDecided');
  expect(exported).toContain('Sara Mansour approved step 1 of round 1');
  await managerContext.close();

  // The admin finds it To be Hired, then reads the hiring plan in Arabic.
  const againContext = await browser.newContext();
  const again = await againContext.newPage();
  await signIn(again, DEMO.admin);
  await again.goto('/recruiter/hiring-plan');
  await expect(again.getByRole('table', { name: 'To be Hired' }).getByRole('row', { name: new RegExp(opening) })).toBeVisible();
  await expectAccessible(again, '#main', 'the hiring plan');
  // The opening is hired for on a job: linking one starts its hiring (the tile's "Hiring in progress").
  await again.goto(requisitionPath);
  await expect(again.getByText('No job linked yet')).toBeVisible();
  await again.getByRole('button', { name: 'Link a job' }).click();
  const linkDialog = again.getByRole('dialog', { name: 'Link a job' });
  await linkDialog.getByRole('combobox', { name: /Job/ }).click();
  await again.getByRole('option', { name: 'Senior Backend Engineer', exact: true }).first().click();
  await expectAccessible(again, '[role="dialog"]', 'the link-a-job dialog');
  await linkDialog.getByRole('button', { name: 'Link a job' }).click();
  await expect(linkDialog).toBeHidden();
  await expect(again.getByText('Hiring in progress')).toBeVisible();
  await expect(again.getByRole('link', { name: 'Senior Backend Engineer' })).toBeVisible();
  await expect(again.getByText(/linked a job/)).toBeVisible();
  await again.goto('/recruiter/hiring-plan');
  await again.getByRole('button', { name: /Change language/ }).click();
  await again.getByRole('menuitemradio', { name: 'العربية - AR' }).click();
  await expect(again.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(again.getByRole('heading', { level: 1, name: 'خطة التوظيف' })).toBeVisible();
  await expect(again.getByRole('table', { name: 'قيد التوظيف' }).getByRole('row', { name: new RegExp(opening) })).toBeVisible();
  await expectAccessible(again, '#main', 'the hiring plan in Arabic');
  // The requisition's own flow gets a second stage (Omar): saved, it asks its approvers again.
  await again.goto(requisitionPath);
  await again.getByRole('link', { name: 'تعديل مسار الموافقة' }).click();
  await expect(again.getByRole('heading', { level: 1, name: 'مسار الموافقة · Platform Engineer' })).toBeVisible();
  await again.getByRole('button', { name: 'إضافة مرحلة' }).click();
  await pick(again, /^المعتمدون \(المرحلة 2\)/, 'Omar Khalil');
  await again.keyboard.press('Escape');
  await expectAccessible(again, '#main', 'the requisition approval flow editor in Arabic');
  await again.getByRole('button', { name: 'حفظ مسار الموافقة' }).click();
  await expect(again).toHaveURL(new RegExp(`${requisitionPath}$`));
  await expect(again.getByText('بانتظار الموافقة').first()).toBeVisible();
  await again.goto('/recruiter-settings/manage-hiring-plan');
  await expect(again.getByRole('button', { name: 'حفظ مسار الموافقة' })).toBeVisible();
  await expectAccessible(again, '#main', 'the default approval flow in Arabic');
  await againContext.close();
});
