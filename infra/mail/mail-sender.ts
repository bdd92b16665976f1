import { createTransport, type Transporter } from 'nodemailer';
import type { DataSource } from 'typeorm';
import type { BlobStore } from '../blob-store';
import type { MailAttachment } from '../db/entities/mail-outbox.entity';
import { startPollingLoop } from '../runtime/polling-loop';

/**
 * Retry policy of the outbox. A failed delivery waits `baseMs · 2^(attempts−1)`, capped at `capMs`; after
 * `maxAttempts` failed attempts the mail is marked FAILED (kept, with its last error, for an operator).
 * Defaults: 30 s, 1 min, 2 min, … 32 min, then hourly — the 24th failure comes about 17 hours after the
 * first, long enough to ride out an SMTP outage of a working day.
 */
export type MailBackoff = { baseMs: number; capMs: number; maxAttempts: number };

export const DEFAULT_MAIL_BACKOFF: MailBackoff = { baseMs: 30_000, capMs: 3_600_000, maxAttempts: 24 };

/** How long to wait after the `attempts`-th failure (1-based). */
export const mailRetryDelayMs = (attempts: number, backoff: MailBackoff = DEFAULT_MAIL_BACKOFF): number =>
  Math.min(backoff.capMs, backoff.baseMs * 2 ** Math.max(0, attempts - 1));

export type MailSenderOptions = {
  /** `smtp://user:pass@host:port` (or `smtps://`). Without it the sender does not deliver: see below. */
  smtpUrl?: string;
  from: string;
  log?: (message: string, error?: unknown) => void;
  backoff?: MailBackoff;
  /** Pause between polls when nothing is due. */
  pollMs?: number;
  batchSize?: number;
  /**
   * A claimed row is invisible to other senders this long; it must outlast one SMTP exchange (the transport's
   * timeouts are set well below it), so two senders never deliver the same row concurrently.
   */
  leaseMs?: number;
  /** Deliver only mail to these addresses (draining one recipient by hand; tests against a shared database). */
  onlyTo?: string[];
  /** Where attachments' bytes are read at delivery (candidate e-mails); mail with attachments waits without it. */
  blobs?: Pick<BlobStore, 'get'>;
  /** Told of each mail given up on (FAILED), after the row says so: a candidate e-mail's thread records it. */
  onFailed?: (mail: { id: string; kind: string; lastError: string }) => Promise<void>;
  /** Replaces nodemailer (tests). */
  transport?: Pick<Transporter, 'sendMail'>;
};

export type RunningMailSender = {
  /** Delivers what is due now, once; resolves with how many mails it handled. */
  drain(): Promise<number>;
  stop(): Promise<void>;
};

type ClaimedMail = {
  id: string;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attempts: number;
  cc_addresses: string[];
  bcc_addresses: string[];
  reply_to: string | null;
  from_name: string | null;
  attachments: MailAttachment[];
};

/** `"Rania Haddad" <no-reply@…>`: the sender's name beside the product's own address (replies go to Reply-To). */
const fromWithName = (from: string, name: string | null): string => {
  if (!name) return from;
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return `"${name.replace(/["\\\r\n]/g, '')}" <${address}>`;
};

const SMTP_TIMEOUT_MS = 20_000;

/**
 * Delivers the mail outbox (`mail_outbox`, written by `enqueueMail` in the transaction that caused the mail).
 *
 * Claiming: due PENDING rows are taken with `FOR UPDATE SKIP LOCKED` and leased (their next attempt moved
 * `leaseMs` ahead) in one short transaction, so several senders share the work and the SMTP exchange runs
 * outside any transaction. Then each row is marked SENT, or its attempts are counted, the error recorded and
 * the next attempt backed off; FAILED only after `maxAttempts`. A crash mid-send leaves the row PENDING and
 * it is retried when the lease ends: delivery is at least once, never lost.
 *
 * Without `smtpUrl` (development and tests) nothing is delivered and rows stay PENDING: the development
 * mailbox (`GET /api/dev-mailbox`) shows every row whatever its status, and a later start with `SMTP_URL`
 * delivers the backlog. Marking them SENT would claim a delivery that never happened.
 */
