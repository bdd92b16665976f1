import type { MessageId } from '../i18n/messages';
import { isApiError, isSessionExpired } from './api-error';

export type ToastSeverity = 'error' | 'success' | 'info' | 'warning';

/** Either a server message (shown as given) or a message id of the client's own catalogue. */
export type Toast = {
  key: number;
  severity: ToastSeverity;
  text: { kind: 'raw'; value: string } | { kind: 'message'; id: MessageId; values?: Record<string, string | number> };
  /** How long it shows; the host's default when absent (push toasts carry their own, spec 04 §9). */
  durationMs?: number;
  /** A real-time push toast: the caller's own feedback goes ahead of it (see ToastHost). */
  fromPush?: boolean;
  /** How many push toasts this one stands for, when several waited at once (see enqueueToast). */
  pushCount?: number;
};

type Listener = (toast: Toast) => void;

const listeners = new Set<Listener>();
let nextKey = 1;

const publish = (toast: Omit<Toast, 'key'>): void => {
  const full = { ...toast, key: nextKey++ };
  listeners.forEach((listener) => listener(full));
};

export const subscribeToToasts = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** A toast of any kind (real-time push toasts: a warning with its own duration). */
export const showToast = (toast: Omit<Toast, 'key'>): void => publish(toast);

export const showErrorMessageToast = (id: MessageId, values?: Record<string, string | number>): void =>
  publish({ severity: 'error', text: { kind: 'message', id, values } });

export const showInfoToast = (id: MessageId, values?: Record<string, string | number>): void =>
  publish({ severity: 'info', text: { kind: 'message', id, values } });

export const showSuccessToast = (id: MessageId, values?: Record<string, string | number>): void =>
  publish({ severity: 'success', text: { kind: 'message', id, values } });

/** The shared error handler: an API error shows its message; one without a message shows the generic text. */
export const showErrorToast = (error: unknown): void => {
  if (isSessionExpired(error)) return;
  if (isApiError(error) && !error.isGeneric) {
    publish({ severity: 'error', text: { kind: 'raw', value: error.message } });
    return;
  }
  publish({ severity: 'error', text: { kind: 'message', id: 'error.unexpected' } });
};
