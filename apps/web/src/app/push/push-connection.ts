import type { PushMessage } from '@ats/domain/push/push-message';
import { api } from '../api/api-client';
import { API_BASE } from '../api/api-http';

export type { PushMessage };

type EventSourceLike = Pick<EventSource, 'close' | 'readyState'> & {
  onmessage: ((event: MessageEvent<string>) => void) | null;
  onerror: ((event: Event) => void) | null;
};

export type PushConnectionOptions = {
  onMessage: (message: PushMessage) => void;
  /** Injected by tests; the browser's EventSource otherwise. */
  openEventSource?: (url: string) => EventSourceLike;
  getTicket?: () => Promise<string>;
  /** First wait before reconnecting with a fresh ticket; doubles up to 30 s. */
  retryMs?: number;
};

const CLOSED = 2;
const MAX_RETRY_MS = 30_000;
const SEEN_KEPT = 500;

/**
 * The browser's end of the push stream: trades the access token for a short-lived ticket (EventSource cannot
 * send headers), opens the stream, and when the stream closes for good (the server refused an expired ticket,
 * the API restarted) opens a new one with a fresh ticket from the last event id seen, so no update is lost.
 * Messages resent around a reconnect are dropped by id.
 */
export class PushConnection {
  private source: EventSourceLike | null = null;
  private lastEventId: string | null = null;
  private readonly seen = new Set<string>();
  private stopped = false;
  private retryMs: number;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly options: PushConnectionOptions) {
    this.retryMs = options.retryMs ?? 1_000;
  }

  start(): void {
    this.stopped = false;
    void this.open();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.source?.close();
    this.source = null;
  }

  private async open(): Promise<void> {
    try {
      const ticket = await (this.options.getTicket ?? fetchTicket)();
      if (this.stopped) return;
      const params = new URLSearchParams({ ticket });
      if (this.lastEventId) params.set('lastEventId', this.lastEventId);
      const source = (this.options.openEventSource ?? ((url) => new EventSource(url)))(`${API_BASE}/push/stream?${params}`);
      this.source = source;
      source.onmessage = (event) => {
        this.retryMs = this.options.retryMs ?? 1_000;
        this.receive(event.data);
      };
      source.onerror = () => {
        // While CONNECTING the browser retries by itself (sending Last-Event-ID); CLOSED means it gave up.
        if (source.readyState === CLOSED) this.reconnect();
      };
    } catch {
      this.reconnect();
    }
  }

  private receive(data: string): void {
    let message: PushMessage;
    try {
      message = JSON.parse(data) as PushMessage;
    } catch {
      return;
    }
    if (!message || typeof message.id !== 'string' || this.seen.has(message.id)) return;
    this.seen.add(message.id);
    if (this.seen.size > SEEN_KEPT) this.seen.delete(this.seen.values().next().value as string);
    if (this.lastEventId === null || BigInt(message.id) > BigInt(this.lastEventId)) this.lastEventId = message.id;
    this.options.onMessage(message);
  }

  private reconnect(): void {
    this.source?.close();
    this.source = null;
    if (this.stopped) return;
    const wait = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
    this.timer = setTimeout(() => void this.open(), wait);
  }
}

const fetchTicket = async (): Promise<string> => (await api.post<{ ticket: string }>('/push/tickets')).ticket;

/** Tells the API which messages were handled (toasts shown are deleted, progress updates marked received). */
export const acknowledgePush = (ids: string[]): Promise<unknown> => api.post('/push/acknowledge', { ids });
