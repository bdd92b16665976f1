import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { DEMO, signIn } from './support/sign-in';

const addCandidate = async (page: Page, firstName: string, lastName: string, email: string) => {
  await page.goto('/recruiter/candidates/add-candidate');
  await expect(page.getByRole('heading', { level: 1, name: 'Add candidate' })).toBeVisible();
  await page.getByRole('combobox', { name: /^Job/ }).click();
  await page.getByRole('option', { name: 'Senior Backend Engineer', exact: true }).click();
  await page.getByRole('combobox', { name: /^Origin/ }).click();
  await page.getByRole('option', { name: 'Sourced', exact: true }).click();
  await page.getByRole('textbox', { name: 'First name' }).fill(firstName);
  await page.getByRole('textbox', { name: 'Last name' }).fill(lastName);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Email' }).press('Tab');
};

const CONTACT = 'section[aria-labelledby="candidate-contact-title"]';

/**
 * Spec 02 §2.12, §2.13, §3.7, §4.4 (issue 8 'candidate and application'): the add form warns of a candidate the
 * company already has; the profile's contact information is edited in a dialog (phones, links, demographics)
 * with the keyboard; an e-mail another candidate holds asks to confirm the merge, after which one candidate has
 * both applications; axe-clean in English and Arabic.
 */
test('a recruiter is warned of a duplicate, edits a candidate’s contact details and merges two candidates; axe-clean in English and Arabic', async ({ page }) => {
  const stamp = Date.now();
  const holderEmail = `nadia.${stamp}@example.com`;
  await signIn(page, DEMO.recruiter);

  await addCandidate(page, 'Nadia', `Holder ${stamp}`, holderEmail);
  await page.getByRole('button', { name: 'Add candidate' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Nadia Holder ${stamp}` })).toBeVisible();

  // The same e-mail again: the spec's warning, in this company.
  await addCandidate(page, 'Nadia', `Second ${stamp}`, holderEmail.toUpperCase());
  await expect(page.getByText('This candidate already exists in your company. 1 applications found')).toBeVisible();
  await expectAccessible(page, 'main', 'the add form with the duplicate warning');
  await page.getByRole('textbox', { name: 'Email' }).fill(`n.second.${stamp}@example.com`);
  await page.getByRole('button', { name: 'Add candidate' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Nadia Second ${stamp}` })).toBeVisible();

  await page.getByRole('tab', { name: 'Profile' }).click();
  const contact = page.locator(CONTACT);
  await expect(contact.getByRole('heading', { name: 'Contact information' })).toBeVisible();
  await expect(contact.getByText('No links')).toBeVisible();
  await expectAccessible(page, CONTACT, 'the contact information');

  // Edit with the keyboard: a phone, a LinkedIn link and the gender.
  await contact.getByRole('button', { name: 'Edit candidate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit candidate' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Add phone number' }).press('Enter');
  await dialog.getByRole('textbox', { name: 'Phone 1' }).fill('+1 (123) 456-7890');
  await dialog.getByRole('button', { name: 'Add link' }).press('Enter');
  await dialog.getByRole('textbox', { name: 'Link 1', exact: true }).fill('linkedin.com/in/nadia-second');
  await dialog.getByRole('combobox', { name: 'Gender' }).press('Enter');
  await page.getByRole('option', { name: 'Female' }).press('Enter');
  await expectAccessible(page, '[role="dialog"]', 'the edit dialog');
  await dialog.getByRole('button', { name: 'Save' }).press('Enter');
  await expect(page.getByText('Candidate details saved')).toBeVisible();
  await expect(contact.getByRole('link', { name: '+1 (123) 456-7890' })).toBeVisible();
  await expect(contact.getByRole('link', { name: 'https://linkedin.com/in/nadia-second' })).toBeVisible();

  // The holder's e-mail added: the merge is confirmed, then one candidate has both applications.
  await contact.getByRole('button', { name: 'Edit candidate' }).click();
  await dialog.getByRole('button', { name: 'Add email' }).click();
  await dialog.getByRole('textbox', { name: 'Email 2' }).fill(holderEmail);
  await dialog.getByRole('button', { name: 'Save' }).click();
  const merge = page.getByRole('dialog', { name: 'Merge candidates?' });
  await expect(merge).toContainText('This candidate already exists in your company. 1 applications found.');
  await expectAccessible(page, '[role="dialog"]', 'the merge confirmation');
  await merge.getByRole('button', { name: 'Merge candidates' }).click();
  await expect(page.getByText('Candidates merged')).toBeVisible();
  await expect(contact.getByRole('link', { name: holderEmail })).toBeVisible();
  await expect(contact.getByRole('link', { name: `Senior Backend Engineer · Sourced` })).toBeVisible();

  // Arabic, right to left.
  await page.getByRole('button', { name: /Change language/ }).click();
  await page.getByRole('menuitemradio', { name: 'العربية - AR' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(contact.getByRole('heading', { name: 'معلومات الاتصال' })).toBeVisible();
  await expect(contact.getByText('أنثى')).toBeVisible();
  await expectAccessible(page, CONTACT, 'the contact information in Arabic');
  await contact.getByRole('button', { name: 'تعديل المرشح' }).click();
  await expect(page.getByRole('dialog', { name: 'تعديل المرشح' })).toBeVisible();
  await expectAccessible(page, '[role="dialog"]', 'the edit dialog in Arabic');
});
