/**
 * Page contexts (spec 01 §2.3): candidate-context pages send the candidate token pair, every other page the
 * staff pair; public pages simply reload when the session expires.
 */
const CANDIDATE_CONTEXT_PREFIXES = [
  '/careers',
  '/share/careers',
  '/profile-builder',
  '/candidate-journey',
  '/quiz',
  '/reminder/role',
  '/user/assignment',
  '/company/assignment',
];

const PUBLIC_PREFIXES = [
  '/login',
  '/otp/user',
  '/careers',
  '/agency',
  '/profile-builder',
  '/plugin',
  '/candidate-journey',
  '/user/assignment',
  '/quiz',
  '/reminder/role',
  '/create-account',
  '/company-onboarding',
  // Not named by the spec, but public here too: sign-up and the development mailbox hold no session.
  '/signup',
  '/dev/mailbox',
];

const startsWithSegment = (pathname: string, prefix: string): boolean =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

export const isCandidateContextPath = (pathname: string): boolean =>
  CANDIDATE_CONTEXT_PREFIXES.some((prefix) => startsWithSegment(pathname, prefix));

export const isPublicPath = (pathname: string): boolean => PUBLIC_PREFIXES.some((prefix) => startsWithSegment(pathname, prefix));

export type TokenKind = 'staff' | 'candidate';

export const tokenKindForPath = (pathname: string): TokenKind => (isCandidateContextPath(pathname) ? 'candidate' : 'staff');
