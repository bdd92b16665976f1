import { randomUUID } from 'node:crypto';
import { ALL_JOB_PERMISSIONS, PERMISSIONS } from '@ats/domain/identity';
import { createDataSource } from '@ats/infra/db/data-source';
import { seedCompany } from '@ats/infra/db/seed';
import { rebuildProjection } from '@ats/infra/projections/projection-runner';
import { openEventStore } from '@ats/infra/runtime/open-event-store';
import { commentsProjector } from '@ats/projections/comments/comments.projector';
import { apiAs, candidateInput, createPublishedJob, createTestCompany, eventually, stageNamed, type ApiClient } from './support';

/** Comments with @mentions on the candidate profile (spec 02 §2.13, §3.8; 01 §3.8 MENTIONS, MENTIONS_REPLY). */
describe('comments on an application', () => {
  const domain = `comments-${randomUUID().slice(0, 8)}.test`;
  let admin: ApiClient;
  let recruiter: ApiClient;
  /** Opens this job's profiles, without confidential access. */
  let ines: ApiClient;
  /** Opens this job's profiles only at the Interview stage. */
  let sami: ApiClient;
  let ids: Record<'admin' | 'recruiter' | 'ines' | 'sami', string>;
  let job: Awaited<ReturnType<typeof createPublishedJob>>;
  let applicationId: string;
  let other: Awaited<ReturnType<typeof createTestCompany>>;

  const mention = (name: string, userId: string) => `@[${name}](${userId})`;
  const comments = async (client: ApiClient, afterPosition?: string) =>
    client.get(`/job-applications/${applicationId}/comments${afterPosition ? `?afterPosition=${afterPosition}` : ''}`);

  beforeAll(async () => {
    const dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 2 });
    await dataSource.initialize();
    try {
      const seeded = await seedCompany(dataSource, {
        name: 'Comments company',
        domain,
        users: [
          { firstName: 'Ada', lastName: 'Admin', email: `admin@${domain}`, roles: ['COMPANY_ADMIN'] },
          // A recruiter on all jobs (with confidential access, as every job permission).
          {
            firstName: 'Rami',
            lastName: 'Recruiter',
            email: `recruiter@${domain}`,
            roles: ['COMPANY_RECRUITER'],
            collaboratorPermissions: [{ jobRoleId: '*', permissions: [...ALL_JOB_PERMISSIONS] }],
          },
          { firstName: 'Ines', lastName: 'Interviewer', email: `ines@${domain}`, roles: ['COMPANY_INTERVIEWER'] },
          { firstName: 'Sami', lastName: 'Stage', email: `sami@${domain}`, roles: ['COMPANY_INTERVIEWER'] },
        ],
      });
      ids = {
        admin: seeded.userIds[`admin@${domain}`],
        recruiter: seeded.userIds[`recruiter@${domain}`],
        ines: seeded.userIds[`ines@${domain}`],
        sami: seeded.userIds[`sami@${domain}`],
      };
      admin = apiAs(`admin@${domain}`);
      recruiter = apiAs(`recruiter@${domain}`);
      ines = apiAs(`ines@${domain}`);
      sami = apiAs(`sami@${domain}`);
      job = await createPublishedJob(admin, 'Comment Engineer');
      await dataSource.query('UPDATE users SET collaborator_permissions = $1 WHERE id = $2', [
        JSON.stringify([{ jobRoleId: job.id, permissions: [PERMISSIONS.candidatesProfilesView] }]),
        ids.ines,
      ]);
      // Profile access only through the job, for one stage (not the interviewer role's company-wide profile access).
      await dataSource.query('UPDATE users SET collaborator_permissions = $1, permission_v1 = $2 WHERE id = $3', [
        JSON.stringify([{ jobRoleId: job.id, stageIds: [stageNamed(job, 'Interview').id], permissions: [PERMISSIONS.candidatesProfilesView] }]),
        [PERMISSIONS.jobsList, PERMISSIONS.notification],
        ids.sami,
      ]);
    } finally {
      await dataSource.destroy();
    }
    other = await createTestCompany('comments-other');
    const added = await admin.post('/job-applications', candidateInput(job.id, { firstName: 'Noor', lastName: 'Hassan', ownerId: ids.admin }));
    expect(added.status).toBe(201);
    applicationId = added.body.id;
  });

  it('adds a comment that mentions a team member, who finds it in their inbox with a link to it', async () => {
    const text = `Strong systems answers, ${mention('Rami Recruiter', ids.recruiter)} please review https://example.com/notes`;
    const added = await admin.post(`/job-applications/${applicationId}/comments`, { text });
    if (added.status !== 201) throw new Error(JSON.stringify(added.body));
    expect(added.body).toMatchObject({ id: applicationId, revision: 1, commentId: expect.any(String) });

    const list = await comments(admin, added.body.position);
    expect(list.body.items).toEqual([
      expect.objectContaining({
        id: added.body.commentId,
        text,
        authorId: ids.admin,
        authorName: 'Ada Admin',
        confidential: false,
        mentionedUserIds: [ids.recruiter],
        replyCount: 0,
        replies: [],
      }),
    ]);

    const notification = await eventually(async () => {
      const inbox = (await recruiter.get('/inbox?filter=ALL')).body;
      return inbox.notifications?.find((n: { type: string }) => n.type === 'MENTIONS');
    });
    expect(notification).toMatchObject({
      title: 'Ada Admin mentioned you in a comment on Noor Hassan',
      jobApplicationId: applicationId,
      candidateName: 'Noor Hassan',
      redirectionData: { commentId: added.body.commentId, jobApplicationId: applicationId, actorName: 'Ada Admin' },
    });
    // The text is stored encrypted under the candidate's key (erasing the candidate destroys it); the mentions are not personal data.
    const dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 1 });
    await dataSource.initialize();
    try {
      const stored: Array<{ data: string }> = await dataSource.query(
        `SELECT data::text AS data FROM events WHERE stream_id = $1 AND type = 'CommentAdded'`,
        [`application-${applicationId}`],
      );
      expect(stored).toHaveLength(1);
      expect(stored[0]!.data).not.toContain('Strong systems answers');
      expect(stored[0]!.data).toContain('$encrypted');
      expect(stored[0]!.data).toContain(ids.recruiter);
    } finally {
      await dataSource.destroy();
    }
    // The profile's revision follows the comment, so the next move is not refused as stale.
    expect((await admin.get(`/job-applications/${applicationId}?afterPosition=${added.body.position}`)).body.revision).toBe(1);
  });

  it('replies with counts; the parent’s author is told (MENTIONS_REPLY); the history reads it in words', async () => {
    const parent = (await comments(admin)).body.items[0];
    const replied = await recruiter.post(`/job-applications/${applicationId}/comments/${parent.id}/replies`, { text: 'Reviewed — strong yes' });
    expect(replied.status).toBe(201);
    const list = (await comments(recruiter, replied.body.position)).body;
    expect(list.items[0]).toMatchObject({ id: parent.id, replyCount: 1, replies: [{ id: replied.body.commentId, parentCommentId: parent.id, text: 'Reviewed — strong yes' }] });

    const notification = await eventually(async () => {
      const inbox = (await admin.get('/inbox?filter=ALL')).body;
      return inbox.notifications?.find((n: { type: string }) => n.type === 'MENTIONS_REPLY');
    });
    expect(notification).toMatchObject({
      title: 'Rami Recruiter replied to your comment on Noor Hassan',
      redirectionData: { commentId: replied.body.commentId },
    });

    const history = (await admin.get(`/job-applications/${applicationId}/history`)).body.items;
    expect(history.map((entry: { summary: string }) => entry.summary)).toContain('Rami Recruiter replied: "Reviewed — strong yes"');
  });

  it('edits one’s own comment; refusals (not the author, empty text, unknown mention, another company) change nothing', async () => {
    const [thread] = (await comments(admin)).body.items;
    const before = (await admin.get(`/job-applications/${applicationId}`)).body.revision;

    const notAuthor = await recruiter.patch(`/job-applications/${applicationId}/comments/${thread.id}`, { text: 'Hijacked' });
    expect(notAuthor.status).toBe(403);
    expect(notAuthor.body).toMatchObject({ success: false, message: 'Only the author of a comment can edit or delete it' });

    const empty = await admin.patch(`/job-applications/${applicationId}/comments/${thread.id}`, { text: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Please write some comment');
    const emptyNew = await admin.post(`/job-applications/${applicationId}/comments`, { text: '' });
    expect([emptyNew.status, emptyNew.body.message]).toEqual([400, 'Please write some comment']);

    const stranger = await admin.post(`/job-applications/${applicationId}/comments`, {
      text: `Hello ${mention('Olga Other', other.userIds[other.adminEmail])}`,
    });
    expect([stranger.status, stranger.body.message]).toEqual([400, 'Only team members with access to this job can be mentioned']);
    const nobody = await admin.post(`/job-applications/${applicationId}/comments`, { text: `Hello ${mention('Ghost', randomUUID())}` });
    expect(nobody.status).toBe(400);
    // Sami may not open this application at its stage (Sourced): he cannot be mentioned on it.
    const stageLimited = await admin.post(`/job-applications/${applicationId}/comments`, { text: `Hello ${mention('Sami', ids.sami)}` });
    expect(stageLimited.status).toBe(400);

    expect((await other.admin.get(`/job-applications/${applicationId}/comments`)).status).toBe(404);
    expect((await other.admin.post(`/job-applications/${applicationId}/comments`, { text: 'Hi' })).status).toBe(404);
    expect((await other.admin.delete(`/job-applications/${applicationId}/comments/${thread.id}`)).status).toBe(404);
    expect((await admin.patch(`/job-applications/${applicationId}/comments/${randomUUID()}`, { text: 'x' })).status).toBe(404);

    expect((await admin.get(`/job-applications/${applicationId}`)).body.revision).toBe(before);
    expect((await comments(admin)).body.items[0].text).toBe(thread.text);

    const edited = await admin.patch(`/job-applications/${applicationId}/comments/${thread.id}`, { text: 'Strong systems answers (edited)' });
    expect(edited.status).toBe(200);
    expect((await comments(admin, edited.body.position)).body.items[0]).toMatchObject({ text: 'Strong systems answers (edited)', editedAt: expect.any(String) });
  });

  it('hides confidential comments from a reader without confidential access', async () => {
    const secret = await admin.post(`/job-applications/${applicationId}/comments`, { text: 'Salary expectation is high', confidential: true });
    expect(secret.status).toBe(201);
    const forAdmin = (await comments(admin, secret.body.position)).body;
    expect(forAdmin.items.map((c: { id: string }) => c.id)).toContain(secret.body.commentId);
    const forInes = (await comments(ines, secret.body.position)).body;
    expect(forInes.items.map((c: { id: string }) => c.id)).not.toContain(secret.body.commentId);
    expect(forInes.total).toBe(forAdmin.total - 1);
    // Nor can she reply to it, write one, or read it in the history.
    expect((await ines.post(`/job-applications/${applicationId}/comments/${secret.body.commentId}/replies`, { text: 'Hm' })).status).toBe(404);
    expect((await ines.post(`/job-applications/${applicationId}/comments`, { text: 'Secret too', confidential: true })).status).toBe(403);
    const history = JSON.stringify((await ines.get(`/job-applications/${applicationId}/history`)).body);
    expect(history).not.toContain('Salary expectation');
    // A confidential comment may not mention someone who could not read it.
    const mentioned = await admin.post(`/job-applications/${applicationId}/comments`, { text: `FYI ${mention('Ines', ids.ines)}`, confidential: true });
    expect(mentioned.status).toBe(400);
  });

  it('tells the candidate’s owner of a comment by someone else (NOTES), never of a confidential one', async () => {
    const secret = await recruiter.post(`/job-applications/${applicationId}/comments`, { text: 'Not for the owner’s inbox', confidential: true });
    expect(secret.status).toBe(201);
    const open = await ines.post(`/job-applications/${applicationId}/comments`, { text: 'Good energy in the call' });
    expect(open.status).toBe(201);
    const notification = await eventually(async () => {
      const inbox = (await admin.get('/inbox?filter=ALL')).body;
      return inbox.notifications?.find((n: { type: string }) => n.type === 'NOTES');
    });
    expect(notification).toMatchObject({
      title: 'Ines Interviewer commented on your candidate Noor Hassan',
      redirectionData: { commentId: open.body.commentId },
    });
    // Events of one application reach the inbox in order: the confidential one, before, told nobody.
    const all = (await admin.get('/inbox?filter=ALL&perPage=100')).body.notifications as Array<{ redirectionData: { commentId?: string } }>;
    expect(all.filter((n) => n.redirectionData.commentId === secret.body.commentId)).toEqual([]);
  });

  it('lets a stage-limited member comment only where they may open the profile', async () => {
    // As the profile itself answers him: the job is his, this stage is not (403).
    expect((await sami.get(`/job-applications/${applicationId}`)).status).toBe(403);
    expect((await sami.get(`/job-applications/${applicationId}/comments`)).status).toBe(403);
    expect((await sami.post(`/job-applications/${applicationId}/comments`, { text: 'Hi' })).status).toBe(403);
    const members = (await admin.get(`/job-applications/${applicationId}/comments/mentionable-members`)).body as Array<{ id: string }>;
    expect(members.map((m) => m.id).sort()).toEqual([ids.admin, ids.recruiter, ids.ines].sort());
  });

  it('deletes one’s own comment: its replies stay under it, and nobody can reply to it any more', async () => {
    const added = await admin.post(`/job-applications/${applicationId}/comments`, { text: 'To be deleted' });
    const reply = await recruiter.post(`/job-applications/${applicationId}/comments/${added.body.commentId}/replies`, { text: 'Answer' });
    expect(reply.status).toBe(201);
    expect((await recruiter.delete(`/job-applications/${applicationId}/comments/${added.body.commentId}`)).status).toBe(403);
    const deleted = await admin.delete(`/job-applications/${applicationId}/comments/${added.body.commentId}`);
    expect(deleted.status).toBe(200);
    const thread = (await comments(admin, deleted.body.position)).body.items.find((c: { id: string }) => c.id === added.body.commentId);
    expect(thread).toMatchObject({ deleted: true, text: null, replyCount: 1 });
    const late = await recruiter.post(`/job-applications/${applicationId}/comments/${added.body.commentId}/replies`, { text: 'Late' });
    expect([late.status, late.body.message]).toEqual([409, 'This comment was deleted and cannot be replied to']);

    const lonely = await admin.post(`/job-applications/${applicationId}/comments`, { text: 'Gone without a trace' });
    const gone = await admin.delete(`/job-applications/${applicationId}/comments/${lonely.body.commentId}`);
    const ids = (await comments(admin, gone.body.position)).body.items.map((c: { id: string }) => c.id);
    expect(ids).not.toContain(lonely.body.commentId);
  });

  it('rebuilds the comments read model from the log to the same rows', async () => {
    const dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 2 });
    await dataSource.initialize();
    const store = await openEventStore({ databaseUrl: process.env.DATABASE_URL as string });
    try {
      const rows = () =>
        dataSource.query('SELECT * FROM rm_application_comments WHERE application_id = $1 ORDER BY comment_id', [applicationId]);
      const before = await rows();
      expect(before.length).toBeGreaterThan(3);
      await dataSource.query('DELETE FROM rm_application_comments WHERE application_id = $1', [applicationId]);
      expect(await rebuildProjection(store, dataSource, commentsProjector)).toBeGreaterThan(0);
      expect(await rows()).toEqual(before);
    } finally {
      await store.close();
      await dataSource.destroy();
    }
  });
});
