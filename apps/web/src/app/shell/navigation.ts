import { allows, hasAnyPermission, PERMISSIONS, type PermissionHolder, type RouteAccess } from '../auth/access';
import type { MessageId } from '../i18n/messages';
import { ROUTE_RULES } from './route-rules';
import { CANDIDATE_ROUTES } from './candidate-routes';

export type NavTabId = 'home' | 'hiringPlan' | 'jobs' | 'candidates' | 'interviews' | 'employeePortal' | 'reports' | 'referrals';

export type NavTab = { id: NavTabId; path: string; label: MessageId; matches: readonly string[]; access: RouteAccess };

/** Spec 01 §2.4: the recruiter top navigation, Hiring plan second as for a company with the hiring plan enabled (see visibleTabs). */
export const NAV_TABS: readonly NavTab[] = [
  { id: 'home', path: '/recruiter/home', label: 'nav.home', matches: ['/recruiter/home'], access: ROUTE_RULES.staff },
  { id: 'hiringPlan', path: '/recruiter/hiring-plan', label: 'nav.hiringPlan', matches: ['/recruiter/hiring-plan'], access: ROUTE_RULES.hiringPlan },
  { id: 'jobs', path: '/recruiter/jobs', label: 'nav.jobs', matches: ['/recruiter/jobs'], access: ROUTE_RULES.staff },
  {
    id: 'candidates',
    path: '/recruiter/candidates',
    label: 'nav.candidates',
    matches: ['/recruiter/candidates', '/recruiter/candidate-profile'],
    access: CANDIDATE_ROUTES.list,
  },
  {
    id: 'interviews',
    path: '/recruiter/interview-dashboard',
    label: 'nav.interviews',
    matches: ['/recruiter/interview-dashboard'],
    access: ROUTE_RULES.staff,
  },
  {
    id: 'employeePortal',
    path: '/recruiter/employee-portal',
    label: 'nav.employeePortal',
    matches: ['/recruiter/employee-portal'],
    access: ROUTE_RULES.employeePortal,
  },
  { id: 'reports', path: '/recruiter/reports', label: 'nav.reports', matches: ['/recruiter/reports'], access: ROUTE_RULES.reports },
];

/** The mobile menu shows Jobs, Candidates, Interviews, Referrals and Employee portal. */
export const MOBILE_NAV_TABS: readonly NavTab[] = [
  NAV_TABS[2]!,
  NAV_TABS[3]!,
  NAV_TABS[4]!,
  { id: 'referrals', path: '/recruiter/employee-portal', label: 'nav.referrals', matches: [], access: ROUTE_RULES.employeePortal },
  NAV_TABS[5]!,
];

/**
 * Spec 01 §6.4: a tab shows when its page would open for the user — employees see none of Home, Jobs,
 * Candidates and Interviews; Hiring plan needs a hiring-plan permission; Reports the company-reports one.
 */
export const visibleTabs = (tabs: readonly NavTab[], holder: PermissionHolder): NavTab[] => {
  const shown = tabs.filter((tab) => allows(holder, tab.access));
  if (hasHiringPlanEnabled(holder)) return shown;
  return [...shown.filter((tab) => tab.id !== 'hiringPlan'), ...shown.filter((tab) => tab.id === 'hiringPlan')];
};

/**
 * Spec 01 §2.4 / 02 §2.16: the Hiring plan tab is second when the company has the hiring plan enabled, last
 * otherwise. Enabled means the company's plan (permissionV2) holds the hiring plan, as plan-gated features are.
 */
export const hasHiringPlanEnabled = (holder: PermissionHolder): boolean => allows(holder, { companyPermissions: ['COMPANY::HIRING_PLAN'] });

/**
 * Spec 01 §4.7, 02 §6.3: the Hiring plan is plan-gated. Without it on the company's plan the tab (shown last, to
 * those with a hiring-plan permission) is locked: shown disabled, and a click opens the upgrade popup.
 */
export const isPlanLocked = (tab: NavTab, holder: PermissionHolder): boolean => tab.id === 'hiringPlan' && !hasHiringPlanEnabled(holder);

/** Until self-onboarding is completed only Home (and settings) stay enabled (spec 01 §2.4). */
export const isTabDisabled = (tab: NavTab, onboardingCompleted: boolean): boolean => !onboardingCompleted && tab.id !== 'home';

/** The inbox needs COMPANY::NOTIFICATION::* (spec 01 §6.4). */
export const canUseInbox = (holder: PermissionHolder): boolean => hasAnyPermission(holder, [PERMISSIONS.notification]);

export const activeTabFor = (pathname: string): NavTabId | false =>
  NAV_TABS.find((tab) => tab.matches.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)))?.id ?? false;

/** The navigation is hidden on these paths (spec 01 §2.4). */
const HIDDEN_ON = ['job-role', 'recruiter/interview-scheduling', 'recruiter/self-scheduling', 'criteria'];
export const isNavigationHidden = (pathname: string): boolean => HIDDEN_ON.some((part) => pathname.includes(part));

/** Spec 04 §9: mobile when the page width minus 1 is below 992 px. */
export const MOBILE_QUERY = '(max-width: 992px)';
