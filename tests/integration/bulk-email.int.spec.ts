import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Client, Connection } from '@temporalio/client';
import { simpleParser, type ParsedMail } from 'mailparser';
import { PDFDocument } from 'pdf-lib';
import { SMTPServer } from 'smtp-server';
import type { DataSource } from 'typeorm';
import { createBlobStore } from '@ats/infra/blob-store';
import { loadConfig } from '@ats/infra/config';
import { createDataSource } from '@ats/infra/db/data-source';
import { startMailSender } from '@ats/infra/mail/mail-sender';
import { bulkItemEmailId } from '@ats/infra/temporal/bulk-item-ids';
import { candidateInput, createPublishedJob, createTestCompany, eventually, type TestCompany } from './support';

type Email = {
  id: string;
  status: string;
  subject: string;
  body: string | null;
  cc: string[];
  scheduledAt: string | null;
  cancelledAt: string | null;
  attachmentFileIds: string[];
  bulkActionId: string | null;
};
type Status = {
  progressBarId: string;
  progressBarStatus: string;
  completedCount: number;
  failedCount: number;
  totalCount: number;
  finished: boolean;
  cancelled: boolean;
  scheduledAt: string | null;
};

/**
 * The bulk e-mail (spec 02 §2.14) as the single composer sends it (spec 03 "Email composer"): Cc and Bcc over
 * real SMTP, an attachment uploaded once arriving with each candidate's e-mail, and 'send later' as one bulk
 * action waiting on its workflow's timer: each candidate's Emails tab shows its e-mail scheduled meanwhile
 * (projections/bulk-actions, scheduled-bulk-emails); cancelled before its time it ends cancelled and sends
 * nothing, the tabs showing it cancelled; left alone, every e-mail goes at its time and the tab shows it sent.
 */
