import { act } from '@testing-library/react';
import type { PushMessage } from '@ats/domain/push/push-message';

/** A stand-in for the browser's EventSource that a spec drives (the push stream, app/push). */
export class FakeEventSource {
  readyState = 1;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {}
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  emit(message: Partial<PushMessage>) {
    act(() => this.onmessage?.({ data: JSON.stringify(message) } as MessageEvent<string>));
  }
  /** The server refused the reconnect (an expired ticket) or went away: EventSource gives up. */
  fail() {
    this.readyState = 2;
    act(() => this.onerror?.(new Event('error')));
  }
}

/** A push message as the API streams it, a toast unless told otherwise. */
export const pushMessage = (id: string, overrides: Partial<PushMessage> = {}): Partial<PushMessage> => ({
  id,
  userId: 'u1',
  type: 'INBOX_NOTIFICATION',
  title: 'Sara Ali mentioned you',
  body: '',
  createdAt: 1,
  duration: 10_000,
  progressType: 'warning',
  notificationPosition: 'top-right',
  progressBarId: null,
  progressBarStatus: null,
  received: false,
  read: false,
  payload: {},
  ...overrides,
});

/** The provider's stream options for a spec: tickets counted, each stream opened recorded. */
export const fakePushConnection = () => {
  const sources: FakeEventSource[] = [];
  let tickets = 0;
  return {
    sources,
    tickets: () => tickets,
    connection: {
      getTicket: async () => `ticket-${++tickets}`,
      openEventSource: (url: string) => {
        const source = new FakeEventSource(url);
        sources.push(source);
        return source;
      },
    },
  };
};
