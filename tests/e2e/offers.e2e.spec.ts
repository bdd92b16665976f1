import { expect, test, type Page } from '@playwright/test';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { expectAccessible } from './support/accessibility';
import { DEMO, readCodeFromMailbox, signIn } from './support/sign-in';

/** The signed-in staff user's API, as the page calls it. */
const apiOf = async (page: Page) => {
  const token = await page.evaluate(() => window.localStorage.getItem('accessToken'));
  const headers = { Authorization: `Bearer ${token}` };
  const answer = async (response: Awaited<ReturnType<Page['request']['get']>>, what: string) => {
    expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
    return response.json();
  };
  return {
    get: async (path: string) => answer(await page.request.get(`/api${path}`, { headers }), `GET ${path}`),
    post: async (path: string, data: unknown) => answer(await page.request.post(`/api${path}`, { headers, data }), `POST ${path}`),
    upload: async (path: string, multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>) =>
      answer(await page.request.post(`/api${path}`, { headers, multipart }), `POST ${path}`),
  };
};

const offerLetter = () =>
  Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph({ children: [new TextRun('Dear [candidate_name], welcome aboard.')] })] }] }));

/**
 * Issue 10: a recruiter sends an offer from the send-offer page; the candidate opens the e-mailed link, signs in
 * with their e-mail code, draws a signature and accepts; the recruiter finds the offer 'Candidate Signed' in the
 * company's offers list. Axe (serious/critical) on the send-offer page, the candidate's offer page and the list, in
 * English and in Arabic (RTL).
 */
test('an offer is sent, signed by the candidate from the e-mailed link, and listed as Candidate Signed, in English and Arabic', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  await signIn(page, DEMO.admin);
  const api = await apiOf(page);
  const jobs: Array<{ id: string; name: string }> = await api.get('/company-roles/dropdown');
  const job = jobs.find((candidate) => candidate.name === 'Senior Backend Engineer') ?? jobs[0]!;
  const email = `offer.${stamp}@example.com`;
  const lastName = `Signer${stamp}`;
  const application = await api.post('/job-applications', { jobId: job.id, origin: 'sourced', source: 'LinkedIn', firstName: 'Noor', lastName, email });
  const templateName = `Journey offer ${stamp}`;
  await api.upload('/company-offer-templates', {
    name: templateName,
    file: { name: 'Offer.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: await offerLetter() },
  });

  // The recruiter sends it at once, by e-mail with the candidate's link.
  await page.goto(`/recruiter/offers/send/${application.id}/job/${job.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Send offer' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Offer letter template' }).click();
  await page.getByRole('option', { name: templateName }).click();
  const approval = page.getByRole('checkbox', { name: /Send for approval/ });
  if (await approval.isChecked()) await approval.uncheck();
  await expectAccessible(page, '#main', 'the send-offer page');
  await page.getByRole('button', { name: 'Send offer' }).click();
  await expect(page).toHaveURL(new RegExp(`/recruiter/candidate-profile/${application.id}`));

  // The e-mail carries the candidate's offer link.
  let link = '';
  await expect
    .poll(async () => {
      const mailbox = await (await page.request.get(`/api/dev-mailbox?to=${encodeURIComponent(email)}`)).json();
      const texts: string[] = mailbox.messages.map((message: { text: string }) => message.text);
      link = texts.map((text) => /\/profile-builder\/role\/[^\s"<>]+\/offer\/[0-9a-f-]{36}/.exec(text)?.[0]).find(Boolean) ?? '';
      return link;
    })
    .not.toBe('');

  // The candidate signs in with their e-mail code, opens the link, draws a signature and accepts.
  const context = await browser.newContext();
  const candidate = await context.newPage();
  await candidate.goto(`/profile-builder/role/${job.id}/user/new`);
  await candidate.getByRole('textbox', { name: 'Email' }).fill(email);
  const sent = candidate.waitForResponse((response) => response.url().endsWith('/api/auth/candidate/get-or-create') && response.ok());
  await candidate.getByRole('button', { name: 'Send code' }).click();
  await sent;
  await candidate.getByRole('textbox', { name: 'Verification code' }).fill(await readCodeFromMailbox(candidate, email));
  await candidate.getByRole('button', { name: 'Verify' }).click();
  await expect(candidate).not.toHaveURL(/\/user\/new/);
  await candidate.goto(link);
  await expect(candidate.getByRole('heading', { level: 1, name: 'Congratulations. You got the offer.' })).toBeVisible();
  await expectAccessible(candidate, 'main', 'the candidate’s offer page');
  await candidate.getByRole('checkbox', { name: 'I have read the offer letter and accept its terms' }).check();
  const pad = candidate.getByRole('img', { name: 'Signature pad' });
  const box = (await pad.boundingBox())!;
  await candidate.mouse.move(box.x + 20, box.y + box.height / 2);
  await candidate.mouse.down();
  await candidate.mouse.move(box.x + box.width / 2, box.y + 20, { steps: 8 });
  await candidate.mouse.move(box.x + box.width - 20, box.y + box.height - 20, { steps: 8 });
  await candidate.mouse.up();
  await candidate.getByRole('button', { name: 'Accept and sign' }).click();
  await expect(candidate.getByText('You signed the offer. Both you and the recruiter can download the signed letter.')).toBeVisible();
  await candidate.evaluate(() => window.localStorage.setItem('language', 'ar'));
  await candidate.reload();
  await expect(candidate.getByRole('heading', { level: 1, name: 'تهانينا. لقد حصلت على العرض.' })).toBeVisible();
  await expect(candidate.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectAccessible(candidate, 'main', 'the candidate’s offer page in Arabic');
  await context.close();

  // The recruiter finds it signed in the company's offers list, filtered to signed offers.
  await page.goto(`/recruiter/offers?status=CANDIDATE_SIGNED&jobId=${job.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(lastName) });
  await expect(row).toContainText('Candidate Signed', { timeout: 30_000 });
  await expectAccessible(page, '#main', 'the offers list');

  await page.getByRole('button', { name: /Change language/ }).click();
  await page.getByRole('menuitemradio', { name: 'العربية - AR' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'العروض' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('row', { name: new RegExp(lastName) })).toContainText('وقّع المرشح');
  await expectAccessible(page, '#main', 'the offers list in Arabic');
  // Back to English for the next journeys in this browser profile.
  await page.getByRole('button', { name: /تغيير اللغة|Change language/ }).click();
  await page.getByRole('menuitemradio', { name: /English/ }).click();
});
