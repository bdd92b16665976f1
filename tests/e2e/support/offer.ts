import { expect, type Page } from '@playwright/test';
import { Document, Packer, Paragraph, TextRun } from 'docx';

/** An offer letter template's .docx: one paragraph with the candidate's name and the job's placeholders. */
export const offerLetterDocx = () =>
  Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph({ children: [new TextRun('Dear [candidate_name], welcome aboard as [job_title].')] })] }] }));

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** On the candidate's offer page: accepts the terms, draws a signature with the mouse, accepts and signs. */
export const signOffer = async (page: Page) => {
  await page.getByRole('checkbox', { name: 'I have read the offer letter and accept its terms' }).check();
  const box = (await page.getByRole('img', { name: 'Signature pad' }).boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + 20, { steps: 8 });
  await page.mouse.move(box.x + box.width - 20, box.y + box.height - 20, { steps: 8 });
  await page.mouse.up();
  await page.getByRole('button', { name: 'Accept and sign' }).click();
  await expect(page.getByText('You signed the offer. Both you and the recruiter can download the signed letter.')).toBeVisible();
};
