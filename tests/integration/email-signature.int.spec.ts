import { randomUUID } from 'node:crypto';
import { Client, Connection } from '@temporalio/client';
import type { DataSource } from 'typeorm';
import { createDataSource } from '@ats/infra/db/data-source';
import { candidateInput, createPublishedJob, createTestCompany, eventually, workflowResult, type TestCompany } from './support';

type Delivered = { html_body: string; text_body: string };
type Email = { id: string; status: string; body: string | null; sender: { kind: string } };

/**
 * The e-mail signature (spec 03 "Profile screen" and "Branding screen"; 01 §3.1, §3.2 emailSignature) at the end
 * of the e-mails to candidates: the sending user's own, else the company's; the automation bot's, the company's.
 * Plain text escaped into the HTML with its line breaks, kept in the text part; the Emails tab shows the body
 * the candidate received. A scheduled e-mail keeps the signature it was scheduled with.
 */
describe('e-mail signatures on e-mails to candidates', () => {
  let company: TestCompany;
  let job: Awaited<ReturnType<typeof createPublishedJob>>;
  let dataSource: DataSource;
  let connection: Connection;
  let temporal: Client;

  const COMPANY_SIGNATURE = 'The Acme hiring team\nacme.example';
  const COMPANY_SIGNATURE_HTML = '<p>-- <br>The Acme hiring team<br>acme.example</p>';

  const saveOwnSignature = async (emailSignature: string, owner: TestCompany = company) => {
    const saved = await owner.admin.patch('/users/me', { firstName: 'Ada', lastName: 'Admin', timeZone: 'Asia/Dubai', emailSignature });
    expect(saved.status).toBe(200);
  };
  const saveCompanySignature = async (emailSignature: string) => {
    const saved = await company.admin.put(`/branding/${company.companyId}`, { brandName: 'Acme Careers', primaryColour: '#0B5D1E', language: 'en', emailSignature });
    expect(saved.status).toBe(200);
  };
  const add = async (owner: TestCompany = company, onJob = job) => {
    const added = await owner.admin.post('/job-applications', candidateInput(onJob.id, { firstName: 'Noor', email: `noor.${randomUUID().slice(0, 8)}@example.com` }));
    expect(added.status).toBe(201);
    return added.body.id as string;
  };
  const send = async (applicationId: string, extra: Record<string, unknown> = {}, owner: TestCompany = company) => {
    const sent = await owner.admin.post(`/job-applications/${applicationId}/emails`, { subject: 'Next steps', body: '<p>Hello {{candidateFirstName}}</p>', ...extra });
    if (sent.status !== 201) throw new Error(JSON.stringify(sent.body));
    return sent.body.emailId as string;
  };
  const delivered = async (emailId: string): Promise<Delivered | undefined> =>
    (await dataSource.query(`SELECT html_body, text_body FROM mail_outbox WHERE id = $1`, [emailId]))[0];
  const listed = async (applicationId: string, owner: TestCompany = company): Promise<Email[]> =>
    (await owner.admin.get<{ items: Email[] }>(`/job-applications/${applicationId}/emails`)).body.items;
  /** What the candidate got, in both parts, is what the Emails tab shows. */
  const receivedAndShown = async (applicationId: string, emailId: string, owner: TestCompany = company) => {
    const mail = await delivered(emailId);
    expect(mail).toBeDefined();
    expect((await listed(applicationId, owner)).find((email) => email.id === emailId)?.body).toBe(mail!.html_body);
    return mail!;
  };

  beforeAll(async () => {
    company = await createTestCompany('email-signature');
    job = await createPublishedJob(company.admin, 'Signature Engineer');
    dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 2 });
    await dataSource.initialize();
    connection = await Connection.connect({ address: process.env.TEMPORAL_ADDRESS });
    temporal = new Client({ connection, namespace: process.env.TEMPORAL_NAMESPACE ?? 'default' });
    await saveCompanySignature(COMPANY_SIGNATURE);
  }, 120_000);

  afterAll(async () => {
    await connection?.close();
    await dataSource?.destroy();
  });

  it('a user’s e-mail ends with their own signature: escaped, line breaks kept, in the HTML and the text part, as the Emails tab shows it', async () => {
    await saveOwnSignature('Ada Admin\nHead of Talent <script>alert("x")</script> & Co');
    expect((await company.admin.get('/users/me/email-signature')).body).toEqual({
      signature: 'Ada Admin\nHead of Talent <script>alert("x")</script> & Co',
      source: 'user',
    });
    const applicationId = await add();
    const mail = await receivedAndShown(applicationId, await send(applicationId));
    expect(mail.html_body).toBe('<p>Hello Noor</p><p>-- <br>Ada Admin<br>Head of Talent &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co</p>');
    expect(mail.html_body).not.toContain('<script');
    expect(mail.text_body).toBe('Hello Noor\n-- \nAda Admin\nHead of Talent <script>alert("x")</script> & Co');
  });

  it('without their own, a user’s e-mail ends with the company’s signature', async () => {
    await saveOwnSignature('');
    expect((await company.admin.get('/users/me/email-signature')).body).toEqual({ signature: COMPANY_SIGNATURE, source: 'company' });
    const applicationId = await add();
    const mail = await receivedAndShown(applicationId, await send(applicationId));
    expect(mail.html_body).toBe(`<p>Hello Noor</p>${COMPANY_SIGNATURE_HTML}`);
    expect(mail.text_body).toBe('Hello Noor\n-- \nThe Acme hiring team\nacme.example');
  });

  it('the automation bot’s e-mail (a stage’s invitation) ends with the company’s signature, not that of the user who moved the candidate', async () => {
    await saveOwnSignature('Ada Admin');
    const applicationId = await add();
    const screening = job.stages.find((stage) => stage.name === 'Screening')!;
    const moved = await company.admin.post(`/job-applications/${applicationId}/move-to-stage`, { stageId: screening.id, expectedRevision: 0 });
    expect(moved.status).toBe(201);
    const [invitation] = await listed(applicationId);
    expect(invitation).toMatchObject({ status: 'SENT', sender: { kind: 'automation' } });
    const mail = await receivedAndShown(applicationId, invitation!.id);
    expect(mail.html_body.endsWith(COMPANY_SIGNATURE_HTML)).toBe(true);
    expect(mail.html_body).not.toContain('Ada Admin');
  });

  it('a scheduled e-mail is signed when it is scheduled and goes out as scheduled, whatever the profile says meanwhile', async () => {
    await saveOwnSignature('Ada, when scheduling');
    const applicationId = await add();
    const emailId = await send(applicationId, { subject: 'Later', scheduledAt: new Date(Date.now() + 3_000).toISOString() });
    const waiting = (await listed(applicationId)).find((email) => email.id === emailId);
    expect(waiting).toMatchObject({ status: 'SCHEDULED', body: '<p>Hello Noor</p><p>-- <br>Ada, when scheduling</p>' });
    await saveOwnSignature('Ada, changed since');
    expect(await workflowResult(temporal, `scheduled-email:${emailId}`)).toBe('SENT');
    const mail = await receivedAndShown(applicationId, emailId);
    expect(mail.html_body).toBe('<p>Hello Noor</p><p>-- <br>Ada, when scheduling</p>');
  });

  it('each e-mail of a bulk e-mail ends with the sender’s signature', async () => {
    await saveOwnSignature('Ada Admin\nAcme');
    const applicationIds = [await add(), await add()];
    const queued = await company.admin.post('/bulk-actions/send-email', { applicationIds, subject: 'News', body: '<p>News for {{candidateFirstName}}</p>' });
    expect(queued.status).toBe(201);
    await eventually(async () => {
      const status = await company.admin.get<{ finished: boolean; completedCount: number }>(`/bulk-actions/status/${queued.body.id}`);
      return status.body.finished && status.body.completedCount === 2;
    }, 60_000);
    for (const applicationId of applicationIds) {
      const [sent] = await listed(applicationId);
      const mail = await receivedAndShown(applicationId, sent!.id);
      expect(mail.html_body).toBe('<p>News for Noor</p><p>-- <br>Ada Admin<br>Acme</p>');
    }
  });

  it('with no signature saved anywhere, the e-mail is the body as written', async () => {
    const plain = await createTestCompany('email-signature-none');
    const plainJob = await createPublishedJob(plain.admin, 'Unsigned Engineer');
    expect((await plain.admin.get('/users/me/email-signature')).body).toEqual({ signature: null, source: null });
    const applicationId = await add(plain, plainJob);
    const mail = await receivedAndShown(applicationId, await send(applicationId, {}, plain), plain);
    expect(mail.html_body).toBe('<p>Hello Noor</p>');
    expect(mail.text_body).toBe('Hello Noor');
  });
});
