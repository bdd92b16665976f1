import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { createDataSource } from '@ats/infra/db/data-source';
import { seedCompany } from '@ats/infra/db/seed';
import { offerLetterDocx } from '@ats/infra/documents/testing/offer-letters';
import { apiAs, candidateInput, createPublishedJob, eventually, type ApiClient } from './support';

const INCOMPLETE = 'Approval setup incomplete. Every stage must have an assigned approver to continue.';

type Notification = { type: string; title: string; jobApplicationId: string | null; candidateName: string | null; redirectionData: Record<string, unknown> };
type OfferList = { items: Array<{ offerId: string; status: string; candidateName: string | null }>; total: number; page: number; take: number };

/**
 * Offers beyond their own lifecycle (issue 10 leftovers): OFFER_* inbox notifications from the offer events on Kafka,
 * the offer's events on the application's timeline, the company-wide list with its filters and pages, the company
 * default offer flow, an approver of a pending offer who 'Cannot be deleted', and the requisition picker's data.
 */
describe('offers: notifications, timeline, list, default flow', () => {
  let dataSource: DataSource;
  let admin: ApiClient;
  let approver: ApiClient;
  let ids: Record<'admin' | 'approver', string>;
  let jobId: string;
  let templateId: string;

  const inboxOf = async (api: ApiClient, type: string): Promise<Notification[]> =>
    ((await api.get('/inbox?filter=ALL&order=DESC&perPage=50')).body.notifications as Notification[]).filter((n) => n.type === type);

  const newApplication = async (firstName: string): Promise<string> => {
    const added = await admin.post<{ id: string }>('/job-applications', candidateInput(jobId, { firstName, lastName: 'Haddad', email: `${randomUUID()}@example.com` }));
    expect(added.status).toBe(201);
    // the inbox names the candidate once it has seen the application
    await eventually(async () => (await dataSource.query(`SELECT 1 FROM inbox_application_owners WHERE application_id = $1`, [added.body.id])).length > 0);
    return added.body.id;
  };

  const offerFor = async (applicationId: string, approvalFlow: unknown) => {
    const created = await admin.post<{ id: string }>('/offers', { applicationId, templateId, senderValues: { candidate_name: 'Salma Haddad' }, approvalFlow });
    expect(created.status).toBe(201);
    return created.body.id;
  };

  beforeAll(async () => {
    dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 2 });
    await dataSource.initialize();
    const domain = `offer-notices-${randomUUID().slice(0, 8)}.test`;
    const seeded = await seedCompany(dataSource, {
      name: 'Offer notices company',
      domain,
      users: [
        { firstName: 'Ada', lastName: 'Admin', email: `admin@${domain}`, roles: ['COMPANY_ADMIN'] },
        { firstName: 'Faris', lastName: 'Finance', email: `finance@${domain}`, roles: ['COMPANY_ADMIN'] },
      ],
    });
    ids = { admin: seeded.userIds[`admin@${domain}`]!, approver: seeded.userIds[`finance@${domain}`]! };
    admin = apiAs(`admin@${domain}`);
    approver = apiAs(`finance@${domain}`);
    jobId = (await createPublishedJob(admin, 'Notice Engineer')).id;
    const form = new FormData();
    form.append('name', 'Notice offer');
    form.append('file', new Blob([new Uint8Array(await offerLetterDocx(['Dear [candidate_name],']))]), 'Offer.docx');
    templateId = (await admin.post<{ id: string }>('/company-offer-templates', form)).body.id;
    expect(templateId).toBeTruthy();
  });

  afterAll(async () => {
    await dataSource.destroy();
  });

  it('asks the approver in the inbox (linked to the offer), refuses to delete them meanwhile, tells the maker of the approval, and shows it all on the timeline', async () => {
    const applicationId = await newApplication('Salma');
    const offerId = await offerFor(applicationId, { steps: [{ approverIds: [ids.approver], rule: 'ALL' }] });

    const asked = await eventually(async () => (await inboxOf(approver, 'OFFER_APPROVAL_REQUEST')).find((n) => n.redirectionData.offerSentId === offerId), 60_000);
    expect(asked).toMatchObject({
      jobApplicationId: applicationId,
      candidateName: 'Salma Haddad',
      title: 'The offer to Salma Haddad for Notice Engineer is waiting for your approval',
      redirectionData: { offerSentId: offerId, jobApplicationId: applicationId, jobRoleId: jobId },
    });
    // the maker is not told of their own offer's request
    expect(await inboxOf(admin, 'OFFER_APPROVAL_REQUEST')).toEqual([]);

    // an approver of a pending offer round cannot be deleted as a team member
    await eventually(async () => (await dataSource.query(`SELECT 1 FROM rm_offers WHERE offer_id = $1 AND $2 = ANY(pending_approver_ids)`, [offerId, ids.approver])).length > 0);
    const deletion = await admin.delete(`/company-roles/company-users/${ids.approver}`);
    expect(deletion.status).toBe(409);
    expect(deletion.body.message).toBe('Cannot be deleted');

    expect((await approver.post(`/offers/${offerId}/approve`, { round: 1 })).status).toBe(200);
    const approved = await eventually(async () => (await inboxOf(admin, 'OFFER_APPROVAL_APPROVED')).find((n) => n.redirectionData.offerSentId === offerId), 60_000);
    expect(approved.title).toBe('The offer to Salma Haddad for Notice Engineer was approved');

    // the application's timeline holds the offer's events, in plain words and with their details
    const history = await admin.get<{ items: Array<{ type: string; summary: string; details: Record<string, unknown> }>; total: number }>(
      `/job-applications/${applicationId}/history?take=100`,
    );
    expect(history.status).toBe(200);
    const offerLines = history.body.items.filter((item) => item.details.type === 'OfferEvent');
    expect(offerLines.map((item) => item.details.offerEvent)).toEqual(['OfferCreated', 'OfferApprovalRoundStarted', 'OfferApprovalDecided', 'OfferApproved']);
    expect(offerLines[0]).toMatchObject({ type: 'OfferCreated', details: { offerId, templateName: 'Notice offer' } });
    expect(offerLines[2]!.details).toMatchObject({ decision: 'APPROVED', round: 1 });
    expect(history.body.items[0]!.type).toBe('CandidateAddedToJob');
  });

  it('tells the maker when the approver rejects, and lists the company’s offers by status and job, page by page', async () => {
    const applicationId = await newApplication('Nour');
    const offerId = await offerFor(applicationId, { steps: [{ approverIds: [ids.approver], rule: 'ALL' }] });
    await eventually(async () => (await inboxOf(approver, 'OFFER_APPROVAL_REQUEST')).some((n) => n.redirectionData.offerSentId === offerId), 60_000);
    expect((await approver.post(`/offers/${offerId}/reject`, { round: 1, note: 'Over budget' })).status).toBe(200);
    const rejected = await eventually(async () => (await inboxOf(admin, 'OFFER_APPROVAL_REJECTED')).find((n) => n.redirectionData.offerSentId === offerId), 60_000);
    expect(rejected.title).toBe('Faris Finance rejected the offer to Nour Haddad for Notice Engineer');

    const list = async (query: string) => (await admin.get<OfferList>(`/offers?${query}`)).body;
    await eventually(async () => (await list('statuses=REQUEST_REJECTED')).items.some((item) => item.offerId === offerId));
    const byStatus = await list(`statuses=REQUEST_REJECTED&jobId=${jobId}`);
    expect(byStatus.items.map((item) => [item.offerId, item.status, item.candidateName])).toEqual([[offerId, 'REQUEST_REJECTED', 'Nour Haddad']]);
    expect(byStatus.total).toBe(1);
    // both of the company's offers, one a page
    const first = await list('take=1&page=1');
    const second = await list('take=1&page=2');
    expect([first.total, first.items.length, second.items.length]).toEqual([2, 1, 1]);
    expect(first.items[0]!.offerId).not.toBe(second.items[0]!.offerId);
    expect((await list(`jobId=${randomUUID()}`)).items).toEqual([]);
    expect((await admin.get('/offers?statuses=SIGNED_SOMEHOW')).status).toBe(400);
    expect((await admin.get('/offers?take=101')).status).toBe(400);
  });

  it('keeps a company default offer flow (every stage needs an approver) and links offers only to open requisitions', async () => {
    expect((await admin.get('/approval-flows/default/offer')).body).toMatchObject({ steps: [] });
    const incomplete = await admin.put('/approval-flows/default/offer', { steps: [{ approverIds: [ids.approver], rule: 'ALL' }, { approverIds: [], rule: 'ALL' }] });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.message).toBe(INCOMPLETE);
    expect((await admin.get('/approval-flows/default/offer')).body).toMatchObject({ steps: [] });
    const saved = await admin.put('/approval-flows/default/offer', { steps: [{ approverIds: [ids.approver], rule: 'ALL' }], reminderEveryDays: 3 });
    expect(saved.status).toBe(200);
    expect((await admin.get('/approval-flows/default/offer')).body).toMatchObject({ steps: [{ approverIds: [ids.approver], rule: 'ALL' }], reminderEveryDays: 3 });
    // the requisition default is another flow
    expect((await admin.get('/approval-flows/default/requisition')).body).toMatchObject({ steps: [] });

    expect((await admin.get('/company/requisitions-for-offer')).body).toEqual({ isRequisitionMandatoryForOffer: false, requisitions: [] });
    const applicationId = await newApplication('Rana');
    const unknown = await admin.post('/offers', { applicationId, templateId, senderValues: { candidate_name: 'Rana Haddad' }, requisitionId: randomUUID(), approvalFlow: { steps: [{ approverIds: [ids.approver], rule: 'ALL' }] } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Please select requisition');
    expect((await admin.get<OfferList>(`/offers?applicationId=${applicationId}`)).body.items).toEqual([]);
  });
});
