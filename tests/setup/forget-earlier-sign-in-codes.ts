import { Client } from 'pg';

/**
 * The test database outlives a run, and the sign-in code limits (ATS_OTP_MAX_PER_WINDOW per user,
 * ATS_OTP_MAX_PER_ADDRESS per address, within 15 minutes) counted the codes of the run before as well: a run
 * started right after another (a developer's, then CI's on the same machine) found the demo recruiter over her
 * limit and a journey red. Codes of earlier runs are of no use to this one, so each run starts without them.
 * Before the first run's migrations there is no table and nothing to forget.
 */
export const forgetEarlierSignInCodes = async (databaseUrl: string): Promise<number> => {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const [{ exists }] = (await client.query(`SELECT to_regclass('auth_otp_codes') IS NOT NULL AS exists`)).rows;
    if (!exists) return 0;
    return (await client.query(`DELETE FROM auth_otp_codes`)).rowCount ?? 0;
  } finally {
    await client.end();
  }
};
