import type { MessageId } from '../i18n/messages';

export type NavTabId = 'home' | 'hiringPlan' | 'jobs' | 'candidates' | 'interviews' | 'employeePortal' | 'reports' | 'referrals';

export type NavTab = { id: NavTabId; path: string; label: MessageId; matches: readonly string[] };

/** Spec 01 §2.4: the recruiter top navigation (Hiring plan second, as for a company with the hiring plan enabled). */
export const NAV_TABS: readonly NavTab[] = [
  { id: 'home', path: '/recruiter/home', label: 'nav.home', matches: ['/recruiter/home'] },
  { id: 'hiringPlan', path: '/recruiter/hiring-plan', label: 'nav.hiringPlan', matches: ['/recruiter/hiring-plan'] },
  { id: 'jobs', path: '/recruiter/jobs', label: 'nav.jobs', matches: ['/recruiter/jobs'] },
  {
    id: 'candidates',
    path: '/recruiter/candidates',
    label: 'nav.candidates',
    matches: ['/recruiter/candidates', '/recruiter/candidate-profile'],
  },
  { id: 'interviews', path: '/recruiter/interview-dashboard', label: 'nav.interviews', matches: ['/recruiter/interview-dashboard'] },
  { id: 'employeePortal', path: '/recruiter/employee-portal', label: 'nav.employeePortal', matches: ['/recruiter/employee-portal'] },
  { id: 'reports', path: '/recruiter/reports', label: 'nav.reports', matches: ['/recruiter/reports'] },
];

/** The mobile menu shows Jobs, Candidates, Interviews, Referrals and Employee portal. */
export const MOBILE_NAV_TABS: readonly NavTab[] = [
  NAV_TABS[2]!,
  NAV_TABS[3]!,
  NAV_TABS[4]!,
  { id: 'referrals', path: '/recruiter/employee-portal', label: 'nav.referrals', matches: [] },
  NAV_TABS[5]!,
];

export const activeTabFor = (pathname: string): NavTabId | false =>
  NAV_TABS.find((tab) => tab.matches.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)))?.id ?? false;

/** The navigation is hidden on these paths (spec 01 §2.4). */
const HIDDEN_ON = ['job-role', 'recruiter/interview-scheduling', 'recruiter/self-scheduling', 'criteria'];
export const isNavigationHidden = (pathname: string): boolean => HIDDEN_ON.some((part) => pathname.includes(part));

/** Spec 04 §9: mobile when the page width minus 1 is below 992 px. */
export const MOBILE_QUERY = '(max-width: 992px)';
