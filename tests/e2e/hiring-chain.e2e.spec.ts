import { Client, Connection } from '@temporalio/client';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { apiOf } from './support/api';
import { setLanguage, signInCandidateOnPage } from './support/candidate';
import { readLinkFromMailbox } from './support/mailbox';
import { DOCX_TYPE, offerLetterDocx, signOffer } from './support/offer';
import { DEMO, signIn } from './support/sign-in';

const HIRING_MANAGER = 'Sara Mansour';
const RECRUITER = 'Omar Khalil';

const pick = async (page: Page, field: RegExp | string, option: string) => {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

/** A demo user signed in, in a browser context of their own; other journeys' bulk actions panel cleared when in the way. */
const signedIn = async (browser: Browser, email: string) => {
  const page = await (await browser.newContext()).newPage();
  const bulkPanel = page.locator('section[aria-label="Bulk actions"]');
  await page.addLocatorHandler(bulkPanel, async () => {
    await bulkPanel.getByRole('button', { name: /Clear the bulk actions panel|مسح لوحة الإجراءات الجماعية/ }).click();
  });
  await signIn(page, email);
  return page;
};

/**
 * The approval flow editor of the page set to one stage per approver, whatever the company's default flow put
 * there; the slowest reminder cadence, so reminders (a test 'day' is a second) do not crowd the inbox meanwhile.
 */
const setApprovalFlow = async (page: Page, approvers: string[]) => {
  const remove = page.getByRole('button', { name: /^Remove stage \d+$/ });
  while ((await remove.count()) > 0) await remove.last().click();
  const first = page.getByRole('combobox', { name: /Approvers \(Stage 1\)/ });
  const chips = first.locator('xpath=..').locator('.MuiChip-root');
  await first.focus();
  while ((await chips.count()) > 0) await first.press('Backspace');
  for (const [index, approver] of approvers.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Add stage' }).click();
    await pick(page, new RegExp(`Approvers \\(Stage ${index + 1}\\)`), approver);
    await page.keyboard.press('Escape');
  }
  await page.getByRole('spinbutton', { name: 'Remind every (days)' }).fill('30');
};

/** Opens the notification of the inbox (reloading until it has come) whose row holds `row`, by its `title`. */
const openFromInbox = async (page: Page, row: string, title: RegExp) => {
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  const item = drawer.getByRole('listitem').filter({ hasText: row }).filter({ hasText: title }).first();
  await expect(async () => {
    await page.reload();
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await drawer.getByRole('radio', { name: 'All' }).check();
    await expect(item).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await item.getByText(title).click();
};

/** Every workflow Temporal's visibility finds for `query`, with its status. */
const workflowsOf = async (temporal: Client, query: string) => {
  const found: Array<{ workflowId: string; status: string }> = [];
  for await (const execution of temporal.workflow.list({ query })) found.push({ workflowId: execution.workflowId, status: execution.status.name });
  return found;
};

/**
 * Issue 10, the whole chain: the admin creates a requisition for a job, the hiring manager approves it from her
 * inbox; the admin makes an offer to a candidate of that job, linked to the requisition, with a two-stage approval;
 * the hiring manager approves stage 1 from her inbox, the recruiter stage 2 on the offer details page; the admin
 * sends it; the candidate signs it from the e-mailed link; the requisition reads Hired. Both approvals are one
 * completed workflow each, found in Temporal by search attribute. Axe (serious/critical) on the offer details page
 * in English and the hired requisition in Arabic.
 */
test('a requisition is approved, its offer approved in two stages, sent and signed: the requisition is Hired', async ({ browser }) => {
  test.setTimeout(300_000);
  const stamp = Date.now();
  const opening = `CHAIN-${stamp}`;
  const requisitionName = `Hiring chain ${stamp}`;
  const jobName = `Chain Engineer ${stamp}`;
  const email = `chain.${stamp}@example.com`;
  const candidateName = `Noor Chain${stamp}`;
  const templateName = `Chain offer ${stamp}`;

  // Set-up through the API (not what this journey is about): a department with its head, a published job with a
  // candidate, an offer letter template.
  const admin = await signedIn(browser, DEMO.admin);
  const api = await apiOf(admin);
  const members: Array<{ id: string; fullName: string }> = await api.get('/company-roles/company-users/dropdown');
  const department = `Chain ${stamp}`;
  await api.post('/departments', { name: department, headOfDepartmentId: members.find((member) => member.fullName === 'Rania Haddad')!.id });
  const job = await api.post('/company-roles', { name: jobName });
  await api.patch(`/company-roles/publish/${job.id}`);
  const application = await api.post('/job-applications', { jobId: job.id, origin: 'sourced', source: 'LinkedIn', firstName: 'Noor', lastName: `Chain${stamp}`, email });
  await api.upload('/company-offer-templates', {
    name: templateName,
    file: { name: 'Offer.docx', mimeType: DOCX_TYPE, buffer: await offerLetterDocx() },
  });
  // The requisition form's job picker reads the jobs' read model.
  await expect
    .poll(async () => ((await api.get('/company-roles/dropdown')) as Array<{ id: string }>).some((row) => row.id === job.id))
    .toBe(true);

  // The admin creates the requisition for that job, approved by the hiring manager.
  await admin.goto('/recruiter/hiring-plan');
  await admin.getByRole('link', { name: 'Add requisition' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'New requisition' })).toBeVisible();
  await admin.getByRole('textbox', { name: 'Opening ID' }).fill(opening);
  await admin.getByRole('textbox', { name: 'Requisition name' }).fill(requisitionName);
  await admin.getByRole('textbox', { name: 'Role name' }).fill('Chain Engineer');
  await pick(admin, /Opening for/, 'An existing job');
  await pick(admin, /^Job/, jobName);
  await pick(admin, /Department/, department);
  await pick(admin, /Location/, 'Dubai');
  await admin.getByLabel(/Target hire date/).fill('2027-06-30');
  await admin.getByRole('spinbutton', { name: /Headcount/ }).fill('1');
  await admin.getByRole('spinbutton', { name: /Minimum salary/ }).fill('15000');
  await admin.getByRole('spinbutton', { name: /Maximum salary/ }).fill('20000');
  await pick(admin, /Hiring manager/, HIRING_MANAGER);
  await admin.getByRole('combobox', { name: /Recruiters/ }).click();
  await admin.getByRole('option', { name: RECRUITER }).click();
  await admin.keyboard.press('Escape');
  await admin.getByRole('textbox', { name: /Job description/ }).fill('Keeps the hiring chain running end to end.');
  await setApprovalFlow(admin, [HIRING_MANAGER]);
  await admin.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(admin).toHaveURL(/\/recruiter\/hiring-plan\/opening\/view\/[0-9a-f-]{36}$/);
  const requisitionId = /\/opening\/view\/([0-9a-f-]{36})/.exec(admin.url())![1]!;
  await expect(admin.getByText(new RegExp(`Waiting for ${HIRING_MANAGER}`))).toBeVisible();

  // The hiring manager approves it from her inbox.
  const manager = await signedIn(browser, DEMO.hiringManager);
  await openFromInbox(manager, `ID ${opening}`, /waiting for your approval/);
  await expect(manager).toHaveURL(new RegExp(`/recruiter/hiring-plan/opening/view/${requisitionId}\\?from=inbox`));
  await manager.getByRole('button', { name: 'Approve' }).click();
  await expect(manager.getByText(`${HIRING_MANAGER} approved`, { exact: true })).toBeVisible();

  // The admin makes the offer to the job's candidate, linked to the approved requisition, with two approval stages.
  await expect
    .poll(async () => ((await api.get('/company/requisitions-for-offer')).requisitions as Array<{ id: string }>).some((row) => row.id === requisitionId))
    .toBe(true);
  await admin.goto(`/recruiter/offers/send/${application.id}/job/${job.id}`);
  await expect(admin.getByRole('heading', { level: 1, name: 'Send offer' })).toBeVisible();
  await pick(admin, 'Offer letter template', templateName);
  await pick(admin, /Requisition/, `${requisitionName} · ${opening}`);
  await admin.getByRole('checkbox', { name: /Send for approval/ }).check();
  await setApprovalFlow(admin, [HIRING_MANAGER, RECRUITER]);
  const creating = admin.waitForResponse((response) => response.url().endsWith('/api/offers') && response.request().method() === 'POST');
  await admin.getByRole('button', { name: 'Send for approval' }).click();
  const created = await creating;
  expect(created.ok(), await created.text()).toBe(true);
  const offerId = ((await created.json()) as { id: string }).id;
  await expect(admin).toHaveURL(new RegExp(`/recruiter/candidate-profile/${application.id}`));
  const offerDetails = `/recruiter/offers/view-offer-details/jobRole/${job.id}/jobApplication/${application.id}/offer/${offerId}`;

  // Stage 1: the hiring manager, from her inbox.
  await openFromInbox(manager, candidateName, /waiting for your approval/);
  // Marked as opened from the inbox: her answer is recorded as given there.
  await expect(manager).toHaveURL(`${offerDetails}?from=inbox`);
  await expect(manager.getByText('Stage 1: 0 of 1 approvals')).toBeVisible();
  await manager.getByRole('button', { name: 'Approve' }).click();
  await expect(manager.getByText(`${HIRING_MANAGER} approved`, { exact: true })).toBeVisible();
  await manager.context().close();

  // Stage 2: the recruiter, on the offer details page.
  const recruiter = await signedIn(browser, DEMO.recruiter);
  await recruiter.goto(offerDetails);
  await expect(recruiter.getByRole('heading', { level: 1, name: 'Offer details' })).toBeVisible();
  await recruiter.getByRole('button', { name: 'Approve' }).click();
  await expect(recruiter.getByText(`${RECRUITER} approved`, { exact: true })).toBeVisible();
  await expect(recruiter.getByText('Request approved')).toBeVisible();
  await recruiter.context().close();

  // The admin sends the approved offer to the candidate.
  await admin.goto(offerDetails);
  await expect(admin.getByText('Request approved')).toBeVisible();
  await expectAccessible(admin, '#main', 'the offer details page');
  await admin.getByRole('button', { name: 'Send to candidate' }).click();
  const sending = admin.getByRole('dialog', { name: 'Send to candidate' });
  await sending.getByRole('button', { name: 'Confirm' }).click();
  await expect(sending).toBeHidden();
  await expect(admin.getByText('Pending on candidate')).toBeVisible();

  // The candidate opens the e-mailed link, signs in with their e-mail code, and signs.
  const link = await readLinkFromMailbox(admin, email, /\/profile-builder\/role\/[^\s"<>]+\/offer\/[0-9a-f-]{36}/);
  expect(link).toContain(offerId);
  const candidate = await (await browser.newContext()).newPage();
  await candidate.goto(link);
  await candidate.getByRole('link', { name: 'Sign in with your e-mail' }).click();
  await signInCandidateOnPage(candidate, email);
  await expect(candidate).not.toHaveURL(/\/user\/new/);
  await candidate.goto(link);
  await expect(candidate.getByRole('heading', { level: 1, name: 'Congratulations. You got the offer.' })).toBeVisible();
  await signOffer(candidate);
  await candidate.context().close();

  // The signed offer moves the requisition to Hired (a reactor records it: the page is read again until it shows).
  await expect(async () => {
    await admin.goto(`/recruiter/hiring-plan/opening/view/${requisitionId}`);
    await expect(admin.getByRole('heading', { level: 1, name: requisitionName })).toBeVisible();
    await expect(admin.getByText('Hired', { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  // It names whom the signed offer hired, linked to her application's profile.
  await expect(admin.getByRole('link', { name: `${candidateName} (${email})` })).toHaveAttribute('href', `/recruiter/candidate-profile/${application.id}`);
  await setLanguage(admin, 'ar');
  await expect(admin.getByText('تم التوظيف', { exact: true })).toBeVisible();
  await expectAccessible(admin, '#main', 'the hired requisition in Arabic');
  // The hiring plan's Hired tab lists it with her name and the day it was signed.
  await setLanguage(admin, 'en');
  await admin.goto('/recruiter/hiring-plan');
  await admin.getByRole('tab', { name: 'Hired', exact: true }).click();
  const hiredRow = admin.getByRole('table', { name: 'Hired', exact: true }).getByRole('row', { name: new RegExp(opening) });
  await expect(hiredRow.getByRole('link', { name: candidateName })).toHaveAttribute('href', `/recruiter/candidate-profile/${application.id}`);
  await expectAccessible(admin, '#main', 'the Hired tab');
  await admin.context().close();

  // Each approval is one workflow, found by its search attribute, and it ended approved.
  const connection = await Connection.connect({ address: process.env.TEMPORAL_ADDRESS ?? '127.0.0.1:7243' });
  try {
    const temporal = new Client({ connection, namespace: process.env.TEMPORAL_NAMESPACE ?? 'default' });
    for (const [query, workflowId] of [
      [`AtsRequisitionId = '${requisitionId}'`, `requisition-approval:${requisitionId}`],
      [`AtsOfferId = '${offerId}'`, `offer-approval:${offerId}`],
    ] as const) {
      await expect.poll(() => workflowsOf(temporal, query), { message: query, timeout: 30_000 }).toEqual([{ workflowId, status: 'COMPLETED' }]);
      expect(await temporal.workflow.getHandle(workflowId).result()).toBe('APPROVED');
    }
  } finally {
    await connection.close();
  }
});
