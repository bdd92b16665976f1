import type { EntityManager } from 'typeorm';
import { loadAuthSettings } from './auth-settings';
import { signJwt, verifyJwt, type JwtVerification } from './jwt';
import { signingKey } from './signing-key';

/** Staff tokens serve the recruiter app; candidate tokens only the candidate-context pages (spec 01 §2.3). */
export type TokenKind = 'staff' | 'candidate';

export type AccessTokenClaims = {
  /** The user id (staff) or candidate user id (candidate). */
  sub: string;
  kind: TokenKind;
  /** Null for candidates and for a self-serve sign-up that has no company yet. */
  companyId: string | null;
  iat: number;
  exp: number;
};

export type SignAccessTokenOptions = {
  ttlSeconds?: number;
  /** Issue time; tests pass a past instant to mint an already-expired token. */
  now?: Date;
};

export const signAccessToken = async (
  manager: EntityManager,
  subject: { sub: string; kind: TokenKind; companyId: string | null },
  options: SignAccessTokenOptions = {},
): Promise<string> => {
  const iat = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const ttl = options.ttlSeconds ?? loadAuthSettings().accessTokenTtlSeconds;
  const claims: AccessTokenClaims = {
    sub: subject.sub,
    kind: subject.kind,
    companyId: subject.companyId,
    iat,
    exp: iat + ttl,
  };
  return signJwt(await signingKey(manager), claims);
};

const isClaims = (claims: AccessTokenClaims): boolean =>
  typeof claims.sub === 'string' &&
  (claims.kind === 'staff' || claims.kind === 'candidate') &&
  (claims.companyId === null || typeof claims.companyId === 'string');

export const verifyAccessToken = async (
  manager: EntityManager,
  token: string,
  now: Date = new Date(),
): Promise<JwtVerification<AccessTokenClaims>> => {
  const result = verifyJwt<AccessTokenClaims>(await signingKey(manager), token, Math.floor(now.getTime() / 1000));
  return result.status !== 'invalid' && !isClaims(result.claims) ? { status: 'invalid' } : result;
};
