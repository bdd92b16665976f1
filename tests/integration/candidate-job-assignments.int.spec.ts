import { randomUUID } from 'node:crypto';
import { candidateSession } from './candidate-session';
import { createTestCompany, eventually, stageNamed, type TestCompany } from './support';

type Item = { applicationId: string; stageId: string; stageName: string; taskId: string; status: string; deadline: string | null; submittedAt: string | null; canOpen: boolean };

/**
 * The candidate's overview of their home assignments for one job (spec 03 §2.3 `/company/assignment/role/:roleId/user/:userId`)
 * on the real stack: candidate tokens only, by the e-mail the token proved; another candidate's token, or a job
 * the candidate has not applied to, is 404.
 */
describe('candidate home assignments of a job', () => {
  let company: TestCompany;
  let jobId: string;
  let screeningId: string;
  let interviewId: string;
  const screeningTask = randomUUID();
  const interviewTask = randomUUID();
  const task = (id: string, hoursToSubmit: number) => ({ id, type: 'HOME_ASSIGNMENT', instructions: 'Build a small API.', hoursToSubmit, expectedDurationHours: 3, daysToHearBack: 5 });

  beforeAll(async () => {
    company = await createTestCompany('job-assignments');
    const created = await company.admin.post('/company-roles', { name: 'Overview Engineer' });
    const draft = await company.admin.get(`/company-roles/${created.body.id}?afterPosition=${created.body.position}`);
    jobId = created.body.id;
    screeningId = stageNamed(draft.body, 'Screening').id;
    interviewId = stageNamed(draft.body, 'Interview').id;
    expect((await company.admin.put(`/company-roles/${jobId}/stages/${screeningId}/candidate-tasks`, { tasks: [task(screeningTask, 720)] })).status).toBe(200);
    expect((await company.admin.put(`/company-roles/${jobId}/stages/${interviewId}/candidate-tasks`, { tasks: [task(interviewTask, 48)] })).status).toBe(200);
    expect((await company.admin.patch(`/company-roles/publish/${jobId}`)).status).toBe(200);
  });

  const candidateAt = async (stageId: string) => {
    const email = `overview.${randomUUID().slice(0, 8)}@example.com`;
    const added = await company.admin.post('/job-applications', { jobId, stageId, origin: 'sourced', source: 'LinkedIn', firstName: 'Omar', lastName: 'Haddad', email });
    expect(added.status).toBe(201);
    const session = await candidateSession(email);
    // The candidate list ties the application to the e-mail: a read model, waited for.
    await eventually(async () => (await session.api.get(`/candidate-journey/jobs/${jobId}/assignments`)).status === 200);
    return { ...session, applicationId: added.body.id as string, revision: added.body.revision as number };
  };

  it('lists the current stage’s assignment with its state as it goes, and an earlier stage’s submitted one after a move', async () => {
    const candidate = await candidateAt(screeningId);
    const overview = () => candidate.api.get(`/candidate-journey/jobs/${jobId}/assignments`);

    const first = await overview();
    expect(first.body).toMatchObject({ jobId, jobName: 'Overview Engineer' });
    expect(first.body.items).toEqual([
      expect.objectContaining({ applicationId: candidate.applicationId, stageId: screeningId, stageName: 'Screening', taskId: screeningTask, status: 'NOT_STARTED', deadline: null, canOpen: true }),
    ]);
    expect(Number.isNaN(Date.parse(first.body.serverTime))).toBe(false);

    const assignment = `/candidate-journey/assignments/${candidate.applicationId}/stages/${screeningId}/tasks/${screeningTask}`;
    expect((await candidate.api.post(`${assignment}/start`)).status).toBe(200);
    const started = (await overview()).body.items as Item[];
    expect(started).toHaveLength(1);
    expect(started[0]).toMatchObject({ status: 'IN_PROGRESS', submittedAt: null });
    expect(started[0].deadline).toBe((await candidate.api.get(assignment)).body.deadline);

    expect((await candidate.api.post(`${assignment}/submit`, { link: 'https://github.com/omar/solution' })).status).toBe(200);
    expect((await overview()).body.items[0]).toMatchObject({ status: 'SUBMITTED', autoSubmitted: false, canOpen: true });

    const moved = await company.admin.post(`/job-applications/${candidate.applicationId}/move-to-stage`, { stageId: interviewId, expectedRevision: candidate.revision });
    expect(moved.status).toBe(201);
    await eventually(async () => ((await overview()).body.items as Item[]).length === 2);
    // The stage the candidate is in now first; the earlier stage's, handed in, no longer opens (stages unlock one after another).
    expect((await overview()).body.items).toEqual([
      expect.objectContaining({ stageId: interviewId, stageName: 'Interview', taskId: interviewTask, status: 'NOT_STARTED', canOpen: true }),
      expect.objectContaining({ stageId: screeningId, taskId: screeningTask, status: 'SUBMITTED', canOpen: false }),
    ]);
  });

  it('leaves out an earlier stage’s assignment never started, and is empty when the reached stages have none', async () => {
    const candidate = await candidateAt(stageNamed((await company.admin.get(`/company-roles/${jobId}`)).body, 'Sourced').id);
    expect((await candidate.api.get(`/candidate-journey/jobs/${jobId}/assignments`)).body).toMatchObject({ jobId, items: [] });
  });

  it('is 404 for another candidate’s token, a job the candidate has not applied to, and a malformed id; staff tokens are refused', async () => {
    const candidate = await candidateAt(screeningId);
    const stranger = await candidateSession(`stranger.${randomUUID().slice(0, 8)}@example.com`);
    expect((await stranger.api.get(`/candidate-journey/jobs/${jobId}/assignments`)).status).toBe(404);
    expect((await candidate.api.get(`/candidate-journey/jobs/${randomUUID()}/assignments`)).status).toBe(404);
    expect((await candidate.api.get('/candidate-journey/jobs/not-a-job/assignments')).status).toBe(404);
    expect((await company.admin.get(`/candidate-journey/jobs/${jobId}/assignments`)).status).toBe(403);
  });
});
