import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { createDataSource } from '@ats/infra/db/data-source';
import {
  candidateInput,
  createPublishedJob,
  createTestCompany,
  eventually,
  type ApiClient,
  type TestCompany,
} from './support';

type Location = { id: string; name: string; jobsCount: number };
type Department = {
  id: string;
  name: string;
  headOfDepartmentId: string | null;
  headOfDepartmentName: string | null;
  jobsCount: number;
};
type Template = {
  id: string;
  name: string;
  isDefault: boolean;
  stages: Array<{ name: string; locked: boolean }>;
  jobsCount: number;
  candidatesCount: number;
};
type Reason = { id: string; text: string; isDefault: boolean; usedByArchivedCandidates: boolean };

/**
 * Company settings jobs depend on, through HTTP (spec 02 §2.7, §3.3, §5.3, §5.11, §8; 03 "Locations &
 * Departments"): locations, departments, stage pipeline templates and archival reasons — each scoped to the
 * caller's company, each refusal answering the spec's message and changing nothing.
 */
describe('company settings', () => {
  let dataSource: DataSource;
  let company: TestCompany;
  let other: TestCompany;

  const list = async <T>(api: ApiClient, path: string): Promise<T[]> => {
    const response = await api.get<T[]>(path);
    expect(response.status).toBe(200);
    return response.body;
  };
  const refused = (response: { status: number; body: { message: string } }, status: number, message: string) => {
    expect(response.status).toBe(status);
    expect(response.body.message).toBe(message);
  };
  const auditOf = async (entityId: string): Promise<Array<{ action: string; actor_id: string }>> =>
    dataSource.query(`SELECT action, actor_id FROM audit_log WHERE entity_id = $1 ORDER BY id`, [entityId]);

  beforeAll(async () => {
    dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 2 });
    await dataSource.initialize();
    company = await createTestCompany('settings');
    other = await createTestCompany('settings-other');
  });

  afterAll(async () => {
    await dataSource.destroy();
  });

  describe('locations', () => {
    it('adds, renames and deletes a location, audited, and lists it with its jobs count', async () => {
      const added = await company.admin.post('/locations', { name: '  Dubai ' });
      expect(added.status).toBe(201);
      expect(await list<Location>(company.admin, '/locations')).toContainEqual({
        id: added.body.id,
        name: 'Dubai',
        jobsCount: 0,
      });
      expect((await company.admin.patch(`/locations/${added.body.id}`, { name: 'Dubai Marina' })).status).toBe(200);
      expect((await list<Location>(company.admin, '/locations')).find((row) => row.id === added.body.id)?.name).toBe(
        'Dubai Marina',
      );
      expect((await company.admin.delete(`/locations/${added.body.id}`)).status).toBe(200);
      expect((await list<Location>(company.admin, '/locations')).some((row) => row.id === added.body.id)).toBe(false);
      expect((await auditOf(added.body.id)).map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
    });

    it('refuses an empty or taken name with the message and adds nothing', async () => {
      const before = await list<Location>(company.admin, '/locations');
      refused(await company.admin.post('/locations', { name: '   ' }), 400, 'Please enter location');
      await company.admin.post('/locations', { name: 'Riyadh' });
      refused(
        await company.admin.post('/locations', { name: 'riyadh' }),
        409,
        'A location with this name already exists. Please enter a different name.',
      );
      expect(await list<Location>(company.admin, '/locations')).toHaveLength(before.length + 1);
    });

    it('refuses to delete a location jobs are linked to', async () => {
      const location = (await company.admin.post('/locations', { name: 'Cairo' })).body.id as string;
      const job = await createPublishedJob(company.admin, 'Located job');
      await dataSource.query(`UPDATE rm_jobs SET location_id = $1 WHERE id = $2`, [location, job.id]);
      expect((await list<Location>(company.admin, '/locations')).find((row) => row.id === location)?.jobsCount).toBe(1);
      refused(
        await company.admin.delete(`/locations/${location}`),
        409,
        'Jobs are linked to this location. You can’t delete it.',
      );
      expect((await list<Location>(company.admin, '/locations')).some((row) => row.id === location)).toBe(true);
    });

    it('keeps one company’s locations from another: not listed, 404 to change or delete', async () => {
      const location = (await company.admin.post('/locations', { name: 'Doha' })).body.id as string;
      expect((await list<Location>(other.admin, '/locations')).some((row) => row.id === location)).toBe(false);
      expect((await other.admin.patch(`/locations/${location}`, { name: 'Mine' })).status).toBe(404);
      expect((await other.admin.delete(`/locations/${location}`)).status).toBe(404);
      expect((await list<Location>(company.admin, '/locations')).find((row) => row.id === location)?.name).toBe('Doha');
    });

    it('lets the recruiter list locations but not add them', async () => {
      expect((await company.recruiter.get('/locations')).status).toBe(200);
      expect((await company.recruiter.post('/locations', { name: 'Muscat' })).status).toBe(403);
    });
  });

  describe('departments', () => {
    it('adds a department with a head of department, changes and removes the head, deletes it', async () => {
      const added = await company.admin.post('/departments', {
        name: 'Engineering',
        headOfDepartmentId: company.recruiterId,
      });
      expect(added.status).toBe(201);
      expect((await list<Department>(company.admin, '/departments')).find((row) => row.id === added.body.id)).toEqual({
        id: added.body.id,
        name: 'Engineering',
        headOfDepartmentId: company.recruiterId,
        headOfDepartmentName: 'Rami Recruiter',
        jobsCount: 0,
      });
      expect((await company.admin.patch(`/departments/${added.body.id}`, { headOfDepartmentId: null })).status).toBe(
        200,
      );
      expect(
        (await list<Department>(company.admin, '/departments')).find((row) => row.id === added.body.id)
          ?.headOfDepartmentId,
      ).toBeNull();
      expect((await company.admin.delete(`/departments/${added.body.id}`)).status).toBe(200);
    });

    it('refuses a head of department of another company and an empty name, and changes nothing', async () => {
      const before = await list<Department>(company.admin, '/departments');
      refused(
        await company.admin.post('/departments', { name: 'Sales', headOfDepartmentId: other.recruiterId }),
        400,
        'Please select a team member of your company as head of department',
      );
      refused(await company.admin.post('/departments', { name: '' }), 400, 'Please enter department name');
      expect(await list<Department>(company.admin, '/departments')).toEqual(before);
    });

    it('refuses to delete a department jobs are linked to', async () => {
      const department = (await company.admin.post('/departments', { name: 'Finance' })).body.id as string;
      const job = await createPublishedJob(company.admin, 'Finance job');
      await dataSource.query(`UPDATE rm_jobs SET department_id = $1 WHERE id = $2`, [department, job.id]);
      refused(
        await company.admin.delete(`/departments/${department}`),
        409,
        "Jobs are linked to this department. You can't delete it",
      );
    });

    it('answers 404 to another company', async () => {
      const department = (await company.admin.post('/departments', { name: 'Legal' })).body.id as string;
      expect((await list<Department>(other.admin, '/departments')).some((row) => row.id === department)).toBe(false);
      expect((await other.admin.patch(`/departments/${department}`, { name: 'Ours' })).status).toBe(404);
      expect((await other.admin.delete(`/departments/${department}`)).status).toBe(404);
    });
  });

  describe('stage pipeline templates', () => {
    it('gives every company a default template that cannot be deleted', async () => {
      const [first] = await list<Template>(company.admin, '/pipeline-templates');
      expect(first).toMatchObject({ isDefault: true });
      expect(first.stages.map((stage) => stage.name)).toEqual([
        'Sourced',
        'Application',
        'Screening',
        'Interview',
        'Offer',
        'Hired',
      ]);
      expect(first.stages.filter((stage) => stage.locked).map((stage) => stage.name)).toEqual([
        'Sourced',
        'Application',
        'Hired',
      ]);
      refused(
        await company.admin.delete(`/pipeline-templates/${first.id}`),
        409,
        'You cannot delete default stage pipeline template',
      );
    });

    it('adds a template with the locked stages in place, edits it, reads it and deletes it', async () => {
      const added = await company.admin.post('/pipeline-templates', { name: 'Sales', stages: ['Call', 'Demo'] });
      expect(added.status).toBe(201);
      const read = await company.admin.get<Template>(`/pipeline-templates/${added.body.id}`);
      expect(read.body.stages.map((stage) => stage.name)).toEqual(['Sourced', 'Application', 'Call', 'Demo', 'Hired']);
      const edited = await company.admin.put(`/pipeline-templates/${added.body.id}`, {
        name: 'Sales team',
        stages: ['Sourced', 'Application', 'Demo', 'Call', 'Offer', 'Hired'],
      });
      expect(edited.status).toBe(200);
      const after = (await company.admin.get<Template>(`/pipeline-templates/${added.body.id}`)).body;
      expect(after).toMatchObject({ name: 'Sales team', isDefault: false });
      expect(after.stages.map((stage) => stage.name)).toEqual([
        'Sourced',
        'Application',
        'Demo',
        'Call',
        'Offer',
        'Hired',
      ]);
      expect((await company.admin.delete(`/pipeline-templates/${added.body.id}`)).status).toBe(200);
      expect((await company.admin.get(`/pipeline-templates/${added.body.id}`)).status).toBe(404);
    });

    it('answers the spec’s messages for bad stages and changes nothing', async () => {
      const added = (await company.admin.post('/pipeline-templates', { name: 'Ops', stages: ['Chat'] })).body
        .id as string;
      const before = (await company.admin.get<Template>(`/pipeline-templates/${added}`)).body;
      refused(
        await company.admin.put(`/pipeline-templates/${added}`, { name: 'Ops', stages: ['Chat', ' '] }),
        400,
        'Stage name cannot be empty',
      );
      refused(
        await company.admin.put(`/pipeline-templates/${added}`, { name: 'Ops', stages: ['Chat', 'chat'] }),
        400,
        'Stage name already exists. Please input a different name.',
      );
      refused(
        await company.admin.put(`/pipeline-templates/${added}`, { name: ' ', stages: ['Chat'] }),
        400,
        'Please enter template name',
      );
      refused(
        await company.admin.put(`/pipeline-templates/${added}`, { name: 'Ops', stages: [] }),
        400,
        'Please add at least one stage',
      );
      expect((await company.admin.get<Template>(`/pipeline-templates/${added}`)).body).toEqual(before);
    });

    it('counts jobs and their candidates, and refuses to delete a template they use', async () => {
      const template = (await company.admin.post('/pipeline-templates', { name: 'Used', stages: ['Screening'] })).body
        .id as string;
      const job = await createPublishedJob(company.admin, 'Templated job');
      const added = await company.admin.post('/job-applications', candidateInput(job.id));
      expect(added.status).toBe(201);
      await eventually(async () => {
        const rows: unknown[] = await dataSource.query(`SELECT 1 FROM rm_candidate_list WHERE application_id = $1`, [
          added.body.id,
        ]);
        return rows.length > 0;
      });
      await dataSource.query(`UPDATE rm_jobs SET pipeline_template_id = $1 WHERE id = $2`, [template, job.id]);
      expect((await company.admin.get<Template>(`/pipeline-templates/${template}`)).body).toMatchObject({
        jobsCount: 1,
        candidatesCount: 1,
      });
      refused(
        await company.admin.delete(`/pipeline-templates/${template}`),
        409,
        'You cannot delete template attached to jobs and candidates',
      );
      expect((await company.admin.get(`/pipeline-templates/${template}`)).status).toBe(200);
    });

    it('answers 404 to another company and lists only its own', async () => {
      const template = (await company.admin.post('/pipeline-templates', { name: 'Private', stages: ['Chat'] })).body
        .id as string;
      expect((await list<Template>(other.admin, '/pipeline-templates')).some((row) => row.id === template)).toBe(false);
      expect((await other.admin.get(`/pipeline-templates/${template}`)).status).toBe(404);
      expect(
        (await other.admin.put(`/pipeline-templates/${template}`, { name: 'Mine', stages: ['Chat'] })).status,
      ).toBe(404);
      expect((await other.admin.delete(`/pipeline-templates/${template}`)).status).toBe(404);
      expect((await other.admin.get(`/pipeline-templates/${randomUUID()}`)).status).toBe(404);
    });
  });

  describe('archival reasons', () => {
    it('adds a reason of the company’s own and deletes it; defaults cannot be deleted', async () => {
      const added = await company.admin.post('/archival-reasons/', { text: 'Visa sponsorship not possible' });
      expect(added.status).toBe(201);
      const reasons = await list<Reason>(company.admin, '/archival-reasons/company');
      expect(reasons).toContainEqual({
        id: added.body.id,
        text: 'Visa sponsorship not possible',
        isDefault: false,
        usedByArchivedCandidates: false,
      });
      const unresponsive = reasons.find((reason) => reason.text === 'Unresponsive') as Reason;
      refused(
        await company.admin.delete(`/archival-reasons/${unresponsive.id}`),
        409,
        'Default archival reasons cannot be edited or deleted',
      );
      expect((await company.admin.delete(`/archival-reasons/${added.body.id}`)).status).toBe(200);
      expect((await list<Reason>(company.admin, '/archival-reasons/company')).length).toBe(reasons.length - 1);
    });

    it('refuses an empty or existing reason', async () => {
      refused(await company.admin.post('/archival-reasons/', { text: '' }), 400, 'Please enter archival reason');
      refused(
        await company.admin.post('/archival-reasons/', { text: 'not qualified' }),
        409,
        'This archival reason already exists',
      );
    });

    it('flags a reason archived candidates carry, and keeps it', async () => {
      const reason = (await company.admin.post('/archival-reasons/', { text: 'Relocated' })).body.id as string;
      const job = await createPublishedJob(company.admin, 'Archiving job');
      const added = (await company.admin.post('/job-applications', candidateInput(job.id))).body;
      const archived = await company.admin.post(`/job-applications/${added.id}/archive`, {
        archivalReasonId: reason,
        sendRejectionEmail: false,
        expectedRevision: added.revision,
      });
      expect(archived.status).toBe(201);
      await eventually(
        async () =>
          (await list<Reason>(company.admin, '/archival-reasons/company')).find((row) => row.id === reason)
            ?.usedByArchivedCandidates,
      );
      expect((await company.admin.delete(`/archival-reasons/${reason}`)).status).toBe(409);
    });

    it('answers 404 to another company', async () => {
      const reason = (await company.admin.post('/archival-reasons/', { text: 'Company only' })).body.id as string;
      expect((await list<Reason>(other.admin, '/archival-reasons/company')).some((row) => row.id === reason)).toBe(
        false,
      );
      expect((await other.admin.delete(`/archival-reasons/${reason}`)).status).toBe(404);
    });
  });
});
