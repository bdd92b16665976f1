import { Client, Connection } from '@temporalio/client';
import { pdfCv } from '@ats/infra/cv-text/testing/cv-documents';
import { candidateInput, createPublishedJob, createTestCompany, eventually, stageNamed, type TestCompany } from './support';

type Status = {
  progressBarId: string;
  progressBarStatus: string;
  completedCount: number;
  failedCount: number;
  skippedCount: number;
  totalCount: number;
  finished: boolean;
  cancelled: boolean;
  canUndo: boolean;
  link: string;
};
type Row = { applicationId: string; status: string; stageName: string; tags: string[] };

/**
 * Bulk actions (spec 02 §2.14, §7.3) on the real stack: the request is recorded, the process starter starts
 * `bulk-action:<id>` on Temporal, the worker applies one command per application, the panel's read model
 * counts them; another company's applications fail without being touched; undo restores what the action
 * changed and skips what someone changed since. Cancel: tests/integration/bulk-email.int.spec.ts cancels a bulk
 * e-mail waiting for its time (always cancellable, so the test knows the cancel worked); the workflow's spec
 * cancels between chunks (workflows/bulk-action.workflow.unit.spec.ts) — a cancel racing a running action
 * here could not tell a working cancel from one refused as too late.
 */
describe('bulk actions', () => {
  let company: TestCompany;
  let other: TestCompany;
  let connection: Connection;
  let temporal: Client;
  let job: Awaited<ReturnType<typeof createPublishedJob>>;
  let reasonId: string;
  let secondJob: Awaited<ReturnType<typeof createPublishedJob>>;
  let otherJobId: string;
  const ids: string[] = [];
  const otherIds: string[] = [];

  const add = async (owner: TestCompany, jobId: string, firstName: string) => {
    const added = await owner.admin.post('/job-applications', candidateInput(jobId, { firstName }));
    expect(added.status).toBe(201);
    return added.body.id as string;
  };
  const finished = (id: string, client = company.admin) =>
    eventually(async () => {
      const status = await client.get<Status>(`/bulk-actions/status/${id}`);
      return status.status === 200 && status.body.finished ? status.body : null;
    }, 60_000);
  /** The application as the list has it once it has caught up with everything written so far (the log's head). */
  const profile = async (id: string, owner = company) => {
    const { headPosition } = (await (await fetch(`${process.env.API_URL}/api/health`)).json()) as { headPosition: string };
    return (await owner.admin.get<Row & { revision: number }>(`/job-applications/${id}?afterPosition=${headPosition}`)).body;
  };
  const listed = async (query: string) => {
    const response = await company.admin.get<{ items: Row[]; total: number }>(`/job-applications?${query}&take=100`);
    expect(response.status).toBe(200);
    return response.body;
  };

  beforeAll(async () => {
    [company, other] = await Promise.all([createTestCompany('bulk'), createTestCompany('bulk-other')]);
    connection = await Connection.connect({ address: process.env.TEMPORAL_ADDRESS });
    temporal = new Client({ connection, namespace: process.env.TEMPORAL_NAMESPACE ?? 'default' });
    job = await createPublishedJob(company.admin, 'Bulk Engineer');
    const otherJob = await createPublishedJob(other.admin, 'Other Engineer');
    otherJobId = otherJob.id;
    secondJob = await createPublishedJob(company.admin, 'Bulk Designer');
    for (let index = 0; index < 30; index += 1) ids.push(await add(company, job.id, `Bulk${index}`));
    for (let index = 0; index < 2; index += 1) otherIds.push(await add(other, otherJob.id, `Other${index}`));
    reasonId = (await company.admin.get<Array<{ id: string }>>('/archival-reasons/company')).body[0]!.id;
  }, 120_000);
  afterAll(async () => {
    await connection?.close();
  });

  it('refuses bad input with the spec’s messages and records nothing', async () => {
    const refusals: Array<[string, Record<string, unknown>, string]> = [
      ['archive-change', { archivalReasonId: reasonId }, 'Please select at least one application'],
      ['archive-change', { applicationIds: ids, archivalReasonId: 'not-a-reason' }, 'Please select archive reason'],
      ['archive-change', { applicationIds: Array.from({ length: 501 }, () => ids[0]), archivalReasonId: reasonId }, 'A bulk action can include at most 500 applications'],
      ['owner-change', { applicationIds: ids, ownerId: other.userIds[other.adminEmail] }, 'Please select owner'],
      ['add-or-remove-tags', { applicationIds: ids, add: [' '] }, 'Please enter new or existing tags'],
      ['progress-stage-change', { applicationIds: ids }, 'Please select stage'],
      ['add-comment', { applicationIds: ids, text: '   ' }, 'Please write some comment'],
    ];
    for (const [path, body, message] of refusals) {
      const response = await company.admin.post(`/bulk-actions/${path}`, body);
      expect({ path, status: response.status, message: response.body.message }).toEqual({ path, status: 400, message });
    }
    // Another company's archival reason is no reason at all.
    const otherReason = (await other.admin.get<Array<{ id: string }>>('/archival-reasons/company')).body[0]!.id;
    const foreign = await company.admin.post('/bulk-actions/archive-change', { applicationIds: ids, archivalReasonId: otherReason });
    expect([foreign.status, foreign.body.message]).toEqual([400, 'Please select archive reason']);
    expect((await company.admin.get<Status[]>('/bulk-actions/panel')).body).toEqual([]);
  });

  it('archives each application once as one workflow, fails another company’s without touching them, and undoes', async () => {
    // One archived already: skipped, not failed.
    const already = await company.admin.post(`/job-applications/${ids[0]}/archive`, { archivalReasonId: reasonId, expectedRevision: 0 });
    expect(already.status).toBe(201);
    const queued = await company.admin.post('/bulk-actions/archive-change', { applicationIds: [...ids, ...otherIds], archivalReasonId: reasonId });
    expect(queued.status).toBe(201);
    const id = queued.body.id as string;

    const status = await finished(id);
    expect(status).toMatchObject({ progressBarStatus: 'completed', totalCount: 32, completedCount: 30, failedCount: 2, skippedCount: 1, canUndo: true });
    expect(status.link).toBe(`/recruiter/candidates?bulkActionId=${id}`);
    for (const otherId of otherIds) {
      const untouched = await profile(otherId, other);
      expect([untouched.status, untouched.revision]).toEqual(['ACTIVE', 0]);
    }
    const notApplied = (await company.admin.get<{ items: Array<{ applicationId: string; outcome: string; reason: string }> }>(`/bulk-actions/status/${id}/items`)).body.items;
    expect(notApplied).toEqual(
      expect.arrayContaining([
        { applicationId: ids[0], outcome: 'SKIPPED', reason: 'The candidate is already archived' },
        { applicationId: otherIds[0], outcome: 'FAILED', reason: 'Candidate application not found' },
      ]),
    );
    // The result links: the list filtered by the action's applications (spec 01 §2.7).
    expect((await listed(`bulkActionId=${id}&bulkActionApplications=success&active=false`)).total).toBe(30);
    expect((await listed(`bulkActionId=${id}&bulkActionApplications=failed&active=false`)).total).toBe(0);
    expect((await listed(`bulkActionId=${id}&active=true`)).total).toBe(0);

    // One workflow, searchable by company and user.
    const workflows: string[] = [];
    for await (const execution of temporal.workflow.list({ query: `AtsUserId = '${company.userIds[company.adminEmail]}' AND AtsCompanyId = '${company.companyId}'` })) {
      workflows.push(execution.workflowId);
    }
    expect(workflows).toContain(`bulk-action:${id}`);

    // Someone changes one application meanwhile: the undo leaves it as they left it.
    const changed = await profile(ids[5]);
    expect((await company.admin.post(`/job-applications/${ids[5]}/add-or-remove-tags`, { add: ['keep'], expectedRevision: changed.revision })).status).toBe(201);
    const undo = await company.admin.post(`/bulk-actions/${id}/undo`, {});
    expect(undo.status).toBe(201);
    const undone = await finished(undo.body.id);
    expect(undone).toMatchObject({ totalCount: 29, completedCount: 29, skippedCount: 1, failedCount: 0, canUndo: false });
    expect((await profile(ids[1])).status).toBe('ACTIVE');
    expect((await profile(ids[5])).status).toBe('ARCHIVED');
    // The one archived before the bulk action stays archived: the action did not archive it.
    expect((await profile(ids[0])).status).toBe('ARCHIVED');
    const skipped = (await company.admin.get<{ items: Array<{ applicationId: string; reason: string }> }>(`/bulk-actions/status/${undo.body.id}/items`)).body.items;
    expect(skipped).toEqual([{ applicationId: ids[5], outcome: 'SKIPPED', reason: 'Changed by someone since the bulk action' }]);
    const again = await company.admin.post(`/bulk-actions/${id}/undo`, {});
    expect([again.status, again.body.message]).toEqual([409, 'This bulk action has already been undone']);
  });

  it('selects the list’s top applications by its filter, and moves them to a stage', async () => {
    const interview = stageNamed(job, 'Interview').id;
    const queued = await company.admin.post('/bulk-actions/progress-stage-change', {
      filter: { jobRoleIds: job.id, active: 'true', unSelectedIds: ids[2] },
      stageId: interview,
    });
    expect(queued.status).toBe(201);
    const status = await finished(queued.body.id);
    // 28 active (two stayed archived), less the one unticked.
    expect(status).toMatchObject({ totalCount: 27, completedCount: 27, failedCount: 0 });
    expect((await profile(ids[3])).stageName).toBe('Interview');
    expect((await profile(ids[2])).stageName).not.toBe('Interview');
  });

  it('changes origin, source and job, sends e-mails, archives with the rejection e-mail, reads CVs again and deletes; undoes origin, source and job', async () => {
    const fresh = [await add(company, job.id, 'Kinds0'), await add(company, job.id, 'Kinds1'), await add(company, job.id, 'Kinds2')];
    const selection = [...fresh, ...otherIds];
    const run = async (method: 'post' | 'delete', path: string, body: Record<string, unknown>) => {
      const queued = method === 'post' ? await company.admin.post(path, body) : await company.admin.deleteWith(path, body);
      expect([path, queued.status]).toEqual([path, method === 'post' ? 201 : 200]);
      return { id: queued.body.id as string, status: await finished(queued.body.id) };
    };
    const itemsOf = async (id: string) => (await company.admin.get<{ items: Array<{ applicationId: string; outcome: string; reason: string | null }> }>(`/bulk-actions/status/${id}/items`)).body.items;
    const untouched = async () => {
      for (const otherId of otherIds) expect((await profile(otherId, other)).revision).toBe(0);
    };
    const refused: Array<[string, Record<string, unknown>, string]> = [
      ['origin-change', { applicationIds: fresh, origin: 'nowhere' }, 'Please select origin'],
      ['source-change', { applicationIds: fresh, source: '  ' }, 'Please input source'],
      ['job-change', { applicationIds: fresh, jobId: otherJobId }, 'Please select job'],
    ];
    for (const [path, body, message] of refused) {
      const response = await company.admin.post(`/bulk-actions/${path}`, body);
      expect({ path, status: response.status, message: response.body.message }).toEqual({ path, status: 400, message });
    }

    // Origin: applied, others' fail untouched; undo puts it back.
    const originBefore = ((await profile(fresh[0]!)) as unknown as { origin: string }).origin;
    const origin = await run('post', '/bulk-actions/origin-change', { applicationIds: selection, origin: 'referral' });
    expect(origin.status).toMatchObject({ totalCount: 5, completedCount: 3, failedCount: 2, canUndo: true });
    expect((await profile(fresh[0]!)) as unknown as { origin: string }).toMatchObject({ origin: 'referral' });
    await untouched();
    const undoOrigin = await company.admin.post(`/bulk-actions/${origin.id}/undo`, {});
    expect((await finished(undoOrigin.body.id)).completedCount).toBe(3);
    expect((await profile(fresh[0]!)) as unknown as { origin: string }).toMatchObject({ origin: originBefore });

    // Source: applied, and its undo gives each its own source back; then job: moved to the second job, and back on undo.
    const sourceBefore = await Promise.all(fresh.map(async (id) => ((await profile(id)) as unknown as { source: string }).source));
    expect(sourceBefore.every((value) => value !== 'Job fair')).toBe(true);
    const source = await run('post', '/bulk-actions/source-change', { applicationIds: selection, source: 'Job fair' });
    expect(source.status).toMatchObject({ completedCount: 3, failedCount: 2, canUndo: true });
    expect((await profile(fresh[1]!)) as unknown as { source: string }).toMatchObject({ source: 'Job fair' });
    const undoSource = await company.admin.post(`/bulk-actions/${source.id}/undo`, {});
    expect(undoSource.status).toBe(201);
    expect(await finished(undoSource.body.id)).toMatchObject({ totalCount: 3, completedCount: 3, skippedCount: 0, failedCount: 0 });
    expect(await Promise.all(fresh.map(async (id) => ((await profile(id)) as unknown as { source: string }).source))).toEqual(sourceBefore);
    const moved = await run('post', '/bulk-actions/job-change', { applicationIds: selection, jobId: secondJob.id });
    expect(moved.status).toMatchObject({ completedCount: 3, failedCount: 2, canUndo: true });
    expect((await profile(fresh[2]!)) as unknown as { jobId: string }).toMatchObject({ jobId: secondJob.id });
    await untouched();
    const undoMove = await company.admin.post(`/bulk-actions/${moved.id}/undo`, {});
    expect((await finished(undoMove.body.id)).completedCount).toBe(3);
    expect((await profile(fresh[2]!)) as unknown as { jobId: string }).toMatchObject({ jobId: job.id });

    // An e-mail to each: sent, listed as what no undo takes back; the action cannot be undone.
    const mailed = await run('post', '/bulk-actions/send-email', { applicationIds: selection, subject: 'Hello {{candidateFirstName}}', body: '<p>News</p>' });
    expect(mailed.status).toMatchObject({ completedCount: 3, failedCount: 2, canUndo: false });
    const emails = (await company.admin.get<{ items: Array<{ subject: string; status: string }> }>(`/job-applications/${fresh[0]}/emails`)).body.items;
    expect(emails).toEqual([expect.objectContaining({ subject: 'Hello Kinds0', status: 'SENT' })]);
    expect((await itemsOf(mailed.id)).filter((item) => item.outcome === 'SUCCEEDED').map((item) => item.reason)).toEqual(Array(3).fill('E-mail already sent: it cannot be undone'));
    expect((await company.admin.post(`/bulk-actions/${mailed.id}/undo`, {})).status).toBe(409);

    // 'Archive and send': each archived with its rejection e-mail.
    const archived = await run('post', '/bulk-actions/archive-change', { applicationIds: fresh, archivalReasonId: reasonId, sendRejectionEmail: true });
    expect(archived.status).toMatchObject({ completedCount: 3, failedCount: 0 });
    expect((await company.admin.get<{ items: unknown[] }>(`/job-applications/${fresh[1]}/emails`)).body.items).toHaveLength(2);

    // No CV on these: reading CVs again fails each item with why; another company's path is not found.
    const foreignPath = await company.admin.post(`/bulk-actions/companies/${other.companyId}/parse-cvs`, { applicationIds: fresh });
    expect(foreignPath.status).toBe(404);
    const parsed = await run('post', `/bulk-actions/companies/${company.companyId}/parse-cvs`, { applicationIds: fresh });
    expect(parsed.status).toMatchObject({ completedCount: 0, failedCount: 3 });
    expect((await itemsOf(parsed.id))[0]).toMatchObject({ outcome: 'FAILED', reason: 'This candidate has no CV to read' });

    // Delete: gone from the list; another company's untouched; not undoable.
    const deleted = await run('delete', '/bulk-actions/delete-applications', { applicationIds: selection });
    expect(deleted.status).toMatchObject({ completedCount: 3, failedCount: 2, canUndo: false });
    expect((await company.admin.get(`/job-applications/${fresh[0]}`)).status).toBe(404);
    await untouched();
  });

  it('reads a candidate’s CV again: the one with a CV succeeds and its text is searchable again, the one without fails with why', async () => {
    const term = `Zyxcv${Date.now()}`;
    const upload = new FormData();
    upload.append('file', new Blob([new Uint8Array(await pdfCv(['Cv Again', 'cv.again@example.com', `${term} specialist`]))]), 'Cv Again.pdf');
    const parsed = await company.admin.post('/job-applications/parse-cv', upload);
    expect(parsed.status).toBe(201);
    const withCv = await company.admin.post('/job-applications', { ...candidateInput(job.id, { firstName: 'CvAgain' }), cvFileId: parsed.body.cvFileId });
    expect(withCv.status).toBe(201);
    const withoutCv = await add(company, job.id, 'NoCv');
    const found = async () => (await listed(`jobRoleIds=${job.id}&cvFilterType=INCLUDES_ALL&cvSearchItems=${term}`)).items.map((row) => row.applicationId);
    await eventually(async () => (await found()).length === 1);

    const read = await runBulk(`companies/${company.companyId}/parse-cvs`, { applicationIds: [withCv.body.id, withoutCv] });
    expect(read.status).toMatchObject({ totalCount: 2, completedCount: 1, failedCount: 1, notificationType: 'BULK_PARSE_CV' });
    const items = (await company.admin.get<{ items: Array<{ applicationId: string; outcome: string; reason: string }> }>(`/bulk-actions/status/${read.id}/items`)).body.items;
    expect(items).toEqual([{ applicationId: withoutCv, outcome: 'FAILED', reason: 'This candidate has no CV to read' }]);
    // The text is read again from the file by the indexer, and the list finds the candidate by it.
    expect(await eventually(async () => ((await found()).length === 1 ? found() : null))).toEqual([withCv.body.id]);
  });

  /** What a bulk action may change of an application and its undo must put back exactly (spec 02 §2.14). */
  type Restorable = Pick<Row, 'status' | 'stageName' | 'tags'> & {
    stageId: string;
    ownerId: string;
    ownerName: string;
    archivalReasonId: string | null;
    archivalReason: string | null;
  };
  const restorable = async (id: string): Promise<Restorable> => {
    const row = (await profile(id)) as unknown as Restorable;
    const { status, stageId, stageName, tags, ownerId, ownerName, archivalReasonId, archivalReason } = row;
    return { status, stageId, stageName, tags, ownerId, ownerName, archivalReasonId, archivalReason };
  };
  const runBulk = async (path: string, body: Record<string, unknown>) => {
    const queued = await company.admin.post(`/bulk-actions/${path}`, body);
    expect([path, queued.status]).toEqual([path, 201]);
    return { id: queued.body.id as string, status: await finished(queued.body.id) };
  };
  const undoOf = async (id: string) => {
    const undo = await company.admin.post(`/bulk-actions/${id}/undo`, {});
    expect(undo.status).toBe(201);
    return finished(undo.body.id);
  };
  const reasons = async () => (await company.admin.get<Array<{ id: string; text: string }>>('/archival-reasons/company')).body;

  // completedCount counts the skipped items too (done: nothing to do), as the panel's 'X of Y' does.
  it('changes the candidate owner where the new owner can open the profile, and the undo gives each its owner back', async () => {
    // The recruiter owns this job only: they can open its candidates' profiles, not those of `job`.
    const teamJob = await createPublishedJob(company.admin, 'Bulk Owner Engineer');
    const team = await company.admin.post(`/company-roles/update-role/${teamJob.id}`, {
      team: { ownerId: company.recruiterId, recruiterId: company.recruiterId, hiringManagerId: null },
      expectedRevision: teamJob.revision,
    });
    expect(team.status).toBe(201);
    const fresh = [await add(company, teamJob.id, 'Owner0'), await add(company, teamJob.id, 'Owner1'), await add(company, teamJob.id, 'Owner2')];
    const outsider = await add(company, job.id, 'Owner3');
    const recruiterName = 'Rami Recruiter';
    // One owned by the recruiter already (through a bulk action of its own): the next one skips it.
    const first = await runBulk('owner-change', { applicationIds: [fresh[2]], ownerId: company.recruiterId });
    expect(first.status).toMatchObject({ completedCount: 1, failedCount: 0 });
    const before = await Promise.all(fresh.map((id) => restorable(id)));
    expect(before.map((row) => row.ownerId)).toEqual([company.userIds[company.adminEmail], company.userIds[company.adminEmail], company.recruiterId]);
    const outsiderBefore = await restorable(outsider);

    const changed = await runBulk('owner-change', { applicationIds: [...fresh, outsider], ownerId: company.recruiterId });
    expect(changed.status).toMatchObject({ totalCount: 4, completedCount: 3, skippedCount: 1, failedCount: 1, canUndo: true });
    for (const id of fresh) expect(await restorable(id)).toMatchObject({ ownerId: company.recruiterId, ownerName: recruiterName });
    // Not theirs to open: refused as the single owner change refuses it, and left as it was.
    const items = (await company.admin.get<{ items: Array<{ applicationId: string; outcome: string; reason: string | null }> }>(`/bulk-actions/status/${changed.id}/items`)).body.items;
    expect(items).toEqual(expect.arrayContaining([{ applicationId: outsider, outcome: 'FAILED', reason: 'Please select owner' }]));
    expect(await restorable(outsider)).toEqual(outsiderBefore);
    // The candidate list (not only the profile) reads the new owner, and filters by it.
    const listedByOwner = (await listed(`owners=${company.recruiterId}&jobRoleIds=${teamJob.id}`)).items as unknown as Array<Restorable & Row>;
    expect(listedByOwner.filter((row) => fresh.includes(row.applicationId)).map((row) => row.ownerName)).toEqual([recruiterName, recruiterName, recruiterName]);

    const undone = await undoOf(changed.id);
    expect(undone).toMatchObject({ totalCount: 2, completedCount: 2, skippedCount: 0, failedCount: 0 });
    expect(await Promise.all(fresh.map((id) => restorable(id)))).toEqual(before);
  });

  it('unarchives archived applications, skips an active one, and the undo archives each again with its own reason', async () => {
    const fresh = [await add(company, job.id, 'Unarchive0'), await add(company, job.id, 'Unarchive1'), await add(company, job.id, 'Unarchive2')];
    const [firstReason, secondReason] = await reasons();
    expect(secondReason).toBeDefined();
    // Archived one by one, each with a reason of its own; the third stays active.
    for (const [id, reason] of [[fresh[0]!, firstReason!], [fresh[1]!, secondReason!]] as const) {
      const archived = await company.admin.post(`/job-applications/${id}/archive`, { archivalReasonId: reason.id, expectedRevision: (await profile(id)).revision });
      expect(archived.status).toBe(201);
    }
    const before = await Promise.all(fresh.map((id) => restorable(id)));
    expect(before.map((row) => [row.status, row.archivalReasonId])).toEqual([
      ['ARCHIVED', firstReason!.id],
      ['ARCHIVED', secondReason!.id],
      ['ACTIVE', null],
    ]);

    const unarchived = await runBulk('unarchive', { applicationIds: [...fresh, ...otherIds] });
    expect(unarchived.status).toMatchObject({ totalCount: 5, completedCount: 3, skippedCount: 1, failedCount: 2, canUndo: true });
    for (const id of fresh) expect(await restorable(id)).toMatchObject({ status: 'ACTIVE', archivalReasonId: null, archivalReason: null });
    // 'Completed applications' (the success link) are the unarchived and the skipped one, all active now.
    expect((await listed(`bulkActionId=${unarchived.id}&bulkActionApplications=success&active=true`)).total).toBe(3);
    for (const otherId of otherIds) expect((await profile(otherId, other)).status).toBe('ACTIVE');

    const undone = await undoOf(unarchived.id);
    expect(undone).toMatchObject({ totalCount: 2, completedCount: 2, skippedCount: 0, failedCount: 0 });
    expect(await Promise.all(fresh.map((id) => restorable(id)))).toEqual(before);
  });

  it('adds the same comment to each application, as the requester, and not to another company’s', async () => {
    const fresh = [await add(company, job.id, 'Comment0'), await add(company, job.id, 'Comment1'), await add(company, job.id, 'Comment2')];
    const text = `Strong shortlist ${fresh[0]!.slice(0, 8)}`;
    const commented = await runBulk('add-comment', { applicationIds: [...fresh, ...otherIds], text: `  ${text}  ` });
    expect(commented.status).toMatchObject({ totalCount: 5, completedCount: 3, failedCount: 2, canUndo: true });
    type Comments = { items: Array<{ text: string | null; authorId: string; confidential: boolean; parentCommentId: string | null }>; total: number };
    for (const id of fresh) {
      const comments = await eventually(async () => {
        const response = await company.admin.get<Comments>(`/job-applications/${id}/comments`);
        return response.status === 200 && response.body.total > 0 ? response.body : null;
      });
      expect(comments.items).toEqual([
        expect.objectContaining({ text, authorId: company.userIds[company.adminEmail], confidential: false, parentCommentId: null }),
      ]);
    }
    for (const otherId of otherIds) {
      expect((await other.admin.get<Comments>(`/job-applications/${otherId}/comments`)).body.total).toBe(0);
      expect((await profile(otherId, other)).revision).toBe(0);
    }
  });

  it('undoes tags: each application has exactly the tags it had, as spelled before', async () => {
    const fresh = [await add(company, job.id, 'Tags0'), await add(company, job.id, 'Tags1'), await add(company, job.id, 'Tags2')];
    const tag = async (id: string, add: string[]) => {
      const response = await company.admin.post(`/job-applications/${id}/add-or-remove-tags`, { add, expectedRevision: (await profile(id)).revision });
      expect(response.status).toBe(201);
    };
    await tag(fresh[0]!, ['Remote', 'Senior']);
    await tag(fresh[1]!, ['remote']);
    const before = await Promise.all(fresh.map((id) => restorable(id)));
    expect(before.map((row) => row.tags)).toEqual([['Remote', 'Senior'], ['remote'], []]);

    // Removed without regard to case, and one added.
    const changed = await runBulk('add-or-remove-tags', { applicationIds: fresh, add: ['Shortlist'], remove: ['REMOTE'] });
    expect(changed.status).toMatchObject({ totalCount: 3, completedCount: 3, failedCount: 0, canUndo: true });
    expect((await Promise.all(fresh.map((id) => restorable(id)))).map((row) => row.tags)).toEqual([['Senior', 'Shortlist'], ['Shortlist'], ['Shortlist']]);

    const undone = await undoOf(changed.id);
    expect(undone).toMatchObject({ totalCount: 3, completedCount: 3, skippedCount: 0, failedCount: 0 });
    // Which tags, and each spelled as before; not their order: the undo adds 'Remote' back, and an added tag
    // goes last ('Senior', 'Remote'), as ChangeApplicationTags appends.
    const sorted = (row: Restorable) => ({ ...row, tags: [...row.tags].sort() });
    expect((await Promise.all(fresh.map((id) => restorable(id)))).map(sorted)).toEqual(before.map(sorted));
  });

  it('undoes a move to a stage: each application is back in the stage it was in', async () => {
    const fresh = [await add(company, job.id, 'Stage0'), await add(company, job.id, 'Stage1'), await add(company, job.id, 'Stage2')];
    const application = stageNamed(job, 'Application').id;
    const interview = stageNamed(job, 'Interview').id;
    const moved = await company.admin.post(`/job-applications/${fresh[1]}/move-to-stage`, { stageId: application, expectedRevision: (await profile(fresh[1]!)).revision });
    expect(moved.status).toBe(201);
    const before = await Promise.all(fresh.map((id) => restorable(id)));
    expect(before.map((row) => row.stageName)).toEqual(['Sourced', 'Application', 'Sourced']);

    const progressed = await runBulk('progress-stage-change', { applicationIds: fresh, stageId: interview, sendInvitationEmail: false });
    expect(progressed.status).toMatchObject({ totalCount: 3, completedCount: 3, failedCount: 0, canUndo: true });
    for (const id of fresh) expect(await restorable(id)).toMatchObject({ stageId: interview, stageName: 'Interview' });

    const undone = await undoOf(progressed.id);
    expect(undone).toMatchObject({ totalCount: 3, completedCount: 3, skippedCount: 0, failedCount: 0 });
    expect(await Promise.all(fresh.map((id) => restorable(id)))).toEqual(before);
  });

  it('is the requester’s own: another user or company finds no such bulk action; the panel clears when all finished', async () => {
    const panel = (await company.admin.get<Status[]>('/bulk-actions/panel')).body;
    expect(panel.length).toBeGreaterThanOrEqual(4);
    const id = panel[0]!.progressBarId;
    expect((await company.recruiter.get(`/bulk-actions/status/${id}`)).status).toBe(404);
    expect((await other.admin.get(`/bulk-actions/status/${id}`)).status).toBe(404);
    expect((await other.admin.post(`/bulk-actions/${id}/undo`, {})).status).toBe(404);
    expect((await other.admin.post(`/bulk-actions/${id}/cancel`, {})).status).toBe(404);
    await Promise.all(panel.map((action) => finished(action.progressBarId)));
    const cleared = await company.admin.delete('/bulk-actions/panel');
    expect(cleared.status).toBe(200);
    await eventually(async () => (await company.admin.get<Status[]>('/bulk-actions/panel')).body.length === 0);
  });
});
