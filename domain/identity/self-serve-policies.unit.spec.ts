import { relationalPolicySpecification } from '../testing/relational-policy-specification';
import { DEFAULT_COMPANY_PERMISSIONS, defaultPermissionsFor } from './default-permissions';
import { userAuditView, type CompanyRow, type UserRow } from './identity-rows';
import {
  createCompany,
  createSignUp,
  joinAsEmployee,
  resendSignUpCode,
  signUpUserOf,
  submitOnboardingResponses,
  verifySignUpEmail,
  type SignUpCaller,
} from './self-serve-policies';
import { SIGN_UP_MESSAGES, type OnboardingResponses } from './self-serve';

const NOW = new Date('2026-01-05T09:00:00Z');
const visitor = { requestedFrom: '203.0.113.7' };

const signUp = (overrides: Partial<UserRow> = {}): UserRow => ({
  id: 'user-1',
  companyId: null,
  firstName: 'Huda',
  lastName: 'Saleh',
  email: 'huda@acme.example',
  roles: [],
  permissionV1: [],
  collaboratorPermissions: [],
  status: 'PENDING_VERIFICATION',
  phone: null,
  invitedAt: null,
  lastActiveAt: null,
  deletedAt: null,
  ...overrides,
});
const verified = (overrides: Partial<UserRow> = {}) => signUp({ status: 'ACTIVE', ...overrides });

const company: CompanyRow = {
  id: 'company-1',
  name: 'Acme Robotics',
  domain: 'acme.example',
  otherEmailDomains: [],
  partnerName: null,
  status: 'TRIAL',
  isSelfOnboardingCompleted: false,
  permissionV2: [...DEFAULT_COMPANY_PERMISSIONS],
  onboardingResponses: null,
};

const withoutCompany: SignUpCaller = { userId: 'user-1', companyId: null };
const code = (user: Pick<UserRow, 'id' | 'firstName'>) => ({
  kind: 'sign-up-code' as const,
  to: 'huda@acme.example',
  firstName: user.firstName,
  userId: user.id,
  requestedFrom: '203.0.113.7',
});

/** The audit entry of `set` applied to `before` by the sign-up user, logged under `companyId`. */
const auditedUpdate = (companyId: string | null, before: UserRow, set: Partial<UserRow>) => ({
  companyId,
  actorId: 'user-1',
  entity: 'user',
  entityId: before.id,
  action: 'update' as const,
  before: userAuditView(before),
  after: userAuditView({ ...before, ...set }),
});

const userNotFound = ['self-serve-user-not-found', SIGN_UP_MESSAGES.userNotFound] as const;

describe('the user of a sign-up in progress (spec 01 §8)', () => {
  it('is a user without a company, not deleted; anyone else is "User ID not found"', () => {
    expect(signUpUserOf(signUp())).toEqual(signUp());
    for (const user of [null, signUp({ deletedAt: NOW }), signUp({ companyId: 'company-1' })])
      expect(() => signUpUserOf(user)).toThrow(SIGN_UP_MESSAGES.userNotFound);
  });
});

describe('starting a sign-up (spec 01 §2.10, §4.15)', () => {
  const spec = relationalPolicySpecification(createSignUp);
  const input = { firstName: ' Huda ', lastName: ' Saleh', email: ' Huda@Acme.example' };

  it('creates a pending user without company, roles or permissions, and e-mails a code', () => {
    const created = signUp({ id: 'new-id-1' });
    spec
      .given({ userWithEmail: null })
      .when(input, visitor)
      .then({
        writes: [{ table: 'users', insert: created }],
        audit: [
          {
            companyId: null,
            actorId: 'new-id-1',
            entity: 'user',
            entityId: 'new-id-1',
            action: 'create',
            before: null,
            after: userAuditView(created),
          },
        ],
        mail: [code(created)],
        result: { userId: 'new-id-1' },
      });
  });

  it('restarts an unverified sign-up with the new names and a new code', () => {
    const before = signUp({ firstName: 'Hoda' });
    spec
      .given({ userWithEmail: before })
      .when(input, visitor)
      .then({
        writes: [{ table: 'users', update: 'user-1', set: { firstName: 'Huda', lastName: 'Saleh' } }],
        audit: [auditedUpdate(null, before, { firstName: 'Huda' })],
        mail: [code(signUp())],
        result: { userId: 'user-1' },
      });
  });

  it('refuses an address any other user holds', () => {
    for (const userWithEmail of [
      verified(),
      signUp({ deletedAt: NOW }),
      signUp({ companyId: 'company-1' }),
      signUp({ status: 'INVITE_SENT', companyId: 'company-1' }),
    ])
      spec.given({ userWithEmail }).when(input, visitor).thenRefuses('user-email-exists', 'User email already exists');
  });
});

