import { createHash, randomUUID } from 'node:crypto';
import { Client, Connection } from '@temporalio/client';
import { FILE_CONTENT_TYPES } from '@ats/domain/applications';
import { documentCvTextExtractor } from '@ats/infra/cv-text';
import { pdfCv } from '@ats/infra/cv-text/testing/cv-documents';
import { createDataSource } from '@ats/infra/db/data-source';
import { offerLetterDocx } from '@ats/infra/documents/testing/offer-letters';
import type { DataSource } from 'typeorm';
import { candidateSession } from './candidate-session';
import { anonymousApi, candidateInput, createPublishedJob, createTestCompany, eventually, signIn, type ApiClient, type TestCompany } from './support';

// A 1×1 PNG: the candidate's drawn signature as the browser's canvas sends it.
const SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const EMAIL = { subject: 'Your offer from us', body: '<p>Read and sign it here: <a href="{{offer-link}}">your offer</a></p>' };

type Offer = { offerId: string; status: string; approval: { round: number; status: string; awaitingApproverIds: string[] } | null; hasSignedLetter: boolean };

const pdfText = (bytes: Buffer) => documentCvTextExtractor.extract(bytes, FILE_CONTENT_TYPES.pdf);

/**
 * Offers through HTTP (spec 03 "Offer", "Offer statuses and transitions", §5, §8; issue 10): made from a template
 * for an application, approved in two steps, sent by e-mail with the candidate's link, signed by the candidate with
 * their token (the signed PDF holds the filled values and the signature page with the letter's SHA-256), another
 * candidate's token refused; recalled with an e-mail, marked as signed, rejected on behalf; refusals change nothing.
 */
