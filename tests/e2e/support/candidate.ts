import { expect, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { readCodeFromMailbox } from './sign-in';

/** On a candidate page that asks for the session: the e-mail, then the code from the development mailbox. */
export const signInCandidateOnPage = async (page: Page, email: string) => {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/auth/candidate/get-or-create') && response.ok());
  await page.getByRole('button', { name: 'Send code' }).click();
  await sent;
  await page.getByRole('textbox', { name: 'Verification code' }).fill(await readCodeFromMailbox(page, email));
  await page.getByRole('button', { name: 'Verify' }).click();
};

/** The interface language, as the language switcher keeps it, applied by a reload. */
export const setLanguage = async (page: Page, language: 'en' | 'ar') => {
  await page.evaluate((value) => window.localStorage.setItem('language', value), language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
};

/** A one-page PDF CV with these lines, for the apply portal's upload (its text is what autofill reads). */
export const cvOf = async (lines: string[]): Promise<Buffer> => {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage();
  lines.forEach((line, index) => page.drawText(line, { x: 50, y: 750 - index * 20, size: 12, font }));
  return Buffer.from(await document.save());
};
