import { normalizeEmail } from '../candidates/contact-validation';
import type { WriteContext } from '../shared/relational-decision';
import { decision } from '../shared/relational-decision';
import { DEFAULT_COMPANY_PERMISSIONS, defaultPermissionsFor } from './default-permissions';
import { changeUser, userAudit, type CompanyRow, type IdentityDecision, type UserRow } from './identity-rows';
import { companyOwnsDomain, SelfServeErrors, type OnboardingResponses } from './self-serve';
import { TeamMemberErrors } from './team-members';
import { emailDomainOf, validateWorkEmail } from './work-email';

/**
 * The self-serve sign-up commands as relational policies (spec 01 §2.10, §3.13, §4.15): a pending sign-up,
 * its code, verification, creating or joining a company, the onboarding answers.
 */

/** Someone not signed in, by the address their request came from (codes are limited per address). */
export type Visitor = { requestedFrom: string | null };

/** A signed-in user who may not have a company yet. */
export type SignUpCaller = { userId: string; companyId: string | null };

/**
 * The user of a sign-up in progress: no company yet and not deleted. Anything else — unknown id, a member
 * of a company, another person's id — answers the spec's one message (01 §8), revealing nothing.
 */
export const signUpUserOf = (user: UserRow | null): UserRow => {
  if (!user || user.deletedAt || user.companyId !== null) throw SelfServeErrors.userNotFound();
  return user;
};

/** What makes a verified sign-up an active member of a company with a role's default permissions. */
const membership = (companyId: string, role: 'COMPANY_ADMIN' | 'COMPANY_EMPLOYEE'): Partial<UserRow> => ({
  companyId,
  roles: [role],
  permissionV1: defaultPermissionsFor(role),
  collaboratorPermissions: [],
  status: 'ACTIVE',
});

const signUpCode = (user: Pick<UserRow, 'id' | 'email' | 'firstName'>, visitor: Visitor) => ({
  kind: 'sign-up-code' as const,
  to: user.email,
  firstName: user.firstName,
  userId: user.id,
  requestedFrom: visitor.requestedFrom,
});

/**
 * `POST /company/self-serve/create` (spec 01 §2.10, §4.15): a pending sign-up is a user without a company,
 * roles or permissions, in status PENDING_VERIFICATION, who is sent a code to prove the address. Signing up
 * again before verifying restarts the same sign-up (new names, new code) rather than failing, so an
 * abandoned sign-up never blocks the address; any other existing user is 'User email already exists'.
 * The company name is asked again when the company is created; it is not kept here.
 */
export const createSignUp = (
  input: { firstName: string; lastName: string; email: string },
  existing: { userWithEmail: UserRow | null },
  visitor: Visitor,
  { newId }: WriteContext,
): IdentityDecision<{ userId: string }> => {
  const email = normalizeEmail(input.email);
  const names = { firstName: input.firstName.trim(), lastName: input.lastName.trim() };
  const previous = existing.userWithEmail;
  if (previous) {
    const pending = previous.status === 'PENDING_VERIFICATION' && previous.companyId === null && !previous.deletedAt;
    if (!pending) throw TeamMemberErrors.emailExists();
    return decision(
      { userId: previous.id },
      {
        ...changeUser({ companyId: null, actorId: previous.id }, previous, names),
        mail: [signUpCode({ id: previous.id, email, firstName: names.firstName }, visitor)],
      },
    );
  }
  const user: UserRow = {
    id: newId(),
    companyId: null,
    ...names,
    email,
    roles: [],
    permissionV1: [],
    collaboratorPermissions: [],
    status: 'PENDING_VERIFICATION',
    phone: null,
    invitedAt: null,
    lastActiveAt: null,
    deletedAt: null,
  };
  return decision(
    { userId: user.id },
    {
      writes: [{ table: 'users', insert: user }],
      audit: [userAudit({ companyId: null, actorId: user.id }, null, user)],
      mail: [signUpCode(user, visitor)],
    },
  );
};

/**
 * `POST /company/self-serve/resend-email/{id}`: a new code (the previous one stops working), within the
 * per-user and per-address limits of the code service. Only while the address is unverified.
 */
export const resendSignUpCode = (
  _input: { userId: string },
  existing: { user: UserRow | null },
  visitor: Visitor,
): IdentityDecision<{ userId: string; status: 'OTP_SENT' }> => {
  const user = signUpUserOf(existing.user);
  if (user.status !== 'PENDING_VERIFICATION') throw SelfServeErrors.alreadyVerified();
  return decision({ userId: user.id, status: 'OTP_SENT' as const }, { mail: [signUpCode(user, visitor)] });
};

/**
 * `POST /company/self-serve/verify-email-otp`, once the code service accepted the code: the address is
 * verified (the user ACTIVE); verifying again changes nothing. The handler then signs the user in without a
 * company.
 */
