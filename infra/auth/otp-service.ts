import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { AUTH_MESSAGES, AuthError } from './auth-error';
import { loadAuthSettings } from './auth-settings';

/** LOGIN: `POST /auth/otp/login`. SIGNUP: the self-serve sign-up's e-mail verification. CANDIDATE: the apply portal's code (user_id is then a candidate user's). */
export type OtpPurpose = 'LOGIN' | 'SIGNUP' | 'CANDIDATE';

export type IssueOtpInput = {
  userId: string;
  email: string;
  purpose: OtpPurpose;
  /** The requesting client's address (the API passes `request.ip`); limits apply per address too. */
  requestedFrom: string | null;
};

export type OtpFailure = 'wrong' | 'expired-or-used' | 'locked';
export type OtpVerification = { ok: true } | { ok: false; failure: OtpFailure };

// Salted with the row id: equal codes of two users hash differently. A 6-digit code is guessable from its
// hash offline, so it is short-lived, single-use and attempt-limited; the hash only keeps it out of plain sight.
const hashOf = (id: string, code: string) => createHash('sha256').update(`${id}:${code}`).digest('hex');

const countSince = async (manager: EntityManager, column: 'user_id' | 'requested_from', value: string, since: Date) => {
  const rows: Array<{ n: string }> = await manager.query(
    `SELECT count(*) AS n FROM auth_otp_codes WHERE ${column} = $1 AND created_at > $2`,
    [value, since],
  );
  return Number(rows[0].n);
};

/**
 * Issues a one-time code: refuses with an AuthError 429 past the limit per user and per requesting address,
 * supersedes the user's earlier unused codes of the same purpose, stores only a hash, and returns the plain
 * code. It sends nothing: the caller queues the e-mail with the code (`enqueueMail` with `loginOtpMail` or
 * `signupVerificationMail` of infra/mail/mail-templates) in the same transaction, and never puts the code
 * in an HTTP answer. Runs in the caller's transaction when there is one (a savepoint), so a user inserted
 * in that transaction may be passed.
 */
export const issueOtp = (manager: EntityManager, input: IssueOtpInput): Promise<string> =>
  manager.transaction(async (tx) => {
    const settings = loadAuthSettings();
    const now = new Date();
    const since = new Date(now.getTime() - settings.otpWindowSeconds * 1000);
    // Serialises issuing per user and per address, so concurrent requests cannot both slip under the limit.
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`otp:user:${input.userId}`]);
    if (input.requestedFrom)
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`otp:from:${input.requestedFrom}`]);
    const tooMany =
      (await countSince(tx, 'user_id', input.userId, since)) >= settings.otpMaxPerWindow ||
      (input.requestedFrom !== null &&
        (await countSince(tx, 'requested_from', input.requestedFrom, since)) >= settings.otpMaxPerAddress);
    if (tooMany) throw new AuthError(429, 'otp-rate-limited', AUTH_MESSAGES.tooManyCodes);

    await tx.query(
      `UPDATE auth_otp_codes SET consumed_at = $3 WHERE user_id = $1 AND purpose = $2 AND consumed_at IS NULL`,
      [input.userId, input.purpose, now],
    );
    const id = randomUUID();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await tx.query(
      `INSERT INTO auth_otp_codes (id, user_id, email, purpose, code_hash, expires_at, requested_from, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        id,
        input.userId,
        input.email.toLowerCase(),
        input.purpose,
        hashOf(id, code),
        new Date(now.getTime() + settings.otpTtlSeconds * 1000),
        input.requestedFrom,
        now,
      ],
    );
    return code;
  });

type CodeRow = { id: string; code_hash: string; attempts: number; expires_at: Date; consumed_at: Date | null };

/**
 * Checks a code against the user's latest one of that purpose. A wrong code counts an attempt; the
 * `otpMaxAttempts`-th wrong one locks the code ('locked', and the right code is refused from then on until
 * a new one is issued). A right code is consumed. Runs in its own transaction on the DataSource, never the
 * caller's: a caller that throws on failure would otherwise roll back the attempt it just counted.
 */
export const verifyOtp = (
  manager: EntityManager,
  input: { userId: string; purpose: OtpPurpose; code: string },
): Promise<OtpVerification> =>
  manager.connection.transaction(async (tx) => {
    const rows: CodeRow[] = await tx.query(
      `SELECT id, code_hash, attempts, expires_at, consumed_at FROM auth_otp_codes
        WHERE user_id = $1 AND purpose = $2 ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
      [input.userId, input.purpose],
    );
    const row = rows[0];
    const maxAttempts = loadAuthSettings().otpMaxAttempts;
    if (!row || row.consumed_at) return { ok: false, failure: 'expired-or-used' };
    if (row.attempts >= maxAttempts) return { ok: false, failure: 'locked' };
    if (row.expires_at.getTime() <= Date.now()) return { ok: false, failure: 'expired-or-used' };
    const given = Buffer.from(hashOf(row.id, String(input.code).trim()));
    if (timingSafeEqual(given, Buffer.from(row.code_hash))) {
      await tx.query(`UPDATE auth_otp_codes SET consumed_at = now() WHERE id = $1`, [row.id]);
      return { ok: true };
    }
    await tx.query(`UPDATE auth_otp_codes SET attempts = attempts + 1 WHERE id = $1`, [row.id]);
    return { ok: false, failure: row.attempts + 1 >= maxAttempts ? 'locked' : 'wrong' };
  });

/** The HTTP answer for a failed verification (docs/api.md "Sign-in"): throw it. */
export const otpFailureError = (failure: OtpFailure): AuthError => {
  switch (failure) {
    case 'wrong':
      return new AuthError(400, 'otp-invalid', AUTH_MESSAGES.invalidCode);
    case 'expired-or-used':
      return new AuthError(400, 'otp-expired', AUTH_MESSAGES.failedToVerify);
    case 'locked':
      return new AuthError(429, 'otp-locked', AUTH_MESSAGES.codeLocked);
  }
};
