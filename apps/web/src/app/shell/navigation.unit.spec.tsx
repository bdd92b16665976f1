import { screen, waitFor, within } from '@testing-library/react';
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

test('without the hiring plan on the company’s plan its tab is locked: a click opens Upgrade Required, and an admin may upgrade', async () => {
  installFakeApi({ 'GET /users/me': { body: { ...ADMIN_USER, permissionV1: ADMIN_PERMISSIONS, permissionV2: [] } } });
  const { user, location } = renderPage(<TopNavigation inboxOpen={false} onOpenInbox={() => {}} />, { signedIn: true, path: '/recruiter/home' });
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
  const locked = await within(nav).findByRole('tab', { name: 'Hiring plan (not available on your current plan)' });
  expect(locked.getAttribute('aria-disabled')).toBe('true');
  expect(locked.getAttribute('href')).toBeNull();
  await user.click(locked);
  const dialog = await screen.findByRole('dialog', { name: 'Upgrade Required' });
  expect(within(dialog).getByText('Hiring plan feature is not available on your current plan')).toBeTruthy();
  const upgrade = within(dialog).getByRole('link', { name: 'Upgrade' });
  expect(upgrade.getAttribute('href')).toBe('/recruiter-settings/plans-and-credits');
  expect(upgrade.getAttribute('target')).toBe('_blank');
  expect(within(dialog).queryByText('Contact your ATS administrator for more details.')).toBeNull();
  expect(location()).toBe('/recruiter/home');
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

test('with the hiring plan on the plan the tab is a plain link, no lock', async () => {
  installFakeApi({ 'GET /users/me': { body: { ...ADMIN_USER, permissionV1: ADMIN_PERMISSIONS, permissionV2: ['COMPANY::HIRING_PLAN::*'] } } });
  renderPage(<TopNavigation inboxOpen={false} onOpenInbox={() => {}} />, { signedIn: true, path: '/recruiter/home' });
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
  const tab = await within(nav).findByRole('tab', { name: 'Hiring plan' });
  expect(tab.getAttribute('href')).toBe('/recruiter/hiring-plan');
  expect(tab.getAttribute('aria-disabled')).toBeNull();
});

test('in Arabic, a hiring manager without Upgrade is told to contact the administrator', async () => {
  const manager = {
    ...ADMIN_USER,
    roles: ['COMPANY_INTERVIEWER' as const],
    permissionV1: ['COMPANY::HIRING_PLAN::REQUISITIONS::LIST'],
    permissionV2: [],
  };
  installFakeApi({ 'GET /users/me': { body: manager } });
  const { user } = renderPage(<TopNavigation inboxOpen={false} onOpenInbox={() => {}} />, { signedIn: true, language: 'ar', path: '/recruiter/home' });
  const nav = await screen.findByRole('navigation', { name: /./ });
  await user.click(await within(nav).findByRole('tab', { name: 'خطة التوظيف (غير متاحة في خطتك الحالية)' }));
  const dialog = await screen.findByRole('dialog', { name: 'الترقية مطلوبة' });
  expect(within(dialog).getByText('ميزة خطة التوظيف غير متاحة في خطتك الحالية')).toBeTruthy();
  expect(within(dialog).getByText('تواصل مع مسؤول نظام التوظيف لديك لمزيد من التفاصيل.')).toBeTruthy();
  expect(within(dialog).queryByRole('link', { name: 'ترقية' })).toBeNull();
});
