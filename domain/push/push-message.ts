/**
 * Real-time push (spec 01 §3.9, §4.9): what the API streams to a signed-in user, shared by the server (infra/push)
 * and the web client (app/push).
 */

/** Spec 04 §9: a push toast waits 500 ms, shows 10,000 ms, as a warning, top-right. */
export const PUSH_TOAST = { delayMs: 500, durationMs: 10_000, progressType: 'warning', position: 'top-right' } as const;

/**
 * A bulk action of the user's moved on (spec 01 §3.10): its panel item is out of date up to `payload.position`
 * (the event's place in the log), which the web waits for before it reads the panel again.
 */
export const BULK_ACTION_PROGRESS_PUSH = 'BULK_ACTION_PROGRESS';

export type ProgressBarStatus = 'started' | 'inprogress' | 'completed' | 'failed';

/**
 * One message to one user: a toast (an inbox notification as it happens) or a progress update (a bulk action's
 * panel item, spec 01 §3.10). `type` names what it is about, so features subscribe to the types they care for;
 * `payload` carries what they need (for an inbox notification, the notification). `id` is the stream's event id.
 */
export type PushMessage = {
  id: string;
  userId: string;
  companyId: string;
  type: string;
  title: string;
  body: string;
  /** Seconds since the epoch, as the spec's document had it. */
  createdAt: number;
  duration: number;
  progressType: string | null;
  notificationPosition: string;
  progressBarId: string | null;
  progressBarStatus: ProgressBarStatus | null;
  received: boolean;
  read: boolean;
  payload: Record<string, unknown>;
};
