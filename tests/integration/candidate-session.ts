import { readSignInCode } from '@ats/infra/runtime/api-sign-in';
import { anonymousApi, apiWithToken, testClientAddress, type ApiClient } from './support';

/**
 * A candidate session as a candidate gets one: the e-mail (`POST /auth/candidate/get-or-create`), then the
 * code e-mailed to it, read from the outbox (`POST /auth/candidate/verify`).
 */
export const candidateSession = async (
  email: string,
): Promise<{ candidateUserId: string; token: { accessToken: string; refreshToken: string }; api: ApiClient }> => {
  const since = new Date();
  const requested = await anonymousApi().post('/auth/candidate/get-or-create', { email }, { 'x-forwarded-for': testClientAddress() });
  if (requested.status !== 200) throw new Error(`get-or-create ${email}: ${requested.status} ${JSON.stringify(requested.body)}`);
  const otp = await readSignInCode(process.env.DATABASE_URL as string, email, since);
  const verified = await anonymousApi().post('/auth/candidate/verify', { candidateUserId: requested.body.candidateUserId, otp });
  if (verified.status !== 200) throw new Error(`verify ${email}: ${verified.status} ${JSON.stringify(verified.body)}`);
  return { candidateUserId: verified.body.candidateUserId, token: verified.body.token, api: apiWithToken(verified.body.token.accessToken) };
};
