import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from './support/sign-in';

/** No axe violations (WCAG 2.1 A and AA) in the page's main region as it stands: these pages, not the shell. */
const expectAccessible = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page })
    .include('#main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
};

test('an admin adds a location, a department with its head and a stage pipeline template, in English and Arabic', async ({
  page,
}) => {
  const stamp = Date.now();
  const location = `Dubai ${stamp}`;
  const department = `Engineering ${stamp}`;
  const template = `Sales ${stamp}`;

  await signIn(page, DEMO.admin);
  await page.goto('/recruiter-settings/locations-departments');
  await expect(page.getByRole('heading', { level: 1, name: 'Locations & Departments' })).toBeVisible();

  // A location: the empty name answers the spec's message; the dialog gives the focus back.
  const addLocation = page.getByRole('button', { name: 'Add location' });
  await addLocation.click();
  const locationDialog = page.getByRole('dialog', { name: 'Add location' });
  await locationDialog.getByRole('button', { name: 'Save' }).click();
  await expect(locationDialog.getByText('Please enter location')).toBeVisible();
  await locationDialog.getByRole('textbox', { name: /Location name/ }).fill(location);
  await locationDialog.getByRole('button', { name: 'Save' }).click();
  await expect(locationDialog).toBeHidden();
  await expect(addLocation).toBeFocused();
  await expect(
    page.getByRole('table', { name: 'Locations' }).getByRole('row', { name: new RegExp(location) }),
  ).toBeVisible();

  // A department headed by the demo recruiter.
  await page.getByRole('button', { name: 'Add department' }).click();
  const departmentDialog = page.getByRole('dialog', { name: 'Add department' });
  await departmentDialog.getByRole('textbox', { name: /Department name/ }).fill(department);
  await departmentDialog.getByRole('combobox', { name: 'Head of department' }).click();
  await page.getByRole('option', { name: 'Omar Khalil' }).click();
  await departmentDialog.getByRole('button', { name: 'Save' }).click();
  await expect(departmentDialog).toBeHidden();
  await expect(
    page.getByRole('table', { name: 'Departments' }).getByRole('row', { name: new RegExp(department) }),
  ).toContainText('Omar Khalil');
  await expectAccessible(page);

  // A template: a stage added and moved up by keyboard, between the locked ones.
  await page.getByRole('link', { name: 'Stage pipeline templates & Archival reasons' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Stage pipeline templates & Archival reasons' }),
  ).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Archival reasons' }).getByRole('row', { name: /Unresponsive/ }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add template' }).click();
  await expect(page).toHaveURL(/\/recruiter\/stage-pipeline\/new$/);
  await page.getByRole('textbox', { name: /Template name/ }).fill(template);
  await page.getByRole('button', { name: 'Add stage' }).click();
  await page.getByRole('textbox', { name: 'Stage 6 name' }).fill('Demo call');
  await page.getByRole('button', { name: 'Move Demo call up' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Stage 5 name' })).toHaveValue('Demo call');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/recruiter-settings\/stage-pipeline$/);
  const row = page
    .getByRole('table', { name: 'Stage pipeline templates' })
    .getByRole('row', { name: new RegExp(template) });
  await expect(row).toContainText('Demo call');

  // The default template cannot be deleted: it has no delete button.
  await expect(page.getByRole('button', { name: 'Delete Default stage pipeline' })).toHaveCount(0);

  // Arabic, right to left, and still accessible.
  await page.getByRole('button', { name: /Change language/ }).click();
  await page.getByRole('menuitemradio', { name: 'العربية - AR' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'قوالب مراحل التوظيف وأسباب الأرشفة' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/recruiter-settings/locations-departments');
  await expect(page.getByRole('heading', { level: 1, name: 'المواقع والأقسام' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'المواقع' }).getByRole('row', { name: new RegExp(location) }),
  ).toBeVisible();
  await expectAccessible(page);
});
