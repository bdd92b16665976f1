/** Spec 01 §8: a calendar (or other app) integration whose tokens expired answers with this code. */
export const APP_TOKENS_EXPIRED_ERROR_CODE = 'user-third-party-integrations-errors.appTokensExpired';

type Listener = () => void;
const listeners = new Set<Listener>();

/** Called by the API client for every answer with the code, whichever screen asked. */
export const announceAppTokensExpired = (): void => listeners.forEach((listener) => listener());

export const subscribeToAppTokensExpired = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
