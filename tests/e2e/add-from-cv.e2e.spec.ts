import { expect, test } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { DEMO, signIn } from './support/sign-in';

/** Digits as letters: the CV's name line holds only letters, and each run needs a name of its own. */
const lettersOf = (value: number) => value.toString().replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);

/**
 * Spec 02 §2.11, §2.12: a recruiter adds a candidate from a PDF CV (the form filled from it, the CV attached),
 * then finds them in the candidate list by a word that only their CV holds.
 */
test('a recruiter adds a candidate from a PDF CV and finds them by a word from it', async ({ page }) => {
  const stamp = Date.now();
  const lastName = `Q${lettersOf(stamp)}`;
  const email = `cv.${stamp}@example.com`;
  const word = `Zylophonics${stamp}`;
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const cvPage = document.addPage();
  [`Zara ${lastName}`, `+971 50 123 4567 | ${email}`, 'linkedin.com/in/zara-example', `Expert in ${word} and PostgreSQL`].forEach((line, index) =>
    cvPage.drawText(line, { x: 50, y: 750 - index * 20, size: 12, font }),
  );
  const pdf = Buffer.from(await document.save());

  await signIn(page, DEMO.recruiter);
  await page.goto('/recruiter/candidates/add-candidate');
  await expect(page.getByRole('heading', { level: 1, name: 'Add candidate' })).toBeVisible();
  // The Upload CV button opens the browser's picker on this input; the picked file arrives the same way.
  await page.getByTestId('cv-input').setInputFiles({ name: `Zara ${lastName}.pdf`, mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByText(`CV attached: Zara ${lastName}.pdf. The form is filled in from it; please check the details.`)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Zara');
  await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue(lastName);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('+971 50 123 4567');
  await page.getByRole('textbox', { name: 'Phone' }).fill('+971 501234567');

  await page.getByRole('combobox', { name: /^Job/ }).click();
  await page.getByRole('option', { name: 'Senior Backend Engineer', exact: true }).click();
  await page.getByRole('combobox', { name: /^Origin/ }).click();
  await page.getByRole('option', { name: 'Sourced', exact: true }).click();
  await page.getByRole('button', { name: 'Add candidate' }).click();
  await expect(page).toHaveURL(/\/recruiter\/candidate-profile\/[^/?]+/);
  await expect(page.getByRole('heading', { level: 1, name: `Zara ${lastName}` })).toBeVisible();

  // CV search by the word only this CV holds: the CV's text is read after the candidate is added, so the list
  // is asked again until it is there.
  await page.goto('/recruiter/candidates');
  await page.getByRole('textbox', { name: 'Word or phrase in the CV' }).fill(word);
  await page.getByRole('button', { name: 'Search CVs' }).click();
  await expect(page).toHaveURL(new RegExp(`cvFilterType=INCLUDES_ALL.*cvSearchItems=${word}`));
  const found = page.getByRole('link', { name: `Zara ${lastName}` });
  await expect
    .poll(async () => {
      if ((await found.count()) === 0) await page.reload();
      return found.count();
    })
    .toBe(1);
  // A word no CV holds finds nobody.
  await page.goto(`/recruiter/candidates?cvFilterType=INCLUDES_ALL&cvSearchItems=${word},Haskellian${stamp}`);
  await expect(page.getByRole('button', { name: 'Clear CV search' })).toBeVisible();
  await expect(page.getByText('No candidates match these filters')).toBeVisible();
  await expect(found).toHaveCount(0);
});
