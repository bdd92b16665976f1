import { Client } from 'pg';

export type SessionTokens = { accessToken: string; refreshToken: string };

export type SignInOptions = {
  /**
   * Sent as X-Forwarded-For (the API trusts it from loopback): scripts signing in many users give each
   * sign-in its own address, so the per-address code limit counts them apart as it would real clients.
   */
  forwardedFor?: string;
};

/** The newest sign-in code e-mailed to `email` since `since`, read from the mail outbox. */
export const readSignInCode = async (databaseUrl: string, email: string, since: Date): Promise<string> => {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const { rows } = await client.query<{ text_body: string }>(
        `SELECT text_body FROM mail_outbox WHERE kind = 'OTP' AND lower(to_address) = lower($1) AND created_at >= $2
          ORDER BY created_at DESC LIMIT 1`,
        [email, new Date(since.getTime() - 5_000)],
      );
      const code = rows[0] && /\b(\d{6})\b/.exec(rows[0].text_body)?.[1];
      if (code) return code;
      if (Date.now() > deadline) throw new Error(`no sign-in code e-mailed to ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await client.end();
  }
};

const postJson = async (url: string, body: unknown, headers: Record<string, string> = {}) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const payload = (await response.json().catch(() => ({}))) as Record<string, any>;
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${payload.message ?? ''}`);
  return payload;
};

/**
 * Signs in as a person would: asks for a code (`POST /auth/otp/login`), reads it from the e-mail in the
 * outbox, and verifies it (`POST /auth/user/verify`). For the demo seed and the test helpers.
 */
export const signInThroughApi = async (
  apiUrl: string,
  databaseUrl: string,
  email: string,
  options: SignInOptions = {},
): Promise<SessionTokens> => {
  const headers: Record<string, string> = options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {};
  const requestedAt = new Date();
  const { userId } = await postJson(`${apiUrl}/api/auth/otp/login`, { email }, headers);
  const otp = await readSignInCode(databaseUrl, email, requestedAt);
  const verified = await postJson(`${apiUrl}/api/auth/user/verify`, { userId, otp }, headers);
  return verified.token as SessionTokens;
};
