import { expect, type Page } from '@playwright/test';

/** Demo users of the seeded "Demo Company" (README "Demo data"). */
export const DEMO = {
  admin: 'admin@demo-ats.example',
  recruiter: 'recruiter@demo-ats.example',
  hiringManager: 'hiring.manager@demo-ats.example',
  employee: 'employee@demo-ats.example',
} as const;

/**
 * Reads the newest sign-in code sent to `email` from the development mailbox page (/dev/mailbox), as a person
 * without an SMTP server would: in a second tab of the same browser.
 */
export const readCodeFromMailbox = async (page: Page, email: string): Promise<string> => {
  const mailbox = await page.context().newPage();
  try {
    await mailbox.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    await expect(mailbox.getByRole('heading', { level: 1, name: 'Development mailbox' })).toBeVisible();
    const code = mailbox.getByTestId('mailbox-code').first();
    await expect(code).toHaveText(/^\d{6}$/);
    return (await code.innerText()).trim();
  } finally {
    await mailbox.close();
  }
};

/**
 * Signs in through the UI: the e-mail on the login page (already open, or /login), the code from the
 * development mailbox on the OTP page. Resolves once the OTP page has been left.
 */
export const signIn = async (page: Page, email: string, options: { openLogin?: boolean } = {}) => {
  if (options.openLogin ?? true) await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Work email' }).fill(email);
  // The code is in the outbox once the request has answered.
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/auth/otp/login') && response.ok());
  await page.getByRole('button', { name: 'Send code' }).click();
  await sent;
  await expect(page).toHaveURL(/\/otp\/user\/[^/?]+/);
  await expect(page.getByText(`We sent a 6-digit code to ${email}.`)).toBeVisible();
  const code = await readCodeFromMailbox(page, email);
  // The sixth digit submits the code.
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await expect(page).not.toHaveURL(/\/otp\/user\//);
};
