import { randomUUID } from 'node:crypto';
import { createDataSource } from '@ats/infra/db/data-source';
import { seedCompany } from '@ats/infra/db/seed';
import { pdfCv } from '@ats/infra/cv-text/testing/cv-documents';
import { candidateSession } from './candidate-session';
import { apiAs, candidateInput, createPublishedJob, eventually, stageNamed, type ApiClient } from './support';

type Row = {
  id: string;
  type: string;
  title: string;
  jobApplicationId: string | null;
  redirectionData: {
    stageMovements?: boolean;
    arrival?: string;
    actorName?: string;
    fromStageName?: string;
    toStageName?: string;
    archiveReason?: string;
    bulkActionId?: string;
    bulkCount?: number;
  };
};

/**
 * The job team's notices of its applications on the real stack (spec 01 §3.8; projections/inbox/job-team-notices):
 * a candidate applying through the apply portal tells the job's team (CANDIDATE_UNDER_REVIEW); a teammate's stage
 * move and archive tell the rest of the team (APPLICATION_STAGE_MOVEMENTS, APPLICATION_ARCHIVAL) while the
 * candidate's owner keeps their own STAGE_CHANGED / CANDIDATE_ARCHIVED only; a bulk archive tells the team nothing
 * (and its owner once for the whole action).
 */
