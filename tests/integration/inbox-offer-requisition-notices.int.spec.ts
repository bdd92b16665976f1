import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { createDataSource } from '@ats/infra/db/data-source';
import { seedCompany } from '@ats/infra/db/seed';
import { offerLetterDocx } from '@ats/infra/documents/testing/offer-letters';
import { candidateSession } from './candidate-session';
import { apiAs, candidateInput, createPublishedJob, eventually, type ApiClient } from './support';

type Notification = {
  type: string;
  title: string;
  jobApplicationId: string | null;
  jobRoleId: string | null;
  candidateName: string | null;
  roleName: string | null;
  redirectionData: Record<string, unknown>;
};

// A 1×1 PNG: the candidate's drawn signature as the browser's canvas sends it.
const SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const EMAIL = { subject: 'Your offer from us', body: '<p>Read and sign it here: <a href="{{offer-link}}">your offer</a></p>' };

/**
 * The candidate's answer to an offer and an approver's rejection of a requisition reach the right inboxes on the
 * real stack (spec 01 §3.8, §2.8; projections/offers/offer-notifications, projections/requisitions/requisition-
 * notifications): OFFER_ACCEPTED and OFFER_REJECTED go to whoever made the offer and to the candidate's owner,
 * linked to the offer and its application (the web opens the candidate's profile); REQUISITION_REJECTED goes to
 * whoever raised the requisition, linked to it (the web opens /recruiter/hiring-plan/opening/view/{requisitionId}).
 * Nobody else hears of them, and nobody of their own action.
 */
