import { screen, within } from '@testing-library/react';
import { installFakeApi } from '@ats/web/testing/fake-api';
import { ADMIN_USER } from '@ats/web/testing/fixtures';
import { renderPage } from '@ats/web/testing/render-page';
import { NAV_TABS, visibleTabs } from './navigation';
import { TopNavigation } from './top-navigation';

const ADMIN_PERMISSIONS = ['COMPANY::*', 'USER::*'];
const holder = (companyPermissions: string[]) => ({ roles: ['COMPANY_ADMIN' as const], permissions: ADMIN_PERMISSIONS, companyPermissions, collaboratorPermissions: [] });

test('the Hiring plan tab is second when the company’s plan has the hiring plan, last otherwise', () => {
  expect(visibleTabs(NAV_TABS, holder(['COMPANY::HIRING_PLAN::*'])).map((tab) => tab.id)).toEqual([
    'home',
    'hiringPlan',
    'jobs',
    'candidates',
    'interviews',
    'employeePortal',
    'reports',
  ]);
  expect(visibleTabs(NAV_TABS, holder(['COMPANY::AGENCY::*'])).map((tab) => tab.id)).toEqual([
    'home',
    'jobs',
    'candidates',
    'interviews',
    'employeePortal',
    'reports',
    'hiringPlan',
  ]);
  // Users without a hiring-plan permission see no tab for it either way.
  expect(visibleTabs(NAV_TABS, { ...holder(['COMPANY::HIRING_PLAN::*']), permissions: ['COMPANY::JOBS::*'] }).some((tab) => tab.id === 'hiringPlan')).toBe(false);
});

const tabNames = async () => {
  const nav = await screen.findByRole('navigation', { name: /./ });
  await within(nav).findAllByRole('tab');
  return within(nav)
    .getAllByRole('tab')
    .map((tab) => tab.textContent);
};

test.each([
  ['en', ['COMPANY::HIRING_PLAN::*'], ['Home', 'Hiring plan', 'Jobs']],
  ['en', [], ['Home', 'Jobs']],
  ['ar', ['COMPANY::HIRING_PLAN::*'], ['الرئيسية', 'خطة التوظيف']],
] as const)('the navigation in %s with company permissions %j starts %j', async (language, permissionV2, start) => {
  installFakeApi({ 'GET /users/me': { body: { ...ADMIN_USER, permissionV1: ADMIN_PERMISSIONS, permissionV2: [...permissionV2] } } });
  renderPage(<TopNavigation inboxOpen={false} onOpenInbox={() => {}} />, { signedIn: true, language, path: '/recruiter/home' });
  const names = await tabNames();
  expect(names.slice(0, start.length)).toEqual(start);
  if (permissionV2.length === 0) expect(names.at(-1)).toBe('Hiring plan');
});
