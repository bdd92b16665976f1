import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from './support/sign-in';

/**
 * No accessibility violations on the page as it stands (WCAG 2.1 A and AA rules), the shell around the jobs
 * pages and their dialogs included, the shared toasts too. Soft, so one run reports every page's findings.
 */
const expectAxeClean = async (page: Page, where: string) => {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
  expect.soft(summary, `axe violations on ${where}`).toEqual([]);
};

/** A department and a location of the demo company, through the settings API with the signed-in admin's token. */
const ensureSetting = async (page: Page, path: 'departments' | 'locations', name: string) => {
  const token = await page.evaluate(() => window.localStorage.getItem('accessToken'));
  const response = await page.request.post(`/api/${path}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { name },
  });
  expect(response.ok(), `POST /api/${path}: ${response.status()} ${await response.text()}`).toBe(true);
};

const choose = async (page: Page, field: RegExp, option?: string) => {
  await page.getByRole('combobox', { name: field }).click();
  const listbox = page.getByRole('listbox');
  await (
    option ? listbox.getByRole('option', { name: option, exact: true }) : listbox.getByRole('option').first()
  ).click();
  await expect(listbox).toBeHidden();
};

test('an admin creates a job through the wizard, names its team, publishes it, finds it on the career page, closes it (the public page says so) and clones it; axe-clean in English and Arabic', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now();
  const title = `E2E Platform Engineer ${stamp}`;
  const department = `E2E Engineering ${stamp}`;
  const location = `E2E Dubai ${stamp}`;

  await signIn(page, DEMO.admin);
  await ensureSetting(page, 'departments', department);
  await ensureSetting(page, 'locations', location);

  // The jobs list.
  await page.goto('/recruiter/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Published jobs/ })).toHaveAttribute('aria-selected', 'true');
  await expectAxeClean(page, 'the jobs list');

  // The wizard: other tabs wait for the first save; an empty save names every missing field.
  await page.getByRole('link', { name: 'Create job' }).click();
  await expect(page).toHaveURL(/\/recruiter\/jobs\/job-role\/new\/job-information\/edit$/);
  await page.getByRole('tab', { name: 'Collaborators' }).click();
  await expect(page.getByText('Please save job details to switch to this tab.')).toBeVisible();
  await page.getByRole('button', { name: 'Save & next: Application' }).click();
  await expect(page.getByText('Please fill all required fields')).toBeVisible();
  await expect(page.getByText('Please enter job title')).toBeVisible();
  await expectAxeClean(page, 'the job-information tab');

  await page.getByRole('textbox', { name: /^Job title/ }).fill(title);
  await page.getByRole('textbox', { name: /^Job description/ }).fill('Builds and runs the hiring platform.');
  await choose(page, /^Type of position/, 'Full time');
  await choose(page, /^Work type/, 'Hybrid');
  await choose(page, /^Department/, department);
  await choose(page, /^Location/, location);
  await page.getByRole('textbox', { name: /^Must-have requirements/ }).fill('TypeScript, PostgreSQL');
  await page.getByRole('button', { name: 'Save & next: Application' }).click();
  await expect(page).toHaveURL(/\/recruiter\/jobs\/job-role\/[0-9a-f-]{36}\/application\/edit$/);
  const jobId = /job-role\/([0-9a-f-]{36})\//.exec(page.url())![1]!;
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Application form: the mandatory fields are shown locked on.
  await expect(page.getByRole('switch', { name: /^Email/ })).toBeChecked();
  await expect(page.getByRole('switch', { name: /^Email/ })).toBeDisabled();
  await page.getByRole('button', { name: 'Save & next: Stage pipeline' }).click();
  await expect(page).toHaveURL(new RegExp(`/job-role/${jobId}/hiring-flow/edit$`));

  // Stage pipeline: add a stage before Hired.
  await page.getByRole('button', { name: 'Add stage' }).click();
  const stageDialog = page.getByRole('dialog', { name: 'Add stage' });
  await stageDialog.getByRole('textbox', { name: /Stage name/ }).fill('Technical interview');
  await stageDialog.getByRole('button', { name: 'Add stage' }).click();
  await expect(stageDialog).toBeHidden();
  const stages = page.getByRole('list', { name: 'Stage pipeline' });
  await expect(stages.getByRole('heading', { name: 'Technical interview' })).toBeVisible();
  await expect(stages.getByRole('heading', { level: 3 }).last()).toHaveText('Hired');
  await expectAxeClean(page, 'the stage pipeline tab');

  // A shortlisting question on the new stage, checked by the server too (spec 02 §5.4).
  await page.getByRole('button', { name: 'Candidate tasks of Technical interview' }).click();
  const tasksDialog = page.getByRole('dialog', { name: 'Candidate tasks: Technical interview' });
  await tasksDialog.getByRole('button', { name: 'Add candidate task' }).click();
  await page.getByRole('menuitem', { name: 'Shortlisting questions' }).click();
  await tasksDialog.getByRole('button', { name: 'Save tasks' }).click();
  await expect(tasksDialog.getByText('Please enter question title').first()).toBeVisible();
  await tasksDialog.getByRole('textbox', { name: /Question title/ }).fill('Do you hold a work permit?');
  await tasksDialog.getByRole('combobox', { name: /Answer type/ }).click();
  await page.getByRole('option', { name: 'Yes/No' }).click();
  // The menu fades out: checked once it is gone.
  await expect(page.getByRole('listbox')).toBeHidden();
  await expectAxeClean(page, 'the candidate tasks dialog');
  await tasksDialog.getByRole('button', { name: 'Save tasks' }).click();
  await expect(tasksDialog).toBeHidden();
  await expect(page.getByRole('listitem').filter({ hasText: 'Technical interview' })).toContainText('1 candidate task');
  await page.getByRole('button', { name: 'Save & next: Collaborators' }).click();

  // Collaborators: owner and recruiter are required.
  await expect(page).toHaveURL(new RegExp(`/job-role/${jobId}/collaborators/edit$`));
  await choose(page, /^Job owner/);
  await choose(page, /^Recruiter/);
  // The collaborators list: the demo recruiter works on all jobs, so is changed on the team member page.
  const omar = page.getByRole('list', { name: 'Collaborators' }).getByRole('listitem').filter({ hasText: 'Omar Khalil' });
  await expect(omar).toContainText('All jobs');
  await expect(omar.getByRole('link', { name: 'Team members' })).toHaveAttribute('href', '/recruiter-settings/teams');
  // Right after the selects closed: a closing menu's options leave at once (the theme), so none is read faded.
  await expectAxeClean(page, 'the collaborators tab');
  await page.getByRole('button', { name: 'Save & next: Publish' }).click();
  await expect(page).toHaveURL(new RegExp(`/job-role/${jobId}/publish/edit$`));

  // Publish, then close.
  await expect(page.getByRole('img', { name: `QR code of the ${title} job link` })).toBeVisible();
  await page.getByRole('textbox', { name: /^Source name/ }).fill('Meetup');
  await page.getByRole('textbox', { name: /^Link/ }).fill('https://example.org/meetup');
  await page.getByRole('button', { name: 'Add link' }).click();
  await expect(page.getByRole('rowheader', { name: 'Meetup' })).toBeVisible();
  await page.getByRole('button', { name: 'Close the Meetup link' }).click();
  await expect(page.getByRole('rowheader', { name: /Meetup/ })).toContainText('Closed');
  await expectAxeClean(page, 'the publish tab');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  // Invite the team to promote the published job; the toast is checked by axe too. Toasts show one at a
  // time, so those of the earlier steps are dismissed first.
  const toasts = page.locator('.MuiSnackbar-root');
  while ((await toasts.count()) > 0) {
    await toasts.getByRole('button', { name: 'Close' }).click();
    await page.waitForTimeout(500);
  }
  await page.getByRole('button', { name: 'Invite the team' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite the team by email to promote the job' });
  await invite.getByRole('combobox', { name: /Team members/ }).click();
  await page.getByRole('option', { name: 'Rania Haddad' }).click();
  await invite.getByRole('button', { name: 'Send invites' }).click();
  await expect(invite).toBeHidden();
  await expect(page.getByText('1 team member invited')).toBeVisible();
  await expectAxeClean(page, 'the publish tab with a toast');

  // The job on the public career page, as a candidate sees it.
  const token = await page.evaluate(() => window.localStorage.getItem('accessToken'));
  const { publicPath } = (await (
    await page.request.get(`/api/company-roles/${jobId}`, { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { publicPath: string };
  await page.goto(publicPath);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('This job is no longer accepting applications.')).toBeHidden();
  await expectAxeClean(page, 'the public job page');
  await page.getByRole('link', { name: 'View all jobs' }).click();
  await expect(page.getByRole('link', { name: `View & apply: ${title}` })).toBeVisible();
  await expectAxeClean(page, 'the career page');
  await page.goto(`/recruiter/jobs/job-role/${jobId}/publish/edit`);

  await page.getByRole('button', { name: 'Close job' }).click();
  await page
    .getByRole('dialog', { name: `Close ${title}?` })
    .getByRole('button', { name: 'Close job' })
    .click();
  await expect(page.getByRole('button', { name: 'Republish' })).toBeVisible();
  await expect(page.getByText('Closed', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Job activity' }).getByRole('listitem').first()).toContainText(
    'Closed the job',
  );
  // Closed: its public page says so.
  await page.goto(publicPath);
  await expect(page.getByText('Job closed')).toBeVisible();
  await expect(page.getByText('This job is no longer accepting applications.')).toBeVisible();
  await page.goto(`/recruiter/jobs/job-role/${jobId}/publish/edit`);
  await expect(page.getByRole('button', { name: 'Republish' })).toBeVisible();

  // Clone it from the list, as a draft.
  await page.getByRole('link', { name: 'Back to jobs' }).click();
  await page.getByRole('tab', { name: /Closed jobs/ }).click();
  await page.getByRole('searchbox', { name: 'Search by job title' }).fill(title);
  await page.getByRole('button', { name: `Options for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Clone' }).click();
  const cloneDialog = page.getByRole('dialog', { name: `Clone ${title}` });
  await cloneDialog.getByRole('textbox', { name: /Display name for candidates/ }).fill(`${title} (copy)`);
  await choose(page, /^Job owner/);
  await choose(page, /^Department/, department);
  await choose(page, /^Location/, location);
  await expectAxeClean(page, 'the clone dialog');
  await cloneDialog.getByRole('button', { name: 'Clone as draft' }).click();
  await expect(cloneDialog).toBeHidden();
  await expect(page).toHaveURL(/\/recruiter\/jobs\/job-role\/[0-9a-f-]{36}\/job-information\/edit$/);
  expect(page.url()).not.toContain(jobId);
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();

  // Arabic, right to left: the wizard and the list stay axe-clean.
  await page.getByRole('button', { name: /Change language/ }).click();
  await page.getByRole('menuitemradio', { name: 'العربية - AR' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('tab', { name: 'معلومات الوظيفة' })).toBeVisible();
  await expectAxeClean(page, 'the wizard in Arabic');
  // The collaborators tab in Arabic, checked the moment a select closes (no wait for its menu to go): a closed
  // select's options leave the page at once (the theme's menus), so axe never reads them fading out.
  await page.getByRole('tab', { name: 'المتعاونون' }).click();
  await expect(page.getByRole('list', { name: 'المتعاونون' })).toBeVisible();
  await page.getByRole('combobox', { name: /^مالك الوظيفة/ }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await expectAxeClean(page, 'the collaborators tab in Arabic');
  await page.getByRole('link', { name: 'العودة إلى الوظائف' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'الوظائف' })).toBeVisible();
  await page.getByRole('tab', { name: /الوظائف المسودة/ }).click();
  await page.getByRole('searchbox', { name: 'البحث بالمسمى الوظيفي' }).fill(title);
  await expect(
    page.getByRole('link', { name: `${title} (copy)` }).or(page.getByRole('link', { name: title })),
  ).toBeVisible();
  await expectAxeClean(page, 'the jobs list in Arabic');
});
