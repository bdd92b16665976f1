import { randomUUID } from 'node:crypto';
import { Client, Connection } from '@temporalio/client';
import type { DataSource } from 'typeorm';
import { streamId } from '@ats/domain/shared';
import { createDataSource } from '@ats/infra/db/data-source';
import { openEventStore } from '@ats/infra/runtime/open-event-store';
import { seedCompany } from '@ats/infra/db/seed';
import { anonymousApi, apiAs, candidateInput, createPublishedJob, eventually, type ApiClient, workflowResult } from './support';

const INCOMPLETE = 'Approval setup incomplete. Every stage must have an assigned approver to continue.';
const NO_HOD = 'Cannot create requisition, please contact admin to assign HOD...';

/**
 * The hiring plan on the real stack (issue 10): a requisition goes through a two-stage approval run by one Temporal
 * workflow per round (`requisition-approval:<id>`, findable by requisition and approver), approvers are asked in
 * the inbox and by e-mail with a signed single-use link, and editing an approved requisition's terms asks again.
 */
describe('hiring plan: requisitions and their approval', () => {
  let dataSource: DataSource;
  let connection: Connection;
  let temporal: Client;
  let admin: ApiClient;
  let recruiter: ApiClient;
  let manager: ApiClient;
  let ids: Record<string, string>;
  let departmentId: string;
  let headlessDepartmentId: string;
  let locationId: string;
  let domain: string;

  beforeAll(async () => {
    dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 2 });
    await dataSource.initialize();
    connection = await Connection.connect({ address: process.env.TEMPORAL_ADDRESS });
    temporal = new Client({ connection, namespace: process.env.TEMPORAL_NAMESPACE ?? 'default' });
    domain = `hiring-plan-${randomUUID().slice(0, 8)}.test`;
    const seeded = await seedCompany(dataSource, {
      name: 'Hiring plan company',
      domain,
      users: [
        { firstName: 'Ada', lastName: 'Admin', email: `admin@${domain}`, roles: ['COMPANY_ADMIN'] },
        { firstName: 'Rami', lastName: 'Recruiter', email: `recruiter@${domain}`, roles: ['COMPANY_RECRUITER'] },
        { firstName: 'Hana', lastName: 'Manager', email: `manager@${domain}`, roles: ['COMPANY_INTERVIEWER'] },
      ],
    });
    ids = {
      companyId: seeded.companyId,
      admin: seeded.userIds[`admin@${domain}`],
      recruiter: seeded.userIds[`recruiter@${domain}`],
      manager: seeded.userIds[`manager@${domain}`],
    };
    admin = apiAs(`admin@${domain}`);
    recruiter = apiAs(`recruiter@${domain}`);
    manager = apiAs(`manager@${domain}`);
    const department = await admin.post('/departments', { name: 'Engineering', headOfDepartmentId: ids.admin });
    const headless = await admin.post('/departments', { name: 'Finance', headOfDepartmentId: null });
    const location = await admin.post('/locations', { name: 'Dubai' });
    expect([department.status, headless.status, location.status]).toEqual([201, 201, 201]);
    departmentId = department.body.id;
    headlessDepartmentId = headless.body.id;
    locationId = location.body.id;
  });

  afterAll(async () => {
    await connection?.close();
    await dataSource?.destroy();
  });

  const fields = (overrides: Record<string, unknown> = {}) => ({
    openingId: `REQ-${randomUUID().slice(0, 4)}`,
    roleName: 'Backend Engineer',
    openingFor: 'NEW_JOB',
    jobDescription: 'Builds the hiring API',
    budgetType: 'BUDGETED',
    openingType: 'NEW_HIRE',
    departmentId,
    locationId,
    employmentType: 'FULL_TIME',
    targetHiredDate: '2027-03-31',
    headcount: 2,
    salary: { min: 10000, max: 15000, currency: 'AED', frequency: 'MONTH' },
    hiringManagerId: ids.manager,
    recruiterIds: [ids.recruiter],
    ...overrides,
  });
  const twoStages = () => ({
    steps: [
      { approverIds: [ids.manager], rule: 'ALL' },
      { approverIds: [ids.admin, ids.recruiter], rule: 'N_OF_M', required: 1 },
    ],
    reminderEveryDays: 5,
  });
  const eventCount = async (id: string) =>
    (await dataSource.query(`SELECT count(*)::int AS count FROM events WHERE stream_id = $1`, [streamId('requisition', id)]))[0].count as number;
  const workflowsOf = async (query: string) => {
    const found: Array<{ workflowId: string; status: string }> = [];
    for await (const execution of temporal.workflow.list({ query })) found.push({ workflowId: execution.workflowId, status: execution.status.name });
    return found;
  };
  const inboxOf = async (api: ApiClient, type: string) => {
    const response = await api.get('/inbox?filter=ALL&order=DESC&perPage=50');
    return (response.body.notifications as Array<{ type: string; title: string; redirectionData: Record<string, string> }>).filter((n) => n.type === type);
  };
  const linkFor = async (email: string, requisitionId: string) => {
    const mails: Array<{ text_body: string }> = await dataSource.query(
      `SELECT text_body FROM mail_outbox WHERE to_address = $1 AND text_body LIKE $2 ORDER BY created_at DESC`,
      [email, `%/recruiter/hiring-plan/opening/view/${requisitionId}%`],
    );
    const token = mails[0] && /\/approval\/([^\s]+)/.exec(mails[0].text_body)?.[1];
    return token ? decodeURIComponent(token) : undefined;
  };

  it('keeps the default flow complete: a stage without approver is refused with the spec message', async () => {
    const refused = await admin.put('/approval-flows/default/requisition', { steps: [{ approverIds: [ids.manager], rule: 'ALL' }, { approverIds: [], rule: 'ALL' }] });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: INCOMPLETE, success: false, errorCode: 'approval-setup-incomplete' });
    expect((await admin.get('/approval-flows/default/requisition')).body).toEqual({ steps: [], reminderEveryDays: 2 });
    // Recruiters read the default flow (to start from it) but only admins set it.
    expect((await recruiter.put('/approval-flows/default/requisition', twoStages())).status).toBe(403);
    const saved = await admin.put('/approval-flows/default/requisition', twoStages());
    expect(saved.status).toBe(200);
    expect((await recruiter.get('/approval-flows/default/requisition')).body.steps).toHaveLength(2);
    expect((await manager.get('/approval-flows/default/requisition')).status).toBe(403);
  });

  it('refuses a department without head and an incomplete flow, recording nothing', async () => {
    const before = await dataSource.query(`SELECT count(*)::int AS count FROM events WHERE type = 'RequisitionCreated'`);
    const noHead = await recruiter.post('/requisitions', fields({ departmentId: headlessDepartmentId }));
    expect(noHead.status).toBe(400);
    expect(noHead.body.message).toBe(NO_HOD);
    const incomplete = await recruiter.post('/requisitions', fields({ approvalFlow: { steps: [{ approverIds: [], rule: 'ALL' }] } }));
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.message).toBe(INCOMPLETE);
    const zero = await recruiter.post('/requisitions', fields({ headcount: 0 }));
    expect(zero.status).toBe(400);
    expect(zero.body.message).toBe('Headcount must be greater than 0');
    const after = await dataSource.query(`SELECT count(*)::int AS count FROM events WHERE type = 'RequisitionCreated'`);
    expect(after[0].count).toBe(before[0].count);
  });

  it('runs a two-stage approval in one findable workflow: inbox, e-mail link used once, approved; re-approval on edit; rejection', async () => {
    const created = await recruiter.post('/requisitions', fields());
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const workflowId = `requisition-approval:${id}`;

    // The workflow runs, findable by requisition and by approver.
    await eventually(async () => (await workflowsOf(`AtsRequisitionId = '${id}'`)).some((w) => w.workflowId === workflowId && w.status === 'RUNNING'));
    expect((await workflowsOf(`AtsApproverIds = '${ids.manager}' AND AtsRequisitionId = '${id}'`)).map((w) => w.workflowId)).toEqual([workflowId]);
    expect((await workflowsOf(`AtsProcess = 'requisition-approval' AND AtsRequisitionId = '${id}'`))).toHaveLength(1);

    // An approver in a pending flow cannot be deleted as a team member (once the read model has the requisition).
    await eventually(async () => (await admin.get('/requisitions?tab=PENDING_APPROVALS')).body.requisitions.some((r: { id: string }) => r.id === id));
    const deletion = await admin.delete(`/company-roles/company-users/${ids.manager}`);
    expect(deletion.status).toBe(409);
    expect(deletion.body.message).toBe('Cannot be deleted');

    // Stage 1 asks the hiring manager in the inbox; the admin of stage 2 may not answer yet.
    const asked = await eventually(async () => (await inboxOf(manager, 'APPROVAL_REQUEST')).find((n) => n.redirectionData.requisitionId === id));
    expect(asked.redirectionData.openingId).toBeTruthy();
    const early = await admin.post(`/requisitions/${id}/approve`, {});
    expect(early.status).toBe(403);
    expect(early.body.message).toBe('You are not an approver of the current stage');
    expect((await manager.post(`/requisitions/${id}/reject`, {})).body.message).toBe('Please add a note to reject');
    expect((await manager.post(`/requisitions/${id}/approve`, { channel: 'INBOX' })).status).toBe(200);

    // Stage 2: one of two; the admin answers from the e-mail's signed link, once.
    const token = await eventually(() => linkFor(`admin@${domain}`, id));
    const opened = await anonymousApi().get(`/approval-links/${encodeURIComponent(token)}`);
    expect(opened.body).toMatchObject({ subjectType: 'requisition', subjectId: id, open: true, approverName: 'Ada Admin' });
    expect((await anonymousApi().post(`/approval-links/${encodeURIComponent(token)}x/decision`, { decision: 'APPROVED' })).status).toBe(404);
    expect((await anonymousApi().post(`/approval-links/${encodeURIComponent(token)}/decision`, { decision: 'APPROVED' })).status).toBe(204);
    const afterApproval = await eventCount(id);
    expect((await anonymousApi().post(`/approval-links/${encodeURIComponent(token)}/decision`, { decision: 'REJECTED', note: 'Changed my mind' })).status).toBeLessThan(500);
    expect(await eventCount(id)).toBe(afterApproval);
    expect((await anonymousApi().get(`/approval-links/${encodeURIComponent(token)}`)).body.open).toBe(false);

    expect(await workflowResult(temporal, workflowId)).toBe('APPROVED');
    const approved = await recruiter.get(`/requisitions/${id}`);
    expect(approved.body).toMatchObject({ status: 'APPROVED', hiringProgress: 'NOT_STARTED', round: { round: 1, status: 'APPROVED' } });
    expect(approved.body.round.decisions.map((d: { channel: string }) => d.channel)).toEqual(['INBOX', 'EMAIL_LINK']);
    await eventually(async () => (await inboxOf(recruiter, 'REQUISITION_APPROVED')).some((n) => n.redirectionData.requisitionId === id));

    // The hiring plan lists it under To be Hired, with its tile.
    await eventually(async () => (await recruiter.get('/requisitions?tab=TO_BE_HIRED')).body.requisitions.some((r: { id: string }) => r.id === id));
    expect((await recruiter.get('/requisitions/highlights')).body.hiringNotStarted).toBeGreaterThanOrEqual(1);
    expect((await manager.get('/requisitions?tab=TO_BE_HIRED')).status).toBe(403);

    // Editing the approved terms starts round 2 in its own workflow; the history keeps both rounds.
    const edited = await recruiter.put(`/requisitions/${id}`, fields({ openingId: approved.body.details.openingId, headcount: 3 }));
    expect(edited.status).toBe(200);
    const round2 = `${workflowId}:round-2`;
    await eventually(async () => (await workflowsOf(`AtsRequisitionId = '${id}'`)).some((w) => w.workflowId === round2 && w.status === 'RUNNING'));
    const history = (await recruiter.get(`/requisitions/${id}/history`)).body.entries as Array<{ type: string; reason?: string; round?: number }>;
    expect(history.filter((e) => e.type === 'RequisitionApprovalRoundStarted').map((e) => e.reason)).toEqual(['SUBMITTED', 'TERMS_CHANGED']);
    expect(history.some((e) => e.type === 'RequisitionApprovalRequested')).toBe(true);

    // The old link is spent; the hiring manager rejects round 2 with a note.
    expect((await anonymousApi().post(`/approval-links/${encodeURIComponent(token)}/decision`, { decision: 'APPROVED' })).status).toBeLessThan(500);
    expect((await recruiter.get(`/requisitions/${id}`)).body.status).toBe('PENDING_APPROVAL');
    expect((await manager.post(`/requisitions/${id}/reject`, { note: 'Headcount too high' })).status).toBe(200);
    expect(await workflowResult(temporal, round2)).toBe('REJECTED');
    await eventually(async () => (await recruiter.get('/requisitions?tab=REJECTED')).body.requisitions.some((r: { id: string }) => r.id === id));
    expect((await admin.get(`/requisitions/${randomUUID()}`)).status).toBe(404);
  });

  it('tells recruiters in their inbox when they are assigned to or removed from a requisition', async () => {
    const created = await admin.post('/requisitions', fields({ approvalFlow: { steps: [{ approverIds: [ids.admin], rule: 'ALL' }] } }));
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const changed = await admin.put(`/requisitions/${id}/recruiters`, { recruiterIds: [ids.manager] });
    expect(changed.status).toBe(200);
    expect((await admin.get(`/requisitions/${id}`)).body.recruiterIds).toEqual([ids.manager]);

    const openingId = (await admin.get(`/requisitions/${id}`)).body.details.openingId as string;
    const assigned = await eventually(async () => (await inboxOf(manager, 'REQUISITION_RECRUITER_ASSIGNED')).find((n) => n.redirectionData.requisitionId === id));
    expect(assigned).toMatchObject({ title: `Ada Admin assigned you as recruiter on requisition Backend Engineer (ID ${openingId})`, redirectionData: { openingId } });
    const removed = await eventually(async () => (await inboxOf(recruiter, 'REQUISITION_RECRUITER_REMOVED')).find((n) => n.redirectionData.requisitionId === id));
    expect(removed).toMatchObject({ title: `Ada Admin removed you as recruiter from requisition Backend Engineer (ID ${openingId})` });
    // Each only their own: the removed recruiter is not told of an assignment, nor the actor of anything.
    expect((await inboxOf(recruiter, 'REQUISITION_RECRUITER_ASSIGNED')).some((n) => n.redirectionData.requisitionId === id)).toBe(false);
    expect((await inboxOf(admin, 'REQUISITION_RECRUITER_REMOVED')).some((n) => n.redirectionData.requisitionId === id)).toBe(false);

    // An unknown recruiter is refused and changes nothing. Only the recruiter changes are counted: the requisition's
    // approval workflow, started on create, may still be recording its request on the same stream meanwhile.
    const recruiterChanges = async () =>
      (
        await dataSource.query(`SELECT count(*)::int AS count FROM events WHERE stream_id = $1 AND type = 'RequisitionRecruitersChanged'`, [
          streamId('requisition', id),
        ])
      )[0].count as number;
    const before = await recruiterChanges();
    expect((await admin.put(`/requisitions/${id}/recruiters`, { recruiterIds: [randomUUID()] })).status).toBe(400);
    expect(await recruiterChanges()).toBe(before);
    expect((await admin.get(`/requisitions/${id}`)).body.recruiterIds).toEqual([ids.manager]);
  });

  it('reminds the awaited approver in the inbox at the flow’s cadence (APPROVAL_REMINDER) until they answer', async () => {
    // A day lasts ATS_DAY_MS on the test stack (1 s): a flow reminding every day reminds within seconds, for real.
    const opening = fields({ approvalFlow: { steps: [{ approverIds: [ids.manager], rule: 'ALL' }], reminderEveryDays: 1 } });
    const created = await recruiter.post('/requisitions', opening);
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const workflowId = `requisition-approval:${id}`;
    const reminder = await eventually(async () => (await inboxOf(manager, 'APPROVAL_REMINDER')).find((n) => n.redirectionData.requisitionId === id));
    expect(reminder.title).toMatch(/^Reminder: requisition .+ is waiting for your approval$/);
    expect(reminder.title).toContain(`(ID ${opening.openingId})`);
    expect(reminder.redirectionData.openingId).toBe(opening.openingId);
    // Only the awaited approver is reminded.
    expect((await inboxOf(recruiter, 'APPROVAL_REMINDER')).some((n) => n.redirectionData.requisitionId === id)).toBe(false);

    // Answering ends the round: the workflow completes, so no reminder can follow; each one recorded reached the inbox.
    expect((await manager.post(`/requisitions/${id}/approve`, { channel: 'INBOX' })).status).toBe(200);
    await eventually(async () => (await workflowsOf(`AtsRequisitionId = '${id}'`)).some((w) => w.workflowId === workflowId && w.status === 'COMPLETED'));
    const history = (await admin.get(`/requisitions/${id}/history`)).body.entries as Array<{ type: string; actorKind: string; reminder?: number }>;
    const reminders = history.filter((entry) => entry.type === 'RequisitionApprovalRequested' && (entry.reminder ?? 0) > 0);
    expect(reminders.length).toBeGreaterThanOrEqual(1);
    expect(reminders.map((entry) => entry.reminder)).toEqual(reminders.map((_entry, index) => index + 1));
    expect(new Set(reminders.map((entry) => entry.actorKind))).toEqual(new Set(['automation']));
    await eventually(
      async () => (await inboxOf(manager, 'APPROVAL_REMINDER')).filter((n) => n.redirectionData.requisitionId === id).length === reminders.length,
    );
  });

  it("'Mark as Hired' with a candidate found in the product records that application, named as the product knows it", async () => {
    const created = await admin.post('/requisitions', fields({ approvalFlow: { steps: [{ approverIds: [ids.admin], rule: 'ALL' }] } }));
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect((await admin.post(`/requisitions/${id}/approve`, {})).status).toBe(200);
    const job = await createPublishedJob(admin, 'Hired Engineer');
    const email = `salma.${randomUUID().slice(0, 6)}@example.com`;
    const applied = await admin.post<{ id: string }>('/job-applications', candidateInput(job.id, { firstName: 'Salma', lastName: 'Haddad', email }));
    expect(applied.status).toBe(201);
    const applicationId = applied.body.id;
    // The dialog finds her as the candidate list does.
    const found = await eventually(async () =>
      (await admin.get(`/job-applications?nameOrEmail=${encodeURIComponent('salma')}&active=true&page=1&take=10`)).body.items?.find(
        (item: { applicationId: string }) => item.applicationId === applicationId,
      ),
    );
    expect(found).toBeTruthy();

    // An application the company does not hold is refused, and nothing is recorded.
    const before = await eventCount(id);
    const unknown = await admin.post(`/requisitions/${id}/mark-as-hired`, { hiredDate: '2027-01-15', candidate: { applicationId: randomUUID(), name: 'Someone' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Please select candidate');
    expect(await eventCount(id)).toBe(before);

    // The name the web sends is the product's; a stale or forged one does not replace it.
    const hired = await admin.post(`/requisitions/${id}/mark-as-hired`, {
      hiredDate: '2027-01-15',
      candidate: { applicationId, name: 'Typed name', email: null },
      offerSentDate: '2027-01-05',
    });
    expect(hired.status).toBe(200);
    const read = await admin.get(`/requisitions/${id}`);
    expect(read.body).toMatchObject({
      status: 'APPROVED',
      hiringProgress: 'HIRED',
      hired: { date: '2027-01-15', offerSentDate: '2027-01-05', candidate: { applicationId, name: 'Salma Haddad', email } },
    });
    // The Hired tab names her and links her application.
    const row = await eventually(async () =>
      (await admin.get('/requisitions?tab=HIRED')).body.requisitions.find((r: { id: string; hiredDate: string }) => r.id === id && r.hiredDate === '2027-01-15'),
    );
    expect(row.hiredCandidate).toEqual({ applicationId, name: 'Salma Haddad', email });
    const again = await admin.post(`/requisitions/${id}/mark-as-hired`, { hiredDate: '2027-01-16', candidate: { applicationId, name: 'x' } });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect((await admin.get(`/requisitions/${id}`)).body.hired.date).toBe('2027-01-15');
  });

  it('names the candidate of an offer signed before its event carried the application, and only a hire naming nothing reads as not recorded', async () => {
    const approved = async () => {
      const created = await admin.post('/requisitions', fields({ approvalFlow: { steps: [{ approverIds: [ids.admin], rule: 'ALL' }] } }));
      expect(created.status).toBe(201);
      expect((await admin.post(`/requisitions/${created.body.id}/approve`, {})).status).toBe(200);
      return created.body.id as string;
    };
    const [id, unnamedId] = [await approved(), await approved()];
    const job = await createPublishedJob(admin, 'Older Offer Engineer');
    const email = `layla.${randomUUID().slice(0, 6)}@example.com`;
    const applied = await admin.post<{ id: string }>('/job-applications', candidateInput(job.id, { firstName: 'Layla', lastName: 'Nasser', email }));
    expect(applied.status).toBe(201);
    const applicationId = applied.body.id;
    const store = await openEventStore({ databaseUrl: process.env.DATABASE_URL as string });
    const metadata = (commandId: string) => ({
      eventId: randomUUID(),
      companyId: ids.companyId,
      actor: { kind: 'automation' as const, id: 'requisition-offer-progress', name: 'Offer' },
      commandId,
      correlationId: commandId,
      causationId: commandId,
      occurredAt: new Date().toISOString(),
      schemaVersion: 1,
    });
    const offerId = randomUUID();
    try {
      // The offer as the offers read model keeps it (its application), then the hire as events recorded it before
      // RequisitionOfferProgressed carried the application: only the offer's id.
      const letter = { docxBlobId: randomUUID(), pdfBlobId: randomUUID(), sha256: '0'.repeat(64), fileName: 'offer.docx' };
      await store.append(
        streamId('offer', offerId),
        [
          {
            type: 'OfferCreated',
            data: {
              offerId,
              applicationId,
              jobId: job.id,
              templateId: randomUUID(),
              templateName: 'Standard offer',
              requisitionId: id,
              placeholders: [],
              letter,
              approvalFlow: null,
              label: { jobName: 'Older Offer Engineer', jobId: job.id, applicationId, createdById: ids.admin },
            },
            metadata: metadata(`older-offer-created-${offerId}`),
          },
        ],
        'no-stream',
      );
      // At the stream's end (the approval workflow may still be recording its request): tried again on a conflict.
      const signedEarlier = async (requisitionId: string, signedOfferId: string) =>
        eventually(async () =>
          store
            .append(
              streamId('requisition', requisitionId),
              [
                {
                  type: 'RequisitionOfferProgressed',
                  data: { requisitionId, offerId: signedOfferId, progress: 'OFFER_SIGNED', at: '2027-02-01T09:00:00.000Z' },
                  metadata: metadata(`older-offer-signed-${signedOfferId}`),
                },
              ],
              (await eventCount(requisitionId)) - 1,
            )
            .then(() => true),
        );
      await signedEarlier(id, offerId);
      // An offer no read model or event names an application of: nothing identifies whom it hired.
      await signedEarlier(unnamedId, randomUUID());
    } finally {
      await store.close();
    }
    const hiredRows = async () =>
      (await admin.get('/requisitions?tab=HIRED&perPage=50')).body.requisitions as Array<{ id: string; hiredDate: string; hiredCandidate: unknown }>;
    const row = await eventually(async () => (await hiredRows()).find((r) => r.id === id && r.hiredCandidate));
    expect(row).toMatchObject({ hiredDate: '2027-02-01', hiredCandidate: { applicationId, name: 'Layla Nasser', email } });
    const unnamed = await eventually(async () => (await hiredRows()).find((r) => r.id === unnamedId));
    expect(unnamed).toMatchObject({ hiredDate: '2027-02-01', hiredCandidate: null });
    // The requisition's own page names her and links her application the same way.
    expect((await admin.get(`/requisitions/${id}`)).body.hired).toMatchObject({ date: '2027-02-01', offerId, candidate: { applicationId, name: 'Layla Nasser', email } });
    expect((await admin.get(`/requisitions/${unnamedId}`)).body.hired).toMatchObject({ date: '2027-02-01', candidate: null });
  });

  it('moves hiring progress with a linked offer: sent → Offer sent, signed → Hired', async () => {
    const created = await admin.post('/requisitions', fields({ approvalFlow: { steps: [{ approverIds: [ids.admin], rule: 'ALL' }] } }));
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect((await admin.post(`/requisitions/${id}/approve`, {})).status).toBe(200);
    // The offer's own events as the offer aggregate writes them (offers are built beside this): only what the reactor reads.
    const store = await openEventStore({ databaseUrl: process.env.DATABASE_URL as string });
    const offerId = randomUUID();
    // The offer is for a real application: the Hired tab names its candidate.
    const job = await createPublishedJob(admin, 'Offer Engineer');
    const email = `omar.${randomUUID().slice(0, 6)}@example.com`;
    const applied = await admin.post<{ id: string }>('/job-applications', candidateInput(job.id, { firstName: 'Omar', lastName: 'Saleh', email }));
    expect(applied.status).toBe(201);
    const applicationId = applied.body.id;
    const metadata = (commandId: string) => ({
      eventId: randomUUID(),
      companyId: ids.companyId,
      actor: { kind: 'user' as const, id: ids.admin, name: 'Ada Admin' },
      commandId,
      correlationId: commandId,
      causationId: commandId,
      occurredAt: new Date().toISOString(),
      schemaVersion: 1,
    });
    try {
      const stream = streamId('offer', offerId);
      await store.append(stream, [{ type: 'OfferCreated', data: { offerId, requisitionId: id, applicationId }, metadata: metadata('offer-created') }], 'no-stream');
      await store.append(stream, [{ type: 'OfferSentToCandidate', data: { offerId }, metadata: metadata('offer-sent') }], 0);
      await eventually(async () => (await admin.get(`/requisitions/${id}`)).body.hiringProgress === 'OFFER_SENT');
      await eventually(async () => (await admin.get('/requisitions/highlights')).body.offerSent >= 1);
      await store.append(stream, [{ type: 'OfferSignedByCandidate', data: { offerId }, metadata: metadata('offer-signed') }], 1);
      await eventually(async () => (await admin.get(`/requisitions/${id}`)).body.hiringProgress === 'HIRED');
      // The Hired tab names the offer's candidate (once the candidate list has her application too) on the day it was signed.
      const row = await eventually(async () =>
        (await admin.get('/requisitions?tab=HIRED')).body.requisitions.find((r: { id: string; hiredCandidate: unknown }) => r.id === id && r.hiredCandidate),
      );
      expect(row.hiredCandidate).toEqual({ applicationId, name: 'Omar Saleh', email });
      const read = (await admin.get(`/requisitions/${id}`)).body;
      expect(read.hired).toMatchObject({ offerId, candidate: { applicationId, name: 'Omar Saleh', email } });
      expect(row.hiredDate).toBe(read.hired.date);
      const history = (await admin.get(`/requisitions/${id}/history`)).body.entries as Array<{ type: string; actorKind: string }>;
      expect(history.filter((e) => e.type === 'RequisitionOfferProgressed').map((e) => e.actorKind)).toEqual(['automation', 'automation']);
      // The whole history as a file for the auditor (issue 10): who, when, why and in words.
      const exported = await admin.get<string>(`/requisitions/${id}/history/export?format=json`);
      expect(exported.status).toBe(200);
      // A download: the client keeps its text.
      const file = JSON.parse(exported.body) as { requisitionId: string; entries: Array<{ stream: string; type: string; cause: string; summary: string; actor: { name: string } }> };
      const entries = file.entries;
      expect(file.requisitionId).toBe(id);
      expect(entries.map((entry) => entry.type)).toEqual(history.map((entry) => entry.type));
      expect(entries[0]).toMatchObject({ stream: `requisition-${id}`, type: 'RequisitionCreated', cause: 'user request', actor: { name: 'Ada Admin' } });
      expect(entries.filter((entry) => entry.type === 'RequisitionOfferProgressed').map((entry) => [entry.summary, entry.cause])).toEqual([
        ['An offer for it was sent', 'automation requisition-offer-progress'],
        ['An offer for it was signed', 'automation requisition-offer-progress'],
      ]);
      expect((await admin.get(`/requisitions/${id}/history/export?format=xml`)).status).toBe(400);
    } finally {
      await store.close();
    }
  });
});
