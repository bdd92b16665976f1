import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { apiOf } from './support/api';
import { signInCandidateOnPage } from './support/candidate';
import { readLinkFromMailbox } from './support/mailbox';
import { DOCX_TYPE, offerLetterDocx, signOffer } from './support/offer';
import { DEMO, signIn } from './support/sign-in';

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
    file: { name: 'Offer.docx', mimeType: DOCX_TYPE, buffer: await offerLetterDocx() },
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
  const link = await readLinkFromMailbox(page, email, /\/profile-builder\/role\/[^\s"<>]+\/offer\/[0-9a-f-]{36}/);

  // The candidate signs in with their e-mail code, opens the link, draws a signature and accepts.
  const context = await browser.newContext();
  const candidate = await context.newPage();
  await candidate.goto(`/profile-builder/role/${job.id}/user/new`);
  await signInCandidateOnPage(candidate, email);
  await expect(candidate).not.toHaveURL(/\/user\/new/);
  await candidate.goto(link);
  await expect(candidate.getByRole('heading', { level: 1, name: 'Congratulations. You got the offer.' })).toBeVisible();
  await expectAccessible(candidate, 'main', 'the candidate’s offer page');
  await signOffer(candidate);
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
