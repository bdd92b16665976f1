import { screen, waitFor } from '@testing-library/react';
import { apiFailure, installFakeApi } from '@ats/web/testing/fake-api';
import { ADMIN_USER } from '@ats/web/testing/fixtures';
import { renderPage } from '@ats/web/testing/render-page';
import { LoginPage } from './login-page';
import { OtpPage } from './otp-page';
import { SignUpPage } from './sign-up-page';


describe('LoginPage', () => {
  test('an empty address shows the spec message and keeps the focus on the field', async () => {
    const api = installFakeApi();
    const { user } = renderPage(<LoginPage />, { path: '/login' });
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please enter valid email')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Work email' }));
    expect(api.calls).toHaveLength(0);
  });

  test('a valid address requests a code and opens the OTP page with the redirect', async () => {
    const api = installFakeApi({ 'POST /auth/otp/login': { body: { status: 'OTP_SENT', userId: 'u1' } } });
    const page = renderPage(<LoginPage />, { path: '/login', url: '/login?redirect=%2Frecruiter%2Fcandidates' });
    await page.user.type(screen.getByRole('textbox', { name: 'Work email' }), ' Admin@Demo-ATS.example ');
    await page.user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(page.location()).toBe('/otp/user/u1?redirect=%2Frecruiter%2Fcandidates'));
    expect(api.callsTo('POST /auth/otp/login')[0]!.body).toEqual({ email: 'admin@demo-ats.example' });
  });

  test("the server's refusal of the address shows under the field, focused", async () => {
    installFakeApi({ 'POST /auth/otp/login': apiFailure(403, 'Access denied') });
    const { user } = renderPage(<LoginPage />, { path: '/login' });
    const email = screen.getByRole('textbox', { name: 'Work email' });
    await user.type(email, 'nobody@demo-ats.example');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Access denied')).toBeTruthy();
    expect(document.activeElement).toBe(email);
  });

  test('reads in Arabic, right to left, with the Arabic messages', async () => {
    installFakeApi({ 'POST /auth/otp/login': apiFailure(403, 'Access denied') });
    const { user } = renderPage(<LoginPage />, { path: '/login', language: 'ar' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'إرسال الرمز' }));
    expect(await screen.findByText('يرجى إدخال بريد إلكتروني صالح')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'بريد العمل الإلكتروني' }), 'nobody@demo-ats.example');
    await user.click(screen.getByRole('button', { name: 'إرسال الرمز' }));
    expect(await screen.findByText('تم رفض الوصول')).toBeTruthy();
  });
});

describe('SignUpPage', () => {
  test('missing answers show the spec messages; the first invalid field takes the focus', async () => {
    installFakeApi();
    const { user } = renderPage(<SignUpPage />, { path: '/signup' });
    await user.type(screen.getByRole('textbox', { name: 'Work email' }), 'me@gmail.com');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please input first name')).toBeTruthy();
    expect(screen.getByText('Please input last name')).toBeTruthy();
    expect(screen.getByText('Please enter your work email address')).toBeTruthy();
    expect(screen.getByText('Please input company name')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'First name' }));
  });

  test('valid answers create the account and open the OTP page in sign-up mode', async () => {
    const api = installFakeApi({ 'POST /company/self-serve/create': { body: { userId: 'new-user' } } });
    const page = renderPage(<SignUpPage />, { path: '/signup' });
    await page.user.type(screen.getByRole('textbox', { name: 'First name' }), 'Lina');
    await page.user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Saleh');
    await page.user.type(screen.getByRole('textbox', { name: 'Work email' }), 'Lina@Acme.example');
    await page.user.type(screen.getByRole('textbox', { name: 'Company name' }), ' Acme ');
    await page.user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(page.location()).toBe('/otp/user/new-user?mode=signup'));
    expect(api.callsTo('POST /company/self-serve/create')[0]!.body).toEqual({
      firstName: 'Lina',
      lastName: 'Saleh',
      email: 'lina@acme.example',
      companyName: 'Acme',
    });
  });

  test('an address that already has an account is told so under the field, with the way to log in', async () => {
    installFakeApi({ 'POST /company/self-serve/create': apiFailure(409, 'User email already exists') });
    const { user } = renderPage(<SignUpPage />, { path: '/signup' });
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Lina');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Saleh');
    await user.type(screen.getByRole('textbox', { name: 'Work email' }), 'lina@acme.example');
    await user.type(screen.getByRole('textbox', { name: 'Company name' }), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('User email already exists')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Work email' }));
    // The hint's link, beside the card's own footer link.
    expect(screen.getAllByRole('link', { name: 'Log in' })).toHaveLength(2);
  });

  test('reads in Arabic, right to left', async () => {
    installFakeApi();
    const { user } = renderPage(<SignUpPage />, { path: '/signup', language: 'ar' });
    expect(document.documentElement.dir).toBe('rtl');
    await user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));
    expect(await screen.findByText('يرجى إدخال اسم الشركة')).toBeTruthy();
  });
});

describe('OtpPage', () => {
  test('submitting without a code shows the spec message, focused', async () => {
    installFakeApi();
    const { user } = renderPage(<OtpPage />, { path: '/otp/user/:userId', url: '/otp/user/u1' });
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter the verification code')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Verification code' }));
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code has 6 digits')).toBeTruthy();
  });

  test('a wrong code is refused under the field and cleared; the sixth digit of the right one signs in', async () => {
    const api = installFakeApi({
      'POST /auth/user/verify': ({ body }) =>
        (body as { otp: string }).otp === '123456'
          ? { body: { accessToken: 'access', refreshToken: 'refresh' } }
          : apiFailure(400, 'Invalid verification code. Please try again.'),
      'GET /users/me': { body: ADMIN_USER },
    });
    const page = renderPage(<OtpPage />, { path: '/otp/user/:userId', url: '/otp/user/u1?redirect=%2Frecruiter%2Fcandidates' });
    const code = screen.getByRole('textbox', { name: 'Verification code' });
    await page.user.type(code, '999999');
    expect(await screen.findByText('Invalid verification code. Please try again.')).toBeTruthy();
    expect((code as HTMLInputElement).value).toBe('');
    await page.user.type(code, '12a3456');
    await waitFor(() => expect(page.location()).toBe('/recruiter/candidates'));
    expect(api.callsTo('POST /auth/user/verify').map((call) => call.body)).toEqual([
      { userId: 'u1', otp: '999999' },
      { userId: 'u1', otp: '123456' },
    ]);
    expect(window.localStorage.getItem('accessToken')).toBe('access');
  });

  test('reads in Arabic, right to left', async () => {
    installFakeApi();
    const { user } = renderPage(<OtpPage />, { path: '/otp/user/:userId', url: '/otp/user/u1', language: 'ar' });
    expect(document.documentElement.dir).toBe('rtl');
    await user.click(screen.getByRole('button', { name: 'تحقق' }));
    expect(await screen.findByText('يرجى إدخال رمز التحقق')).toBeTruthy();
  });
});
