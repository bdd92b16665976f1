import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from './support/sign-in';

/** The published demo job the backend seeds. */
const JOB = 'Senior Backend Engineer';

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The header line "{job} · {stage}" of the candidate profile; returns the stage. */
const currentStage = async (page: Page): Promise<string> => {
  const line = page.getByText(new RegExp(`^${escapeRegExp(JOB)} · `));
  await expect(line).toBeVisible();
  const text = (await line.innerText()).trim();
  return text.slice(text.indexOf('·') + 1).trim();
};

test('a recruiter adds a candidate, progresses and archives them, reads the timeline, finds them archived, then switches to Arabic', async ({ page }) => {
  const stamp = Date.now();
  const firstName = 'Journey';
  const lastName = `Tester${stamp}`;
  const fullName = `${firstName} ${lastName}`;
  const email = `journey.${stamp}@example.com`;

  // Signed in as the demo recruiter with the code from the development mailbox, then the candidate list, in
  // English by default.
  await signIn(page, DEMO.recruiter);
  await page.goto('/recruiter/candidates');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1, name: 'Candidates' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Candidates/ })).toHaveAttribute('aria-selected', 'true');

  // Add a candidate to the demo job.
  await page.getByRole('link', { name: 'Add candidate' }).click();
  await expect(page).toHaveURL(/\/recruiter\/candidates\/add-candidate$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add candidate' })).toBeVisible();

  // Client validation first: submitting the empty form names the missing fields.
  await page.getByRole('button', { name: 'Add candidate' }).click();
  await expect(page.getByText('Please select job')).toBeVisible();
  await expect(page.getByText('Please input first name')).toBeVisible();

  await page.getByRole('combobox', { name: /^Job/ }).click();
  await page.getByRole('option', { name: JOB, exact: true }).click();
  await page.getByRole('combobox', { name: /^Origin/ }).click();
  await page.getByRole('option', { name: 'Sourced', exact: true }).click();
  await page.getByRole('textbox', { name: 'Source', exact: true }).fill('E2E journey');
  await page.getByRole('textbox', { name: 'First name' }).fill(firstName);
  await page.getByRole('textbox', { name: 'Last name' }).fill(lastName);
  await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await page.getByRole('textbox', { name: 'Phone' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Add candidate' }).click();

  // The new candidate's profile.
  await expect(page).toHaveURL(/\/recruiter\/candidate-profile\/[^/?]+/);
  await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go back to candidates' })).toBeVisible();
  const startStage = await currentStage(page);

  // Progress to another stage: Screening when the pipeline has it, otherwise the first stage offered.
  await page.getByRole('button', { name: 'Progress to stage' }).click();
  const offered = (await page.getByRole('menuitem').allInnerTexts()).map((name) => name.trim());
  expect(offered).not.toContain(startStage);
  const targetStage = offered.includes('Screening') ? 'Screening' : offered[0]!;
  await page.getByRole('menuitem', { name: targetStage, exact: true }).click();
  await expect.poll(() => currentStage(page)).toBe(targetStage);

  // Archive with a reason.
  await page.getByRole('button', { name: 'Archive', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Archive candidate' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Send rejection email' })).not.toBeChecked();
  await dialog.getByRole('combobox', { name: /^Archival reason/ }).click();
  const reasonOption = page.getByRole('option').first();
  const reason = (await reasonOption.innerText()).trim();
  await reasonOption.click();
  await dialog.getByRole('button', { name: 'Archive', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Unarchive' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Progress to stage' })).toBeDisabled();

  // The timeline tells the story, oldest first.
  await expect(page.getByRole('tab', { name: 'Timeline' })).toHaveAttribute('aria-selected', 'true');
  const timeline = page.getByRole('list', { name: 'Timeline' });
  const entries = timeline.getByRole('listitem');
  await expect(entries).toContainText([
    `Added to ${JOB} at ${startStage}`,
    `Moved from ${startStage} to ${targetStage}`,
    `Archived: ${reason}`,
  ]);
  await expect(entries.first()).toContainText(/by \S+/);

  // The Profile tab shows the contact details.
  await page.getByRole('tab', { name: 'Profile' }).click();
  // The e-mail shows in the profile's details and again, marked Primary, in the contact information.
  await expect(page.getByRole('definition').filter({ hasText: email })).toHaveCount(2);

  // Back to the list: the candidate is under the Archived tab.
  await page.getByRole('link', { name: 'Go back to candidates' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Candidates' })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search by name or email' });
  await search.fill('j');
  await expect(page.getByText('Please enter at least 2 characters')).toBeVisible();
  await search.fill(email);
  await page.getByRole('tab', { name: /Archived/ }).click();
  await expect(page.getByRole('tab', { name: /Archived/ })).toHaveAttribute('aria-selected', 'true');
  const row = page.getByRole('row', { name: new RegExp(escapeRegExp(fullName)) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: reason, exact: true })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Archival reason' })).toBeVisible();

  // Switch to Arabic: right-to-left with Arabic labels, kept across a reload.
  await page.getByRole('button', { name: /Change language/ }).click();
  await page.getByRole('menuitemradio', { name: 'العربية - AR' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1, name: 'المرشحون' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /المؤرشفون/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('columnheader', { name: 'سبب الأرشفة' })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'المرشحون' })).toBeVisible();

  // The timeline in Arabic.
  await page.getByRole('link', { name: fullName }).click();
  const arabicTimeline = page.getByRole('list', { name: 'السجل الزمني' });
  await expect(arabicTimeline.getByRole('listitem')).toContainText([
    `نُقل من ${startStage} إلى ${targetStage}`,
    `مؤرشف: ${reason}`,
  ]);
  await expect(page.getByRole('button', { name: 'إلغاء الأرشفة' })).toBeVisible();
});