describe('resending the sign-up code', () => {
  const spec = relationalPolicySpecification(resendSignUpCode);

  it('e-mails a new code to an unverified sign-up', () => {
    spec
      .given({ user: signUp() })
      .when({ userId: 'user-1' }, visitor)
      .then({
        writes: [],
        audit: [],
        mail: [code(signUp())],
        result: { userId: 'user-1', status: 'OTP_SENT' },
      });
  });

  it('refuses an unknown sign-up and a verified address', () => {
    spec
      .given({ user: null })
      .when({ userId: 'user-1' }, visitor)
      .thenRefuses(...userNotFound);
    spec
      .given({ user: verified() })
      .when({ userId: 'user-1' }, visitor)
      .thenRefuses('self-serve-already-verified', 'This e-mail address is already verified. Please sign in.');
  });
});

describe('verifying the sign-up e-mail', () => {
  const spec = relationalPolicySpecification(verifySignUpEmail);

  it('makes the pending user active, audited', () => {
    spec
      .given({ user: signUp() })
      .when({ userId: 'user-1' }, undefined)
      .then({
        writes: [{ table: 'users', update: 'user-1', set: { status: 'ACTIVE' } }],
        audit: [auditedUpdate(null, signUp(), { status: 'ACTIVE' })],
        mail: [],
        result: { userId: 'user-1' },
      });
  });

  it('changes nothing for a verified address, and refuses an unknown sign-up', () => {
    spec
      .given({ user: verified() })
      .when({ userId: 'user-1' }, undefined)
      .then({
        writes: [],
        audit: [],
        mail: [],
        result: { userId: 'user-1' },
      });
    spec
      .given({ user: null })
      .when({ userId: 'user-1' }, undefined)
      .thenRefuses(...userNotFound);
  });
});

describe('creating the company', () => {
  const spec = relationalPolicySpecification(createCompany);
  const input = { companyName: ' Acme Robotics ', partnerName: '  ' };
  const free = { user: verified(), domainOwner: null };

  it('founds a trial company on the default plan for the e-mail domain, with the user as its Super Admin', () => {
    const founded = {
      id: 'new-id-1',
      name: 'Acme Robotics',
      domain: 'acme.example',
      partnerName: null,
      status: 'TRIAL' as const,
      isSelfOnboardingCompleted: false,
      permissionV2: [...DEFAULT_COMPANY_PERMISSIONS],
    };
    const set = {
      companyId: 'new-id-1',
      roles: ['COMPANY_ADMIN'],
      permissionV1: defaultPermissionsFor('COMPANY_ADMIN'),
      collaboratorPermissions: [],
      status: 'ACTIVE' as const,
    };
    spec
      .given(free)
      .when(input, withoutCompany)
      .then({
        writes: [
          { table: 'companies', insert: founded },
          { table: 'users', update: 'user-1', set },
        ],
        audit: [
          {
            companyId: 'new-id-1',
            actorId: 'user-1',
            entity: 'company',
            entityId: 'new-id-1',
            action: 'create',
            before: null,
            after: founded,
          },
          auditedUpdate('new-id-1', verified(), set),
        ],
        mail: [],
        result: { companyId: 'new-id-1' },
      });
  });

  it('keeps the partner’s name', () => {
    const decided = spec
      .given(free)
      .when({ ...input, partnerName: ' Gulf Partners ' }, withoutCompany)
      .decide();
    expect(decided.writes[0]).toEqual({
      table: 'companies',
      insert: expect.objectContaining({ partnerName: 'Gulf Partners' }),
    });
  });

  it('refuses a caller who has a company, and an unknown sign-up', () => {
    spec
      .given(free)
      .when(input, { ...withoutCompany, companyId: 'company-1' })
      .thenRefuses('self-serve-already-in-company', 'You already belong to a company');
    spec
      .given({ user: null, domainOwner: null })
      .when(input, withoutCompany)
      .thenRefuses(...userNotFound);
  });

  it('refuses a free mail domain, and a domain a company already owns', () => {
    spec
      .given({ user: verified({ email: 'huda@gmail.com' }), domainOwner: null })
      .when(input, withoutCompany)
      .thenRefuses('work-email-required', 'Please enter your work email address');
    spec
      .given({ user: verified(), domainOwner: { id: 'company-1' } })
      .when(input, withoutCompany)
      .thenRefuses(
        'self-serve-domain-taken',
        'A company already exists for acme.example. Join it as an employee instead.',
      );
  });
});

