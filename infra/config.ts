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
});
