import { PUSH_TOAST } from '@ats/domain/push/push-message';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { showToast } from '../api/toast-bus';
import { acknowledgePush, PushConnection, type PushConnectionOptions, type PushMessage } from './push-connection';

/** Spec 04 §9: a push toast shows after 500 ms, for its duration (10,000 ms by default). */
export const PUSH_TOAST_DELAY_MS = PUSH_TOAST.delayMs;
export const PUSH_TOAST_DEFAULT_DURATION_MS = PUSH_TOAST.durationMs;
/** Handled ids are sent to the API together, not one request per message (spec 01 §4.9 "in batches"). */
const ACK_BATCH_MS = 300;

type Handler = (message: PushMessage) => void;
type ToastText = (message: PushMessage, intl: IntlShape) => string;

type PushHub = {
  subscribe(type: string, handler: Handler): () => void;
  setToastText(type: string, text: ToastText): () => void;
};

const PushContext = createContext<PushHub | null>(null);

const isProgress = (message: PushMessage) => message.progressBarId !== null && message.progressBarId !== undefined;
const isFinished = (message: PushMessage) => message.progressBarStatus === 'completed' || message.progressBarStatus === 'failed';

export type PushProviderProps = {
  /** Off while nobody is signed in. */
  enabled: boolean;
  children: ReactNode;
  /** Tests inject the stream. */
  connection?: Pick<PushConnectionOptions, 'openEventSource' | 'getTicket'>;
  acknowledge?: (ids: string[]) => Promise<unknown>;
};

/**
 * Real-time push for the signed-in user (spec 01 §4.9): features subscribe to message types with `usePush`.
 * A message without a progress bar shows as a toast after 500 ms (a warning, top-right, for its duration) and
 * is then deleted; a progress update reaches its subscribers (who refresh what it changed), and a completed or
 * failed one not yet received is marked received.
 */
export const PushProvider = ({ enabled, children, connection, acknowledge = acknowledgePush }: PushProviderProps) => {
  const intl = useIntl();
  const intlRef = useRef(intl);
  intlRef.current = intl;
  const handlers = useRef(new Map<string, Set<Handler>>());
  const toastTexts = useRef(new Map<string, ToastText>());
  const acknowledgeRef = useRef(acknowledge);
  acknowledgeRef.current = acknowledge;

  const hub = useMemo<PushHub>(
    () => ({
      subscribe(type, handler) {
        const set = handlers.current.get(type) ?? new Set<Handler>();
        set.add(handler);
        handlers.current.set(type, set);
        return () => set.delete(handler);
      },
      setToastText(type, text) {
        toastTexts.current.set(type, text);
        return () => {
          if (toastTexts.current.get(type) === text) toastTexts.current.delete(type);
        };
      },
    }),
    [],
  );

  useEffect(() => {
    if (!enabled) return;
    const pendingAcks = new Set<string>();
    const timers = new Set<ReturnType<typeof setTimeout>>();
    let ackTimer: ReturnType<typeof setTimeout> | null = null;
    const later = (run: () => void, ms: number) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        run();
      }, ms);
      timers.add(timer);
    };
    const acknowledgeLater = (id: string) => {
      pendingAcks.add(id);
      if (ackTimer) return;
      ackTimer = setTimeout(() => {
        ackTimer = null;
        const ids = [...pendingAcks];
        pendingAcks.clear();
        // A failed acknowledgement only means the message may come again: the stream drops repeats.
        void acknowledgeRef.current(ids).catch(() => undefined);
      }, ACK_BATCH_MS);
    };
    const onMessage = (message: PushMessage) => {
      for (const handler of handlers.current.get(message.type) ?? []) handler(message);
      if (isProgress(message)) {
        if (isFinished(message) && !message.received) acknowledgeLater(message.id);
        return;
      }
      later(() => {
        const text = toastTexts.current.get(message.type)?.(message, intlRef.current) ?? message.title;
        showToast({ severity: 'warning', text: { kind: 'raw', value: text }, durationMs: message.duration || PUSH_TOAST_DEFAULT_DURATION_MS, fromPush: true });
        acknowledgeLater(message.id);
      }, PUSH_TOAST_DELAY_MS);
    };
    const stream = new PushConnection({ onMessage, ...connection });
    stream.start();
    return () => {
      stream.stop();
      timers.forEach(clearTimeout);
      if (ackTimer) clearTimeout(ackTimer);
    };
    // The connection options are fixed for a provider's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled]);

  return <PushContext.Provider value={hub}>{children}</PushContext.Provider>;
};

/** Calls `handler` for each push message of `type` while the component is mounted (a no-op outside the provider). */
export const usePush = (type: string, handler: Handler): void => {
  const hub = useContext(PushContext);
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => hub?.subscribe(type, (message) => ref.current(message)), [hub, type]);
};

/** Refreshes the queries under `queryKey` whenever a push message of `type` arrives. */
export const usePushInvalidate = (type: string, queryKey: QueryKey): void => {
  const queryClient = useQueryClient();
  usePush(type, () => void queryClient.invalidateQueries({ queryKey }));
};

/** How a toast of `type` reads in the interface language (else the server's title). */
export const usePushToastText = (type: string, text: ToastText): void => {
  const hub = useContext(PushContext);
  const ref = useRef(text);
  ref.current = text;
  useEffect(() => hub?.setToastText(type, (message, intl) => ref.current(message, intl)), [hub, type]);
};