describe('the onboarding questionnaire (spec 01 §3.13)', () => {
  const spec = relationalPolicySpecification(submitOnboardingResponses);
  const founder = verified({ companyId: 'company-1', roles: ['COMPANY_ADMIN'] });
  const answers: OnboardingResponses = {
    companyName: ' Acme Robotics Ltd ',
    atsUsage: 'inHouseRecruitment',
    currentRole: 'founderCLevel',
    companySize: 'between10And50',
    hiringNeeds: ['firstTimeUsingATS', 'firstTimeUsingATS', 'reducingHiringCosts'],
    phoneNumber: ' +971501234567 ',
  };

  it('completes onboarding with the trimmed answers, renames the company and keeps the phone as the caller’s', () => {
    const stored = {
      ...answers,
      companyName: 'Acme Robotics Ltd',
      phoneNumber: '+971501234567',
      hiringNeeds: ['firstTimeUsingATS', 'reducingHiringCosts'],
    };
    const change = { name: 'Acme Robotics Ltd', onboardingResponses: stored, isSelfOnboardingCompleted: true };
    spec
      .given({ company, user: founder })
      .when(answers, { userId: 'user-1', companyId: 'company-1' })
      .then({
        writes: [
          { table: 'companies', update: 'company-1', set: change },
          { table: 'users', update: 'user-1', set: { phone: '+971501234567' } },
        ],
        audit: [
          {
            companyId: 'company-1',
            actorId: 'user-1',
            entity: 'company',
            entityId: 'company-1',
            action: 'update',
            before: { name: 'Acme Robotics', onboardingResponses: null, isSelfOnboardingCompleted: false },
            after: change,
          },
          auditedUpdate('company-1', founder, { phone: '+971501234567' }),
        ],
        mail: [],
        result: { companyId: 'company-1', isSelfOnboardingCompleted: true },
      });
  });

  it('refuses when the caller’s company is gone', () => {
    spec
      .given({ company: null, user: founder })
      .when(answers, { userId: 'user-1', companyId: 'company-1' })
      .thenRefuses(...userNotFound);
  });
});

describe('joining as an employee (spec 01 §2.10, §7.2)', () => {
  const spec = relationalPolicySpecification(joinAsEmployee);
  const input = { userId: 'user-1', companyId: 'company-1' };

  it('makes the user an active Employee of the company that owns their domain', () => {
    const set = {
      companyId: 'company-1',
      roles: ['COMPANY_EMPLOYEE'],
      permissionV1: defaultPermissionsFor('COMPANY_EMPLOYEE'),
      collaboratorPermissions: [],
      status: 'ACTIVE' as const,
    };
    spec
      .given({ user: verified(), company })
      .when(input, withoutCompany)
      .then({
        writes: [{ table: 'users', update: 'user-1', set }],
        audit: [auditedUpdate('company-1', verified(), set)],
        mail: [],
        result: { userId: 'user-1' },
      });
  });

  it('is only about oneself, and only without a company', () => {
    spec
      .given({ user: verified(), company })
      .when({ ...input, userId: 'user-2' }, withoutCompany)
      .thenRefuses(...userNotFound);
    spec
      .given({ user: verified(), company })
      .when(input, { ...withoutCompany, companyId: 'company-2' })
      .thenRefuses('self-serve-already-in-company', 'You already belong to a company');
  });

  it('refuses an unknown company, and one that does not own the e-mail domain', () => {
    spec
      .given({ user: verified(), company: null })
      .when(input, withoutCompany)
      .thenRefuses('invalid-company-id', 'Invalid company ID');
    spec
      .given({ user: verified(), company: { ...company, domain: 'other.example' } })
      .when(input, withoutCompany)
      .thenRefuses('self-serve-domain-not-owned', 'This company does not own your e-mail domain');
  });
});
