import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { DEFAULT_COMPANY_PERMISSIONS } from '@ats/domain/identity';
import { DEFAULT_ARCHIVAL_REASONS } from '@ats/infra/db/entities/archival-reason.entity';
import { createDataSource } from '@ats/infra/db/data-source';
import { anonymousApi, apiWithToken, createTestCompany, testClientAddress, type ApiClient } from './support';

type TokenPair = { accessToken: string; refreshToken: string };

/**
 * Self-serve sign-up through HTTP (spec 01 §2.10, §3.13, §4.15, §5.1, §5.5): a work e-mail, the code read
 * from the e-mail in the outbox, verification, the company domain check, creating a company or joining the
 * one that owns the domain, and the onboarding questionnaire.
 */
describe('self-serve sign-up', () => {
  let dataSource: DataSource;
  // Each sign-up comes from its own client address, as separate people's would (codes are limited per address).
  const visitor = (): ApiClient & { address: string } => {
    const address = testClientAddress();
    const api = anonymousApi();
    const headers = { 'x-forwarded-for': address };
    return { ...api, address, post: (path, body) => api.post(path, body, headers) };
  };
  const signedIn = (token: TokenPair) => apiWithToken(token.accessToken);

  /** The newest code e-mailed to `to` for a sign-up, as the person reads it in the development mailbox. */
  const signUpCode = async (to: string): Promise<string> => {
    const response = await anonymousApi().get(`/dev-mailbox?to=${encodeURIComponent(to)}`);
    expect(response.status).toBe(200);
    const mail = response.body.messages.find((message: { subject: string }) =>
      message.subject.startsWith('Verify your e-mail address'),
    );
    const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
    if (!code) throw new Error(`no sign-up code for ${to}`);
    return code;
  };

  const signUp = async (email: string, overrides: Record<string, unknown> = {}) => {
    const api = visitor();
    const created = await api.post('/company/self-serve/create', {
      firstName: 'Huda',
      lastName: 'Saleh',
      email,
      companyName: 'Acme Robotics',
      ...overrides,
    });
    return { api, created };
  };

  /** Sign-up up to a verified session without a company. */
  const verifiedSignUp = async (email: string, firstName = 'Huda') => {
    const { api, created } = await signUp(email, { firstName });
    expect(created.status).toBe(201);
    const verified = await api.post('/company/self-serve/verify-email-otp', {
      userId: created.body.userId,
      otp: await signUpCode(email),
    });
    expect(verified.status).toBe(200);
    return { userId: created.body.userId as string, token: verified.body.token as TokenPair };
  };

  const auditActions = async (entityId: string): Promise<string[]> =>
    (await dataSource.query(`SELECT action FROM audit_log WHERE entity_id = $1 ORDER BY id`, [entityId])).map(
      (row: { action: string }) => row.action,
    );

  beforeAll(async () => {
    dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 2 });
    await dataSource.initialize();
  });

  afterAll(async () => {
    await dataSource.destroy();
  });

  describe('refusals before anything is created', () => {
    it.each(['gmail.com', 'hotmail.com', 'proton.me', 'yahoo.com', 'yahoo.co.uk', 'YAHOO.fr'])(
      'refuses the free mail domain %s',
      async (domain) => {
        const email = `huda.${randomUUID().slice(0, 6)}@${domain}`;
        const { created } = await signUp(email);
        expect(created.status).toBe(400);
        expect(created.body).toMatchObject({
          message: 'Please enter your work email address',
          success: false,
          errorCode: 'validation',
        });
        expect(await dataSource.query(`SELECT 1 FROM users WHERE email = $1`, [email.toLowerCase()])).toHaveLength(0);
      },
    );

    it.each([
      ['firstName', { firstName: ' ' }, 'Please input first name'],
      ['lastName', { lastName: undefined }, 'Please input last name'],
      ['email', { email: '' }, 'Please enter valid email'],
      ['email format', { email: 'huda-at-acme' }, 'Please enter a valid email address'],
      ['companyName', { companyName: '' }, 'Please input company name'],
    ])('requires %s', async (_field, overrides, message) => {
      const { created } = await signUp(`huda@required-${randomUUID().slice(0, 6)}.test`, overrides);
      expect(created.status).toBe(400);
      expect(created.body.message).toBe(message);
    });

    it('answers the spec’s message for an unknown sign-up', async () => {
      const api = visitor();
      for (const response of [
        await api.post('/company/self-serve/verify-email-otp', { userId: randomUUID(), otp: '123456' }),
        await api.post(`/company/self-serve/resend-email/${randomUUID()}`),
        await api.post('/company/self-serve/resend-email/not-a-uuid'),
      ]) {
        expect(response.status).toBe(404);
        expect(response.body.message).toBe('User ID not found. Please try again or restart the onboarding process.');
      }
    });
  });

  describe('creating a company', () => {
    const domain = `acme-${randomUUID().slice(0, 8)}.test`;
    const founderEmail = `Huda.Saleh@${domain.toUpperCase()}`;
    let userId: string;
    let session: TokenPair;
    let companyId: string;

    it('creates a pending user without a company and e-mails a code', async () => {
      const { created } = await signUp(founderEmail);
      expect(created.status).toBe(201);
      userId = created.body.userId;
      const [user] = await dataSource.query(`SELECT company_id, roles, status, email FROM users WHERE id = $1`, [
        userId,
      ]);
      expect(user).toEqual({
        company_id: null,
        roles: [],
        status: 'PENDING_VERIFICATION',
        email: founderEmail.toLowerCase(),
      });
      const [mail] = await dataSource.query(
        `SELECT kind, subject, text_body FROM mail_outbox WHERE to_address = $1 ORDER BY created_at DESC LIMIT 1`,
        [founderEmail.toLowerCase()],
      );
      expect(mail.kind).toBe('SIGNUP_OTP');
      expect(mail.text_body).toContain('Hello Huda,');
      expect(await auditActions(userId)).toEqual(['create']);
    });

    it('restarts a sign-up that was never verified instead of refusing the address', async () => {
      const { created } = await signUp(founderEmail, { firstName: 'Huda', lastName: 'Saleh-Nour' });
      expect(created.status).toBe(201);
      expect(created.body.userId).toBe(userId);
      const [user] = await dataSource.query(`SELECT last_name FROM users WHERE id = $1`, [userId]);
      expect(user.last_name).toBe('Saleh-Nour');
    });

    it('refuses a wrong code, then verifies with the resent one and signs in without a company', async () => {
      const api = visitor();
      const first = await signUpCode(founderEmail);
      const wrong = await api.post('/company/self-serve/verify-email-otp', {
        userId,
        otp: first === '000000' ? '111111' : '000000',
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('Invalid verification code. Please try again.');

      const resent = await api.post(`/company/self-serve/resend-email/${userId}`);
      expect(resent.status).toBe(200);
      const code = await signUpCode(founderEmail);
      const verified = await api.post('/company/self-serve/verify-email-otp', { userId, otp: code });
      expect(verified.status).toBe(200);
      expect(verified.body.userId).toBe(userId);
      session = verified.body.token;
      expect(session).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String) });

      // Verified now: no second code, and the sign-in without a company opens no company route.
      expect((await api.post(`/company/self-serve/resend-email/${userId}`)).status).toBe(400);
      expect((await signedIn(session).get('/company-roles/company-users/v1')).status).toBe(403);
    });

    it('finds no company for the domain, and answers only about oneself', async () => {
      const check = await signedIn(session).post('/company/self-serve/check-company-domain', { userId });
      expect(check.status).toBe(200);
      expect(check.body).toEqual({ exists: false });
      const other = await signedIn(session).post('/company/self-serve/check-company-domain', { userId: randomUUID() });
      expect(other.status).toBe(404);
      expect((await anonymousApi().post('/company/self-serve/check-company-domain', { userId })).status).toBe(401);
    });

    it('creates the company for the e-mail domain with the user as its Super Admin', async () => {
      expect(
        (await signedIn(session).post('/company/self-serve/create-company', { companyName: '' })).body.message,
      ).toBe('Please input company name');
      const created = await signedIn(session).post('/company/self-serve/create-company', {
        companyName: 'Acme Robotics',
      });
      expect(created.status).toBe(201);
      companyId = created.body.companyId;
      session = created.body.token;

      const [company] = await dataSource.query(
        `SELECT name, domain, status, permission_v2, is_self_onboarding_completed FROM companies WHERE id = $1`,
        [companyId],
      );
      expect(company).toEqual({
        name: 'Acme Robotics',
        domain,
        status: 'TRIAL',
        permission_v2: [...DEFAULT_COMPANY_PERMISSIONS],
        is_self_onboarding_completed: false,
      });
      const [user] = await dataSource.query(`SELECT company_id, roles, status FROM users WHERE id = $1`, [userId]);
      expect(user).toEqual({ company_id: companyId, roles: ['COMPANY_ADMIN'], status: 'ACTIVE' });

      const reasons = await signedIn(session).get('/archival-reasons/company');
      expect(reasons.status).toBe(200);
      expect(reasons.body.map((reason: { text: string }) => reason.text).sort()).toEqual(
        [...DEFAULT_ARCHIVAL_REASONS].sort(),
      );

      const audited = await dataSource.query(
        `SELECT entity, action FROM audit_log WHERE company_id = $1 AND entity IN ('company', 'user') ORDER BY id`,
        [companyId],
      );
      expect(audited).toEqual([
        { entity: 'company', action: 'create' },
        { entity: 'user', action: 'update' },
      ]);
    });

    it('refuses a second company, and the address for a new sign-up', async () => {
      const again = await signedIn(session).post('/company/self-serve/create-company', { companyName: 'Acme Two' });
      expect(again.status).toBe(409);
      const { created } = await signUp(founderEmail);
      expect(created.status).toBe(400);
      expect(created.body.message).toBe('User email already exists');
    });

    it('validates the onboarding answers (spec 01 §3.13, §5.3)', async () => {
      const answers = {
        companyName: 'Acme Robotics LLC',
        atsUsage: 'inHouseRecruitment',
        currentRole: 'founderCLevel',
        companySize: 'between10And50',
        hiringNeeds: ['replacingCurrentATS', 'hiringMoreEfficiently'],
        phoneNumber: '+971 501234567',
      };
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ atsUsage: 'agency' }, 'Please enter valid input'],
        [{ currentRole: 'ceo' }, 'Please enter valid input'],
        [{ companySize: 'huge' }, 'Please enter valid input'],
        [{ hiringNeeds: [] }, 'Please enter valid input'],
        [{ hiringNeeds: ['faster'] }, 'Please enter valid input'],
        [{ phoneNumber: '' }, 'Please enter valid phone number'],
        [{ phoneNumber: '501234567' }, 'Missing country code. Ex: "+971 501234567" or +1 501234567'],
        [{ phoneNumber: '+971 50#1234' }, "Invalid characters. Use only digits, '+', '-', '()', and spaces."],
        [{ companyName: ' ' }, 'Please input company name'],
      ];
      for (const [override, message] of cases) {
        const response = await signedIn(session).post('/company/self-serve/company-onboarding-responses', {
          ...answers,
          ...override,
        });
        expect({ override, status: response.status, message: response.body.message }).toEqual({
          override,
          status: 400,
          message,
        });
      }

      const done = await signedIn(session).post('/company/self-serve/company-onboarding-responses', answers);
      expect(done.status).toBe(200);
      expect(done.body).toEqual({ companyId, isSelfOnboardingCompleted: true });
      const [company] = await dataSource.query(
        `SELECT name, is_self_onboarding_completed, onboarding_responses FROM companies WHERE id = $1`,
        [companyId],
      );
      expect(company).toEqual({
        name: 'Acme Robotics LLC',
        is_self_onboarding_completed: true,
        onboarding_responses: answers,
      });
      const [user] = await dataSource.query(`SELECT phone FROM users WHERE id = $1`, [userId]);
      expect(user.phone).toBe('+971 501234567');
      // A retried submission succeeds and replaces the answers.
      const again = await signedIn(session).post('/company/self-serve/company-onboarding-responses', {
        ...answers,
        companySize: 'between51And200',
      });
      expect(again.status).toBe(200);
      const [after] = await dataSource.query(`SELECT onboarding_responses FROM companies WHERE id = $1`, [companyId]);
      expect(after.onboarding_responses.companySize).toBe('between51And200');
      const audited = await dataSource.query(
        `SELECT action FROM audit_log WHERE entity = 'company' AND entity_id = $1 ORDER BY id`,
        [companyId],
      );
      expect(audited.map((row: { action: string }) => row.action)).toEqual(['create', 'update', 'update']);
    });

    it('shows the founder as the COMPANY_ADMIN of the new company', async () => {
      const me = await signedIn(session).get('/users/me');
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({
        id: userId,
        email: founderEmail.toLowerCase(),
        companyId,
        companyName: 'Acme Robotics LLC',
        roles: ['COMPANY_ADMIN'],
        isSelfOnboardingCompleted: true,
      });
    });

    describe('joining as an employee', () => {
      let colleague: { userId: string; token: TokenPair };

      beforeAll(async () => {
        colleague = await verifiedSignUp(`omar@${domain}`, 'Omar');
      });

      it('offers the company that owns the e-mail domain, and refuses founding another', async () => {
        const check = await signedIn(colleague.token).post('/company/self-serve/check-company-domain', {
          userId: colleague.userId,
        });
        expect(check.body).toEqual({ exists: true, companyId, companyName: 'Acme Robotics LLC' });
        const create = await signedIn(colleague.token).post('/company/self-serve/create-company', {
          companyName: 'Acme Again',
        });
        expect(create.status).toBe(409);
        expect(create.body.message).toBe(`A company already exists for ${domain}. Join it as an employee instead.`);
      });

      it('refuses a company that does not own the domain, an unknown one, and someone else’s sign-up', async () => {
        const other = await createTestCompany('not-owner');
        const wrongCompany = await signedIn(colleague.token).post('/auth/join-as-employee', {
          userId: colleague.userId,
          companyId: other.companyId,
        });
        expect(wrongCompany.status).toBe(403);
        expect(wrongCompany.body.message).toBe('This company does not own your e-mail domain');
        const unknown = await signedIn(colleague.token).post('/auth/join-as-employee', {
          userId: colleague.userId,
          companyId: randomUUID(),
        });
        expect(unknown.status).toBe(404);
        expect(unknown.body.message).toBe('Invalid company ID');
        const someoneElse = await signedIn(colleague.token).post('/auth/join-as-employee', { userId, companyId });
        expect(someoneElse.status).toBe(404);
      });

      it('joins the company owning the domain as COMPANY_EMPLOYEE', async () => {
        const joined = await signedIn(colleague.token).post('/auth/join-as-employee', {
          userId: colleague.userId,
          companyId,
        });
        expect(joined.status).toBe(200);
        const me = await signedIn(joined.body.token).get('/users/me');
        expect(me.body).toMatchObject({ id: colleague.userId, companyId, roles: ['COMPANY_EMPLOYEE'] });
        expect(await auditActions(colleague.userId)).toEqual(['create', 'update', 'update']);
        // The founder sees the new colleague on the team page.
        const team = await signedIn(session).get('/company-roles/company-users/v1?accessType=COMPANY_EMPLOYEE');
        expect(team.body.data.map((member: { email: string }) => member.email)).toEqual([`omar@${domain}`]);
      });
    });
  });
});
