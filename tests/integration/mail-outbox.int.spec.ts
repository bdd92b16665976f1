import { randomUUID } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { DataSource } from 'typeorm';
import { createDataSource } from '@ats/infra/db/data-source';
import { enqueueMail } from '@ats/infra/mail/mail-outbox';
import { startMailSender, type RunningMailSender } from '@ats/infra/mail/mail-sender';
import { eventually } from './support';

type Received = { to: string[]; subject: string; body: string };

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** A real SMTP server on loopback that records every message it accepts. */
const startSmtpServer = async (port: number) => {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
          body: raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return { received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

const outboxRow = async (dataSource: DataSource, id: string) => {
  const rows: Array<{ status: string; attempts: number; last_error: string | null; sent_at: Date | null }> =
    await dataSource.query(`SELECT status, attempts, last_error, sent_at FROM mail_outbox WHERE id = $1`, [id]);
  return rows[0];
};

const enqueue = (dataSource: DataSource, to: string, subject: string) =>
  dataSource.transaction((manager) =>
    enqueueMail(manager, { kind: 'NOTIFICATION', to, subject, text: `Body of ${subject}` }),
  );

/**
 * The outbox against a real SMTP server: nothing is lost while SMTP is down, and once it is up each mail is
 * delivered exactly once. The senders run in-process against the test database with a short backoff and
 * are restricted (`onlyTo`) to this suite's addresses, so other suites' mail is left alone.
 */
describe('mail outbox sender', () => {
  let dataSource: DataSource;
  const senders: RunningMailSender[] = [];
  const closers: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 6 });
    await dataSource.initialize();
  });

  afterEach(async () => {
    await Promise.all(senders.splice(0).map((sender) => sender.stop()));
    await Promise.all(closers.splice(0).map((close) => close()));
  });

  afterAll(async () => {
    await dataSource.destroy();
  });

  it('keeps mail pending and retries with backoff while SMTP is down, then delivers it exactly once', async () => {
    const port = await freePort();
    const to = `outbox-${randomUUID().slice(0, 8)}@mail-test.example`;
    const id = await enqueue(dataSource, to, 'Your sign-in code is 123456');
    senders.push(
      startMailSender(dataSource, {
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'ATS <no-reply@ats.example>',
        backoff: { baseMs: 100, capMs: 400, maxAttempts: 1_000 },
        pollMs: 25,
        onlyTo: [to],
      }),
    );

    // Nobody listens on the port: every attempt fails, is counted and recorded, and the mail stays PENDING.
    const failing = await eventually(async () => {
      const row = await outboxRow(dataSource, id);
      return row.attempts >= 3 ? row : null;
    }, 20_000);
    expect(failing.status).toBe('PENDING');
    expect(failing.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(failing.sent_at).toBeNull();

    const smtp = await startSmtpServer(port);
    closers.push(smtp.close);
    const sent = await eventually(async () => {
      const row = await outboxRow(dataSource, id);
      return row.status === 'SENT' ? row : null;
    }, 20_000);
    expect(sent.last_error).toBeNull();
    expect(sent.sent_at).not.toBeNull();

    // Give a duplicate every chance to show up before counting.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const delivered = smtp.received.filter((mail) => mail.to.includes(to));
    expect(delivered).toHaveLength(1);
    expect(delivered[0].subject).toBe('Your sign-in code is 123456');
    expect(delivered[0].body).toContain('Body of Your sign-in code is 123456');
  });

  it('marks a mail FAILED only after the last allowed attempt, keeping its error', async () => {
    const port = await freePort();
    const to = `outbox-${randomUUID().slice(0, 8)}@mail-test.example`;
    const id = await enqueue(dataSource, to, 'Never delivered');
    senders.push(
      startMailSender(dataSource, {
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'ATS <no-reply@ats.example>',
        backoff: { baseMs: 50, capMs: 100, maxAttempts: 3 },
        pollMs: 25,
        onlyTo: [to],
      }),
    );
    const failed = await eventually(async () => {
      const row = await outboxRow(dataSource, id);
      return row.status !== 'PENDING' ? row : null;
    }, 20_000);
    expect(failed).toMatchObject({ status: 'FAILED', attempts: 3 });
    expect(failed.last_error).toBeTruthy();
  });

  it('lets concurrent senders share the outbox without delivering any mail twice', async () => {
    const port = await freePort();
    const smtp = await startSmtpServer(port);
    closers.push(smtp.close);
    const run = randomUUID().slice(0, 8);
    const addresses = Array.from({ length: 12 }, (_, index) => `outbox-${run}-${index}@mail-test.example`);
    const ids = await Promise.all(addresses.map((to, index) => enqueue(dataSource, to, `Mail ${index}`)));
    for (let sender = 0; sender < 3; sender += 1) {
      senders.push(
        startMailSender(dataSource, {
          smtpUrl: `smtp://127.0.0.1:${port}`,
          from: 'ATS <no-reply@ats.example>',
          pollMs: 10,
          batchSize: 2,
          onlyTo: addresses,
        }),
      );
    }
    await eventually(async () => {
      const rows: Array<{ count: string }> = await dataSource.query(
        `SELECT count(*) FROM mail_outbox WHERE id = ANY($1) AND status = 'SENT'`,
        [ids],
      );
      return Number(rows[0].count) === ids.length;
    }, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const perAddress = addresses.map((to) => smtp.received.filter((mail) => mail.to.includes(to)).length);
    expect(perAddress).toEqual(addresses.map(() => 1));
  });

  it('shows pending mail in the development mailbox, without signing in, while SMTP_URL is unset', async () => {
    const to = `mailbox-${randomUUID().slice(0, 8)}@Mail-Test.example`;
    await enqueue(dataSource, to, 'First');
    await enqueue(dataSource, to, 'Second');
    const response = await fetch(
      `${process.env.API_URL}/api/dev-mailbox?to=${encodeURIComponent(to.toUpperCase())}&page=1`,
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { total: number; messages: Array<Record<string, unknown>> };
    expect(body.total).toBe(2);
    expect(body.messages.map((message) => message.subject)).toEqual(['Second', 'First']);
    expect(body.messages[0]).toMatchObject({ to: to.toLowerCase(), text: 'Body of Second', status: 'PENDING' });
    expect(Object.keys(body.messages[0]).sort()).toEqual(['createdAt', 'id', 'status', 'subject', 'text', 'to']);
  });
});
