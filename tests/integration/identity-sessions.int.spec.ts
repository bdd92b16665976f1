import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { signAccessToken } from '@ats/infra/auth';
import { createDataSource } from '@ats/infra/db/data-source';
import { seedCompany } from '@ats/infra/db/seed';
import { readSignInCode } from '@ats/infra/runtime/api-sign-in';
import { anonymousApi, apiAs, apiWithToken, refreshTokens, signIn, testClientAddress } from './support';

/** Sign-in by e-mail code, tokens, refresh and logout over HTTP (docs/api.md "Identity", spec 01 §4.2, §7.2, §8). */
// The limits the API under test runs with (tests/test-env.ts).
const CODES_PER_USER = Number(process.env.ATS_OTP_MAX_PER_WINDOW ?? 5);
const CODES_PER_ADDRESS = Number(process.env.ATS_OTP_MAX_PER_ADDRESS ?? 20);
// Enough people behind one office address that the address reaches its limit before any one of them does.
const DESKS = Array.from({ length: Math.floor((CODES_PER_ADDRESS - 1) / CODES_PER_USER) + 1 }, (_, index) => `desk${index + 1}`);

describe('identity: sign-in and sessions', () => {
  let dataSource: DataSource;
  let domain: string;
  let userIds: Record<string, string>;
  const email = (local: string) => `${local}@${domain}`;

  beforeAll(async () => {
    dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 2 });
    await dataSource.initialize();
    domain = `sessions-${randomUUID().slice(0, 8)}.test`;
    const users = [
      'admin',
      'employee',
      'locked',
      'limited',
      ...DESKS,
      'office4',
      'gone',
      'rotating',
      'expiring',
    ].map((local) => ({
      firstName: local,
      lastName: 'Tester',
      email: `${local}@${domain}`,
      roles: [local === 'employee' ? 'COMPANY_EMPLOYEE' : 'COMPANY_ADMIN'],
    }));
    ({ userIds } = await seedCompany(dataSource, { name: 'Sessions company', domain, users }));
    await dataSource.query(`UPDATE users SET deleted_at = now() WHERE id = $1`, [userIds[email('gone')]]);
  });

  afterAll(() => dataSource.destroy());

  const requestCode = (address: string, from = testClientAddress()) =>
    anonymousApi().post('/auth/otp/login', { email: address }, { 'x-forwarded-for': from });
  const verify = (userId: string, otp: string) => anonymousApi().post('/auth/user/verify', { userId, otp });
  const codeFor = async (address: string) => {
    const since = new Date();
    const requested = await requestCode(address);
    expect(requested.status).toBe(200);
    return {
      userId: requested.body.userId as string,
      code: await readSignInCode(process.env.DATABASE_URL as string, address, since),
    };
  };
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  describe('without a valid token', () => {
    it('answers 401 with no token, a malformed one, a forged signature or alg "none"', async () => {
      const { accessToken } = await signIn(email('admin'));
      const [header, payload] = accessToken.split('.');
      const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
      for (const api of [
        anonymousApi(),
        apiWithToken('not-a-token'),
        apiWithToken(`${header}.${payload}.${'A'.repeat(43)}`),
        apiWithToken(none),
      ]) {
        const response = await api.get('/users/me');
        expect(response.status).toBe(401);
        expect(response.body).toMatchObject({
          statusCode: 401,
          success: false,
          errorCode: 'unauthorized',
          path: '/api/users/me',
        });
      }
    });

    it('keeps the public routes open: health and docs', async () => {
      expect((await anonymousApi().get('/health')).status).not.toBe(401);
      expect((await fetch(`${process.env.API_URL}/api/docs-json`)).status).toBe(200);
    });
  });

  describe('POST /auth/otp/login and /auth/user/verify', () => {
    it('e-mails a code through the outbox and verifies it into a token pair; /users/me has every field of 01 §3.1', async () => {
      const { userId, code } = await codeFor(email('admin'));
      expect(userId).toBe(userIds[email('admin')]);
      const stored: Array<{ code_hash: string }> = await dataSource.query(
        `SELECT code_hash FROM auth_otp_codes WHERE user_id = $1`,
        [userId],
      );
      expect(stored.every((row) => !row.code_hash.includes(code))).toBe(true);

      const verified = await verify(userId, code);
      expect(verified.status).toBe(200);
      expect(verified.body.status).toBe('VERIFIED');
      expect(Object.keys(verified.body.token).sort()).toEqual(['accessToken', 'refreshToken']);
      const claims = JSON.parse(Buffer.from(verified.body.token.accessToken.split('.')[1], 'base64url').toString());
      expect(claims).toMatchObject({ sub: userId, kind: 'staff', companyId: expect.any(String) });
      expect(claims.exp - claims.iat).toBe(900);

      const me = await apiWithToken(verified.body.token.accessToken).get('/users/me');
      expect(me.status).toBe(200);
      expect(Object.keys(me.body).sort()).toEqual(
        [
          'id',
          'firstName',
          'lastName',
          'name',
          'username',
          'email',
          'avatar',
          'roles',
          'permissionV1',
          'permissionV2',
          'permissionV2Enabled',
          'companyId',
          'companyName',
          'collaboratorPermissionsV1',
          'jobCollaborationPermissionsV1',
          'access',
          'roleAccess',
          'timezone',
          'emailSignature',
          'isSelfOnboardingCompleted',
        ].sort(),
      );
      expect(me.body).toMatchObject({
        id: userId,
        name: 'admin Tester',
        email: email('admin'),
        roles: ['COMPANY_ADMIN'],
        permissionV1: ['COMPANY::*', 'USER::*'],
        companyName: 'Sessions company',
        access: 'FULL_ACCESS',
        roleAccess: 'COMPANY_ADMIN',
      });
      expect(me.body.permissionV2).toContain('COMPANY::NOTIFICATION::*');
      const [{ last_active_at }] = await dataSource.query(`SELECT last_active_at FROM users WHERE id = $1`, [userId]);
      expect(last_active_at).not.toBeNull();
    });

    it('refuses a used code: "Failed to verify code. Please try again."', async () => {
      const { userId, code } = await codeFor(email('admin'));
      expect((await verify(userId, code)).status).toBe(200);
      const again = await verify(userId, code);
      expect(again.status).toBe(400);
      expect(again.body.message).toBe('Failed to verify code. Please try again.');
    });

    it('refuses an expired code the same way', async () => {
      const { userId, code } = await codeFor(email('admin'));
      await dataSource.query(
        `UPDATE auth_otp_codes SET expires_at = now() - interval '1 second' WHERE user_id = $1 AND consumed_at IS NULL`,
        [userId],
      );
      const expired = await verify(userId, code);
      expect(expired.status).toBe(400);
      expect(expired.body.message).toBe('Failed to verify code. Please try again.');
    });

    it('a new code supersedes the previous one', async () => {
      const first = await codeFor(email('admin'));
      const second = await codeFor(email('admin'));
      if (first.code !== second.code) expect((await verify(first.userId, first.code)).status).toBe(400);
      expect((await verify(second.userId, second.code)).status).toBe(200);
    });

    it('locks a code after 5 wrong ones (429); the right code is then refused until a new one is requested', async () => {
      const { userId, code } = await codeFor(email('locked'));
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        const wrong = await verify(userId, wrongCode(code));
        expect(wrong.status).toBe(400);
        expect(wrong.body.message).toBe('Invalid verification code. Please try again.');
      }
      const fifth = await verify(userId, wrongCode(code));
      expect(fifth.status).toBe(429);
      const right = await verify(userId, code);
      expect(right.status).toBe(429);
      expect(right.body.errorCode).toBe('otp-locked');

      const fresh = await codeFor(email('locked'));
      expect((await verify(fresh.userId, fresh.code)).status).toBe(200);
    });

    it('tells an unregistered company domain (400) from an unknown or deleted user of a registered one (403)', async () => {
      const unknownDomain = `nobody-${randomUUID().slice(0, 6)}.example`;
      const unregistered = await requestCode(`someone@${unknownDomain}`);
      expect(unregistered.status).toBe(400);
      expect(unregistered.body.message).toBe(
        `Company domain ${unknownDomain} is not registered. Please check the email address or contact your administrator.`,
      );
      for (const address of [email('stranger'), email('gone')]) {
        const denied = await requestCode(address);
        expect(denied.status).toBe(403);
        expect(denied.body.message).toBe('Access denied');
      }
    });

    it(`limits codes per user: past ATS_OTP_MAX_PER_WINDOW in the window, 429 whatever the address`, async () => {
      const limit = CODES_PER_USER;
      for (let index = 0; index < limit; index += 1) expect((await requestCode(email('limited'))).status).toBe(200);
      const refused = await requestCode(email('limited'));
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe('Too many verification codes requested. Please try again later.');
      expect((await requestCode(email('office4'))).status).toBe(200);
    });

    it('limits codes per requesting address: past ATS_OTP_MAX_PER_ADDRESS, 429 for any user from it, not from elsewhere', async () => {
      const limit = CODES_PER_ADDRESS;
      const office = testClientAddress();
      const users = DESKS.map(email);
      for (let index = 0; index < limit; index += 1)
        expect((await requestCode(users[index % users.length], office)).status).toBe(200);
      expect((await requestCode(users[0], office)).status).toBe(429);
      expect((await requestCode(email('office4'), office)).status).toBe(429);
      expect((await requestCode(email('office4'), testClientAddress())).status).toBe(200);
    });
  });

  describe('tokens', () => {
    it('an expired access token answers 499 "token-expired"; the client refreshes once and the retry works', async () => {
      const { refreshToken } = await signIn(email('expiring'));
      const userId = userIds[email('expiring')];
      const [{ company_id: companyId }] = await dataSource.query(`SELECT company_id FROM users WHERE id = $1`, [
        userId,
      ]);
      const expired = await signAccessToken(
        dataSource.manager,
        { sub: userId, kind: 'staff', companyId },
        { now: new Date(Date.now() - 3_600_000), ttlSeconds: 60 },
      );

      const first = await apiWithToken(expired).get('/users/me');
      expect(first.status).toBe(499);
      expect(first.body.errorCode).toBe('token-expired');

      const refreshed = await refreshTokens(refreshToken);
      expect(refreshed.status).toBe(200);
      const retry = await apiWithToken(refreshed.body.accessToken).get('/users/me');
      expect(retry.status).toBe(200);
      expect(retry.body.id).toBe(userId);
    });

    it('an access token issued with a short TTL expires into 499 on its own', async () => {
      const userId = userIds[email('expiring')];
      const [{ company_id: companyId }] = await dataSource.query(`SELECT company_id FROM users WHERE id = $1`, [
        userId,
      ]);
      const short = await signAccessToken(
        dataSource.manager,
        { sub: userId, kind: 'staff', companyId },
        { ttlSeconds: 1 },
      );
      expect((await apiWithToken(short).get('/users/me')).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      expect((await apiWithToken(short).get('/users/me')).status).toBe(499);
    });

    it('rotates the refresh token on every refresh; reusing a rotated one revokes the whole family', async () => {
      const { userId, code } = await codeFor(email('rotating'));
      const { token } = (await verify(userId, code)).body;
      const second = await refreshTokens(token.refreshToken);
      expect(second.status).toBe(200);
      expect(second.body.refreshToken).not.toBe(token.refreshToken);
      const third = await refreshTokens(second.body.refreshToken);
      expect(third.status).toBe(200);

      const replayed = await refreshTokens(token.refreshToken);
      expect(replayed.status).toBe(400);
      expect(replayed.body.message).toBe('Session Expired Please login!');
      // The thief's replay signed out the holder of the newest token too.
      expect((await refreshTokens(third.body.refreshToken)).status).toBe(400);
    });

    it('refuses a refresh without a token or with an unknown one: "Session Expired Please login!"', async () => {
      const missing = await anonymousApi().get('/auth/login/refresh-token');
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe('Session Expired Please login!');
      expect((await refreshTokens('unknown-token')).status).toBe(400);
      // An access token is no refresh token.
      expect((await refreshTokens((await signIn(email('admin'))).accessToken)).status).toBe(400);
    });

    it("logout revokes the session's refresh token; it needs a token of its own", async () => {
      const { userId, code } = await codeFor(email('rotating'));
      const { token } = (await verify(userId, code)).body;
      expect((await anonymousApi().post('/auth/logout', { refreshToken: token.refreshToken })).status).toBe(401);
      const out = await apiWithToken(token.accessToken).post('/auth/logout', { refreshToken: token.refreshToken });
      expect(out.status).toBe(200);
      expect((await refreshTokens(token.refreshToken)).status).toBe(400);
    });

    it("a deleted user's token stops working at once", async () => {
      const { userId, code } = await codeFor(email('office4'));
      const { token } = (await verify(userId, code)).body;
      expect((await apiWithToken(token.accessToken).get('/users/me')).status).toBe(200);
      await dataSource.query(`UPDATE users SET deleted_at = now() WHERE id = $1`, [userId]);
      try {
        expect((await apiWithToken(token.accessToken).get('/users/me')).status).toBe(401);
        expect((await refreshTokens(token.refreshToken)).status).toBe(400);
      } finally {
        await dataSource.query(`UPDATE users SET deleted_at = NULL WHERE id = $1`, [userId]);
      }
    });
  });

  describe('candidate tokens', () => {
    it('issues a candidate pair only for the e-mailed code; staff routes refuse it, and it refreshes as a candidate pair', async () => {
      const address = `candidate.${randomUUID().slice(0, 6)}@example.com`;
      const since = new Date();
      const created = await anonymousApi().post('/auth/candidate/get-or-create', {
        email: address,
        firstName: 'Layla',
      });
      expect(created.status).toBe(200);
      // An e-mail address alone opens nothing: no token until the code comes back.
      expect(created.body).toEqual({ status: 'OTP_SENT', candidateUserId: expect.any(String) });
      const code = await readSignInCode(process.env.DATABASE_URL as string, address, since);
      const wrong = await anonymousApi().post('/auth/candidate/verify', { candidateUserId: created.body.candidateUserId, otp: code === '000000' ? '111111' : '000000' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.token).toBeUndefined();
      const again = await anonymousApi().post('/auth/candidate/get-or-create', { email: address.toUpperCase() });
      expect(again.body.candidateUserId).toBe(created.body.candidateUserId);
      const latest = await readSignInCode(process.env.DATABASE_URL as string, address, new Date());
      const verified = await anonymousApi().post('/auth/candidate/verify', { candidateUserId: created.body.candidateUserId, otp: latest });
      expect(verified.status).toBe(200);
      expect((await anonymousApi().post('/auth/candidate/verify', { candidateUserId: created.body.candidateUserId, otp: latest })).status).toBe(400);
      created.body.token = verified.body.token;

      const candidate = apiWithToken(created.body.token.accessToken);
      for (const path of ['/users/me', '/job-applications', '/company-roles/dropdown', '/inbox']) {
        const refused = await candidate.get(path);
        expect(refused.status).toBe(403);
        expect(refused.body.message).toBe('Access denied');
      }
      const refreshed = await refreshTokens(created.body.token.refreshToken);
      expect(refreshed.status).toBe(200);
      const claims = JSON.parse(Buffer.from(refreshed.body.accessToken.split('.')[1], 'base64url').toString());
      expect(claims).toMatchObject({ sub: created.body.candidateUserId, kind: 'candidate', companyId: null });
      expect(
        (
          await apiWithToken(refreshed.body.accessToken).post('/auth/logout', {
            refreshToken: refreshed.body.refreshToken,
          })
        ).status,
      ).toBe(200);
    });
  });

  describe('users without a company (a self-serve sign-up in progress)', () => {
    it('may read /users/me but no company route', async () => {
      const address = `founder@solo-${randomUUID().slice(0, 6)}.test`;
      const id = randomUUID();
      await dataSource.query(
        `INSERT INTO users (id, company_id, first_name, last_name, email, roles) VALUES ($1, NULL, 'Solo', 'Founder', $2, '{}')`,
        [id, address],
      );
      const api = apiAs(address);
      const me = await api.get('/users/me');
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({
        id,
        companyId: null,
        companyName: null,
        permissionV2: [],
        isSelfOnboardingCompleted: false,
      });
      expect((await api.get('/inbox')).status).toBe(403);
      expect((await api.get('/company-roles/dropdown')).status).toBe(403);
    });
  });
});
