import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { ApprovalSubjectType } from '@ats/domain/approval-flows';
import { signJwt, verifyJwt } from '../auth/jwt';

const KEY_ID = 'approval-link-hmac';
/** Long enough for an approver back from leave; the round's end or a re-approval voids it sooner. */
export const APPROVAL_LINK_TTL_SECONDS = 30 * 24 * 3600;

/** What an approval e-mail's signed link names: one approver, one step of one round of one subject. */
export type ApprovalLinkClaims = {
  typ: 'approval-link';
  companyId: string;
  subjectType: ApprovalSubjectType;
  subjectId: string;
  round: number;
  stepIndex: number;
  approverId: string;
  exp: number;
};

let cached: Promise<Buffer> | undefined;

/** The key that signs approval links, created once per database beside the other signing keys (insert-if-absent). */
export const approvalLinkKey = (manager: EntityManager): Promise<Buffer> => {
  cached ??= (async () => {
    const db = manager.connection;
    await db.query(`INSERT INTO auth_signing_keys (id, secret) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING`, [KEY_ID, randomBytes(64)]);
    const rows: Array<{ secret: Buffer }> = await db.query(`SELECT secret FROM auth_signing_keys WHERE id = $1`, [KEY_ID]);
    if (!rows[0]) throw new Error('auth_signing_keys has no approval link key');
    return rows[0].secret;
  })().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
};

export const signApprovalLink = (key: Buffer, claims: Omit<ApprovalLinkClaims, 'typ' | 'exp'>, nowMs = Date.now()): string =>
  signJwt(key, { typ: 'approval-link', ...claims, exp: Math.floor(nowMs / 1000) + APPROVAL_LINK_TTL_SECONDS });

/**
 * The claims of a valid, unexpired approval link, else null. It is single-use through the subject's stream: the
 * approver's answer on that step is recorded once, and a second use (or one after the round ended) is refused.
 */
export const verifyApprovalLink = (key: Buffer, token: string, nowMs = Date.now()): ApprovalLinkClaims | null => {
  const verified = verifyJwt<ApprovalLinkClaims>(key, token, Math.floor(nowMs / 1000));
  if (verified.status !== 'valid' || verified.claims.typ !== 'approval-link') return null;
  return verified.claims;
};

/** The web page an approval e-mail links to: the approver reads the item and approves or rejects there. */
export const approvalLinkPath = (token: string) => `/approval/${encodeURIComponent(token)}`;
