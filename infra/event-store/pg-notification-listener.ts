import { Client, type ClientConfig } from 'pg';

export type PgNotificationListenerOptions = {
  /** How to open the dedicated connection (LISTEN needs a session of its own, never a pooled one). */
  connection: ClientConfig;
  channel: string;
  onNotification: (payload: string | undefined) => void;
  /**
   * Called after the connection was lost and LISTEN is back: notifications sent in between are gone, so
   * whoever relies on them must re-check (subscriptions re-read, caches drop what they hold).
   */
  onReconnected?: () => void;
  reconnectDelayMs?: number;
};

/**
 * One LISTEN connection that survives drops. Notifications are a latency optimisation only: every user of
 * this class also polls or expires, so a lost notification delays, never loses, anything.
 */
export class PgNotificationListener {
  private client: Client | undefined;
  private closed = false;
  private connecting: Promise<void> | undefined;
  private reconnectTimer: NodeJS.Timeout | undefined;
  /** Set when a connection was lost or never made: notifications may have been missed since. */
  private mayHaveMissed = false;

  constructor(private readonly options: PgNotificationListenerOptions) {}

  /** Starts listening; resolves once LISTEN is in place or the first attempt failed (polling covers it). */
  start(): Promise<void> {
    this.connecting ??= this.connect().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    await this.connecting?.catch(() => undefined);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.closed || this.client) return;
    const client = new Client(this.options.connection);
    client.on('error', () => this.dropAndRetry(client));
    client.on('end', () => this.dropAndRetry(client));
    try {
      await client.connect();
      client.on('notification', (message) => {
        if (message.channel === this.options.channel) this.options.onNotification(message.payload);
      });
      await client.query(`LISTEN ${quoteIdentifier(this.options.channel)}`);
    } catch {
      this.dropAndRetry(client);
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    if (this.mayHaveMissed) this.options.onReconnected?.();
    this.mayHaveMissed = false;
  }

  private dropAndRetry(client: Client): void {
    if (this.client === client) this.client = undefined;
    this.mayHaveMissed = true;
    client.removeAllListeners('notification');
    void client.end().catch(() => undefined);
    if (this.closed || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      void this.start();
    }, this.options.reconnectDelayMs ?? 1000);
    this.reconnectTimer.unref();
  }
}

/** Quotes an SQL identifier (schema, channel) that comes from configuration, never from users. */
export const quoteIdentifier = (name: string): string => `"${name.replace(/"/g, '""')}"`;
