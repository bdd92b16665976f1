import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Client, Connection } from '@temporalio/client';
import { PDFDocument } from 'pdf-lib';
import type { DataSource } from 'typeorm';
import { streamId } from '@ats/domain/shared';
import { createDataSource } from '@ats/infra/db/data-source';
import { candidateInput, createPublishedJob, createTestCompany, eventually, stageNamed, type ApiClient, type TestCompany } from './support';

type Job = Awaited<ReturnType<typeof createPublishedJob>>;
type Profile = {
  applicationId: string;
  candidateId: string;
  jobId: string;
  jobName: string;
  stageName: string;
  revision: number;
};

/**
 * Spec 02 §4.4 'move to, or add to, another job and stage; delete' and §2.13 'multiple applications (total
 * applications, add to job)', through HTTP at /job-applications/{id}/job-change, /add-to-job and DELETE
 * /job-applications/{id}: each refusal answers the spec's error object and changes nothing.
 */
describe('moving an application to another job, adding the candidate to another job, deleting an application', () => {
  let company: TestCompany;
  let admin: ApiClient;
  let backend: Job;
  let designer: Job;
  let dataSource: DataSource;
  let connection: Connection;
  let temporal: Client;

  const profile = async (applicationId: string, afterPosition?: string) => {
    const response = await admin.get<Profile>(`/job-applications/${applicationId}${afterPosition ? `?afterPosition=${afterPosition}` : ''}`);
    expect(response.status).toBe(200);
    return response.body;
  };
  const eventCount = async (applicationId: string): Promise<number> =>
    (await dataSource.query(`SELECT count(*)::int AS count FROM events WHERE stream_id = $1`, [streamId('application', applicationId)]))[0].count;
  const add = async (overrides: Record<string, unknown> = {}) => {
    const added = await admin.post('/job-applications', candidateInput(backend.id, overrides));
    expect(added.status).toBe(201);
    return added.body as { id: string; revision: number; position: string };
  };

  beforeAll(async () => {
    company = await createTestCompany('job-change');
    admin = company.admin;
    backend = await createPublishedJob(admin, 'Backend Engineer');
    designer = await createPublishedJob(admin, 'Product Designer');
    dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 2 });
    await dataSource.initialize();
    connection = await Connection.connect({ address: process.env.TEMPORAL_ADDRESS });
    temporal = new Client({ connection, namespace: process.env.TEMPORAL_NAMESPACE ?? 'default' });
  });

  afterAll(async () => {
    await connection?.close();
    await dataSource?.destroy();
  });

  it('moves the application to another job and stage: the list and profile follow, the history keeps both jobs', async () => {
    const added = await add();
    const interview = stageNamed(designer, 'Interview');
    const moved = await admin.post(`/job-applications/${added.id}/job-change`, { jobId: designer.id, stageId: interview.id, expectedRevision: added.revision });
    expect(moved.status).toBe(201);
    expect(moved.body).toMatchObject({ id: added.id, revision: added.revision + 1 });
    expect(await profile(added.id, moved.body.position)).toMatchObject({ jobId: designer.id, jobName: 'Product Designer', stageName: 'Interview' });

    const listed = await admin.get(`/job-applications?jobRoleIds=${designer.id}&afterPosition=${moved.body.position}`);
    expect(listed.body.items.map((item: { applicationId: string }) => item.applicationId)).toContain(added.id);
    const old = await admin.get(`/job-applications?jobRoleIds=${backend.id}`);
    expect(old.body.items.map((item: { applicationId: string }) => item.applicationId)).not.toContain(added.id);

    const history = await admin.get(`/job-applications/${added.id}/history`);
    expect(history.body.items.map((item: { details: unknown }) => item.details)).toEqual([
      expect.objectContaining({ type: 'CandidateAddedToJob', jobName: 'Backend Engineer', stageName: 'Sourced' }),
      { type: 'ApplicationMovedToJob', fromJobName: 'Backend Engineer', fromStageName: 'Sourced', jobName: 'Product Designer', toStageName: 'Interview' },
    ]);
    expect(history.body.items[1].summary).toBe('Moved from Backend Engineer (Sourced) to Product Designer (Interview) by Ada Admin');
  });

  it('sends the invitation e-mail of the stage it arrives in when that stage’s automation sends one', async () => {
    const added = await add({ firstName: 'Invitee' });
    const screening = stageNamed(designer, 'Screening');
    const moved = await admin.post(`/job-applications/${added.id}/job-change`, { jobId: designer.id, stageId: screening.id, expectedRevision: added.revision });
    expect(moved.status).toBe(201);
    // The answer's revision counts the e-mail, so the next command's expectedRevision is right.
    expect(moved.body.revision).toBe(added.revision + 2);
    const emails = await admin.get(`/job-applications/${added.id}/emails`);
    expect(emails.body.items).toEqual([expect.objectContaining({ status: 'SENT', subject: 'Next step for Product Designer at job-change company', sender: expect.objectContaining({ kind: 'automation' }) })]);
  });

  it('sends the invitation when the job itself moves its candidates into such a stage (a deleted stage’s candidates restaged)', async () => {
    const job = await createPublishedJob(admin, 'Restaged Engineer');
    const added = await admin.post('/job-applications', candidateInput(job.id, { firstName: 'Restaged', stageId: stageNamed(job, 'Interview').id }));
    expect(added.status).toBe(201);
    await admin.get(`/job-applications/${added.body.id}?afterPosition=${added.body.position}`);
    const deleted = await admin.delete(`/company-roles/${job.id}/stages/${stageNamed(job, 'Interview').id}?moveToStageId=${stageNamed(job, 'Screening').id}`);
    expect(deleted.status).toBe(200);
    const invitation = await eventually(async () => {
      const emails = await admin.get(`/job-applications/${added.body.id}/emails`);
      return (emails.body.items as Array<{ subject: string; status: string; sender: { kind: string } }>).find((email) => email.subject.startsWith('Next step for Restaged Engineer'));
    });
    expect(invitation).toMatchObject({ status: 'SENT', sender: expect.objectContaining({ kind: 'automation' }) });
  });

  it('refuses with the spec’s error object and changes nothing: the same job, an unknown stage, a stale revision, another company’s job', async () => {
    const added = await add();
    const other = await createTestCompany('job-change-other');
    const othersJob = await createPublishedJob(other.admin, 'Elsewhere');
    const before = await eventCount(added.id);
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ jobId: backend.id, expectedRevision: added.revision }, 409, 'The candidate is already in this job'],
      [{ jobId: designer.id, stageId: 'no-such-stage', expectedRevision: added.revision }, 404, 'Stage not found'],
      [{ jobId: designer.id, expectedRevision: added.revision + 5 }, 409, 'This record was changed by someone else. Reload and try again.'],
      [{ jobId: othersJob.id, expectedRevision: added.revision }, 404, 'Job role not found'],
      [{ jobId: 'not-a-uuid', expectedRevision: added.revision }, 400, 'Job role not found'],
    ];
    for (const [body, status, message] of cases) {
      const refused = await admin.post(`/job-applications/${added.id}/job-change`, body);
      expect({ body, status: refused.status }).toEqual({ body, status });
      expect(refused.body).toMatchObject({ success: false, statusCode: status });
      expect(refused.body.message).toBe(message);
    }
    expect(await eventCount(added.id)).toBe(before);
    // Another company's application is not there at all.
    expect((await other.admin.post(`/job-applications/${added.id}/job-change`, { jobId: othersJob.id, expectedRevision: added.revision })).status).toBe(404);
  });

  it('adds the candidate to another job as a second application of the same candidate; the first stays where it is', async () => {
    const added = await add({ firstName: 'Twice' });
    const second = await admin.post(`/job-applications/${added.id}/add-to-job`, { jobId: designer.id });
    expect(second.status).toBe(201);
    expect(second.body.id).not.toBe(added.id);
    const first = await profile(added.id, second.body.position);
    const other = await profile(second.body.id, second.body.position);
    expect(other).toMatchObject({ candidateId: first.candidateId, jobName: 'Product Designer', stageName: 'Sourced', firstName: 'Twice' });
    expect(first).toMatchObject({ jobName: 'Backend Engineer', stageName: 'Sourced' });
    const ofCandidate = await dataSource.query(`SELECT job_id FROM rm_candidate_list WHERE candidate_id = $1 ORDER BY applied_at`, [first.candidateId]);
    expect(ofCandidate.map((row: { job_id: string }) => row.job_id)).toEqual([backend.id, designer.id]);
    // One application per candidate and job: again to the same job, or moving the first one there, is refused.
    const again = await admin.post(`/job-applications/${added.id}/add-to-job`, { jobId: designer.id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This candidate already has an application for this job');
    const movedThere = await admin.post(`/job-applications/${added.id}/job-change`, { jobId: designer.id, expectedRevision: first.revision });
    expect(movedThere.status).toBe(409);
    expect(movedThere.body.message).toBe('This candidate already has an application for this job');
  });

  it('deletes an application: gone from the list, its comments, files, bytes and scheduled e-mails; its history stays readable', async () => {
    const added = await add({ firstName: 'Deleted' });
    const commented = await admin.post(`/job-applications/${added.id}/comments`, { text: 'Promising' });
    expect(commented.status).toBe(201);
    const document = await PDFDocument.create();
    document.addPage().drawText('Deleted CV');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await document.save())]), 'cv.pdf');
    const uploaded = await admin.post(`/job-applications/${added.id}/files`, form);
    expect(uploaded.status).toBe(201);
    const scheduled = await admin.post(`/job-applications/${added.id}/emails`, {
      subject: 'Later',
      body: '<p>Later</p>',
      scheduledAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(scheduled.status).toBe(201);
    const emailWorkflow = temporal.workflow.getHandle(`scheduled-email:${scheduled.body.emailId}`);
    await eventually(async () => (await emailWorkflow.describe().catch(() => null))?.status.name === 'RUNNING');
    const blob = path.join(process.env.ATS_BLOB_DIR as string, company.companyId, uploaded.body.fileId);
    expect(await readdir(path.dirname(blob))).toContain(uploaded.body.fileId);

    // Without the delete permission (a stranger to the company): nothing happens.
    const outsider = await createTestCompany('job-change-delete-outsider');
    expect((await outsider.admin.delete(`/job-applications/${added.id}`)).status).toBe(404);

    const deleted = await admin.delete(`/job-applications/${added.id}`);
    expect(deleted.status).toBe(200);
    expect((await admin.get(`/job-applications/${added.id}?afterPosition=${deleted.body.position}`)).status).toBe(404);
    const listed = await admin.get(`/job-applications?jobRoleIds=${backend.id}&afterPosition=${deleted.body.position}`);
    expect(listed.body.items.map((item: { applicationId: string }) => item.applicationId)).not.toContain(added.id);
    await eventually(async () => {
      const [{ comments }] = await dataSource.query(`SELECT count(*)::int AS comments FROM rm_application_comments WHERE application_id = $1`, [added.id]);
      const [{ files }] = await dataSource.query(`SELECT count(*)::int AS files FROM rm_application_files WHERE application_id = $1`, [added.id]);
      return comments === 0 && files === 0;
    });
    expect(await readdir(path.dirname(blob))).not.toContain(uploaded.body.fileId);
    await eventually(async () => (await emailWorkflow.describe()).status.name === 'CANCELLED');

    // Nothing more happens to it, and deleting twice is 404.
    expect((await admin.post(`/job-applications/${added.id}/comments`, { text: 'Too late' })).status).toBe(404);
    expect((await admin.delete(`/job-applications/${added.id}`)).status).toBe(404);
    // The auditor still reads its whole history, the deletion last.
    const history = await admin.get(`/job-applications/${added.id}/history`);
    expect(history.status).toBe(200);
    expect(history.body.items.at(-1)).toMatchObject({ type: 'ApplicationDeleted', summary: 'The application was deleted by Ada Admin', details: { type: 'ApplicationDeleted' } });
  });
});