export const startMailSender = (dataSource: DataSource, options: MailSenderOptions): RunningMailSender => {
  const log = options.log ?? (() => undefined);
  const backoff = options.backoff ?? DEFAULT_MAIL_BACKOFF;
  const pollMs = options.pollMs ?? 1_000;
  const batchSize = options.batchSize ?? 20;
  const leaseMs = options.leaseMs ?? 120_000;
  const onlyTo = options.onlyTo?.map((address) => address.trim().toLowerCase()) ?? null;

  if (!options.smtpUrl && !options.transport) {
    log('SMTP_URL is not set: outgoing mail stays in the outbox, readable at /api/dev-mailbox');
    return { drain: async () => 0, stop: async () => undefined };
  }
  const transport =
    options.transport ??
    createTransport(
      options.smtpUrl as string,
      {
        connectionTimeout: SMTP_TIMEOUT_MS,
        greetingTimeout: SMTP_TIMEOUT_MS,
        socketTimeout: SMTP_TIMEOUT_MS,
      } as Parameters<typeof createTransport>[1],
    );

  const claim = (): Promise<ClaimedMail[]> =>
    dataSource.transaction(async (manager) => {
      const rows: ClaimedMail[] = await manager.query(
        `SELECT id, kind, to_address, subject, text_body, html_body, attempts, cc_addresses, bcc_addresses, reply_to, from_name, attachments FROM mail_outbox
          WHERE status = 'PENDING' AND next_attempt_at <= now() AND ($2::text[] IS NULL OR to_address = ANY($2))
          ORDER BY next_attempt_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [batchSize, onlyTo],
      );
      if (rows.length > 0) {
        await manager.query(
          `UPDATE mail_outbox SET next_attempt_at = now() + $2 * interval '1 millisecond' WHERE id = ANY($1)`,
          [rows.map((row) => row.id), leaseMs],
        );
      }
      return rows;
    });

  const deliver = async (mail: ClaimedMail): Promise<void> => {
    try {
      const attachments = [];
      for (const attachment of mail.attachments ?? []) {
        if (!options.blobs) throw new Error('no blob store to read the attachments from');
        const content = await options.blobs.get({ companyId: attachment.companyId, blobId: attachment.blobId });
        // A file deleted after the e-mail was queued: send the rest rather than retry for a day.
        if (!content) continue;
        attachments.push({ filename: attachment.fileName, contentType: attachment.contentType, content });
      }
      await transport.sendMail({
        from: fromWithName(options.from, mail.from_name),
        to: mail.to_address,
        ...(mail.cc_addresses?.length ? { cc: mail.cc_addresses } : {}),
        ...(mail.bcc_addresses?.length ? { bcc: mail.bcc_addresses } : {}),
        ...(mail.reply_to ? { replyTo: mail.reply_to } : {}),
        subject: mail.subject,
        text: mail.text_body,
        ...(mail.html_body ? { html: mail.html_body } : {}),
        ...(attachments.length ? { attachments } : {}),
      });
    } catch (error) {
      const attempts = mail.attempts + 1;
      const failed = attempts >= backoff.maxAttempts;
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 2_000);
      await dataSource.query(
        `UPDATE mail_outbox SET attempts = $2, last_error = $3, status = $4, next_attempt_at = now() + $5 * interval '1 millisecond' WHERE id = $1`,
        [mail.id, attempts, message, failed ? 'FAILED' : 'PENDING', mailRetryDelayMs(attempts, backoff)],
      );
      log(
        `mail ${mail.id} to ${mail.to_address}: attempt ${attempts} failed${failed ? '; giving up (FAILED)' : '; will retry'}`,
        error,
      );
      if (failed && options.onFailed) {
        await options
          .onFailed({ id: mail.id, kind: mail.kind, lastError: message })
          .catch((hookError: unknown) => log(`mail ${mail.id}: could not record the failure`, hookError));
      }
      return;
    }
    await dataSource.query(
      `UPDATE mail_outbox SET status = 'SENT', sent_at = now(), attempts = attempts + 1, last_error = NULL WHERE id = $1`,
      [mail.id],
    );
  };

  const drain = async (): Promise<number> => {
    let handled = 0;
    for (;;) {
      const batch = await claim();
      for (const mail of batch) await deliver(mail);
      handled += batch.length;
      if (batch.length < batchSize) return handled;
    }
  };

  // A drain that fails (the database away) leaves the rows where they are, for the next turn.
  const loop = startPollingLoop(drain, { pollMs, onError: (error) => log('mail sender could not read the outbox; retrying', error) });

  return {
    drain,
    async stop() {
      await loop.stop();
      if ('close' in transport && typeof transport.close === 'function') transport.close();
    },
  };
};
