import { CONTACT_MESSAGES, validateEmail } from '../candidates/contact-validation';
import { DomainError } from '../shared/errors';
import { validateWorkEmail } from './work-email';

/** Self-serve sign-up and the onboarding questionnaire (spec 01 §2.10, §3.13, §4.15, §5.5). */

export const ATS_USAGES = ['inHouseRecruitment', 'staffingCompany'] as const;
export const CURRENT_ROLES = [
  'founderCLevel',
  'recruiterTalentAcquisition',
  'hrManager',
  'productManager',
  'other',
] as const;
export const COMPANY_SIZES = [
  'lessThan10',
  'between10And50',
  'between51And200',
  'between201And500',
  'between501And1000',
  'moreThan1000',
] as const;
export const HIRING_NEEDS = [
  'replacingCurrentATS',
  'firstTimeUsingATS',
  'hiringMoreEfficiently',
  'reducingHiringCosts',
  'improvingCandidateExperience',
] as const;

export type AtsUsage = (typeof ATS_USAGES)[number];
export type CurrentRole = (typeof CURRENT_ROLES)[number];
export type CompanySize = (typeof COMPANY_SIZES)[number];
export type HiringNeed = (typeof HIRING_NEEDS)[number];

/** The answers as stored on the company (`onboarding_responses`). */
export type OnboardingResponses = {
  companyName: string;
  atsUsage: AtsUsage;
  currentRole: CurrentRole;
  companySize: CompanySize;
  hiringNeeds: HiringNeed[];
  phoneNumber: string;
};

/**
 * Spec 01 §5.5 asks for first name, last name, e-mail and company name, and a valid phone; one message per
 * field so the form can show it under the field. Wording follows the other forms (02 §5.8, 01 §5.1, §8).
 */
export const SIGN_UP_MESSAGES = {
  firstNameRequired: 'Please input first name',
  lastNameRequired: 'Please input last name',
  companyNameRequired: 'Please input company name',
  otpRequired: 'Please enter the verification code',
  invalidInput: 'Please enter valid input',
  userNotFound: 'User ID not found. Please try again or restart the onboarding process.',
  alreadyVerified: 'This e-mail address is already verified. Please sign in.',
  alreadyInCompany: 'You already belong to a company',
  domainTaken: (domain: string) => `A company already exists for ${domain}. Join it as an employee instead.`,
  domainNotOwned: 'This company does not own your e-mail domain',
  /** Spec 03 §8. */
  invalidCompany: 'Invalid company ID',
} as const;

export const SelfServeErrors = {
  /** 01 §8, for every unknown or mismatched sign-up id. */
  userNotFound: () => new DomainError('self-serve-user-not-found', SIGN_UP_MESSAGES.userNotFound, 'not-found'),
  alreadyVerified: () => new DomainError('self-serve-already-verified', SIGN_UP_MESSAGES.alreadyVerified),
  alreadyInCompany: () =>
    new DomainError('self-serve-already-in-company', SIGN_UP_MESSAGES.alreadyInCompany, 'conflict'),
  domainTaken: (domain: string) =>
    new DomainError('self-serve-domain-taken', SIGN_UP_MESSAGES.domainTaken(domain), 'conflict'),
  domainNotOwned: () => new DomainError('self-serve-domain-not-owned', SIGN_UP_MESSAGES.domainNotOwned, 'forbidden'),
  invalidCompany: () => new DomainError('invalid-company-id', SIGN_UP_MESSAGES.invalidCompany, 'not-found'),
  /** A company is founded only for a work domain (01 §5.1); `message` is validateWorkEmail's. */
  workEmailRequired: (message: string) => new DomainError('work-email-required', message),
} as const;

/** Whether a company (its domain and other e-mail domains) owns an e-mail domain; case-insensitive. */
export const companyOwnsDomain = (
  company: { domain: string | null; otherEmailDomains: readonly string[] },
  emailDomain: string,
): boolean => {
  const wanted = emailDomain.trim().toLowerCase();
  if (!wanted) return false;
  return [company.domain, ...company.otherEmailDomains].some((domain) => domain?.trim().toLowerCase() === wanted);
};

/** The sign-up e-mail (spec 01 §5.1, §5.5): required, well-formed, and a work address. */
export const validateSignUpEmail = (email: string): string | null =>
  validateEmail(email) ??
  (email.trim().length > 254 ? CONTACT_MESSAGES.emailInvalid : null) ??
  validateWorkEmail(email);
