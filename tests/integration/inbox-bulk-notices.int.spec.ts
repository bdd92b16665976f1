import { randomUUID } from 'node:crypto';
import { mentionToken } from '@ats/domain/applications/comment-text';
import { createDataSource } from '@ats/infra/db/data-source';
import { seedCompany } from '@ats/infra/db/seed';
import { apiAs, candidateInput, createPublishedJob, eventually, stageNamed, type ApiClient } from './support';

type Row = {
  id: string;
  type: string;
  title: string;
  jobApplicationId: string | null;
  redirectionData: {
    bulkActionId?: string;
    bulkCount?: number;
    jobApplicationId?: string;
    toStageName?: string;
    archiveReason?: string;
    actorName?: string;
    emailSentId?: string;
    emailTemplateName?: string;
  };
};
type Status = { finished: boolean; completedCount: number; failedCount: number };

/**
 * A bulk action's notices on the real stack (spec 01 §3.8; projections/inbox/bulk-notices): the bulk action runs as
 * its Temporal workflow, its items' events reach the inbox through Kafka, and each person hears once per action —
 * a candidate's owner of a bulk stage move, archive and unarchive (STAGE_CHANGED, CANDIDATE_ARCHIVED,
 * CANDIDATE_UNARCHIVED counting their candidates: the spec has no bulk type for these), of a bulk e-mail and of a
 * bulk archive's rejection e-mails (EMAIL_SENT, likewise), each person a bulk comment @mentions (BULK_MENTIONS, not
 * MENTIONS per candidate) — with no notice per candidate.
 */
