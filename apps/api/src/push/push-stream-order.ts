import type { PushMessage } from '@ats/infra/push/push-store';

// Only the recent ids matter (the replay overlap): the set stays small on a long-lived stream.
const SEEN_IDS_KEPT = 1_000;

/**
 * What one push stream writes, and in which order. Live messages are held while the replay is read, then sent
 * in id order without repeats. The replay gives a progress bar's latest state only, so an older update of that
 * bar that came live meanwhile is stale: it is not sent after the newer one.
 */
export class PushStreamOrder {
  private readonly sent = new Set<string>();
  private readonly barAt = new Map<string, number>();
  private held: PushMessage[] | null = [];

  constructor(private readonly write: (message: PushMessage) => void) {}

  live(message: PushMessage): void {
    if (this.held) this.held.push(message);
    else this.send(message);
  }

  replayed(messages: readonly PushMessage[]): void {
    for (const message of messages) this.send(message);
  }

  /** The replay is written (or failed): what came live meanwhile goes out, and from now on at once. */
  goLive(): void {
    const pending = this.held ?? [];
    this.held = null;
    for (const message of pending.sort((a, b) => Number(a.id) - Number(b.id))) this.send(message);
  }

  private send(message: PushMessage): void {
    if (this.sent.has(message.id)) return;
    if (message.progressBarId) {
      if ((this.barAt.get(message.progressBarId) ?? -1) > Number(message.id)) return;
      this.barAt.set(message.progressBarId, Number(message.id));
    }
    this.sent.add(message.id);
    if (this.sent.size > SEEN_IDS_KEPT) this.sent.delete(this.sent.values().next().value as string);
    this.write(message);
  }
}
