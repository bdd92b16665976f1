import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createTransport } from 'nodemailer';
import { Client } from 'pg';
import { TEST_MAIL_INBOUND_PORT } from '../test-env';
import { DEMO, signIn } from './support/sign-in';

/** No serious or critical axe violations (WCAG 2.1 A and AA) in `selector` as it stands. */
const expectAccessible = async (page: Page, selector: string, where: string) => {
  // A dialog fades in: axe would read its text at part opacity. Wait until it and its ancestors are opaque.
  await expect
    .poll(() =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => {
          let opacity = 1;
          for (let node: Element | null = element; node; node = node.parentElement)
            opacity *= Number(getComputedStyle(node).opacity);
          return opacity;
        }),
    )
    .toBe(1);
  const { violations } = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = violations.filter(({ impact }) => impact === 'serious' || impact === 'critical');
  expect(
    blocking.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`),
    `axe on ${where}`,
  ).toEqual([]);
};

/**
 * The candidate's address and the Reply-To the outbox gave a candidate e-mail (reply+<signed token>@<reply domain>). The development mailbox
 * shows only recipient, subject and text, so it is read where the integration spec reads it: the outbox row.
 */
const outboxAddressesOf = async (emailId: string): Promise<{ to: string; replyTo: string }> => {
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  const row = async () =>
    (
      await client.query<{ to_address: string; reply_to: string | null }>(
        'SELECT to_address, reply_to FROM mail_outbox WHERE id = $1',
        [emailId],
      )
    ).rows[0];
  try {
    // Queued when the send is recorded; wait for it rather than assume it is already there.
    await expect.poll(async () => (await row())?.reply_to).toMatch(/^reply\+[0-9a-f]+@/);
    const { to_address: to, reply_to: replyTo } = (await row())!;
    return { to, replyTo: replyTo! };
  } finally {
    await client.end();
  }
};

/** A company e-mail template, added through the API with the signed-in recruiter's token. */
const addTemplate = async (page: Page, template: { title: string; subject: string; body: string; type: string }) => {
  const token = await page.evaluate(() => window.localStorage.getItem('accessToken'));
  const response = await page.request.post('/api/company-email-templates', {
    headers: { Authorization: `Bearer ${token}` },
    data: template,
  });
  expect(response.ok(), `POST /api/company-email-templates: ${response.status()} ${await response.text()}`).toBe(true);
};

/** Spec 02 §2.13, 03 "Email composer": the profile's Emails tab — send from a template, a reply over SMTP, schedule and cancel. */
test('a recruiter e-mails a candidate from a template, the candidate’s SMTP reply shows in the thread, and a scheduled e-mail is cancelled; axe-clean in English and Arabic', async ({
  page,
}) => {
  const stamp = Date.now();
  const templateTitle = `Interview invitation ${stamp}`;
  const replyText = `Tuesday at 10 works for me (${stamp}).`;
  const laterSubject = `Documents reminder ${stamp}`;

  await signIn(page, DEMO.recruiter);
  await addTemplate(page, {
    title: templateTitle,
    subject: `Interview for {{jobTitle}} ${stamp}`,
    body: '<p>Dear {{candidateFirstName}}, could we talk this week about {{jobTitle}}?</p>',
    type: 'CUSTOM_EMAIL',
  });
  await page.goto('/recruiter/candidates');
  const firstCandidate = page.getByRole('rowheader').first().getByRole('link');
  const candidateName = (await firstCandidate.innerText()).trim();
  await firstCandidate.click();
  await expect(page.getByRole('heading', { level: 1, name: candidateName })).toBeVisible();
  const profileUrl = page.url();
  await page.getByRole('tab', { name: 'Emails' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Emails' })).toBeVisible();
  await expectAccessible(page, 'section[aria-labelledby="profile-emails-title"]', 'the Emails tab');

  // Compose from the template: it fills subject and body, placeholders as {{camelCase}} until the server fills them.
  await page.getByRole('button', { name: 'New email' }).click();
  const composer = page.getByRole('dialog', { name: `Email ${candidateName}` });
  await expect(composer).toBeVisible();
  // Checked once the templates are in (while they load the select is disabled, its label greyed on purpose).
  await expect(composer.getByRole('combobox', { name: 'Template' })).toBeEnabled();
  await expectAccessible(page, '[role="dialog"]', 'the composer');
  await composer.getByRole('combobox', { name: 'Template' }).click();
  await page.getByRole('listbox').getByRole('option', { name: templateTitle, exact: true }).click();
  await expect(composer.getByRole('textbox', { name: 'Subject' })).toHaveValue(`Interview for {{jobTitle}} ${stamp}`);
  await expect(composer.getByRole('textbox', { name: /^Message/ })).toContainText(
    'could we talk this week about {{jobTitle}}?',
  );
  await expectAccessible(page, '[role="dialog"]', 'the composer with a template');
  const sent = page.waitForResponse(
    (response) =>
      /\/api\/job-applications\/[^/]+\/emails$/.test(response.url()) && response.request().method() === 'POST',
  );
  await composer.getByRole('button', { name: 'Send', exact: true }).click();
  const sendResponse = await sent;
  expect(sendResponse.status()).toBe(201);
  const { emailId } = (await sendResponse.json()) as { emailId: string };
  await expect(page.getByText('Email sent')).toBeVisible();
  await expect(composer).toBeHidden();

  const thread = page.getByRole('list', { name: 'Emails with this candidate' });
  const sentEmail = thread
    .getByTestId('email')
    .filter({ hasText: `${stamp}` })
    .filter({ has: page.getByRole('heading', { name: /^Interview for / }) });
  await expect(sentEmail).toBeVisible();
  // The server filled the placeholders: no {{…}} left in what the candidate got.
  await expect(sentEmail.getByRole('heading', { level: 3 })).not.toContainText('{{');
  await expect(sentEmail).toContainText('could we talk this week about');
  await expect(sentEmail).not.toContainText('{{');
  await expect(sentEmail.getByText('Sent', { exact: true })).toBeVisible();

  // The candidate answers to the Reply-To, over SMTP to the worker's inbound listener.
  const { to: candidateAddress, replyTo } = await outboxAddressesOf(emailId);
  await expect(sentEmail).toContainText(`To ${candidateAddress}`);
  const smtp = createTransport({
    host: '127.0.0.1',
    port: Number(process.env.ATS_MAIL_INBOUND_PORT ?? TEST_MAIL_INBOUND_PORT),
    secure: false,
    ignoreTLS: true,
  });
  try {
    await smtp.sendMail({
      from: candidateAddress,
      to: replyTo,
      subject: `Re: Interview for ${stamp}`,
      text: replyText,
    });
  } finally {
    smtp.close();
  }
  // Recorded by the worker and projected: open the thread again until the reply is in it.
  await expect(async () => {
    await page.goto(`${profileUrl.split('?')[0]}?tabId=${emailId}`);
    await expect(page.getByRole('tab', { name: 'Emails' })).toHaveAttribute('aria-selected', 'true', {
      timeout: 5_000,
    });
    await expect(page.getByTestId('email-reply').filter({ hasText: replyText })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  const answered = page
    .getByTestId('email')
    .filter({ has: page.getByTestId('email-reply').filter({ hasText: replyText }) });
  await expect(answered).toContainText(`${stamp}`);
  await expect(answered.getByText('1 reply')).toBeVisible();
  await expect(answered.getByTestId('email-reply').filter({ hasText: replyText })).toContainText(
    `Reply from ${candidateAddress}`,
  );
  await expectAccessible(page, 'section[aria-labelledby="profile-emails-title"]', 'the thread with a reply');

  // Schedule one for later (the picker starts an hour ahead), then cancel it from the thread.
  await page.getByRole('button', { name: 'New email' }).click();
  await expect(composer).toBeVisible();
  await composer.getByRole('textbox', { name: 'Subject' }).fill(laterSubject);
  // The Message label focuses the editor, as a field's label does.
  await composer.getByText(/^Message/).click();
  await expect(composer.getByRole('textbox', { name: /^Message/ })).toBeFocused();
  await page.keyboard.type('Please bring your documents.');
  await composer.getByLabel('Send later').check();
  await expect(composer.getByLabel('Send at')).toBeVisible();
  await expectAccessible(page, '[role="dialog"]', 'the composer scheduling');
  await composer.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByText('Email scheduled')).toBeVisible();
  const scheduled = thread.getByTestId('email').filter({ has: page.getByRole('heading', { name: laterSubject }) });
  await expect(scheduled.getByText('Scheduled', { exact: true })).toBeVisible();
  await expect(scheduled.getByText(/^Scheduled for /)).toBeVisible();
  await expect(scheduled).toContainText('Please bring your documents.');
  await scheduled.getByRole('button', { name: 'Cancel sending' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this scheduled email?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page, '[role="dialog"]', 'the cancel confirmation');
  await expect(confirm.getByRole('button', { name: 'Keep it' })).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel sending' }).click();
  await expect(page.getByText('Scheduled email cancelled')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(scheduled.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(scheduled.getByRole('button', { name: 'Cancel sending' })).toHaveCount(0);

  // Arabic, right to left: the tab and the composer stay accessible.
  await page.getByRole('button', { name: /Change language/ }).click();
  await page.getByRole('menuitemradio', { name: 'العربية - AR' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 2, name: 'رسائل البريد الإلكتروني' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'الرسائل مع هذا المرشح' })).toBeVisible();
  await expectAccessible(page, 'section[aria-labelledby="profile-emails-title"]', 'the Emails tab in Arabic');
  await page.getByRole('button', { name: 'رسالة جديدة' }).click();
  const arabicComposer = page.getByRole('dialog', { name: `مراسلة ${candidateName}` });
  await expect(arabicComposer).toBeVisible();
  await expect(arabicComposer.getByRole('combobox', { name: 'القالب' })).toBeEnabled();
  await expectAccessible(page, '[role="dialog"]', 'the composer in Arabic');
});