describe('inbox: one notice per bulk action and reader', () => {
  let admin: ApiClient;
  let recruiter: ApiClient;
  let mona: ApiClient;
  let otto: ApiClient;
  let ids: { admin: string; recruiter: string; mona: string; outsider: string };
  let job: Awaited<ReturnType<typeof createPublishedJob>>;
  let reason: { id: string; text: string };

  const rowsOf = async (api: ApiClient): Promise<Row[]> => (await api.get('/inbox?filter=ALL&order=ASC&perPage=100')).body.notifications as Row[];
  const ofAction = async (api: ApiClient, bulkActionId: string) => (await rowsOf(api)).filter((row) => row.redirectionData.bulkActionId === bulkActionId);
  const aboutEach = async (api: ApiClient, applicationIds: readonly string[]) =>
    (await rowsOf(api)).filter((row) => applicationIds.includes(row.jobApplicationId ?? row.redirectionData.jobApplicationId ?? ''));
  /** Runs a bulk action to its end (its Temporal workflow) and answers its id. */
  const runBulk = async (kind: string, body: Record<string, unknown>, expected: Partial<Status>) => {
    const queued = await admin.post(`/bulk-actions/${kind}`, body);
    expect(queued.status).toBe(201);
    const status = await eventually(async () => {
      const read = await admin.get<Status>(`/bulk-actions/status/${queued.body.id}`);
      return read.status === 200 && read.body.finished ? read.body : null;
    }, 60_000);
    // The reasons of items not applied, to say why when the counts differ.
    const notApplied = (await admin.get<{ items: Array<{ outcome: string; reason: string }> }>(`/bulk-actions/status/${queued.body.id}/items`)).body.items;
    expect({ ...status, notApplied: notApplied.filter((item) => item.outcome !== 'SUCCEEDED').map((item) => item.reason) }).toMatchObject({
      ...expected,
      notApplied: Array(expected.failedCount ?? 0).fill(expect.any(String)),
    });
    return queued.body.id as string;
  };
  /** The action's one notice (of `type`, when it tells of more than one thing) for the reader, once it counts `count` candidates. */
  const noticeOf = (api: ApiClient, bulkActionId: string, count: number, type?: string) =>
    eventually(async () => {
      const rows = (await ofAction(api, bulkActionId)).filter((row) => !type || row.type === type);
      return rows.length === 1 && rows[0]!.redirectionData.bulkCount === count ? rows[0]! : null;
    }, 60_000);
  const add = async (firstName: string, ownerId: string) => {
    const added = await admin.post('/job-applications', candidateInput(job.id, { firstName, lastName: 'Bulk', ownerId }));
    expect(added.status).toBe(201);
    return added.body.id as string;
  };

  beforeAll(async () => {
    const domain = `bulk-notices-${randomUUID().slice(0, 8)}.test`;
    const dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 2 });
    await dataSource.initialize();
    try {
      const seeded = await seedCompany(dataSource, {
        name: 'Bulk notices company',
        domain,
        users: [
          { firstName: 'Ada', lastName: 'Admin', email: `admin@${domain}`, roles: ['COMPANY_ADMIN'] },
          { firstName: 'Rami', lastName: 'Recruiter', email: `recruiter@${domain}`, roles: ['COMPANY_RECRUITER'] },
          { firstName: 'Mona', lastName: 'Manager', email: `mona@${domain}`, roles: ['COMPANY_ADMIN'] },
          { firstName: 'Otto', lastName: 'Outsider', email: `otto@${domain}`, roles: ['COMPANY_INTERVIEWER'] },
        ],
      });
      ids = {
        admin: seeded.userIds[`admin@${domain}`]!,
        recruiter: seeded.userIds[`recruiter@${domain}`]!,
        mona: seeded.userIds[`mona@${domain}`]!,
        outsider: seeded.userIds[`otto@${domain}`]!,
      };
    } finally {
      await dataSource.destroy();
    }
    admin = apiAs(`admin@${domain}`);
    recruiter = apiAs(`recruiter@${domain}`);
    mona = apiAs(`mona@${domain}`);
    otto = apiAs(`otto@${domain}`);
    job = await createPublishedJob(admin, 'Bulk Notice Analyst');
    // The recruiter owns and recruits for the job, so may open its profiles and be mentioned on them; the outsider may not.
    const team = await admin.post(`/company-roles/update-role/${job.id}`, {
      team: { ownerId: ids.recruiter, recruiterId: ids.recruiter, hiringManagerId: null },
      expectedRevision: job.revision,
    });
    expect(team.status).toBe(201);
    reason = (await admin.get('/archival-reasons/company')).body[0];
    expect(reason?.id).toBeTruthy();
  });

  it('tells a candidate’s owner of a bulk stage move, archive and unarchive once each, counting their candidates, linked to the action', async () => {
    const owned = [await add('Amira', ids.recruiter), await add('Basel', ids.recruiter), await add('Celia', ids.recruiter)];
    // Another owner's candidate in the same actions: their own one notice, not the recruiter's.
    const mine = await add('Dalia', ids.mona);
    const all = [...owned, mine];
    const interview = stageNamed(job, 'Interview');

    const moved = await runBulk('progress-stage-change', { applicationIds: all, stageId: interview.id, sendInvitationEmail: false }, { completedCount: 4, failedCount: 0 });
    const move = await noticeOf(recruiter, moved, 3);
    expect(move).toMatchObject({
      type: 'STAGE_CHANGED',
      title: `Ada Admin moved 3 of your candidates to ${interview.name}`,
      // No one candidate: the web opens the candidate list filtered by the action (bulkActionId).
      jobApplicationId: null,
      redirectionData: { bulkActionId: moved, bulkCount: 3, actorName: 'Ada Admin', toStageName: interview.name },
    });
    expect(await noticeOf(mona, moved, 1)).toMatchObject({ type: 'STAGE_CHANGED', title: `Ada Admin moved 1 of your candidates to ${interview.name}` });

    const archived = await runBulk('archive-change', { applicationIds: all, archivalReasonId: reason.id }, { completedCount: 4, failedCount: 0 });
    const archive = await noticeOf(recruiter, archived, 3);
    expect(archive).toMatchObject({
      type: 'CANDIDATE_ARCHIVED',
      title: `Ada Admin archived 3 of your candidates: ${reason.text}`,
      jobApplicationId: null,
      redirectionData: { bulkActionId: archived, bulkCount: 3, archiveReason: reason.text },
    });

    const unarchived = await runBulk('unarchive', { applicationIds: owned }, { completedCount: 3, failedCount: 0 });
    expect(await noticeOf(recruiter, unarchived, 3)).toMatchObject({ type: 'CANDIDATE_UNARCHIVED', title: 'Ada Admin unarchived 3 of your candidates' });

    // Nothing per candidate: each item's notice went into its action's one notice.
    expect(await aboutEach(recruiter, owned)).toEqual([]);
    expect(await aboutEach(mona, [mine])).toEqual([]);
    const aboutCandidates = (await rowsOf(recruiter)).filter((row) => row.type !== 'JOB_OWNER_COLLABORATOR_ASSIGNED_REMOVED');
    expect(aboutCandidates.map((row) => [row.type, row.redirectionData.bulkActionId])).toEqual([
      ['STAGE_CHANGED', moved],
      ['CANDIDATE_ARCHIVED', archived],
      ['CANDIDATE_UNARCHIVED', unarchived],
    ]);

    // A single move still tells the owner of that candidate, linked to the profile.
    const lone = await add('Hadi', ids.recruiter);
    const single = await admin.post(`/job-applications/${lone}/move-to-stage`, { stageId: interview.id, expectedRevision: 0 });
    expect(single.status).toBe(201);
    const told = await eventually(async () => (await aboutEach(recruiter, [lone])).find((row) => row.type === 'STAGE_CHANGED') ?? null, 60_000);
    expect(told).toMatchObject({ title: `Ada Admin moved Hadi Bulk from Sourced to ${interview.name}`, jobApplicationId: lone });
    expect(told.redirectionData.bulkActionId).toBeUndefined();
  });

  it('tells each person a bulk comment @mentions once (BULK_MENTIONS), not once per candidate; an item they may not see fails with the single comment’s reason', async () => {
    const owned = [await add('Emad', ids.recruiter), await add('Farah', ids.recruiter), await add('Ghada', ids.recruiter)];
    const text = `Please review ${mentionToken('Mona Manager', ids.mona)} and ${mentionToken('Rami Recruiter', ids.recruiter)}`;
    const commented = await runBulk('add-comment', { applicationIds: owned, text }, { completedCount: 3, failedCount: 0 });

    const mentioned = await noticeOf(mona, commented, 3);
    expect(mentioned).toMatchObject({
      type: 'BULK_MENTIONS',
      title: 'Ada Admin mentioned you in a comment on 3 candidates',
      jobApplicationId: null,
      redirectionData: { bulkActionId: commented, bulkCount: 3, actorName: 'Ada Admin' },
    });
    // The owner is mentioned too: one BULK_MENTIONS, which says more than the BULK_NOTES an owner gets otherwise.
    expect(await noticeOf(recruiter, commented, 3)).toMatchObject({ type: 'BULK_MENTIONS', title: 'Ada Admin mentioned you in a comment on 3 candidates' });
    expect((await rowsOf(mona)).filter((row) => row.type === 'MENTIONS')).toEqual([]);
    expect(await aboutEach(recruiter, owned)).toEqual([]);
    // Each comment keeps the mention, as a single comment's does.
    const comments = await admin.get<{ items: Array<{ text: string | null }> }>(`/job-applications/${owned[0]}/comments`);
    expect(comments.body.items.map((comment) => comment.text)).toEqual([text]);

    // Someone who may not open the candidates' profiles cannot be mentioned on them: each item fails and tells nobody.
    const refused = await runBulk('add-comment', { applicationIds: owned, text: `Loop in ${mentionToken('Otto Outsider', ids.outsider)}` }, { completedCount: 0, failedCount: 3 });
    const reasons = (await admin.get<{ items: Array<{ reason: string }> }>(`/bulk-actions/status/${refused}/items`)).body.items.map((item) => item.reason);
    expect(reasons).toEqual(Array(3).fill('Only team members with access to this job can be mentioned'));
    expect(await rowsOf(otto)).toEqual([]);
  });

  it('tells a candidate’s owner of a bulk e-mail, and of a bulk archive’s rejection e-mails, once each, naming the template they share', async () => {
    const owned = [await add('Ilham', ids.recruiter), await add('Jamal', ids.recruiter), await add('Karim', ids.recruiter)];
    const mine = await add('Lina', ids.mona);
    const title = `Welcome ${randomUUID().slice(0, 8)}`;
    const template = await admin.post('/company-email-templates', { title, subject: 'Welcome {{candidateFirstName}}', body: '<p>Hello</p>', type: 'CUSTOM_EMAIL' });
    expect(template.status).toBe(201);

    const emailed = await runBulk(
      'send-email',
      { applicationIds: [...owned, mine], templateId: template.body.id, subject: 'Welcome {{candidateFirstName}}', body: '<p>Hello</p>' },
      { completedCount: 4, failedCount: 0 },
    );
    // The subjects differ (each names its candidate); the template is the one they share.
    expect(await noticeOf(recruiter, emailed, 3)).toMatchObject({
      type: 'EMAIL_SENT',
      title: `Ada Admin emailed 3 of your candidates: ${title}`,
      jobApplicationId: null,
      redirectionData: { bulkActionId: emailed, bulkCount: 3, actorName: 'Ada Admin', emailTemplateName: title },
    });
    expect(await noticeOf(mona, emailed, 1)).toMatchObject({ type: 'EMAIL_SENT', title: `Ada Admin emailed 1 of your candidates: ${title}` });

    // Archive and send: one CANDIDATE_ARCHIVED and one EMAIL_SENT for the action, the rejection template named.
    const archived = await runBulk('archive-change', { applicationIds: owned, archivalReasonId: reason.id, sendRejectionEmail: true }, { completedCount: 3, failedCount: 0 });
    expect(await noticeOf(recruiter, archived, 3, 'EMAIL_SENT')).toMatchObject({
      title: 'Ada Admin emailed 3 of your candidates: Rejection email',
      redirectionData: { bulkActionId: archived, emailTemplateName: 'Rejection email' },
    });
    expect(await noticeOf(recruiter, archived, 3, 'CANDIDATE_ARCHIVED')).toMatchObject({ title: `Ada Admin archived 3 of your candidates: ${reason.text}` });
    // Each candidate did get each e-mail; their owner heard of none of them one by one.
    for (const applicationId of owned) {
      const emails = (await admin.get<{ items: Array<{ status: string }> }>(`/job-applications/${applicationId}/emails`)).body.items;
      expect(emails.map((email) => email.status)).toEqual(['SENT', 'SENT']);
    }
    expect(await aboutEach(recruiter, owned)).toEqual([]);
    expect(await aboutEach(mona, [mine])).toEqual([]);

    // A single e-mail still tells the owner of that candidate, linked to the e-mail.
    const lone = await add('Maha', ids.recruiter);
    const single = await admin.post(`/job-applications/${lone}/emails`, { templateId: template.body.id, subject: 'Welcome {{candidateFirstName}}', body: '<p>Hello</p>' });
    expect(single.status).toBe(201);
    const told = await eventually(async () => (await aboutEach(recruiter, [lone])).find((row) => row.type === 'EMAIL_SENT') ?? null, 60_000);
    expect(told).toMatchObject({ title: 'Ada Admin emailed your candidate Maha Bulk', jobApplicationId: lone, redirectionData: { emailSentId: single.body.emailId } });
    expect(told.redirectionData.bulkActionId).toBeUndefined();
    expect(told.redirectionData.emailTemplateName).toBeUndefined();
  });
});