describe('inbox: the job team’s notices of its applications', () => {
  let admin: ApiClient;
  let recruiter: ApiClient;
  let manager: ApiClient;
  let ids: { admin: string; recruiter: string; manager: string };
  let job: Awaited<ReturnType<typeof createPublishedJob>>;
  let reasonId: string;
  let applicationId: string;
  let appliedAt: { position: string; revision: number };

  const rowsOf = async (api: ApiClient): Promise<Row[]> => (await api.get('/inbox?filter=ALL&order=ASC&perPage=100')).body.notifications as Row[];
  const rowsAbout = async (api: ApiClient, applicationIds: readonly string[]) => (await rowsOf(api)).filter((row) => applicationIds.includes(row.jobApplicationId ?? ''));

  beforeAll(async () => {
    const domain = `job-team-notices-${randomUUID().slice(0, 8)}.test`;
    const dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 2 });
    await dataSource.initialize();
    try {
      const seeded = await seedCompany(dataSource, {
        name: 'Job team notices company',
        domain,
        users: [
          { firstName: 'Ada', lastName: 'Admin', email: `admin@${domain}`, roles: ['COMPANY_ADMIN'] },
          { firstName: 'Rami', lastName: 'Recruiter', email: `recruiter@${domain}`, roles: ['COMPANY_RECRUITER'] },
          { firstName: 'Hana', lastName: 'Manager', email: `manager@${domain}`, roles: ['COMPANY_INTERVIEWER'] },
        ],
      });
      ids = { admin: seeded.userIds[`admin@${domain}`]!, recruiter: seeded.userIds[`recruiter@${domain}`]!, manager: seeded.userIds[`manager@${domain}`]! };
    } finally {
      await dataSource.destroy();
    }
    admin = apiAs(`admin@${domain}`);
    recruiter = apiAs(`recruiter@${domain}`);
    manager = apiAs(`manager@${domain}`);
    job = await createPublishedJob(admin, 'Team Notice Engineer');
    // The recruiter owns the job (so its applicants) and recruits for it; the manager is its hiring manager; the admin is not on it.
    const team = await admin.post(`/company-roles/update-role/${job.id}`, {
      team: { ownerId: ids.recruiter, recruiterId: ids.recruiter, hiringManagerId: ids.manager },
      expectedRevision: job.revision,
    });
    expect(team.status).toBe(201);
    // The inbox knows the team once it has told the manager of their place in it.
    await eventually(async () => (await rowsOf(manager)).some((row) => row.type === 'JOB_OWNER_COLLABORATOR_ASSIGNED_REMOVED'));
    reasonId = (await admin.get<Array<{ id: string }>>('/archival-reasons/company')).body[0]!.id;
  });

  it('tells the job’s team, the candidate’s owner on it too, that a candidate applied through the apply portal', async () => {
    const { api } = await candidateSession(`applicant.${randomUUID().slice(0, 8)}@example.com`);
    const body = new FormData();
    body.append('file', new Blob([new Uint8Array(await pdfCv(['Layla Nasser', 'layla@example.com']))]), 'Layla CV.pdf');
    const cv = await api.post(`/apply-portal/jobs/${job.id}/cv`, body);
    expect(cv.status).toBe(200);
    const applied = await api.post(`/apply-portal/jobs/${job.id}/applications`, {
      firstName: 'Layla',
      lastName: 'Nasser',
      phone: '+971 501234567',
      countryOfResidence: 'United Arab Emirates',
      cvFileId: cv.body.cvFileId,
    });
    expect(applied.status).toBe(201);
    applicationId = applied.body.id;
    appliedAt = { position: applied.body.position, revision: applied.body.revision };

    for (const reader of [recruiter, manager]) {
      const rows = await eventually(async () => {
        const found = await rowsAbout(reader, [applicationId]);
        return found.length > 0 ? found : null;
      });
      expect(rows).toEqual([
        expect.objectContaining({
          type: 'CANDIDATE_UNDER_REVIEW',
          title: 'Layla Nasser applied for Team Notice Engineer',
          redirectionData: expect.objectContaining({ arrival: 'APPLIED' }),
        }),
      ]);
    }
    // Not on the team: told nothing.
    expect(await rowsAbout(admin, [applicationId])).toEqual([]);
  });

  it('tells the rest of the team of the admin’s stage move and archive; the owner gets their own notices, not these too', async () => {
    await admin.get(`/job-applications/${applicationId}?afterPosition=${appliedAt.position}`);
    const moved = await admin.post(`/job-applications/${applicationId}/move-to-stage`, {
      stageId: stageNamed(job, 'Interview').id,
      expectedRevision: appliedAt.revision,
    });
    expect(moved.status).toBe(201);
    const archived = await admin.post(`/job-applications/${applicationId}/archive`, { archivalReasonId: reasonId, expectedRevision: moved.body.revision });
    expect(archived.status).toBe(201);

    const managerRows = await eventually(async () => {
      const found = await rowsAbout(manager, [applicationId]);
      return found.some((row) => row.type === 'APPLICATION_ARCHIVAL') ? found : null;
    });
    expect(managerRows.map((row) => row.type)).toEqual(['CANDIDATE_UNDER_REVIEW', 'APPLICATION_STAGE_MOVEMENTS', 'APPLICATION_ARCHIVAL']);
    expect(managerRows[1]).toMatchObject({
      title: expect.stringMatching(/^Ada Admin moved Layla Nasser from .+ to Interview$/),
      redirectionData: { stageMovements: true, toStageName: 'Interview', actorName: 'Ada Admin' },
    });
    expect(managerRows[2]).toMatchObject({ title: expect.stringMatching(/^Ada Admin archived Layla Nasser: /), redirectionData: { archiveReason: expect.any(String) } });

    // The candidate's owner (the recruiter) has the owner's notices, once each, and neither team notice.
    const ownerRows = await eventually(async () => {
      const found = await rowsAbout(recruiter, [applicationId]);
      return found.some((row) => row.type === 'CANDIDATE_ARCHIVED') ? found : null;
    });
    expect(ownerRows.map((row) => row.type)).toEqual(['CANDIDATE_UNDER_REVIEW', 'STAGE_CHANGED', 'CANDIDATE_ARCHIVED']);
    // The admin acted, and is not on the team.
    expect(await rowsAbout(admin, [applicationId])).toEqual([]);
  });

  it('tells the team nothing of a bulk archive’s items, while the owner hears once for the action', async () => {
    const added: string[] = [];
    for (const firstName of ['Amira', 'Basel', 'Celia']) {
      const response = await admin.post('/job-applications', candidateInput(job.id, { firstName, lastName: 'Bulk', ownerId: ids.recruiter }));
      expect(response.status).toBe(201);
      added.push(response.body.id as string);
    }
    const queued = await admin.post('/bulk-actions/archive-change', { applicationIds: added, archivalReasonId: reasonId });
    expect(queued.status).toBe(201);
    const status = await eventually(async () => {
      const read = await admin.get<{ finished: boolean; completedCount: number; failedCount: number }>(`/bulk-actions/status/${queued.body.id}`);
      return read.status === 200 && read.body.finished ? read.body : null;
    }, 60_000);
    expect(status).toMatchObject({ completedCount: 3, failedCount: 0 });

    // Each item's notices are written in one step for owner and team alike: once the owner's one notice of the action
    // counts all three (projections/inbox/bulk-notices), the team would have had theirs.
    const ownerRows = await eventually(async () => {
      const found = (await rowsOf(recruiter)).filter((row) => row.type === 'CANDIDATE_ARCHIVED' && row.redirectionData.bulkActionId === queued.body.id);
      return found.length === 1 && found[0]!.redirectionData.bulkCount === 3 ? found : null;
    }, 60_000);
    expect(ownerRows).toHaveLength(1);
    expect(await rowsAbout(recruiter, added)).toEqual([]);
    // Sourced by the admin: no CANDIDATE_UNDER_REVIEW either; and no APPLICATION_ARCHIVAL per candidate.
    expect(await rowsAbout(manager, added)).toEqual([]);
  });
});
