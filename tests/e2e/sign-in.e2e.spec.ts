import { expect, test } from '@playwright/test';
import { DEMO, readCodeFromMailbox, signIn } from './support/sign-in';

const mainTabs = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Main navigation' }).getByRole('tab');

test('an unauthenticated visit goes to the login page and, once signed in as a recruiter, back to the page asked for', async ({ page }) => {
  // An old hash link: the leading "/#" is stripped first (spec 01 §2.2).
  await page.goto('/#/recruiter/home');
  await expect(page).toHaveURL(/\/login\?redirect=%2Frecruiter%2Fhome$/);
  await page.goto('/recruiter/candidates?active=true');
  await expect(page).toHaveURL(/\/login\?redirect=%2Frecruiter%2Fcandidates%3Factive%3Dtrue$/);
  await expect(page).toHaveTitle('Log in | ATS');

  // Client checks first, then the server's answers about the address.
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Please enter valid email')).toBeVisible();
  await page.getByRole('textbox', { name: 'Work email' }).fill('someone@unregistered-company.example');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(
    page.getByText('Company domain unregistered-company.example is not registered. Please check the email address or contact your administrator.'),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Work email' }).fill('nobody@demo-ats.example');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Access denied')).toBeVisible();

  // A wrong code is refused; the right one from the mailbox signs in and returns to the candidates.
  await page.getByRole('textbox', { name: 'Work email' }).fill(DEMO.recruiter);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/otp\/user\/[^/?]+\?redirect=/);
  await expect(page.getByRole('button', { name: /Resend code in \d:\d\d/ })).toBeDisabled();
  const code = await readCodeFromMailbox(page, DEMO.recruiter);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByRole('textbox', { name: 'Verification code' }).fill(wrong);
  await expect(page.getByText('Invalid verification code. Please try again.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await expect(page).toHaveURL(/\/recruiter\/candidates\?active=true$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Candidates' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add candidate' })).toBeVisible();
});

test('a recruiter signs in through the OTP from the development mailbox and lands on the role home', async ({ page }) => {
  await signIn(page, DEMO.recruiter);
  await expect(page).toHaveURL(/\/recruiter\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Omar' })).toBeVisible();
  await expect(page.getByText('Recruiter at Demo Company')).toBeVisible();
  await expect(mainTabs(page)).toHaveText(['Home', 'Hiring plan', 'Jobs', 'Candidates', 'Interviews', 'Employee portal', 'Reports']);
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible();

  // Signed in, the login page and "/" lead to the role home.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/recruiter\/home$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/recruiter\/home$/);

  // The team members screen is open to recruiters.
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/recruiter-settings\/teams$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Team members' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Rania Haddad/ })).toBeVisible();

  // Logout clears the session: the staff pages ask to sign in again.
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')])).toEqual([null, null]);
  await page.goto('/recruiter/home');
  await expect(page).toHaveURL(/\/login\?redirect=%2Frecruiter%2Fhome$/);
});

test('an employee signs in and sees only the employee portal', async ({ page }) => {
  await signIn(page, DEMO.employee);
  await expect(page).toHaveURL(/\/recruiter\/employee-portal$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Yusuf' })).toBeVisible();
  await expect(mainTabs(page)).toHaveText(['Employee portal']);
  await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveCount(0);

  // Pages outside the portal are refused.
  await page.goto('/recruiter/candidates');
  await expect(page).toHaveURL(/\/404$/);
  await page.goto('/recruiter-settings/teams');
  await expect(page).toHaveURL(/\/404$/);
  // Their settings open on the profile.
  await page.goto('/recruiter-settings');
  await expect(page).toHaveURL(/\/recruiter-settings\/profile$/);
  await expect(page.getByRole('navigation', { name: 'Settings' }).getByRole('link')).toHaveText(['Profile', 'Notification preferences']);
});

test('the login page switches to Arabic, right to left', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByRole('button', { name: /Change language/ }).click();
  await page.getByRole('menuitemradio', { name: 'العربية - AR' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'إرسال الرمز' })).toBeVisible();
  await expect(page).toHaveTitle('تسجيل الدخول | ATS');

  // The server's answers read in Arabic too.
  await page.getByRole('textbox', { name: 'بريد العمل الإلكتروني' }).fill('nobody@demo-ats.example');
  await page.getByRole('button', { name: 'إرسال الرمز' }).click();
  await expect(page.getByText('تم رفض الوصول')).toBeVisible();
});

test('an expired access token is refreshed once for concurrent calls; a refused refresh shows the session-expired warning', async ({ page }) => {
  await signIn(page, DEMO.recruiter);
  await expect(page).toHaveURL(/\/recruiter\/home$/);

  // The next two calls the candidate list makes at once each meet 499 (token expired), as after 15 minutes.
  const expired = { status: 499, contentType: 'application/json', body: JSON.stringify({ message: 'Token expired', statusCode: 499, success: false, errorCode: 'token-expired' }) };
  const answered: Record<string, number> = {};
  for (const pattern of ['**/api/job-applications?*', '**/api/company-roles/dropdown']) {
    answered[pattern] = 0;
    await page.route(pattern, (route) => (answered[pattern]++ === 0 ? route.fulfill(expired) : route.continue()));
  }
  let refreshes = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/login/refresh-token')) refreshes += 1;
  });
  const before = await page.evaluate(() => localStorage.getItem('refreshToken'));
  await page.getByRole('tab', { name: 'Candidates' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Candidates' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  // One refresh for both, and each call retried once.
  expect(refreshes).toBe(1);
  expect(Object.values(answered)).toEqual([2, 2]);
  expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).not.toBe(before);

  // Now the refresh itself is refused: tokens cleared, the warning, then the login page for this page.
  await page.unrouteAll();
  await page.route('**/api/users/me', (route) => route.fulfill(expired));
  await page.route('**/api/auth/login/refresh-token', (route) =>
    route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ message: 'Session Expired Please login!', statusCode: 400, success: false }) }),
  );
  await page.reload();
  const warning = page.getByRole('alertdialog', { name: 'Your session has expired.' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('You were logged out due to inactivity. Please log in again.');
  expect(await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')])).toEqual([null, null]);
  await expect(page).toHaveURL(/\/login\?redirect=%2Frecruiter%2Fcandidates$/, { timeout: 5000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
});
