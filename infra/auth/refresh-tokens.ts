import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { TokenKind } from './access-token';
import { loadAuthSettings } from './auth-settings';

/** Only the hash is stored: a leaked table holds no usable token. 256 random bits need no salt or slow hash. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export type RefreshTokenOwner = { subjectId: string; kind: TokenKind };

/** A new opaque refresh token; `familyId` continues a rotation chain, else it starts a new one (a sign-in). */
export const createRefreshToken = async (
  manager: EntityManager,
  owner: RefreshTokenOwner,
  familyId?: string,
): Promise<{ id: string; token: string }> => {
  const id = randomUUID();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + loadAuthSettings().refreshTokenTtlSeconds * 1000);
  await manager.query(
    `INSERT INTO auth_refresh_tokens (id, subject_id, kind, token_hash, expires_at, family_id) VALUES ($1, $2, $3, $4, $5, $6)`,
    [id, owner.subjectId, owner.kind, hashOf(token), expiresAt, familyId ?? id],
  );
  return { id, token };
};

export type RotationResult =
  | { status: 'rotated'; owner: RefreshTokenOwner; token: string }
  | { status: 'refused'; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

type Row = {
  id: string;
  subject_id: string;
  kind: TokenKind;
  family_id: string;
  expires_at: Date;
  revoked_at: Date | null;
  replaced_by: string | null;
};

/**
 * Spends a refresh token for a new one of the same family. A token that was already rotated is being
 * replayed — stolen, or an old copy — so the whole family is revoked, which signs out whoever holds its
 * current token too. Answers instead of throwing, so the revocation commits; runs in its own transaction
 * (a savepoint inside the caller's) with the row locked, so two concurrent refreshes cannot both win.
 */
export const rotateRefreshToken = (manager: EntityManager, token: string): Promise<RotationResult> =>
  manager.transaction(async (tx) => {
    const rows: Row[] = await tx.query(
      `SELECT id, subject_id, kind, family_id, expires_at, revoked_at, replaced_by FROM auth_refresh_tokens WHERE token_hash = $1 FOR UPDATE`,
      [hashOf(token)],
    );
    const row = rows[0];
    if (!row) return { status: 'refused', reason: 'unknown' };
    if (row.replaced_by) {
      await revokeFamily(tx, row.family_id);
      return { status: 'refused', reason: 'reused' };
    }
    if (row.revoked_at) return { status: 'refused', reason: 'revoked' };
    if (row.expires_at.getTime() <= Date.now()) return { status: 'refused', reason: 'expired' };
    const owner: RefreshTokenOwner = { subjectId: row.subject_id, kind: row.kind };
    const next = await createRefreshToken(tx, owner, row.family_id);
    await tx.query(`UPDATE auth_refresh_tokens SET replaced_by = $2, revoked_at = now() WHERE id = $1`, [
      row.id,
      next.id,
    ]);
    return { status: 'rotated', owner, token: next.token };
  });

const revokeFamily = (manager: EntityManager, familyId: string) =>
  manager.query(`UPDATE auth_refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL`, [
    familyId,
  ]);

/**
 * Logout: ends the session the token belongs to (its whole family). Unknown tokens, and with `subjectId`
 * tokens of anyone else, are ignored.
 */
export const revokeRefreshToken = async (
  manager: EntityManager,
  token: string,
  subjectId?: string,
): Promise<RefreshTokenOwner | null> => {
  const rows: Row[] = await manager.query(
    `SELECT id, subject_id, kind, family_id FROM auth_refresh_tokens WHERE token_hash = $1`,
    [hashOf(token)],
  );
  if (!rows[0] || (subjectId !== undefined && rows[0].subject_id !== subjectId)) return null;
  await revokeFamily(manager, rows[0].family_id);
  return { subjectId: rows[0].subject_id, kind: rows[0].kind };
};

/** Signs a user out everywhere, e.g. when a team member is deleted. */
export const revokeAllRefreshTokens = (manager: EntityManager, subjectId: string) =>
  manager.query(`UPDATE auth_refresh_tokens SET revoked_at = now() WHERE subject_id = $1 AND revoked_at IS NULL`, [
    subjectId,
  ]);
