import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from 'typeorm';

const KEY_ID = 'email-reply-hmac';
/** 8 bytes of HMAC-SHA256: a forged token has one chance in 2^64 per attempt, and each attempt is an SMTP RCPT. */
const MAC_BYTES = 8;

let cached: Promise<Buffer> | undefined;

/**
 * The secret that signs reply tokens, created once per database beside the access-token key (insert-if-absent,
 * so the API, the worker and the inbound listener agree on one), then cached for the life of the process.
 */
export const replySigningKey = (manager: EntityManager): Promise<Buffer> => {
  cached ??= (async () => {
    const db = manager.connection;
    await db.query(`INSERT INTO auth_signing_keys (id, secret) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING`, [KEY_ID, randomBytes(64)]);
    const rows: Array<{ secret: Buffer }> = await db.query(`SELECT secret FROM auth_signing_keys WHERE id = $1`, [KEY_ID]);
    if (!rows[0]) throw new Error('auth_signing_keys has no reply signing key');
    return rows[0].secret;
  })().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
};

const mac = (key: Buffer, emailId: string): Buffer => createHmac('sha256', key).update(`reply:${emailId}`).digest().subarray(0, MAC_BYTES);

/**
 * An e-mail's reply token: its id (32 hex digits) and a truncated HMAC of it (16 hex digits), lower case so an
 * MTA that folds the local part's case changes nothing. `reply+<token>` is 54 characters, within SMTP's 64.
 */
export const replyToken = (key: Buffer, emailId: string): string => `${emailId.replace(/-/g, '')}${mac(key, emailId).toString('hex')}`;

/** The e-mail id a token names, or null for anything not signed with `key`. */
export const emailIdOfReplyToken = (key: Buffer, token: string): string | null => {
  const match = /^([0-9a-f]{32})([0-9a-f]{16})$/.exec(token.toLowerCase());
  if (!match) return null;
  const hex = match[1];
  const emailId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const given = Buffer.from(match[2], 'hex');
  return timingSafeEqual(given, mac(key, emailId)) ? emailId : null;
};

/** `reply+<token>@<domain>`: where a candidate's answer to this e-mail goes. */
export const replyAddress = (key: Buffer, emailId: string, domain: string): string => `reply+${replyToken(key, emailId)}@${domain}`;

/** The token of a `reply+<token>@…` address, or null for any other address. */
export const replyTokenOfAddress = (address: string): string | null => /^reply\+([^@]+)@/i.exec(address.trim())?.[1] ?? null;
