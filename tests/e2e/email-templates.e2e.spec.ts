import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, signIn } from './support/sign-in';

/** No axe violations (WCAG 2.1 A and AA) in `selector` as it stands. */
const expectAccessible = async (page: Page, selector: string) => {
  const { violations } = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
};

const rowOf = (table: Locator, title: string) => table.getByRole('row', { name: new RegExp(title) });

test('an admin writes an e-mail template in the rich-text editor with placeholders, clones a system template and deletes the copy', async ({
  page,
}) => {
  const title = `Warm rejection ${Date.now()}`;
  await signIn(page, DEMO.admin);
  await page.goto('/recruiter-settings/stage-pipeline');
  await page.getByRole('link', { name: 'Email templates' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Email templates' })).toBeVisible();
  const company = page.getByRole('table', { name: 'Company templates' });
  const system = page.getByRole('table', { name: 'System templates' });
  await expect(rowOf(system, 'Rejection email')).toContainText('Provided by the system');
  await expectAccessible(page, '#main');

  // The form's own rules answer first.
  await page.getByRole('button', { name: 'Add template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add email template' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please enter template title')).toBeVisible();
  await expect(dialog.getByText('Please enter email subject')).toBeVisible();

  await dialog.getByRole('textbox', { name: /Template title/ }).fill(title);
  await dialog.getByRole('combobox', { name: /Template type/ }).click();
  await page.getByRole('option', { name: 'Rejection email' }).click();
  await dialog.getByRole('textbox', { name: /Subject/ }).fill('About ');
  await dialog.getByRole('button', { name: 'Insert placeholder in Subject' }).click();
  await page.getByRole('menuitem', { name: /Job title/ }).click();
  await expect(dialog.getByRole('textbox', { name: /Subject/ })).toHaveValue('About {{jobTitle}}');

  // The body by keyboard: Tab reaches the editor from the toolbar's last control; Ctrl+B makes bold.
  const body = dialog.getByRole('textbox', { name: 'Email body' });
  await dialog.getByRole('button', { name: 'Insert placeholder in Email body' }).focus();
  await page.keyboard.press('Tab');
  await expect(body).toBeFocused();
  await page.keyboard.type('Dear ');
  await dialog.getByRole('button', { name: 'Insert placeholder in Email body' }).click();
  await page.getByRole('menuitem', { name: /Candidate first name/ }).click();
  await expect(body).toBeFocused();
  await page.keyboard.type(', ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('thank you');
  await expect(
    dialog.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Bold' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(body).toContainText('Dear {{candidateFirstName}}, thank you');
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(company, title)).toContainText('About {{jobTitle}}');

  // Stored kebab-case and sanitised, shown camelCase again.
  await rowOf(company, title)
    .getByRole('button', { name: `Edit ${title}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit email template' });
  await expect(edit.getByRole('textbox', { name: 'Email body' })).toContainText(
    'Dear {{candidateFirstName}}, thank you',
  );
  await expect(edit.getByRole('textbox', { name: 'Email body' }).locator('strong')).toHaveText('thank you');
  await edit.getByRole('button', { name: 'Cancel' }).click();

  // A system template is read-only; its clone is the company's.
  await rowOf(system, 'Offer sent').getByRole('button', { name: 'View Offer sent' }).click();
  const view = page.getByRole('dialog', { name: 'System email template' });
  await expect(view.getByRole('textbox', { name: 'Email body' })).toHaveAttribute('contenteditable', 'false');
  await view.getByRole('button', { name: 'Clone' }).click();
  const clone = page.getByRole('dialog', { name: 'Clone email template' });
  const cloneTitle = `Our offer ${Date.now()}`;
  await clone.getByRole('textbox', { name: /Title of the copy/ }).fill(cloneTitle);
  await clone.getByRole('button', { name: 'Clone' }).click();
  await expect(rowOf(company, cloneTitle)).toContainText('Offer sent');

  await rowOf(company, cloneTitle)
    .getByRole('button', { name: `Delete ${cloneTitle}` })
    .click();
  const confirm = page.getByRole('dialog', { name: `Delete email template ${cloneTitle}?` });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(rowOf(company, cloneTitle)).toHaveCount(0);
});
