import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { subscribeToAppTokensExpired } from '../api/app-tokens-expired';

/** Where the user connects an integration again. */
export const APP_INTEGRATION_PATH = '/recruiter-settings/app-integration';
/** The message shows for this long before the user is sent there (spec 01 §8, 03 §8). */
export const APP_TOKENS_REDIRECT_MS = 2000;

/**
 * In the staff shell: after an answer with the expired-tokens code, the error shows (the shared toast, or the
 * screen's own message) and 2 s later the user is on the integrations page to connect again.
 */
export const useAppTokensExpiredRedirect = (): void => {
  const navigate = useNavigate();
  useEffect(() => {
    let timer: number | undefined;
    const unsubscribe = subscribeToAppTokensExpired(() => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => void navigate(APP_INTEGRATION_PATH), APP_TOKENS_REDIRECT_MS);
    });
    return () => {
      unsubscribe();
      window.clearTimeout(timer);
    };
  }, [navigate]);
};
