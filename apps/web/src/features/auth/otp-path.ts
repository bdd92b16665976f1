/** The path of the OTP page, carrying the page to return to. */
export const otpPath = (userId: string, params: { redirect?: string | null; mode?: 'signup' }) => {
  const query = new URLSearchParams();
  if (params.mode) query.set('mode', params.mode);
  if (params.redirect) query.set('redirect', params.redirect);
  const search = query.toString();
  return `/otp/user/${encodeURIComponent(userId)}${search ? `?${search}` : ''}`;
};
