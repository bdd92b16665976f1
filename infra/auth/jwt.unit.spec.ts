import { randomBytes } from 'node:crypto';
import { signJwt, verifyJwt } from './jwt';

describe('HS256 access tokens', () => {
  const key = randomBytes(64);
  const claims = { sub: 'user-1', kind: 'staff', companyId: 'company-1', iat: 1_000, exp: 1_900 };
  const token = signJwt(key, claims);
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it('verifies its own token before expiry, with the claims it was given', () => {
    expect(token.split('.')).toHaveLength(3);
    expect(verifyJwt(key, token, 1_899)).toEqual({ status: 'valid', claims });
  });

  it('tells an expired token (exp reached) from an invalid one', () => {
    expect(verifyJwt(key, token, 1_900)).toEqual({ status: 'expired', claims });
  });

  it('refuses another key, a changed payload, a truncated signature and a malformed token', () => {
    const [header, , signature] = token.split('.');
    expect(verifyJwt(randomBytes(64), token, 1_000).status).toBe('invalid');
    expect(verifyJwt(key, `${header}.${b64({ ...claims, sub: 'admin' })}.${signature}`, 1_000).status).toBe('invalid');
    expect(verifyJwt(key, `${header}.${b64(claims)}.${signature.slice(0, 10)}`, 1_000).status).toBe('invalid');
    expect(verifyJwt(key, 'abc', 1_000).status).toBe('invalid');
    expect(verifyJwt(key, `${token}.extra`, 1_000).status).toBe('invalid');
  });

  it('accepts no other algorithm: alg "none" with no signature and an HS512 header are invalid', () => {
    const [, payload, signature] = token.split('.');
    expect(verifyJwt(key, `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`, 1_000).status).toBe('invalid');
    expect(verifyJwt(key, `${b64({ alg: 'HS512', typ: 'JWT' })}.${payload}.${signature}`, 1_000).status).toBe(
      'invalid',
    );
  });

  it('refuses a correctly signed token without a numeric exp', () => {
    expect(verifyJwt(key, signJwt(key, { sub: 'user-1' }), 1_000).status).toBe('invalid');
    expect(verifyJwt(key, signJwt(key, { sub: 'user-1', exp: '2000' }), 1_000).status).toBe('invalid');
  });
});
