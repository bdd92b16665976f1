import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { apiOf } from './support/api';
import { DEMO, signIn } from './support/sign-in';

const PANEL = 'section[aria-label="Bulk actions"]';

/**
 * Spec 02 §2.14, 01 §2.7, §4.10: a recruiter ticks 30 candidates, archives them in bulk, watches the panel count
 * up, opens the success and failed links, undoes, and finds them active again; axe-clean in English and Arabic.
 */
test('select 30 candidates, archive them in bulk, watch the panel, open the result links, undo; axe-clean in English and Arabic', async ({ page }) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  await signIn(page, DEMO.admin);
  const api = await apiOf(page);

  // A job of its own with 30 candidates.
  const created = await api.post('/company-roles', { name: `Bulk Journey ${stamp}` });
  const draft = await api.get(`/company-roles/${created.id}?afterPosition=${created.position}`);
  const screening = draft.stages.find((stage: { name: string }) => stage.name === 'Screening');
  await api.put(`/company-roles/${created.id}/stages/${screening.id}/candidate-tasks`, {
    tasks: [{ id: 'screening-questions', type: 'SHORTLISTING_QUESTIONS', questions: [{ id: 'notice', title: 'What is your notice period in weeks?', answerType: 'NUMERIC' }] }],
  });
  await api.patch(`/company-roles/publish/${created.id}`);
  for (let index = 0; index < 30; index += 1) {
    await api.post('/job-applications', {
      jobId: created.id,
      origin: 'sourced',
      source: 'LinkedIn',
      firstName: `Bulk${index}`,
      lastName: `Journey${stamp}`,
      email: `bulk.${stamp}.${index}@example.com`,
    });
  }

  const listUrl = `/recruiter/candidates?jobRoleIds=${created.id}&take=50`;
  await page.goto(listUrl);
  await expect(page.getByRole('link', { name: `Bulk29 Journey${stamp}` })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await expect(page.getByText('30 selected')).toBeVisible();
  await expectAccessible(page, '#candidates-panel', 'the list with a selection');

  await page.getByRole('button', { name: 'Bulk actions' }).click();
  await page.getByRole('menuitem', { name: 'Archive' }).click();
  const dialog = page.getByRole('dialog', { name: 'Archive: 30 applications' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, '[role="dialog"]', 'the bulk archive dialog');
  await dialog.getByRole('combobox', { name: /Archive reason/ }).click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Archive Candidates is queued. We will notify you after completion')).toBeVisible();

  // The panel counts up to 30 of 30.
  const panel = page.locator(PANEL);
  const item = panel.locator('li').filter({ has: page.getByRole('heading', { name: 'Archive Candidates' }) }).first();
  await expect(item).toBeVisible();
  await expect(item.getByText(/^(\d+ of 30|30 in progress)/)).toBeVisible();
  await expect(item.getByText('30 of 30', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expectAccessible(page, PANEL, 'the progress panel');

  // Details, and the result links (spec 01 §2.7).
  await item.getByRole('button', { name: 'View details' }).click();
  const details = page.getByRole('dialog', { name: 'Bulk action: Archive Candidates (30)' });
  await expect(details.getByText('Completed applications: 30 of 30')).toBeVisible();
  await expect(details.getByText('Failed applications: 0 of 30')).toBeVisible();
  await expectAccessible(page, '[role="dialog"]', 'the details dialog');
  await details.getByRole('link', { name: 'View applications' }).nth(1).click();
  await expect(page).toHaveURL(/bulkActionApplications=success/);
  await expect(page.getByText('Showing the applications of a bulk action')).toBeVisible();
  await expect(page.getByText('1–15 of 30')).toBeVisible();
  await item.getByRole('button', { name: 'View details' }).click();
  await details.getByRole('link', { name: 'View applications' }).first().click();
  await expect(page).toHaveURL(/bulkActionApplications=failed/);
  await expect(page.getByText('1–15 of 30')).toBeHidden();

  // Undo: a new bulk action restores each one; the job's candidates are active again.
  await item.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Undo is queued. We will notify you after completion')).toBeVisible();
  const undo = panel.locator('li').filter({ has: page.getByRole('heading', { name: 'Bulk action' }) }).first();
  await expect(undo.getByText('30 of 30', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(item.getByText('Undone')).toBeVisible();
  await page.goto(listUrl);
  await expect(page.getByRole('link', { name: `Bulk0 Journey${stamp}` })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('1–30 of 30')).toBeVisible();

  // Arabic, right to left: the panel and its details stay accessible.
  await page.getByRole('button', { name: /Change language/ }).click();
  await page.getByRole('menuitemradio', { name: 'العربية - AR' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const arabicPanel = page.locator('section[aria-label="الإجراءات الجماعية"]');
  await expect(arabicPanel.getByRole('heading', { name: 'أرشفة المرشحين' }).first()).toBeVisible();
  await expectAccessible(page, 'section[aria-label="الإجراءات الجماعية"]', 'the panel in Arabic');
  await arabicPanel.getByRole('button', { name: 'عرض التفاصيل' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, '[role="dialog"]', 'the details dialog in Arabic');
  await page.keyboard.press('Escape');

  // Everything has finished: the close icon clears the panel.
  await arabicPanel.getByRole('button', { name: 'مسح لوحة الإجراءات الجماعية' }).click();
  await expect(arabicPanel).toBeHidden();
});

/**
 * 'Send later' (spec 03 "Email composer") on a bulk e-mail: the panel shows the action waiting with its time, and
 * one click on its Cancel stops it before any e-mail goes.
 */
test('a bulk e-mail sent later waits in the panel with its time; one click on Cancel stops it and nothing is sent (the Emails tabs show it cancelled)', async ({ page }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  await signIn(page, DEMO.admin);
  const api = await apiOf(page);
  const created = await api.post('/company-roles', { name: `Bulk Later ${stamp}` });
  await api.get(`/company-roles/${created.id}?afterPosition=${created.position}`);
  await api.patch(`/company-roles/publish/${created.id}`);
  const applicationIds: string[] = [];
  for (let index = 0; index < 2; index += 1) {
    const added = await api.post('/job-applications', {
      jobId: created.id,
      origin: 'sourced',
      source: 'LinkedIn',
      firstName: `Later${index}`,
      lastName: `Mail${stamp}`,
      email: `later.${stamp}.${index}@example.com`,
    });
    applicationIds.push(added.id);
  }

  await page.goto(`/recruiter/candidates?jobRoleIds=${created.id}&take=50`);
  await expect(page.getByRole('link', { name: `Later1 Mail${stamp}` })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await page.getByRole('button', { name: 'Bulk actions' }).click();
  await page.getByRole('menuitem', { name: 'Send email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send email: 2 applications' });
  await dialog.getByRole('textbox', { name: /Subject/ }).fill('Later news');
  await dialog.getByRole('textbox', { name: /Message/ }).fill('We will be in touch.');
  // Sent an hour from now unless changed.
  await dialog.getByRole('switch', { name: 'Send later' }).click();
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByText('Emails is queued. We will notify you after completion')).toBeVisible();

  const item = page.locator(PANEL).locator('li').filter({ has: page.getByRole('heading', { name: 'Emails' }) }).first();
  await expect(item.getByText(/^Scheduled for /)).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, PANEL, 'the panel with an e-mail sent later');
  await item.getByRole('button', { name: 'Cancel Emails' }).click();
  await expect(item.getByText('0 of 2 · Cancelled')).toBeVisible({ timeout: 30_000 });
  await expect(item.getByRole('button', { name: 'Cancel Emails' })).toBeHidden();
  // Nothing sent: each candidate's Emails tab shows the e-mail cancelled with the bulk action.
  for (const id of applicationIds) {
    const { items } = (await api.get(`/job-applications/${id}/emails`)) as { items: Array<{ status: string; subject: string | null; bulkActionId: string | null }> };
    expect(items.map((email) => [email.status, email.subject, typeof email.bulkActionId])).toEqual([['CANCELLED', 'Later news', 'string']]);
  }

  // Cleared, as a recruiter would: the panel is the user's across pages and sessions, and left open it covered the
  // next journey's Save button (the same demo user).
  await page.locator(PANEL).getByRole('button', { name: 'Clear the bulk actions panel' }).click();
  await expect(page.locator(PANEL)).toBeHidden();
});
