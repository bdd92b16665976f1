import { blobStoreConfigFrom, type BlobStoreConfig } from './blob-store';
/** Settings read from the environment, with the development stack's defaults. */
export type AtsConfig = {
  databaseUrl: string;
  temporalAddress: string;
  temporalNamespace: string;
  temporalTaskQueue: string;
  temporalUiUrl: string;
  kafkaBrokers: string[];
  apiPort: number;
  /** How long "one day" lasts for stage automations; shortened only by tests and demos. */
  dayMs: number;
  /** Outgoing mail goes through this SMTP server; unset, it stays readable in the development mailbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where people reach the web app; links in e-mails point here. */
  publicUrl: string;
  /**
   * The development mailbox (`/api/dev-mailbox`) exists only when this is set (`ATS_DEV_MAILBOX=true`, as
   * `npm start` and `npm test` do), and then answers loopback callers only.
   */
  devMailbox: boolean;
  /** Who may frame the web app (plugin mode): CSP `frame-ancestors` sources; `'none'` by default. */
  frameAncestors: string[];
  /** Web origins other than the API's own that may call it from a browser (CORS); none by default. */
  webOrigins: string[];
  /** /api/health calls a consumer of the event log stalled when events have waited this long for it unmoved. */
  consumerStallSeconds: number;
  /** The simulated job boards (every board but the XML feed): how long a posting takes and how often it fails (0–1). */
  jobBoardLatencyMs: number;
  jobBoardFailureRate: number;
  /** Where uploaded files' bytes live: files under ATS_BLOB_DIR by default, or S3 (infra/blob-store). */
  blobStore: BlobStoreConfig;
  /** Candidates' replies are addressed `reply+<token>@` this domain, whose MX points at the inbound listener. */
  replyDomain: string;
  /** The inbound SMTP listener (in the worker app) for those replies: its port and host; port 0 turns it off. */
  mailInboundPort: number;
  mailInboundHost: string;
  /** Video interviews' rooms are made under this Jitsi Meet server (infra/meetings). */
  jitsiBaseUrl: string;
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): AtsConfig => ({
  databaseUrl: env.DATABASE_URL ?? 'postgres://ats:ats@127.0.0.1:55432/ats',
  temporalAddress: env.TEMPORAL_ADDRESS ?? '127.0.0.1:7233',
  temporalNamespace: env.TEMPORAL_NAMESPACE ?? 'default',
  temporalTaskQueue: env.TEMPORAL_TASK_QUEUE ?? 'ats',
  temporalUiUrl: env.TEMPORAL_UI_URL ?? 'http://127.0.0.1:8233',
  kafkaBrokers: (env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',').filter(Boolean),
  apiPort: Number(env.API_PORT ?? 3000),
  dayMs: Number(env.ATS_DAY_MS ?? 86_400_000),
  smtpUrl: env.SMTP_URL?.trim() || undefined,
  mailFrom: env.MAIL_FROM ?? 'ATS <no-reply@ats.example>',
  publicUrl: (env.ATS_PUBLIC_URL ?? `http://127.0.0.1:${env.API_PORT ?? 3000}`).replace(/\/+$/, ''),
  devMailbox: env.ATS_DEV_MAILBOX?.trim().toLowerCase() === 'true',
  frameAncestors: (env.ATS_FRAME_ANCESTORS?.trim() || "'none'").split(/\s+/),
  webOrigins: (env.ATS_WEB_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean),
  consumerStallSeconds: Number(env.ATS_CONSUMER_STALL_SECONDS ?? 60),
  jobBoardLatencyMs: Number(env.ATS_JOB_BOARD_LATENCY_MS ?? 500),
  jobBoardFailureRate: Math.min(1, Math.max(0, Number(env.ATS_JOB_BOARD_FAILURE_RATE ?? 0) || 0)),
  blobStore: blobStoreConfigFrom(env),
  replyDomain: env.ATS_REPLY_DOMAIN?.trim() || 'reply.ats.localhost',
  mailInboundPort: Number(env.ATS_MAIL_INBOUND_PORT ?? 2525),
  mailInboundHost: env.ATS_MAIL_INBOUND_HOST?.trim() || '127.0.0.1',
  jitsiBaseUrl: (env.ATS_JITSI_BASE_URL?.trim() || 'https://meet.jit.si').replace(/\/+$/, ''),
});
