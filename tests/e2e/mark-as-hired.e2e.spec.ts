import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { apiOf } from './support/api';
import { setLanguage } from './support/candidate';
import { DEMO, signIn } from './support/sign-in';

/**
 * Issue 10, 'Mark as Hired' (spec 02 §3.15): on an approved requisition the admin finds the hired candidate among
 * the company's candidates by name, and the requisition then reads Hired with that candidate. The dialog is checked
 * with axe in Arabic and in English.
 */
test('an approved requisition is marked as hired with a candidate found by name, in Arabic and English', async ({ page }) => {
  const stamp = Date.now();
  const lastName = `Hired${stamp}`;
  await signIn(page, DEMO.admin);
  const api = await apiOf(page);

  // Set-up through the API: a candidate, a department with its head, a location, a requisition approved at once.
  const members: Array<{ id: string; fullName: string }> = await api.get('/company-roles/company-users/dropdown');
  const idOf = (name: string) => members.find((member) => member.fullName === name)!.id;
  const job = await api.post('/company-roles', { name: `Hired Engineer ${stamp}` });
  await api.patch(`/company-roles/publish/${job.id}`);
  const email = `layla.${stamp}@example.com`;
  await api.post('/job-applications', { jobId: job.id, origin: 'sourced', source: 'LinkedIn', firstName: 'Layla', lastName, email });
  const department = await api.post('/departments', { name: `Hiring ${stamp}`, headOfDepartmentId: idOf('Rania Haddad') });
  const location = await api.post('/locations', { name: `Abu Dhabi ${stamp}` });
  const requisition = await api.post('/requisitions', {
    openingId: `HIRED-${stamp}`,
    roleName: 'Hired Engineer',
    openingFor: 'NEW_JOB',
    jobDescription: 'Someone found among our candidates.',
    budgetType: 'BUDGETED',
    openingType: 'NEW_HIRE',
    departmentId: department.id,
    locationId: location.id,
    employmentType: 'FULL_TIME',
    targetHiredDate: '2027-06-30',
    headcount: 1,
    salary: { min: 10000, max: 12000, currency: 'AED', frequency: 'MONTH' },
    hiringManagerId: idOf('Sara Mansour'),
    recruiterIds: [idOf('Omar Khalil')],
    approvalFlow: { steps: [{ approverIds: [idOf('Rania Haddad')], rule: 'ALL' }], reminderEveryDays: 30 },
  });
  await api.post(`/requisitions/${requisition.id}/approve`, {});

  // In Arabic: the dialog searches the candidates by default, and passes axe.
  await page.goto(`/recruiter/hiring-plan/opening/view/${requisition.id}`);
  await setLanguage(page, 'ar');
  await page.getByRole('button', { name: 'وضع علامة تم التوظيف' }).click();
  const arabic = page.getByRole('dialog', { name: 'وضع علامة تم التوظيف' });
  await expect(arabic.getByRole('radio', { name: 'مرشح موجود' })).toBeChecked();
  await arabic.getByRole('combobox', { name: /ابحث عن مرشح/ }).fill(lastName);
  await expect(page.getByRole('option', { name: new RegExp(lastName) })).toBeVisible();
  await expectAccessible(page, '[role="dialog"]', 'the mark-as-hired dialog in Arabic');
  await arabic.getByRole('button', { name: 'إلغاء' }).click();
  await expect(arabic).toBeHidden();

  // In English: hired date, the candidate found by name, marked as hired.
  await setLanguage(page, 'en');
  await page.getByRole('button', { name: 'Mark as Hired' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark as Hired' });
  await dialog.getByLabel(/Hired date/).fill('2027-02-01');
  await dialog.getByRole('combobox', { name: /Search candidate by name or email/ }).fill(`Layla ${lastName}`);
  await page.getByRole('option', { name: new RegExp(lastName) }).click();
  await expectAccessible(page, '[role="dialog"]', 'the mark-as-hired dialog');
  await dialog.getByRole('button', { name: 'Mark as Hired' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Hired', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(`Layla ${lastName} (${email})`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as Hired' })).toHaveCount(0);
  await expectAccessible(page, '#main', 'the hired requisition');
});
