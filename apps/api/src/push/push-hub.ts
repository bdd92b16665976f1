import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Kafka, type Consumer } from 'kafkajs';
import { DataSource } from 'typeorm';
import type { AtsConfig } from '@ats/infra/config';
import { ensureTopics } from '@ats/infra/kafka/topics-admin';
import { PUSH_TOPIC } from '@ats/infra/push/push-publisher';
import { cleanUpPushMessages, type PushMessage } from '@ats/infra/push/push-store';
import { ATS_CONFIG } from '../platform/tokens';

type Listener = (message: PushMessage) => void;

const CLEAN_UP_EVERY_MS = 10 * 60_000;
const RETRY_CONNECT_MS = 5_000;

/**
 * This API instance's side of real-time push: a Kafka consumer in a group of its own (so every instance reads
 * every message and serves whichever users are connected to it) hands each message to the streams open for
 * its user. It starts at the topic's end: what came before a stream opened is replayed from the push store.
 * It also keeps the store bounded (spec 01 §4.9: received progress notifications go after 6 hours).
 */
@Injectable()
export class PushHub implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('PushHub');
  private readonly listeners = new Map<string, Set<Listener>>();
  private consumer: Consumer | null = null;
  private stopped = false;
  private cleanUp: NodeJS.Timeout | null = null;
  private retry: NodeJS.Timeout | null = null;
  private readyResolve!: () => void;
  /** Resolves once the consumer has joined its group: messages published after that reach the streams. */
  readonly ready = new Promise<void>((resolve) => (this.readyResolve = resolve));

  constructor(
    @Inject(ATS_CONFIG) private readonly config: AtsConfig,
    private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    // In the background: the API serves everything else while Kafka is still starting.
    void this.connect();
    this.cleanUp = setInterval(() => {
      cleanUpPushMessages(this.dataSource.manager).catch((error: unknown) => this.logger.warn(`push clean-up failed: ${String(error)}`));
    }, CLEAN_UP_EVERY_MS);
    this.cleanUp.unref();
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    try {
      await ensureTopics(this.config.kafkaBrokers);
      const kafka = new Kafka({ clientId: 'ats-api-push', brokers: this.config.kafkaBrokers, logLevel: 1 });
      const consumer = kafka.consumer({ groupId: `ats-push-${hostname()}-${process.pid}-${randomUUID()}`, sessionTimeout: 10_000, heartbeatInterval: 1000 });
      this.consumer = consumer;
      consumer.on(consumer.events.GROUP_JOIN, () => this.readyResolve());
      await consumer.connect();
      await consumer.subscribe({ topic: PUSH_TOPIC, fromBeginning: false });
      await consumer.run({
        eachMessage: async ({ message }) => {
          if (!message.value) return;
          try {
            this.dispatch(JSON.parse(message.value.toString()) as PushMessage);
          } catch (error) {
            // One unreadable message must not stop the feed for everyone.
            this.logger.warn(`unreadable push message skipped: ${String(error)}`);
          }
        },
      });
    } catch (error) {
      this.logger.warn(`push feed not connected, retrying: ${String(error)}`);
      await this.consumer?.disconnect().catch(() => undefined);
      this.consumer = null;
      if (!this.stopped) this.retry = setTimeout(() => void this.connect(), RETRY_CONNECT_MS);
    }
  }

  /** Hands a message to every stream open for its user here. */
  dispatch(message: PushMessage): void {
    for (const listener of this.listeners.get(message.userId) ?? []) listener(message);
  }

  /** Listens for a user's messages until the returned function is called. */
  subscribe(userId: string, listener: Listener): () => void {
    const set = this.listeners.get(userId) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(userId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(userId);
    };
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.cleanUp) clearInterval(this.cleanUp);
    if (this.retry) clearTimeout(this.retry);
    await this.consumer?.disconnect().catch(() => undefined);
  }
}
