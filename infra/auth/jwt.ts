import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a verified token says; `status` tells an expired token (499) from an invalid one (401). */
export type JwtVerification<T> =
  { status: 'valid'; claims: T } | { status: 'expired'; claims: T } | { status: 'invalid' };

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

const signature = (key: Buffer, signingInput: string) => createHmac('sha256', key).update(signingInput).digest();

/** Compact JWS with HS256 (RFC 7519); only this header is ever produced or accepted. */
export const signJwt = (key: Buffer, claims: Record<string, unknown>): string => {
  const signingInput = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${signingInput}.${signature(key, signingInput).toString('base64url')}`;
};

export const verifyJwt = <T extends { exp: number }>(
  key: Buffer,
  token: string,
  nowSeconds: number,
): JwtVerification<T> => {
  const parts = token.split('.');
  if (parts.length !== 3) return { status: 'invalid' };
  const [header, payload, given] = parts;
  // Comparing the header verbatim refuses `alg: none` and every other algorithm without parsing it.
  if (header !== HEADER) return { status: 'invalid' };
  const expected = signature(key, `${header}.${payload}`);
  const actual = Buffer.from(given, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return { status: 'invalid' };
  let claims: T;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as T;
  } catch {
    return { status: 'invalid' };
  }
  if (typeof claims !== 'object' || claims === null || typeof claims.exp !== 'number') return { status: 'invalid' };
  return claims.exp <= nowSeconds ? { status: 'expired', claims } : { status: 'valid', claims };
};
