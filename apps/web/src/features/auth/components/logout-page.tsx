import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { clearTokens, readRefreshToken, readTokens } from '@ats/web/app/auth/token-store';
import { PageLoader } from '@ats/web/app/components/page-loader';
import { clearCandidateListViewState } from '@ats/web/app/shell/candidate-view-state';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';
import { authApi } from '../api/auth-api';
import { clearPendingVerification } from '../pending-verification';

let loggingOut: Promise<void> | null = null;

/** Revokes the refresh token (best effort: the device forgets the session whatever the server answers). */
const logOut = (): Promise<void> => {
  loggingOut ??= (async () => {
    try {
      if (readTokens('staff')) await authApi.logout(readRefreshToken('staff'));
    } catch {
      // Already expired or revoked, or the server is away: nothing more to revoke from here.
    } finally {
      loggingOut = null;
    }
  })();
  return loggingOut;
};

/**
 * /logout (spec 01 §4.2): POST /auth/logout, then clears the tokens, the cached user with roles and
 * permissions, notifications and every other server answer, and the saved candidate-list state; then /login.
 */
export const LogoutPage = () => {
  usePageTitle('logout.title');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    let active = true;
    void logOut().then(() => {
      clearTokens('staff');
      queryClient.clear();
      clearCandidateListViewState();
      clearPendingVerification();
      if (active) navigate('/login', { replace: true });
    });
    return () => {
      active = false;
    };
  }, [navigate, queryClient]);
  return <PageLoader />;
};
