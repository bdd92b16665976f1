import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { expectAccessible } from './support/accessibility';
import { DEMO, signIn } from './support/sign-in';

const DOCX = readFileSync(join(__dirname, '..', 'integration', 'fixtures', 'candidate-cv.docx'));

/** Spec 02 §2.13: files on the candidate profile; a PDF viewed in the browser with pdf.js, a .docx only downloaded. */
test('a recruiter uploads a PDF and a .docx, views the PDF drawn by pdf.js, and is told a .docx cannot be viewed', async ({ page }) => {
  const stamp = Date.now();
  const document = await PDFDocument.create();
  document.addPage().drawText(`Curriculum vitae ${stamp}`, { x: 50, y: 700, size: 32 });
  const pdf = Buffer.from(await document.save());

  await signIn(page, DEMO.recruiter);
  await page.goto('/recruiter/candidates');
  const firstCandidate = page.getByRole('rowheader').first().getByRole('link');
  const candidateName = (await firstCandidate.innerText()).trim();
  await firstCandidate.click();
  await expect(page.getByRole('heading', { level: 1, name: candidateName })).toBeVisible();
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Files' })).toBeVisible();

  // The Upload button opens the browser's picker on this input; the picked file arrives the same way.
  await page.getByTestId('files-input').setInputFiles({ name: `CV ${stamp}.pdf`, mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByText('File uploaded')).toBeVisible();
  const files = page.getByRole('list', { name: 'Files of this candidate' });
  // The upload may land before the list's first load has answered: that load is asked again with the upload's
  // position (app/api/api-client), so the list shows the file without a reload.
  await expect(files.getByRole('button', { name: `CV ${stamp}.pdf`, exact: true })).toBeVisible();
  await expectAccessible(page, 'section[aria-labelledby="profile-files-title"]', 'the files section');
  await files.getByRole('button', { name: `CV ${stamp}.pdf`, exact: true }).click();
  const viewer = page.getByRole('dialog', { name: `View CV ${stamp}.pdf` });
  const pageImage = viewer.getByRole('img', { name: 'Page 1 of 1' });
  await expect(pageImage).toBeVisible();
  // pdf.js has drawn the text: the canvas holds dark pixels, not only the blank page.
  await expect
    .poll(() =>
      pageImage.evaluate((canvas: HTMLCanvasElement) => {
        const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
        let dark = 0;
        for (let index = 0; index < data.length; index += 4) if (data[index]! < 100 && data[index + 3]! > 0) dark += 1;
        return dark;
      }),
    )
    .toBeGreaterThan(100);
  await expectAccessible(page, '[role="dialog"]', 'the PDF viewer');
  const pdfDownload = page.waitForEvent('download');
  await viewer.getByRole('button', { name: 'Download' }).click();
  expect((await pdfDownload).suggestedFilename()).toBe(`CV ${stamp}.pdf`);
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toBeHidden();

  await page.getByTestId('files-input').setInputFiles({
    name: `Portfolio ${stamp}.docx`,
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: DOCX,
  });
  await files.getByRole('button', { name: `Portfolio ${stamp}.docx`, exact: true }).click();
  const docxViewer = page.getByRole('dialog', { name: `View Portfolio ${stamp}.docx` });
  await expect(docxViewer.getByText('We cannot view .docx file type.')).toBeVisible();
  await expectAccessible(page, '[role="dialog"]', 'the .docx viewer');
  const docxDownload = page.waitForEvent('download');
  await docxViewer.getByRole('button', { name: 'Download' }).first().click();
  expect((await docxDownload).suggestedFilename()).toBe(`Portfolio ${stamp}.docx`);
});