describe('offers', () => {
  let dataSource: DataSource;
  let connection: Connection;
  let temporal: Client;
  let company: TestCompany;
  let admin: ApiClient;
  let recruiter: ApiClient;
  let templateId: string;
  let jobId: string;

  const newApplication = async (email: string): Promise<string> => {
    const added = await admin.post<{ id: string }>('/job-applications', candidateInput(jobId, { firstName: 'Salma', lastName: 'Haddad', email }));
    expect(added.status).toBe(201);
    // the candidate's offer page finds the candidate through the candidate list
    await eventually(async () => (await dataSource.query(`SELECT 1 FROM rm_candidate_list WHERE application_id = $1`, [added.body.id])).length > 0);
    return added.body.id;
  };
  const details = async (offerId: string, api: ApiClient = admin) => (await api.get<Offer>(`/offers/${offerId}`)).body;
  const pdfOf = async (path: string, token: string) => {
    const response = await fetch(`${process.env.API_URL}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
  };
  const senderValues = { candidate_name: 'Salma Haddad', salary_amount: '90,000', salary_currency: 'AED' };

  beforeAll(async () => {
    dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 2 });
    await dataSource.initialize();
    connection = await Connection.connect({ address: process.env.TEMPORAL_ADDRESS });
    temporal = new Client({ connection, namespace: process.env.TEMPORAL_NAMESPACE ?? 'default' });
    company = await createTestCompany('offers');
    admin = company.admin;
    recruiter = company.recruiter;
    jobId = (await createPublishedJob(admin, 'Offer Engineer')).id;
    const form = new FormData();
    form.append('name', 'Standard offer');
    const letter = await offerLetterDocx(['Dear [candidate_name],', 'Salary: [salary_amount] [salary_currency]', 'Joining on [joining_date]']);
    form.append('file', new Blob([new Uint8Array(letter)]), 'Offer.docx');
    templateId = (await admin.post<{ id: string }>('/company-offer-templates', form)).body.id;
    const marked = await admin.put(`/company-offer-templates/${templateId}`, { name: 'Standard offer', placeholders: [{ name: 'joining_date', filledBy: 'CANDIDATE' }] });
    expect(marked.status).toBe(200);
  });

  afterAll(async () => {
    await connection?.close();
    await dataSource.destroy();
  });
  const workflowIdsOf = async (query: string) => {
    const found: string[] = [];
    for await (const execution of temporal.workflow.list({ query })) found.push(execution.workflowId);
    return found;
  };

  it('goes through a two-step approval, is sent with the candidate’s link and is signed by the candidate', async () => {
    const email = `salma.${Date.now()}@example.com`;
    const applicationId = await newApplication(email);
    const adminId = company.userIds[company.adminEmail]!;
    const created = await admin.post<{ id: string }>('/offers', {
      applicationId,
      templateId,
      senderValues,
      approvalFlow: { steps: [{ approverIds: [adminId], rule: 'ALL' }, { approverIds: [company.recruiterId], rule: 'ALL' }] },
    });
    expect(created.status).toBe(201);
    const offerId = created.body.id;
    expect(await details(offerId)).toMatchObject({ status: 'APPROVAL_PENDING', approval: { round: 1, status: 'PENDING', awaitingApproverIds: [adminId] } });
    // The round is one workflow, found in Temporal (the UI's filters) by company, job, application, offer and approver.
    const workflowId = `offer-approval:${offerId}`;
    const companyId = company.companyId as string;
    await eventually(async () => (await workflowIdsOf(`AtsOfferId = '${offerId}'`)).includes(workflowId));
    for (const query of [
      `AtsCompanyId = '${companyId}' AND AtsProcess = 'offer-approval' AND AtsOfferId = '${offerId}'`,
      `AtsJobId = '${jobId}' AND AtsOfferId = '${offerId}'`,
      `AtsApplicationId = '${applicationId}' AND AtsProcess = 'offer-approval'`,
      `AtsApproverIds = '${company.recruiterId}' AND AtsApplicationId = '${applicationId}'`,
    ]) {
      expect(await workflowIdsOf(query)).toEqual([workflowId]);
    }
    expect(await workflowIdsOf(`AtsCompanyId = '${companyId}' AND AtsApplicationId = '${applicationId}' AND AtsJobId = '${jobId}'`)).toEqual([workflowId]);
    // Another company's filter does not find it.
    expect(await workflowIdsOf(`AtsCompanyId = '${randomUUID()}' AND AtsOfferId = '${offerId}'`)).toEqual([]);
    // the second step's approver is not asked yet; sending before approval is refused
    expect((await recruiter.post(`/offers/${offerId}/approve`, {})).body).toMatchObject({ message: 'You are not an approver of the current stage' });
    expect((await admin.post(`/offers/${offerId}/send`, EMAIL)).body).toMatchObject({ message: 'This offer is not approved yet' });
    // the round's workflow (offer-approval:<offerId>) asks the first stage's approver: an e-mail with a signed link
    const asked = await eventually(
      async () =>
        ((await dataSource.query(`SELECT text_body AS text FROM mail_outbox WHERE to_address = $1 AND subject = $2`, [
          company.adminEmail,
          'Approval requested for an offer (Offer Engineer)',
        ])) as Array<{ text: string }>)[0],
      60_000,
    );
    expect(asked.text).toMatch(/\/approval\/[^\s]+/);
    expect(asked.text).toContain(`/offer/${offerId}`);
    // the approver answers from the e-mail's signed link, which works once
    const token = decodeURIComponent(/\/approval\/([^\s]+)/.exec(asked.text)![1]!);
    expect((await anonymousApi().get(`/approval-links/${encodeURIComponent(token)}`)).body).toMatchObject({ subjectType: 'offer', subjectId: offerId, open: true });
    expect((await anonymousApi().post(`/approval-links/${encodeURIComponent(token)}/decision`, { decision: 'APPROVED' })).status).toBe(204);
    expect((await anonymousApi().post(`/approval-links/${encodeURIComponent(token)}/decision`, { decision: 'APPROVED' })).status).toBe(409);

    expect((await recruiter.post(`/offers/${offerId}/approve`, { round: 1 })).status).toBe(200);
    expect((await details(offerId)).status).toBe('REQUEST_APPROVED');

    expect((await admin.post(`/offers/${offerId}/send`, { subject: 'Offer', body: 'No link here' })).body).toMatchObject({
      message: 'The offer email must contain the offer link',
    });
    const sent = await admin.post(`/offers/${offerId}/send`, EMAIL);
    expect(sent.status).toBe(200);
    expect((await details(offerId)).status).toBe('PENDING_ON_CANDIDATE');
    const [queued] = (await dataSource.query(
      `SELECT html_body AS body FROM mail_outbox WHERE to_address = $1 AND subject = $2`,
      [email, EMAIL.subject],
    )) as Array<{ body: string }>;
    expect(queued?.body).toContain(`/profile-builder/role/${jobId}/user/`);
    expect(queued?.body).toContain(`/application/${applicationId}/offer/${offerId}`);
    const listed = await admin.get<{ items: Array<{ offerId: string; candidateName: string }> }>(`/offers?applicationId=${applicationId}`);
    await eventually(async () => (await admin.get<{ items: Array<{ offerId: string; status: string }> }>(`/offers?applicationId=${applicationId}`)).body.items[0]?.status === 'PENDING_ON_CANDIDATE');
    expect(listed.status).toBe(200);

    // the candidate, by their own token: another candidate's token finds nothing
    const candidate = await candidateSession(email);
    const stranger = await candidateSession(`someone.${Date.now()}@example.com`);
    expect((await stranger.api.get(`/candidate-offers/${offerId}`)).status).toBe(404);
    expect((await admin.get(`/candidate-offers/${offerId}`)).status).not.toBe(200);
    const page = await candidate.api.get(`/candidate-offers/${offerId}`);
    expect(page.body).toMatchObject({ status: 'PENDING_ON_CANDIDATE', jobName: 'Offer Engineer', candidatePlaceholders: ['joining_date'], canRespond: true, message: null });
    const letter = await pdfOf(`/candidate-offers/${offerId}/letter`, candidate.token.accessToken);
    expect(await pdfText(letter.bytes)).toContain('Dear Salma Haddad,');

    const sign = (changes: Record<string, unknown>) =>
      candidate.api.post(`/candidate-offers/${offerId}/sign`, {
        acceptedTerms: true,
        candidateValues: { joining_date: '3 January 2027' },
        signature: SIGNATURE,
        signatureKind: 'DRAWN',
        ...changes,
      });
    expect((await sign({ acceptedTerms: false })).body).toMatchObject({ message: 'Please accept the terms to sign the offer' });
    expect((await sign({ candidateValues: {} })).body).toMatchObject({ message: 'Please fill in every placeholder of the offer letter' });
    expect((await sign({ signature: `data:image/gif;base64,${Buffer.from('GIF89a....').toString('base64')}` })).body).toMatchObject({
      message: 'Signature must be a JPG, JPEG or PNG',
    });
    expect((await details(offerId)).status).toBe('PENDING_ON_CANDIDATE');
    expect((await sign({})).status).toBe(200);
    expect(await details(offerId)).toMatchObject({ status: 'CANDIDATE_SIGNED', hasSignedLetter: true });

    // both parties read the signed PDF: the filled values, the candidate's, and the signing page
    const signed = await pdfOf(`/offers/${offerId}/letter`, (await signIn(company.adminEmail)).accessToken);
    const text = await pdfText(signed.bytes);
    expect(text).toContain('Salary: 90,000 AED');
    expect(text).toContain('Joining on 3 January 2027');
    expect(text).toContain('Signature record');
    expect(text).toContain(email);
    // the SHA-256 printed is that of the letter as sent, which the candidate read before signing
    expect(text).toContain(createHash('sha256').update(letter.bytes).digest('hex'));
    expect((await sign({})).body).toMatchObject({ message: 'This offer is not waiting for the candidate' });

    // The auditor's copy of the offer's whole history: the workflow's asks, each approver's answer, sent, signed.
    const exported = await admin.get<string>(`/offers/${offerId}/history/export?format=json`);
    expect(exported.status).toBe(200);
    const file = JSON.parse(exported.body) as { offerId: string; entries: Array<{ stream: string; type: string; summary: string; actor: { kind: string } }> };
    expect(file.offerId).toBe(offerId);
    const types = file.entries.map((entry) => entry.type);
    expect(types[0]).toBe('OfferCreated');
    expect(types.filter((type) => type === 'OfferApprovalDecided')).toHaveLength(2);
    expect(types.slice(-2)).toEqual(['OfferSentToCandidate', 'OfferSignedByCandidate']);
    expect(file.entries.find((entry) => entry.type === 'OfferApprovalRequested')).toMatchObject({ summary: 'asked step 1 of round 1 for approval', actor: { kind: 'automation' } });
    expect(new Set(file.entries.map((entry) => entry.stream))).toEqual(new Set([`offer-${offerId}`]));
    expect((await anonymousApi().get(`/offers/${offerId}/history/export`)).status).toBe(401);
  });

  it('editing an approved offer’s terms makes the letter again and starts approval round 2 in its own workflow', async () => {
    const applicationId = await newApplication(`salma.terms.${Date.now()}@example.com`);
    const created = await admin.post<{ id: string }>('/offers', {
      applicationId,
      templateId,
      senderValues,
      approvalFlow: { steps: [{ approverIds: [company.recruiterId], rule: 'ALL' }] },
    });
    expect(created.status).toBe(201);
    const offerId = created.body.id;
    expect((await recruiter.post(`/offers/${offerId}/approve`, { round: 1 })).status).toBe(200);
    // The current terms are read back, so Edit terms starts from them.
    expect(await details(offerId)).toMatchObject({ status: 'REQUEST_APPROVED', approval: { round: 1, status: 'APPROVED' }, senderValues });
    const round1 = `offer-approval:${offerId}`;
    await eventually(async () => (await temporal.workflow.getHandle(round1).describe()).status.name === 'COMPLETED');

    // Bad terms are refused and change nothing.
    expect((await admin.put(`/offers/${offerId}`, { senderValues: { ...senderValues, salary_amount: '' } })).body).toMatchObject({
      message: 'Please fill in every placeholder of the offer letter',
    });
    expect((await details(offerId)).status).toBe('REQUEST_APPROVED');

    const changed = await admin.put(`/offers/${offerId}`, { senderValues: { ...senderValues, salary_amount: '95,000' } });
    expect(changed.status).toBe(200);
    expect(await details(offerId)).toMatchObject({
      status: 'APPROVAL_PENDING',
      approval: { round: 2, status: 'PENDING', awaitingApproverIds: [company.recruiterId] },
      senderValues: { ...senderValues, salary_amount: '95,000' },
    });
    // Sending is refused until round 2 approves.
    expect((await admin.post(`/offers/${offerId}/send`, EMAIL)).body).toMatchObject({ message: 'This offer is not approved yet' });

    // Round 2 is its own workflow, found beside round 1 by the offer's search attribute.
    const round2 = `${round1}:round-2`;
    await eventually(async () => {
      const found = await workflowIdsOf(`AtsOfferId = '${offerId}' AND ExecutionStatus = 'Running'`);
      return found.length === 1 && found[0] === round2;
    });
    expect((await workflowIdsOf(`AtsOfferId = '${offerId}'`)).sort()).toEqual([round1, round2].sort());
    const reasons = (await dataSource.query(
      `SELECT data->>'round' AS round, data->>'reason' AS reason FROM events WHERE stream_id = $1 AND type = 'OfferApprovalRoundStarted' ORDER BY revision`,
      [`offer-${offerId}`],
    )) as Array<{ round: string; reason: string }>;
    expect(reasons.map((row) => [Number(row.round), row.reason])).toEqual([
      [1, 'SUBMITTED'],
      [2, 'TERMS_CHANGED'],
    ]);
    // The letter now carries the new terms.
    const letter = await pdfOf(`/offers/${offerId}/letter`, (await signIn(company.adminEmail)).accessToken);
    expect(await pdfText(letter.bytes)).toContain('Salary: 95,000 AED');

    expect((await recruiter.post(`/offers/${offerId}/approve`, { round: 2 })).status).toBe(200);
    expect(await details(offerId)).toMatchObject({ status: 'REQUEST_APPROVED', approval: { round: 2, status: 'APPROVED' } });
  });

  it('is sent at once without a flow, recalled with an e-mail, and the candidate then reads the recall message', async () => {
    const email = `recalled.${Date.now()}@example.com`;
    const applicationId = await newApplication(email);
    const created = await admin.post<{ id: string }>('/offers', { applicationId, templateId, senderValues, email: EMAIL });
    expect(created.status).toBe(201);
    const offerId = created.body.id;
    expect((await details(offerId)).status).toBe('PENDING_ON_CANDIDATE');
    const recalled = await admin.post(`/offers/${offerId}/recall`, { email: { subject: 'Offer recalled', body: '<p>We recalled the offer.</p>' } });
    expect(recalled.status).toBe(200);
    expect((await details(offerId)).status).toBe('OFFER_RECALLED');
    const candidate = await candidateSession(email);
    await eventually(async () => (await candidate.api.get(`/candidate-offers/${offerId}`)).status === 200);
    expect((await candidate.api.get(`/candidate-offers/${offerId}`)).body).toMatchObject({
      status: 'OFFER_RECALLED',
      letterAvailable: false,
      canRespond: false,
      message: 'Recruiter has recalled the offer. Please contact the recruiter for more details.',
    });
    expect((await pdfOf(`/candidate-offers/${offerId}/letter`, candidate.token.accessToken)).status).toBe(409);
  });

  it('is marked as signed with an uploaded PDF (only a .pdf), or rejected on the candidate’s behalf with a reason', async () => {
    const applicationId = await newApplication(`marked.${Date.now()}@example.com`);
    const offerId = (await admin.post<{ id: string }>('/offers', { applicationId, templateId, senderValues, email: EMAIL })).body.id;
    const notPdf = new FormData();
    notPdf.append('file', new Blob([new Uint8Array(await offerLetterDocx(['signed']))]), 'signed.docx');
    expect((await admin.post(`/offers/${offerId}/mark-as-signed`, notPdf)).body).toMatchObject({ message: 'Signed offer must be a .pdf' });
    const pdf = new FormData();
    pdf.append('file', new Blob([new Uint8Array(await pdfCv(['Signed by hand']))]), 'signed.pdf');
    expect((await admin.post(`/offers/${offerId}/mark-as-signed`, pdf)).status).toBe(200);
    expect(await details(offerId)).toMatchObject({ status: 'MARKED_AS_SIGNED', hasSignedLetter: true });

    const otherId = (await admin.post<{ id: string }>('/offers', { applicationId, templateId, senderValues, email: EMAIL })).body.id;
    expect((await admin.post(`/offers/${otherId}/reject-on-behalf`, { reason: ' ' })).body).toMatchObject({ message: 'Please enter the reason for rejection' });
    expect((await admin.post(`/offers/${otherId}/reject-on-behalf`, { reason: 'Accepted another offer', comments: 'By phone' })).status).toBe(200);
    expect(await details(otherId)).toMatchObject({ status: 'CANDIDATE_REJECTED', rejection: { reason: 'Accepted another offer', comments: 'By phone', onBehalf: true } });
  });

  it('refuses bad offers with the spec messages and makes nothing', async () => {
    const applicationId = await newApplication(`refused.${Date.now()}@example.com`);
    const attempt = (body: Record<string, unknown>) => admin.post('/offers', { applicationId, templateId, senderValues, email: EMAIL, ...body });
    expect((await attempt({ templateId: '00000000-0000-4000-8000-000000000000' })).body).toMatchObject({ message: 'Template not found', statusCode: 404 });
    expect((await attempt({ applicationId: '00000000-0000-4000-8000-000000000000' })).body).toMatchObject({ message: 'Application ID not found' });
    expect((await attempt({ senderValues: { candidate_name: 'Salma' } })).body).toMatchObject({ message: 'Please fill in every placeholder of the offer letter' });
    expect((await attempt({ approvalFlow: { steps: [{ approverIds: [], rule: 'ALL' }] } })).body).toMatchObject({
      message: 'Approval setup incomplete. Every stage must have an assigned approver to continue.',
    });
    const toggled = await admin.put(`/company/toogle-requisition-for-offer/${company.companyId}`, { isRequisitionMandatoryForOffer: true });
    expect(toggled.body).toEqual({ isRequisitionMandatoryForOffer: true });
    expect((await attempt({})).body).toMatchObject({ message: 'Please select requisition' });
    await admin.put(`/company/toogle-requisition-for-offer/${company.companyId}`, {});
    expect((await admin.get<{ items: unknown[] }>(`/offers?applicationId=${applicationId}`)).body.items).toEqual([]);
    const other = await createTestCompany('offers-other');
    expect((await other.admin.get(`/offers?applicationId=${applicationId}`)).status).toBe(404);
  });
});
