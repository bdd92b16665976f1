import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Client, Connection } from '@temporalio/client';
import { simpleParser, type ParsedMail } from 'mailparser';
import { createTransport } from 'nodemailer';
import { PDFDocument } from 'pdf-lib';
import { SMTPServer } from 'smtp-server';
import type { DataSource } from 'typeorm';
import { createBlobStore } from '@ats/infra/blob-store';
import { loadConfig } from '@ats/infra/config';
import { createDataSource } from '@ats/infra/db/data-source';
import { recordCandidateEmailFailure } from '@ats/infra/mail/candidate-email-delivery';
import { startMailSender } from '@ats/infra/mail/mail-sender';
import { openEventStore } from '@ats/infra/runtime/open-event-store';
import { TEST_MAIL_INBOUND_PORT } from '../test-env';
import { candidateInput, createPublishedJob, createTestCompany, eventually, type ApiClient, workflowResult } from './support';

type OutboxRow = { id: string; kind: string; to_address: string; subject: string; html_body: string; cc_addresses: string[]; reply_to: string | null; from_name: string | null };
type Email = { id: string; status: string; subject: string; body: string; cc: string[]; sender: { kind: string; name: string }; replies: Array<{ from: string; text: string }> };

/**
 * E-mails to candidates (spec 02 §2.13 Emails tab; 03 Email, Email composer): send with filled-in placeholders
 * through the outbox with the thread's Reply-To, the composer's refusals, schedule (a Temporal timer per e-mail)
 * and cancel, the candidate's reply over real SMTP to the worker's inbound listener, and the archive action's
 * rejection e-mail.
 */
