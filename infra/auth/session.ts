import type { EntityManager } from 'typeorm';
import { UserEntity } from '../db/entities/user.entity';
import { signAccessToken, type TokenKind } from './access-token';
import { AUTH_MESSAGES, AuthError } from './auth-error';
import { createRefreshToken, rotateRefreshToken } from './refresh-tokens';

export type TokenPair = { accessToken: string; refreshToken: string };

const companyOfUser = async (manager: EntityManager, userId: string): Promise<string | null> => {
  const user = await manager.getRepository(UserEntity).findOneBy({ id: userId });
  if (!user || user.deletedAt) throw new AuthError(403, 'access-denied', AUTH_MESSAGES.accessDenied);
  return user.companyId;
};

const pairFor = async (
  manager: EntityManager,
  subject: { sub: string; kind: TokenKind; companyId: string | null },
  familyToken?: string,
) => ({
  accessToken: await signAccessToken(manager, subject),
  refreshToken:
    familyToken ?? (await createRefreshToken(manager, { subjectId: subject.sub, kind: subject.kind })).token,
});

/**
 * A staff session for a user who just proved who they are (OTP, invitation, self-serve sign-up): a new
 * refresh-token family and an access token carrying the user's current company (null while a self-serve
 * sign-up has none; call again after it gets one). Marks the user ACTIVE and active now.
 */
export const issueSession = async (manager: EntityManager, userId: string): Promise<TokenPair> => {
  const companyId = await companyOfUser(manager, userId);
  await manager.query(
    `UPDATE users SET last_active_at = now(), status = CASE WHEN status IN ('INVITE_SENT', 'NOT_INVITED') THEN 'ACTIVE' ELSE status END WHERE id = $1`,
    [userId],
  );
  return pairFor(manager, { sub: userId, kind: 'staff', companyId });
};

/** A candidate session (spec 01 §2.3): a separate token pair that staff routes refuse. */
export const issueCandidateSession = (manager: EntityManager, candidateUserId: string): Promise<TokenPair> =>
  pairFor(manager, { sub: candidateUserId, kind: 'candidate', companyId: null });

/**
 * `GET /auth/login/refresh-token`: rotates the refresh token and signs a fresh access token for the same
 * subject. Every refusal — unknown, expired, revoked, reused, or a user since deleted — is the spec's one
 * message (spec 01 §8), thrown only after the rotation's transaction has committed a family revocation.
 */
export const refreshSession = async (manager: EntityManager, refreshToken: string): Promise<TokenPair> => {
  const rotation = await rotateRefreshToken(manager, refreshToken);
  if (rotation.status === 'refused') throw new AuthError(400, 'session-expired', AUTH_MESSAGES.sessionExpired);
  const { subjectId, kind } = rotation.owner;
  if (kind === 'candidate') return pairFor(manager, { sub: subjectId, kind, companyId: null }, rotation.token);
  const user = await manager.getRepository(UserEntity).findOneBy({ id: subjectId });
  if (!user || user.deletedAt) throw new AuthError(400, 'session-expired', AUTH_MESSAGES.sessionExpired);
  return pairFor(manager, { sub: subjectId, kind, companyId: user.companyId }, rotation.token);
};
