import { expect, test } from '@playwright/test';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { expectAccessible } from './support/accessibility';
import { DEMO, signIn } from './support/sign-in';

/** A real .docx offer letter with the spec's placeholders, one split into runs as word processors do. */
const offerLetter = () =>
  Packer.toBuffer(
    new Document({
      sections: [
        {
          children: [
            new Paragraph({ children: [new TextRun('Dear [candidate_name],')] }),
            new Paragraph({ children: [new TextRun('Salary: '), new TextRun('[salary_'), new TextRun('amount]')] }),
            new Paragraph({ children: [new TextRun('Joining on [joining_date]')] }),
          ],
        },
      ],
    }),
  );

test('an admin adds an offer letter template in 3 steps (name and .docx, who fills each placeholder, the PDF preview), in English and Arabic', async ({
  page,
}) => {
  const name = `Standard offer ${Date.now()}`;
  await signIn(page, DEMO.admin);
  await page.goto('/recruiter-settings/stage-pipeline');
  await page.getByRole('link', { name: 'Offer letter templates' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Offer letter templates' })).toBeVisible();
  await expectAccessible(page, '#main', 'the offer letter templates list');

  await page.getByRole('button', { name: 'Add template' }).click();
  await expect(page).toHaveURL(/\/recruiter\/offers\/new$/);
  // Step 1: the rules answer first, then the name and the letter.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please input template name')).toBeVisible();
  await expect(page.getByText('Please upload offer letter')).toBeVisible();
  await page.getByRole('textbox', { name: /Template name/ }).fill(name);
  await page.getByLabel('Offer letter (.docx)').setInputFiles({
    name: 'Offer.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: await offerLetter(),
  });
  await expect(page.getByText('Chosen: Offer.docx')).toBeVisible();
  await expectAccessible(page, '#main', 'step 1');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: by keyboard, the joining date goes to the candidate.
  const joining = page.getByRole('radiogroup', { name: /Joining date/ });
  await expect(joining).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: /Salary amount/ })).toBeVisible();
  await joining.getByRole('radio', { name: 'Offer sender' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(joining.getByRole('radio', { name: 'Candidate' })).toBeChecked();
  await expectAccessible(page, '#main', 'step 2');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: LibreOffice's PDF of the letter.
  await expect(page.getByTitle(`Preview of the offer letter ${name}`)).toBeVisible({ timeout: 60_000 });
  await expectAccessible(page, '#main', 'step 3');
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/recruiter-settings\/offers$/);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('3 placeholders');

  // Arabic, right to left, and still accessible.
  await page.getByRole('button', { name: /Change language/ }).click();
  await page.getByRole('menuitemradio', { name: 'العربية - AR' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'قوالب خطابات العروض' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectAccessible(page, '#main', 'the list in Arabic');
  await page.getByRole('row', { name: new RegExp(name) }).getByRole('link', { name: `تعديل ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'تعديل قالب خطاب العرض' })).toBeVisible();
  await page.getByRole('button', { name: 'التالي' }).click();
  await expect(page.getByRole('radiogroup', { name: /تاريخ الالتحاق/ }).getByRole('radio', { name: 'المرشح' })).toBeChecked();
  await expectAccessible(page, '#main', 'step 2 in Arabic');

  // Back to English for the next journeys in this browser profile; the template goes.
  await page.getByRole('button', { name: /تغيير اللغة|Change language/ }).click();
  await page.getByRole('menuitemradio', { name: /English/ }).click();
  await page.goto('/recruiter-settings/offers');
  await page.getByRole('row', { name: new RegExp(name) }).getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: /Delete/ }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});