export const verifySignUpEmail = (
  _input: { userId: string },
  existing: { user: UserRow | null },
): IdentityDecision<{ userId: string }> => {
  const user = signUpUserOf(existing.user);
  return decision(
    { userId: user.id },
    user.status === 'PENDING_VERIFICATION'
      ? changeUser({ companyId: null, actorId: user.id }, user, { status: 'ACTIVE' })
      : {},
  );
};

/**
 * `POST /company/self-serve/create-company`: the verified sign-up founds a company for their e-mail domain
 * and becomes its Super Admin. The company starts on the default plan's permissions (permissionV2) and
 * onboarding not completed until the questionnaire is answered. A domain some company already owns
 * (`existing.domainOwner`) is refused — the user joins that company instead. (The handler gives the company
 * its default archival reasons and the user a new session, because the access token carries the company.)
 */
export const createCompany = (
  input: { companyName: string; partnerName?: string },
  existing: { user: UserRow | null; domainOwner: { id: string } | null },
  caller: SignUpCaller,
  { newId }: WriteContext,
): IdentityDecision<{ companyId: string }> => {
  if (caller.companyId !== null) throw SelfServeErrors.alreadyInCompany();
  const user = signUpUserOf(existing.user);
  const domain = emailDomainOf(user.email);
  const notWork = validateWorkEmail(user.email);
  if (notWork) throw SelfServeErrors.workEmailRequired(notWork);
  if (existing.domainOwner) throw SelfServeErrors.domainTaken(domain);

  const company = {
    id: newId(),
    name: input.companyName.trim(),
    domain,
    partnerName: input.partnerName?.trim() || null,
    status: 'TRIAL' as const,
    isSelfOnboardingCompleted: false,
    permissionV2: [...DEFAULT_COMPANY_PERMISSIONS],
  };
  const founder = changeUser(
    { companyId: company.id, actorId: user.id },
    user,
    membership(company.id, 'COMPANY_ADMIN'),
  );
  return decision(
    { companyId: company.id },
    {
      writes: [{ table: 'companies', insert: company }, ...founder.writes],
      audit: [
        {
          companyId: company.id,
          actorId: user.id,
          entity: 'company',
          entityId: company.id,
          action: 'create',
          before: null,
          after: company,
        },
        ...founder.audit,
      ],
    },
  );
};

/**
 * `POST /company/self-serve/company-onboarding-responses` (spec 01 §3.13): the founder's answers complete
 * the company's onboarding. The company takes the name given here; the phone becomes the caller's. Sending
 * the answers again replaces them (a retried submission whose answer was lost must not fail), audited as
 * every change is.
 */
export const submitOnboardingResponses = (
  input: OnboardingResponses,
  existing: { company: CompanyRow | null; user: UserRow },
  caller: SignUpCaller,
): IdentityDecision<{ companyId: string; isSelfOnboardingCompleted: true }> => {
  const { company, user } = existing;
  if (!company) throw SelfServeErrors.userNotFound();
  const answers: OnboardingResponses = {
    ...input,
    companyName: input.companyName.trim(),
    phoneNumber: input.phoneNumber.trim(),
    hiringNeeds: [...new Set(input.hiringNeeds)],
  };
  const change = { name: answers.companyName, onboardingResponses: answers, isSelfOnboardingCompleted: true };
  const phone = changeUser({ companyId: company.id, actorId: caller.userId }, user, { phone: answers.phoneNumber });
  return decision(
    { companyId: company.id, isSelfOnboardingCompleted: true as const },
    {
      writes: [{ table: 'companies', update: company.id, set: change }, ...phone.writes],
      audit: [
        {
          companyId: company.id,
          actorId: caller.userId,
          entity: 'company',
          entityId: company.id,
          action: 'update',
          before: {
            name: company.name,
            onboardingResponses: company.onboardingResponses,
            isSelfOnboardingCompleted: false,
          },
          after: change,
        },
        ...phone.audit,
      ],
    },
  );
};

/**
 * `POST /auth/join-as-employee` (spec 01 §2.10, §7.2): a verified sign-up joins the company that owns their
 * e-mail domain as an Employee — the least access; an admin can raise it on the team page. Joining a
 * company that does not own the domain is refused: the domain is what proves the person belongs there.
 * (The handler answers a new session carrying the company.)
 */
export const joinAsEmployee = (
  input: { userId: string; companyId: string },
  existing: { user: UserRow | null; company: CompanyRow | null },
  caller: SignUpCaller,
): IdentityDecision<{ userId: string }> => {
  if (caller.userId !== input.userId) throw SelfServeErrors.userNotFound();
  if (caller.companyId !== null) throw SelfServeErrors.alreadyInCompany();
  const user = signUpUserOf(existing.user);
  const { company } = existing;
  if (!company) throw SelfServeErrors.invalidCompany();
  if (!companyOwnsDomain(company, emailDomainOf(user.email))) throw SelfServeErrors.domainNotOwned();
  return decision(
    { userId: user.id },
    changeUser({ companyId: company.id, actorId: user.id }, user, membership(company.id, 'COMPANY_EMPLOYEE')),
  );
};
