/** Sign-in and session settings, from the environment (README "Configuration"). */
export type AuthSettings = {
  /** Lifetime of an access token; an expired one answers 499 and the client refreshes (spec 01 §4.2). */
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  otpTtlSeconds: number;
  /** Wrong answers to one code before it is locked and a new one must be requested. */
  otpMaxAttempts: number;
  /** Codes issued per user within one window. */
  otpMaxPerWindow: number;
  /** Codes issued per requesting address within one window: higher, as an office shares one address. */
  otpMaxPerAddress: number;
  otpWindowSeconds: number;
};

const positive = (raw: string | undefined, fallback: number): number => {
  const value = Number(raw);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

export const loadAuthSettings = (env: NodeJS.ProcessEnv = process.env): AuthSettings => ({
  accessTokenTtlSeconds: positive(env.ATS_ACCESS_TOKEN_TTL_SECONDS, 900),
  refreshTokenTtlSeconds: positive(env.ATS_REFRESH_TOKEN_TTL_SECONDS, 30 * 24 * 3600),
  otpTtlSeconds: 10 * 60,
  otpMaxAttempts: 5,
  otpMaxPerWindow: positive(env.ATS_OTP_MAX_PER_WINDOW, 5),
  otpMaxPerAddress: positive(env.ATS_OTP_MAX_PER_ADDRESS, 20),
  otpWindowSeconds: positive(env.ATS_OTP_WINDOW_SECONDS, 15 * 60),
});
