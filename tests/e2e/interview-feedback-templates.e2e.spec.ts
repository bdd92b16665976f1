import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { DEMO, signIn } from './support/sign-in';

test('an admin adds an interview feedback template (sections of skills with guiding questions and a sample answer), finds it in the list, edits it in Arabic and deletes it', async ({
  page,
}) => {
  const name = `Backend interview ${Date.now()}`;
  await signIn(page, DEMO.admin);
  await page.goto('/recruiter-settings/stage-pipeline');
  await page.getByRole('link', { name: 'Interview feedback templates' }).click();
  await expect(page).toHaveURL(/\/recruiter-settings\/interview-scorecard-templates$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Interview feedback templates' })).toBeVisible();
  await expectAccessible(page, '#main', 'the interview feedback templates list');

  await page.getByRole('button', { name: 'Add template' }).click();
  await expect(page).toHaveURL(/\/recruiter\/interview-scorecard-templates\/new$/);
  // The name first, as the rule says.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please input template name')).toBeVisible();
  await page.getByRole('textbox', { name: /Template name/ }).fill(name);
  await page.getByRole('textbox', { name: /Section title/ }).fill('Technical');
  await page.getByRole('textbox', { name: /Skill \/ competency/ }).fill('System design');
  await page.getByRole('textbox', { name: /Guiding questions/ }).fill('How would you shard it?\nWhat breaks first?');
  await page.getByRole('textbox', { name: /Sample answer/ }).fill('By tenant, with a directory');
  await page.getByRole('button', { name: 'Add skill' }).click();
  await page.getByRole('textbox', { name: /Skill \/ competency/ }).nth(1).fill('Testing');
  await page.getByRole('checkbox', { name: 'Must be scored' }).nth(1).uncheck();
  await expectAccessible(page, '#main', 'the template editor');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/recruiter-settings\/interview-scorecard-templates$/);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('System design, Testing');
  await expect(row).toContainText('Technical');

  // Arabic, right to left, and still accessible.
  await page.getByRole('button', { name: /Change language/ }).click();
  await page.getByRole('menuitemradio', { name: 'العربية - AR' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'قوالب تقييم المقابلات' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectAccessible(page, '#main', 'the list in Arabic');
  await page.getByRole('row', { name: new RegExp(name) }).getByRole('link', { name: `تعديل ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'تعديل قالب تقييم مقابلة' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /أسئلة إرشادية/ }).first()).toHaveValue('How would you shard it?\nWhat breaks first?');
  await expectAccessible(page, '#main', 'the editor in Arabic');

  // Back to English for the next journeys in this browser profile; the template goes.
  await page.getByRole('button', { name: /تغيير اللغة|Change language/ }).click();
  await page.getByRole('menuitemradio', { name: /English/ }).click();
  await page.goto('/recruiter-settings/interview-scorecard-templates');
  await page.getByRole('row', { name: new RegExp(name) }).getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: /Delete/ }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});