describe('bulk e-mail with Cc, Bcc, attachments and scheduling', () => {
  let company: TestCompany;
  let other: TestCompany;
  let dataSource: DataSource;
  let connection: Connection;
  let temporal: Client;
  let job: Awaited<ReturnType<typeof createPublishedJob>>;

  const add = async (firstName: string) => {
    const email = `${firstName.toLowerCase()}.${randomUUID().slice(0, 8)}@example.com`;
    const added = await company.admin.post('/job-applications', candidateInput(job.id, { firstName, email }));
    expect(added.status).toBe(201);
    return { applicationId: added.body.id as string, email };
  };
  const finished = (id: string) =>
    eventually(async () => {
      const status = await company.admin.get<{ finished: boolean; completedCount: number; failedCount: number }>(`/bulk-actions/status/${id}`);
      return status.status === 200 && status.body.finished ? status.body : null;
    }, 60_000);
  const emailsOf = async (applicationId: string): Promise<Email[]> => (await company.admin.get<{ items: Email[] }>(`/job-applications/${applicationId}/emails`)).body.items;
  const outboxOf = async (emailId: string) =>
    (await dataSource.query(`SELECT to_address, cc_addresses, bcc_addresses, attachments FROM mail_outbox WHERE id = $1`, [emailId]))[0] as
      | { to_address: string; cc_addresses: string[]; bcc_addresses: string[]; attachments: Array<{ fileName: string }> }
      | undefined;
  const pdf = async (text: string) => {
    const document = await PDFDocument.create();
    document.addPage().drawText(text);
    return new Uint8Array(await document.save());
  };
  const uploadAttachment = async (owner: TestCompany, name: string) => {
    const form = new FormData();
    form.append('file', new Blob([await pdf(name)]), name);
    return owner.admin.post<{ id: string; fileName: string; sizeBytes: number }>('/bulk-actions/email-attachments', form);
  };

  beforeAll(async () => {
    [company, other] = await Promise.all([createTestCompany('bulk-email'), createTestCompany('bulk-email-other')]);
    job = await createPublishedJob(company.admin, 'Bulk Mail Engineer');
    dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 2 });
    await dataSource.initialize();
    connection = await Connection.connect({ address: process.env.TEMPORAL_ADDRESS });
    temporal = new Client({ connection, namespace: process.env.TEMPORAL_NAMESPACE ?? 'default' });
  }, 120_000);
  afterAll(async () => {
    await connection?.close();
    await dataSource?.destroy();
  });

  it('refuses what the single composer refuses, with its words, and queues nothing', async () => {
    const { applicationId } = await add('Refused');
    const othersFile = await uploadAttachment(other, 'Theirs.pdf');
    expect(othersFile.status).toBe(201);
    const notPdf = new FormData();
    notPdf.append('file', new Blob(['just text']), 'notes.txt');
    expect(await company.admin.post('/bulk-actions/email-attachments', notPdf)).toMatchObject({ status: 400, body: { message: 'File must be a PDF or Docx' } });
    const base = { applicationIds: [applicationId], subject: 'Hello', body: '<p>News</p>' };
    const refused: Array<[Record<string, unknown>, string]> = [
      [{ cc: ['not an address'] }, 'Please add valid email'],
      [{ bcc: Array.from({ length: 11 }, (_, index) => `b${index}@example.com`) }, 'Please add at most 10 email addresses'],
      [{ scheduledAt: new Date(Date.now() - 60_000).toISOString() }, 'Please choose a time in the future'],
      [{ scheduledAt: 'tomorrow' }, 'Please choose a valid date and time'],
      // Another company's file is no file of this caller's.
      [{ attachmentIds: [othersFile.body.id] }, 'File not found'],
      [{ attachmentIds: [randomUUID()] }, 'File not found'],
    ];
    for (const [extra, message] of refused) {
      const response = await company.admin.post('/bulk-actions/send-email', { ...base, ...extra });
      expect({ extra, status: response.status, message: response.body.message }).toEqual({ extra, status: 400, message });
    }
    expect((await company.admin.get<unknown[]>('/bulk-actions/panel')).body).toEqual([]);
    expect(await emailsOf(applicationId)).toEqual([]);
  });

  it('sends each candidate the e-mail with Cc and Bcc over real SMTP, the attachment arriving with each', async () => {
    const recipients = [await add('Layla'), await add('Omar')];
    const attachment = await uploadAttachment(company, 'Company brochure.pdf');
    expect(attachment.status).toBe(201);
    expect(attachment.body).toMatchObject({ fileName: 'Company brochure.pdf' });

    const received: Array<{ mail: ParsedMail; rcptTo: string[] }> = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        simpleParser(stream).then((mail) => {
          received.push({ mail, rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address) });
          callback();
        }, callback);
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const blobs = createBlobStore(loadConfig(process.env).blobStore);
    const sender = startMailSender(dataSource, {
      smtpUrl: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
      from: 'ATS <no-reply@ats.example>',
      onlyTo: recipients.map((recipient) => recipient.email),
      blobs,
      pollMs: 100,
    });
    try {
      const queued = await company.admin.post('/bulk-actions/send-email', {
        applicationIds: recipients.map((recipient) => recipient.applicationId),
        subject: 'Welcome {{candidateFirstName}}',
        body: '<p>Our brochure is attached.</p>',
        cc: ['hiring.lead@example.com'],
        bcc: ['records@example.com'],
        attachmentIds: [attachment.body.id],
      });
      expect(queued.status).toBe(201);
      expect(await finished(queued.body.id)).toMatchObject({ completedCount: 2, failedCount: 0 });

      for (const { applicationId, email } of recipients) {
        const [sent] = await emailsOf(applicationId);
        expect(sent).toMatchObject({ status: 'SENT', cc: ['hiring.lead@example.com'] });
        // The attachment is the application's own copy, listed among its files as the single composer's are.
        expect(sent!.attachmentFileIds).toHaveLength(1);
        const files = (await company.admin.get<{ items: Array<{ fileId: string; fileName: string }> }>(`/job-applications/${applicationId}/files`)).body.items;
        expect(files.find((file) => file.fileId === sent!.attachmentFileIds[0])).toMatchObject({ fileName: 'Company brochure.pdf' });
        expect(await outboxOf(sent!.id)).toMatchObject({ to_address: email, cc_addresses: ['hiring.lead@example.com'], bcc_addresses: ['records@example.com'] });

        const delivered = await eventually(async () => received.find((entry) => entry.rcptTo.includes(email)));
        const firstName = email.startsWith('layla') ? 'Layla' : 'Omar';
        expect(delivered.mail.subject).toBe(`Welcome ${firstName}`);
        expect((Array.isArray(delivered.mail.cc) ? delivered.mail.cc[0] : delivered.mail.cc)?.text).toBe('hiring.lead@example.com');
        // Bcc: in the envelope only, never in a header the candidate sees.
        expect(delivered.rcptTo).toEqual(expect.arrayContaining([email, 'hiring.lead@example.com', 'records@example.com']));
        expect(delivered.mail.headers.has('bcc')).toBe(false);
        expect(delivered.mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([['Company brochure.pdf', 'application/pdf']]);
        expect(delivered.mail.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
      }
    } finally {
      await sender.stop();
      await blobs.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('sends later as one bulk action waiting for its time, each candidate’s Emails tab showing it scheduled; cancelled before it, the action ends cancelled with no e-mail sent, each tab showing it cancelled', async () => {
    const recipients = [await add('Sami'), await add('Huda')];
    // Signed as it will be when sent (the company's signature, the requester having none of their own).
    const branded = await company.admin.put(`/branding/${company.companyId}`, { brandName: 'Bulk Mail Co', primaryColour: '#0B5D1E', language: 'en', emailSignature: 'The hiring team' });
    expect(branded.status).toBe(200);
    const scheduledAt = new Date(Date.now() + 3_600_000).toISOString();
    const queued = await company.admin.post('/bulk-actions/send-email', {
      applicationIds: recipients.map((recipient) => recipient.applicationId),
      subject: 'Later, {{candidateFirstName}}',
      body: '<p>Scheduled news</p>',
      bcc: ['records@example.com'],
      scheduledAt,
    });
    expect(queued.status).toBe(201);
    const id = queued.body.id as string;

    // Waiting: one workflow on its timer, the panel naming the time, nothing applied yet.
    const handle = temporal.workflow.getHandle(`bulk-action:${id}`);
    await eventually(async () => {
      const description = await handle.describe().catch(() => null);
      return description?.status.name === 'RUNNING' && (await handle.fetchHistory()).events?.some((event) => event.timerStartedEventAttributes);
    });
    const waiting = await company.admin.get<Status>(`/bulk-actions/status/${id}?afterPosition=${queued.body.position}`);
    expect(waiting.body).toMatchObject({ progressBarStatus: 'started', scheduledAt, finished: false, completedCount: 0, failedCount: 0, totalCount: 2 });
    // Each candidate's Emails tab shows their e-mail scheduled, filled in for them, under the id it will be sent with.
    const scheduledIds = new Map<string, string>();
    for (const { applicationId } of recipients) {
      const [waitingEmail, ...rest] = await eventually(async () => {
        const emails = await emailsOf(applicationId);
        return emails.length > 0 ? emails : null;
      });
      expect(rest).toEqual([]);
      const firstName = applicationId === recipients[0]!.applicationId ? 'Sami' : 'Huda';
      expect(waitingEmail).toMatchObject({
        status: 'SCHEDULED',
        subject: `Later, ${firstName}`,
        body: '<p>Scheduled news</p><p>-- <br>The hiring team</p>',
        scheduledAt,
        cancelledAt: null,
        bulkActionId: id,
      });
      // Not cancellable one by one: the bulk action is cancelled as a whole.
      const alone = await company.admin.post(`/job-applications/${applicationId}/emails/${waitingEmail!.id}/cancel`, {});
      expect(alone.status).toBe(404);
      scheduledIds.set(applicationId, waitingEmail!.id);
    }

    // One cancel stops the whole bulk e-mail: always accepted while it waits.
    const cancelled = await company.admin.post(`/bulk-actions/${id}/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect(await handle.result()).toEqual({ succeeded: 0, failed: 0, skipped: 0, cancelled: true, notProcessed: 2 });
    const status = await finished(id);
    expect(status).toMatchObject({ cancelled: true, cancelRequested: true, completedCount: 0, failedCount: 0, skippedCount: 0, totalCount: 2, scheduledAt });
    const panel = (await company.admin.get<Status[]>('/bulk-actions/panel')).body.find((item) => item.progressBarId === id);
    expect(panel).toMatchObject({ cancelled: true, finished: true });
    // No item applied: each tab shows its e-mail cancelled with the action, none in the outbox to any recipient.
    for (const { applicationId } of recipients) {
      const [shown, ...rest] = await emailsOf(applicationId);
      expect(rest).toEqual([]);
      expect(shown).toMatchObject({ id: scheduledIds.get(applicationId), status: 'CANCELLED', scheduledAt, cancelledAt: expect.any(String), bulkActionId: id });
    }
    const outbox = await dataSource.query(`SELECT id FROM mail_outbox WHERE to_address = ANY($1)`, [recipients.map((recipient) => recipient.email)]);
    expect(outbox).toEqual([]);
    const late = await company.admin.post(`/bulk-actions/${id}/cancel`, {});
    expect([late.status, late.body.message]).toEqual([409, 'This bulk action has already finished']);
  });

  it('sends later: not cancelled, each candidate’s e-mail goes once its time has come, not before, and is the one its Emails tab showed scheduled', async () => {
    const recipients = [await add('Rana'), await add('Tariq')];
    const scheduledAt = new Date(Date.now() + 8_000).toISOString();
    const queued = await company.admin.post('/bulk-actions/send-email', {
      applicationIds: recipients.map((recipient) => recipient.applicationId),
      subject: 'On time, {{candidateFirstName}}',
      body: '<p>Timed news</p>',
      scheduledAt,
    });
    expect(queued.status).toBe(201);
    expect(await finished(queued.body.id)).toMatchObject({ completedCount: 2, failedCount: 0, cancelled: false });
    for (const { applicationId, email } of recipients) {
      // The e-mail shown scheduled until its time is the one sent: one e-mail, under the id it waited with.
      const sent = await eventually(async () => {
        const emails = await emailsOf(applicationId);
        return emails.length === 1 && emails[0]!.bulkActionId === null ? emails[0] : null;
      });
      expect(sent).toMatchObject({ id: bulkItemEmailId(queued.body.id, applicationId), status: 'SENT', subject: expect.stringMatching(/^On time, /) });
      const [row] = (await dataSource.query(`SELECT created_at FROM mail_outbox WHERE id = $1`, [sent!.id])) as Array<{ created_at: Date }>;
      expect(row).toBeDefined();
      expect(row!.created_at.getTime()).toBeGreaterThanOrEqual(Date.parse(scheduledAt));
      expect(((await outboxOf(sent!.id)) as { to_address: string }).to_address).toBe(email);
    }
  });
});
