import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { loadCurrentUser, toSignedIn } from '@ats/web/app/auth/session';
import { readRefreshToken, storeTokens, tokenPairOf } from '@ats/web/app/auth/token-store';
import { authApi } from '../api/auth-api';
import type { PendingVerification } from '../pending-verification';

/**
 * The OTP page's calls: verify a code (a login opens the session; a sign-up goes on to onboarding, which loads
 * the company-less user itself) and resend one.
 */
export const useVerifyCode = (userId: string, mode: PendingVerification['mode'], pending: PendingVerification | null) => {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const verify = useMutation({
    mutationFn: async (otp: string) => {
      const answer = mode === 'signup' ? await authApi.verifySignUpCode(userId, otp) : await authApi.verifyLoginCode(userId, otp);
      const pair = tokenPairOf(answer);
      if (!pair) throw new Error(intl.formatMessage({ id: 'error.unexpected' }));
      // A new session: nothing cached for a previous user may show.
      queryClient.clear();
      storeTokens('staff', { accessToken: pair.accessToken, refreshToken: pair.refreshToken ?? (mode === 'signup' ? readRefreshToken('staff') : null) });
      if (mode === 'login') return toSignedIn(await loadCurrentUser(queryClient));
      return null;
    },
    meta: { toast: false },
  });
  const resend = useMutation({
    mutationFn: () => (mode === 'signup' ? authApi.resendSignUpCode(userId) : authApi.requestLoginCode(pending!.email)),
    meta: { toast: false },
  });
  return { verify, resend };
};
