/**
 * What the OTP page needs to know about the code it is waiting for, kept for this tab only: which call sent it
 * (login or self-serve sign-up), the address (to resend a login code and to say where it went), and the
 * sign-up answers the onboarding questionnaire starts from.
 */
export type PendingVerification = {
  userId: string;
  mode: 'login' | 'signup';
  email: string;
  partnerName?: string | null;
  companyName?: string | null;
};

const KEY = 'pendingVerification';

export const savePendingVerification = (pending: PendingVerification): void => {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(pending));
  } catch {
    // Without storage the OTP page still verifies; it only cannot name the address.
  }
};

export const readPendingVerification = (userId: string | undefined): PendingVerification | null => {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as PendingVerification;
    return parsed && parsed.userId === userId ? parsed : null;
  } catch {
    return null;
  }
};

/** The sign-up answers, whatever the user id: the onboarding page reads the company name from them. */
export const readSignUpContext = (): PendingVerification | null => {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    const parsed = raw ? (JSON.parse(raw) as PendingVerification) : null;
    return parsed?.mode === 'signup' ? parsed : null;
  } catch {
    return null;
  }
};

export const clearPendingVerification = (): void => {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
};
