import { screen, waitFor } from '@testing-library/react';
import { installFakeApi } from '@ats/web/testing/fake-api';
import { renderPage } from '@ats/web/testing/render-page';
import { CompanyOnboardingPage } from './company-onboarding-page';

const NEW_USER = { id: 'u9', firstName: 'Lina', lastName: 'Saleh', email: 'lina@acme.example', roles: [], companyId: null, companyName: null };
const route = { path: '/company-onboarding/:partnerName', url: '/company-onboarding/ats', signedIn: true };

const fakeOnboardingApi = () =>
  installFakeApi({
    'GET /users/me': { body: NEW_USER },
    'POST /company/self-serve/check-company-domain': { body: { exists: false } },
    'POST /company/self-serve/create-company': { body: { companyId: 'c9', accessToken: 'a2', refreshToken: 'r2' } },
    'POST /company/self-serve/company-onboarding-responses': { body: {} },
  });

test('each step refuses to go on without an answer, focusing the field; the answers finish onboarding', async () => {
  const api = fakeOnboardingApi();
  const { user } = renderPage(<CompanyOnboardingPage />, route);
  const next = async () => user.click(await screen.findByRole('button', { name: /^(Continue|Finish)$/ }));

  await next();
  expect(await screen.findByText('Please input company name')).toBeTruthy();
  const companyName = screen.getByRole('textbox', { name: 'Company name' });
  expect(document.activeElement).toBe(companyName);
  await user.type(companyName, 'Acme');
  await next();

  expect(await screen.findByRole('heading', { name: 'How will you use the ATS?' })).toBeTruthy();
  await next();
  expect((await screen.findByRole('alert')).textContent).toBe('Please choose one option');
  expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Hiring for my own company' }));
  await user.click(screen.getByRole('radio', { name: 'Hiring for my own company' }));
  expect(screen.queryByRole('alert')).toBeNull();
  await next();
  await user.click(await screen.findByRole('radio', { name: 'HR manager' }));
  await next();
  await user.click(await screen.findByRole('radio', { name: '10–50' }));
  await next();
  await next();
  expect((await screen.findByRole('alert')).textContent).toBe('Please choose at least one option');
  await user.click(screen.getByRole('checkbox', { name: 'Hiring more efficiently' }));
  await next();

  const phone = await screen.findByRole('textbox', { name: 'Mobile phone' });
  await user.type(phone, '501234567');
  await next();
  expect(await screen.findByText('Missing country code. Ex: "+971 501234567" or +1 501234567')).toBeTruthy();
  expect(document.activeElement).toBe(phone);
  await user.clear(phone);
  await user.type(phone, '+971 501234567');
  await next();

  expect(await screen.findByRole('heading', { name: 'Your company is ready' })).toBeTruthy();
  expect(api.callsTo('POST /company/self-serve/create-company')[0]!.body).toEqual({ companyName: 'Acme' });
  await waitFor(() =>
    expect(api.callsTo('POST /company/self-serve/company-onboarding-responses')[0]!.body).toEqual({
      companyName: 'Acme',
      atsUsage: 'inHouseRecruitment',
      currentRole: 'hrManager',
      companySize: 'between10And50',
      hiringNeeds: ['hiringMoreEfficiently'],
      phoneNumber: '+971 501234567',
    }),
  );
});

test('reads in Arabic, right to left', async () => {
  fakeOnboardingApi();
  const { user } = renderPage(<CompanyOnboardingPage />, { ...route, language: 'ar' });
  expect(document.documentElement.dir).toBe('rtl');
  await user.click(await screen.findByRole('button', { name: 'متابعة' }));
  expect(await screen.findByText('يرجى إدخال اسم الشركة')).toBeTruthy();
});