describe('candidate e-mails', () => {
  let company: Awaited<ReturnType<typeof createTestCompany>>;
  let admin: ApiClient;
  let job: Awaited<ReturnType<typeof createPublishedJob>>;
  let applicationId: string;
  let candidateEmail: string;
  let dataSource: DataSource;
  let connection: Connection;
  let temporal: Client;

  const outbox = async (id: string): Promise<OutboxRow | undefined> =>
    (await dataSource.query(`SELECT id, kind, to_address, subject, html_body, cc_addresses, reply_to, from_name FROM mail_outbox WHERE id = $1`, [id]))[0];
  const emails = async (client: ApiClient = admin, application = applicationId): Promise<Email[]> => {
    const listed = await client.get(`/job-applications/${application}/emails`);
    expect(listed.status).toBe(200);
    return listed.body.items;
  };
  const compose = (overrides: Record<string, unknown> = {}) => ({
    subject: 'Interview for {{jobTitle}}',
    body: '<p>Hi {{candidateFirstName}}, <script>alert(1)</script>see you soon.</p>',
    cc: ['hiring.manager@example.com'],
    ...overrides,
  });

  beforeAll(async () => {
    company = await createTestCompany('candidate-emails');
    admin = company.admin;
    job = await createPublishedJob(admin, 'Email Engineer');
    candidateEmail = `noor.${randomUUID().slice(0, 6)}@example.com`;
    const added = await admin.post('/job-applications', candidateInput(job.id, { firstName: 'Noor', lastName: 'Hassan', email: candidateEmail }));
    expect(added.status).toBe(201);
    applicationId = added.body.id;
    dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 2 });
    await dataSource.initialize();
    connection = await Connection.connect({ address: process.env.TEMPORAL_ADDRESS });
    temporal = new Client({ connection, namespace: process.env.TEMPORAL_NAMESPACE ?? 'default' });
  });

  afterAll(async () => {
    await connection?.close();
    await dataSource?.destroy();
  });

  it('sends now: placeholders filled, body sanitised, queued with Cc and the thread’s Reply-To, listed as sent', async () => {
    const sent = await admin.post(`/job-applications/${applicationId}/emails`, compose());
    if (sent.status !== 201) throw new Error(JSON.stringify(sent.body));
    const row = await outbox(sent.body.emailId);
    expect(row).toMatchObject({ kind: 'CANDIDATE_EMAIL', to_address: candidateEmail, subject: 'Interview for Email Engineer', cc_addresses: ['hiring.manager@example.com'], from_name: 'Ada Admin' });
    expect(row!.html_body).toContain('Hi Noor, see you soon.');
    expect(row!.html_body).not.toContain('script');
    expect(row!.reply_to).toMatch(/^reply\+[0-9a-f]{48}@/);
    expect(await emails()).toEqual([
      expect.objectContaining({ id: sent.body.emailId, status: 'SENT', subject: 'Interview for Email Engineer', sender: expect.objectContaining({ kind: 'user', name: 'Ada Admin' }) }),
    ]);
    // The content is stored encrypted under the candidate's key.
    const stored: Array<{ data: string }> = await dataSource.query(`SELECT data::text AS data FROM events WHERE stream_id = $1 AND type = 'EmailSent'`, [
      `application-${applicationId}`,
    ]);
    expect(stored[0]!.data).not.toContain('Interview for');
    expect(stored[0]!.data).toContain('$encrypted');
  });

  it('delivers over real SMTP with Cc, the sender’s name, the thread’s Reply-To and the attached CV', async () => {
    const document = await PDFDocument.create();
    document.addPage().drawText('Noor Hassan CV');
    const upload = new FormData();
    upload.append('file', new Blob([new Uint8Array(await document.save())]), 'Noor CV.pdf');
    const uploaded = await admin.post(`/job-applications/${applicationId}/files`, upload);
    expect(uploaded.status).toBe(201);
    const sent = await admin.post(
      `/job-applications/${applicationId}/emails`,
      compose({ subject: 'Your CV attached', attachmentFileIds: [uploaded.body.fileId] }),
    );
    expect(sent.status).toBe(201);

    // A real SMTP server on loopback, and the outbox's sender (as the projector runs it) for this candidate only.
    const received: ParsedMail[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream).then((mail) => {
          received.push(mail);
          callback();
        }, callback);
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const port = (server.server.address() as AddressInfo).port;
    const blobs = createBlobStore(loadConfig(process.env).blobStore);
    const sender = startMailSender(dataSource, { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'ATS <no-reply@ats.example>', onlyTo: [candidateEmail], blobs, pollMs: 100 });
    try {
      const mail = await eventually(async () => received.find((candidate) => candidate.subject === 'Your CV attached'));
      expect(mail.from?.text).toBe('"Ada Admin" <no-reply@ats.example>');
      expect(mail.replyTo?.text).toBe((await outbox(sent.body.emailId))!.reply_to);
      expect((Array.isArray(mail.cc) ? mail.cc[0] : mail.cc)?.text).toBe('hiring.manager@example.com');
      expect(mail.html).toContain('Hi Noor');
      expect(mail.attachments.map((attachment) => [attachment.filename, attachment.contentType])).toEqual([['Noor CV.pdf', 'application/pdf']]);
      expect(mail.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await sender.stop();
      await blobs.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('flags an e-mail the outbox gave up on as failed (EmailFailed on its thread)', async () => {
    const failingEmail = `bounce.${randomUUID().slice(0, 6)}@example.com`;
    const added = await admin.post('/job-applications', candidateInput(job.id, { firstName: 'Bounce', lastName: 'Person', email: failingEmail }));
    const sent = await admin.post(`/job-applications/${added.body.id}/emails`, compose({ subject: 'Will not arrive' }));
    expect(sent.status).toBe(201);
    const store = await openEventStore(loadConfig(process.env));
    // A server that refuses everything, and one attempt allowed: the sender gives up at once.
    const sender = startMailSender(dataSource, {
      from: 'ATS <no-reply@ats.example>',
      onlyTo: [failingEmail],
      backoff: { baseMs: 10, capMs: 10, maxAttempts: 1 },
      transport: { sendMail: async () => Promise.reject(new Error('550 mailbox unavailable')) },
      onFailed: (failed) => recordCandidateEmailFailure(store, dataSource, failed),
    });
    try {
      const failed = await eventually(async () => (await emails(admin, added.body.id)).find((email) => email.status === 'FAILED'));
      expect(failed).toMatchObject({ id: sent.body.emailId, failed: true });
      expect((await dataSource.query(`SELECT status FROM mail_outbox WHERE id = $1`, [sent.body.emailId]))[0].status).toBe('FAILED');
    } finally {
      await sender.stop();
      await store.close();
    }
  });

  it('an e-mail from a template carries the template’s own attachments', async () => {
    const created = await admin.post('/company-email-templates', { title: `With CV ${randomUUID()}`, subject: 'Offer for {{jobTitle}}', body: '<p>Hi</p>', type: 'CUSTOM_EMAIL' });
    expect(created.status).toBe(201);
    const document = await PDFDocument.create();
    document.addPage();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await document.save())]), 'Benefits.pdf');
    const attached = await admin.put(`/company-email-templates/update-email-template-attachment/${created.body.id}`, form);
    expect(attached.status).toBe(200);
    const sent = await admin.post(`/job-applications/${applicationId}/emails`, compose({ templateId: created.body.id, subject: 'Offer for {{jobTitle}}' }));
    expect(sent.status).toBe(201);
    const [row] = await dataSource.query(`SELECT attachments FROM mail_outbox WHERE id = $1`, [sent.body.emailId]);
    expect(row.attachments).toEqual([{ companyId: company.companyId, blobId: attached.body.id, fileName: 'Benefits.pdf', contentType: 'application/pdf' }]);
  });

  it('refuses with the spec’s words and records nothing', async () => {
    const before = (await emails()).length;
    const cases: Array<[Record<string, unknown>, string]> = [
      [compose({ subject: ' ' }), 'Please input email subject'],
      [compose({ cc: ['not an address'] }), 'Please add valid email'],
      [compose({ bcc: ['x@y'] }), 'Please add valid email'],
      [compose({ scheduledAt: new Date(Date.now() - 60_000).toISOString() }), 'Please choose a time in the future'],
      [compose({ attachmentFileIds: [randomUUID()] }), 'File not found'],
    ];
    for (const [body, message] of cases) {
      const refused = await admin.post(`/job-applications/${applicationId}/emails`, body);
      expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 400, message });
    }
    expect(await emails()).toHaveLength(before);
  });

  it('schedules: a Temporal timer per e-mail sends it at its time', async () => {
    const scheduledAt = new Date(Date.now() + 3_000).toISOString();
    const scheduled = await admin.post(`/job-applications/${applicationId}/emails`, compose({ subject: 'Scheduled hello', scheduledAt }));
    expect(scheduled.status).toBe(201);
    const { emailId } = scheduled.body;
    expect((await emails()).find((email) => email.id === emailId)).toMatchObject({ status: 'SCHEDULED', scheduledAt });
    expect(await outbox(emailId)).toBeUndefined();
    await eventually(async () => (await temporal.workflow.getHandle(`scheduled-email:${emailId}`).describe().catch(() => null)) !== null);
    expect(await workflowResult(temporal, `scheduled-email:${emailId}`)).toBe('SENT');
    expect(await outbox(emailId)).toMatchObject({ subject: 'Scheduled hello' });
    expect((await emails()).find((email) => email.id === emailId)).toMatchObject({ status: 'SENT' });
  });

  it('cancels a scheduled e-mail before its time: its workflow is cancelled and nothing is sent', async () => {
    const scheduled = await admin.post(
      `/job-applications/${applicationId}/emails`,
      compose({ subject: 'Never sent', scheduledAt: new Date(Date.now() + 3_600_000).toISOString() }),
    );
    const { emailId } = scheduled.body;
    const handle = temporal.workflow.getHandle(`scheduled-email:${emailId}`);
    await eventually(async () => (await handle.describe().catch(() => null))?.status.name === 'RUNNING');
    const cancelled = await admin.post(`/job-applications/${applicationId}/emails/${emailId}/cancel`, {});
    expect(cancelled.status).toBe(201);
    await eventually(async () => (await handle.describe()).status.name === 'CANCELLED');
    expect(await outbox(emailId)).toBeUndefined();
    expect((await emails()).find((email) => email.id === emailId)).toMatchObject({ status: 'CANCELLED' });
    const again = await admin.post(`/job-applications/${applicationId}/emails/${emailId}/cancel`, {});
    expect({ status: again.status, message: again.body.message }).toEqual({ status: 409, message: 'Only a scheduled email can be cancelled' });
  });

  it('records the candidate’s reply received over SMTP on the thread; a forged reply address is refused at RCPT', async () => {
    const sent = await admin.post(`/job-applications/${applicationId}/emails`, compose({ subject: 'Can you talk Tuesday?' }));
    const replyTo = (await outbox(sent.body.emailId))!.reply_to!;
    const smtp = createTransport({ host: '127.0.0.1', port: Number(process.env.ATS_MAIL_INBOUND_PORT ?? TEST_MAIL_INBOUND_PORT), secure: false, ignoreTLS: true });
    try {
      await smtp.sendMail({ from: candidateEmail, to: replyTo, subject: 'Re: Can you talk Tuesday?', text: 'Tuesday at 10 works for me.' });
      const forged = replyTo.replace(/\+([0-9a-f])/, (_, c: string) => `+${c === '0' ? '1' : '0'}`);
      await expect(smtp.sendMail({ from: candidateEmail, to: forged, subject: 'forged', text: 'x' })).rejects.toMatchObject({ responseCode: 550 });
      await expect(smtp.sendMail({ from: candidateEmail, to: 'someone@reply.ats.localhost', subject: 'stray', text: 'x' })).rejects.toMatchObject({ responseCode: 550 });
    } finally {
      smtp.close();
    }
    const thread = await eventually(async () => (await emails()).find((email) => email.id === sent.body.emailId && email.replies.length > 0));
    expect(thread.replies).toEqual([expect.objectContaining({ from: candidateEmail, subject: 'Re: Can you talk Tuesday?', text: 'Tuesday at 10 works for me.' })]);
    // Its sender finds it in the inbox, linked to the e-mail (REPLY_FROM_CANDIDATE, tabId={emailSentId}).
    const notification = await eventually(async () => {
      const inbox = (await admin.get('/inbox?filter=ALL')).body;
      return inbox.notifications?.find((n: { type: string }) => n.type === 'REPLY_FROM_CANDIDATE');
    });
    expect(notification).toMatchObject({
      title: 'Noor Hassan replied to your email',
      jobApplicationId: applicationId,
      redirectionData: { emailSentId: sent.body.emailId, jobApplicationId: applicationId },
    });
  });

  it('the archive action’s “send rejection e-mail” really sends it, through the outbox', async () => {
    const rejectedEmail = `rejected.${randomUUID().slice(0, 6)}@example.com`;
    const added = await admin.post('/job-applications', candidateInput(job.id, { firstName: 'Rejected', lastName: 'Person', email: rejectedEmail }));
    const reasons = (await admin.get('/archival-reasons/company')).body as Array<{ id: string }>;
    const archived = await admin.post(`/job-applications/${added.body.id}/archive`, { archivalReasonId: reasons[0]!.id, sendRejectionEmail: true, expectedRevision: 0 });
    expect(archived.status).toBe(201);
    const [rejection] = await emails(admin, added.body.id);
    expect(rejection).toMatchObject({ status: 'SENT', subject: 'Your application for Email Engineer at candidate-emails company' });
    const row = await outbox(rejection!.id);
    expect(row).toMatchObject({ kind: 'CANDIDATE_EMAIL', to_address: rejectedEmail });
    expect(row!.html_body).toContain('Dear Rejected');
  });

  it('a stage whose automation sends the invitation e-mail sends it from the automation bot when a candidate enters it', async () => {
    const screening = job.stages.find((stage) => stage.name === 'Screening')!;
    const added = await admin.post('/job-applications', candidateInput(job.id, { firstName: 'Invited', lastName: 'Person' }));
    const moved = await admin.post(`/job-applications/${added.body.id}/move-to-stage`, { stageId: screening.id, expectedRevision: 0 });
    expect(moved.status).toBe(201);
    const [invitation] = await emails(admin, added.body.id);
    expect(invitation).toMatchObject({ status: 'SENT', subject: 'Next step for Email Engineer at candidate-emails company', sender: { kind: 'automation' } });
    const html = (await outbox(invitation!.id))!.html_body;
    expect(html).toContain('Hi Invited');
    // The portal link opens the candidate's task hub for this application.
    expect(html).toMatch(new RegExp(`href="[^"]*/candidate-journey/[0-9a-f-]{36}/${job.id}/${added.body.id}"`));
  });

  it('is the company’s own: another company sees and sends nothing', async () => {
    const other = await createTestCompany('candidate-emails-other');
    expect((await other.admin.get(`/job-applications/${applicationId}/emails`)).status).toBe(404);
    expect((await other.admin.post(`/job-applications/${applicationId}/emails`, compose())).status).toBe(404);
  });
});