describe('inbox: offers answered and requisitions rejected', () => {
  let dataSource: DataSource;
  let admin: ApiClient;
  let recruiter: ApiClient;
  let manager: ApiClient;
  let ids: Record<'admin' | 'recruiter' | 'manager', string>;
  let jobId: string;
  let templateId: string;

  const inboxOf = async (api: ApiClient, type: string): Promise<Notification[]> =>
    ((await api.get('/inbox?filter=ALL&order=DESC&perPage=100')).body.notifications as Notification[]).filter((n) => n.type === type);
  const noticeOf = (api: ApiClient, type: string, match: (n: Notification) => boolean) =>
    eventually(async () => (await inboxOf(api, type)).find(match) ?? null, 60_000);

  /** An application the recruiter owns, which the candidate can open their offer for (the candidate list has it). */
  const application = async (firstName: string, email: string) => {
    const added = await admin.post<{ id: string }>('/job-applications', candidateInput(jobId, { firstName, lastName: 'Haddad', email, ownerId: ids.recruiter }));
    expect(added.status).toBe(201);
    await eventually(async () => (await dataSource.query(`SELECT 1 FROM rm_candidate_list WHERE application_id = $1`, [added.body.id])).length > 0);
    // The inbox names the candidate once it has seen the application.
    await eventually(async () => (await dataSource.query(`SELECT 1 FROM inbox_application_owners WHERE application_id = $1`, [added.body.id])).length > 0);
    return added.body.id;
  };
  /** The admin's offer, sent to the candidate at once (no approval flow). */
  const sentOffer = async (applicationId: string, candidateName: string) => {
    const created = await admin.post<{ id: string }>('/offers', { applicationId, templateId, senderValues: { candidate_name: candidateName }, email: EMAIL });
    expect(created.status).toBe(201);
    expect((await admin.get<{ status: string }>(`/offers/${created.body.id}`)).body.status).toBe('PENDING_ON_CANDIDATE');
    return created.body.id;
  };

  beforeAll(async () => {
    dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 2 });
    await dataSource.initialize();
    const domain = `offer-requisition-notices-${randomUUID().slice(0, 8)}.test`;
    const seeded = await seedCompany(dataSource, {
      name: 'Offer and requisition notices company',
      domain,
      users: [
        { firstName: 'Ada', lastName: 'Admin', email: `admin@${domain}`, roles: ['COMPANY_ADMIN'] },
        { firstName: 'Rami', lastName: 'Recruiter', email: `recruiter@${domain}`, roles: ['COMPANY_RECRUITER'] },
        { firstName: 'Hana', lastName: 'Manager', email: `manager@${domain}`, roles: ['COMPANY_INTERVIEWER'] },
      ],
    });
    ids = { admin: seeded.userIds[`admin@${domain}`]!, recruiter: seeded.userIds[`recruiter@${domain}`]!, manager: seeded.userIds[`manager@${domain}`]! };
    admin = apiAs(`admin@${domain}`);
    recruiter = apiAs(`recruiter@${domain}`);
    manager = apiAs(`manager@${domain}`);
    jobId = (await createPublishedJob(admin, 'Answer Engineer')).id;
    const form = new FormData();
    form.append('name', 'Answer offer');
    form.append('file', new Blob([new Uint8Array(await offerLetterDocx(['Dear [candidate_name],']))]), 'Offer.docx');
    templateId = (await admin.post<{ id: string }>('/company-offer-templates', form)).body.id;
    expect(templateId).toBeTruthy();
  });

  afterAll(async () => {
    await dataSource?.destroy();
  });

  it('tells the offer’s maker and the candidate’s owner that the candidate signed it (OFFER_ACCEPTED), linked to the offer and the application', async () => {
    const email = `signs.${randomUUID()}@example.com`;
    const applicationId = await application('Salma', email);
    const offerId = await sentOffer(applicationId, 'Salma Haddad');
    const candidate = await candidateSession(email);
    await eventually(async () => (await candidate.api.get(`/candidate-offers/${offerId}`)).status === 200);
    const signed = await candidate.api.post(`/candidate-offers/${offerId}/sign`, { acceptedTerms: true, candidateValues: {}, signature: SIGNATURE, signatureKind: 'DRAWN' });
    expect(signed.status).toBe(200);

    const link = { offerSentId: offerId, jobApplicationId: applicationId, jobRoleId: jobId, jobName: 'Answer Engineer', candidateName: 'Salma Haddad' };
    for (const reader of [admin, recruiter]) {
      const accepted = await noticeOf(reader, 'OFFER_ACCEPTED', (n) => n.redirectionData.offerSentId === offerId);
      expect(accepted).toMatchObject({
        title: 'Salma Haddad signed the offer for Answer Engineer',
        jobApplicationId: applicationId,
        jobRoleId: jobId,
        candidateName: 'Salma Haddad',
        roleName: 'Answer Engineer',
        redirectionData: link,
      });
    }
    // The manager made no offer and owns no candidate; nobody was told it was rejected.
    expect(await inboxOf(manager, 'OFFER_ACCEPTED')).toEqual([]);
    expect((await inboxOf(recruiter, 'OFFER_REJECTED')).filter((n) => n.redirectionData.offerSentId === offerId)).toEqual([]);
  });

  it('tells them when the candidate rejects it (OFFER_REJECTED); rejected on the candidate’s behalf, the one who did is not told', async () => {
    const email = `declines.${randomUUID()}@example.com`;
    const applicationId = await application('Nour', email);
    const offerId = await sentOffer(applicationId, 'Nour Haddad');
    const candidate = await candidateSession(email);
    await eventually(async () => (await candidate.api.get(`/candidate-offers/${offerId}`)).status === 200);
    expect((await candidate.api.post(`/candidate-offers/${offerId}/reject`, { reason: 'Accepted another offer' })).status).toBe(200);

    for (const reader of [admin, recruiter]) {
      const rejected = await noticeOf(reader, 'OFFER_REJECTED', (n) => n.redirectionData.offerSentId === offerId);
      expect(rejected).toMatchObject({
        title: 'Nour Haddad rejected the offer for Answer Engineer',
        jobApplicationId: applicationId,
        candidateName: 'Nour Haddad',
        redirectionData: { offerSentId: offerId, jobApplicationId: applicationId, jobRoleId: jobId },
      });
    }
    expect(await inboxOf(manager, 'OFFER_REJECTED')).toEqual([]);

    // The admin rejects another offer on the candidate's behalf: the owner hears who did; the admin hears nothing of it.
    const otherId = await sentOffer(applicationId, 'Nour Haddad');
    expect((await admin.post(`/offers/${otherId}/reject-on-behalf`, { reason: 'Declined by phone' })).status).toBe(200);
    const onBehalf = await noticeOf(recruiter, 'OFFER_REJECTED', (n) => n.redirectionData.offerSentId === otherId);
    expect(onBehalf).toMatchObject({
      title: "Ada Admin rejected the offer to Nour Haddad for Answer Engineer on the candidate's behalf",
      jobApplicationId: applicationId,
      redirectionData: { offerSentId: otherId, actorName: 'Ada Admin' },
    });
    expect((await inboxOf(admin, 'OFFER_REJECTED')).map((n) => n.redirectionData.offerSentId)).toEqual([offerId]);
  });

  it('tells whoever raised a requisition that its approver rejected it (REQUISITION_REJECTED), linked to the requisition', async () => {
    const department = await admin.post('/departments', { name: `Engineering ${randomUUID().slice(0, 4)}`, headOfDepartmentId: ids.admin });
    const location = await admin.post('/locations', { name: `Dubai ${randomUUID().slice(0, 4)}` });
    expect([department.status, location.status]).toEqual([201, 201]);
    const openingId = `REQ-${randomUUID().slice(0, 4)}`;
    const created = await recruiter.post('/requisitions', {
      openingId,
      roleName: 'Data Engineer',
      openingFor: 'NEW_JOB',
      jobDescription: 'Builds the pipelines',
      budgetType: 'BUDGETED',
      openingType: 'NEW_HIRE',
      departmentId: department.body.id,
      locationId: location.body.id,
      employmentType: 'FULL_TIME',
      targetHiredDate: '2027-03-31',
      headcount: 1,
      salary: { min: 10000, max: 15000, currency: 'AED', frequency: 'MONTH' },
      hiringManagerId: ids.manager,
      recruiterIds: [ids.recruiter],
      approvalFlow: { steps: [{ approverIds: [ids.manager], rule: 'ALL' }] },
    });
    expect(created.status).toBe(201);
    const requisitionId = created.body.id as string;
    // The approval workflow asks the manager first; the manager then rejects with a note.
    await noticeOf(manager, 'APPROVAL_REQUEST', (n) => n.redirectionData.requisitionId === requisitionId);
    expect((await manager.post(`/requisitions/${requisitionId}/reject`, { note: 'Not this quarter' })).status).toBe(200);

    const rejected = await noticeOf(recruiter, 'REQUISITION_REJECTED', (n) => n.redirectionData.requisitionId === requisitionId);
    expect(rejected).toMatchObject({
      title: `Hana Manager rejected requisition Data Engineer (ID ${openingId})`,
      jobApplicationId: null,
      roleName: 'Data Engineer',
      redirectionData: { requisitionId, openingId, jobName: 'Data Engineer', actorName: 'Hana Manager' },
    });
    // The approver who rejected it and the admin (who neither raised nor rejected it) are not told.
    expect((await inboxOf(manager, 'REQUISITION_REJECTED')).filter((n) => n.redirectionData.requisitionId === requisitionId)).toEqual([]);
    expect((await inboxOf(admin, 'REQUISITION_REJECTED')).filter((n) => n.redirectionData.requisitionId === requisitionId)).toEqual([]);
  });
});
