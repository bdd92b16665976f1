import { Client, Connection } from '@temporalio/client';
import { candidateInput, createPublishedJob, createTestCompany, eventually, stageNamed, type TestCompany, workflowResult } from './support';

type Profile = { stageId: string; stageName: string; status: string; revision: number };

/**
 * 'Move candidates and delete stage' and a changed pipeline template (spec 02 §4.3) on the real Temporal server:
 * the job's change is one event; the restage workflow moves the candidates, active and archived, after it.
 */
describe('restaging candidates when a job’s stages go away', () => {
  let company: TestCompany;
  let connection: Connection;
  let temporal: Client;

  beforeAll(async () => {
    company = await createTestCompany('restage');
    connection = await Connection.connect({ address: process.env.TEMPORAL_ADDRESS });
    temporal = new Client({ connection, namespace: process.env.TEMPORAL_NAMESPACE ?? 'default' });
  });
  afterAll(async () => {
    await connection?.close();
  });

  const addTo = async (jobId: string, stageId: string) => {
    const added = await company.admin.post('/job-applications', candidateInput(jobId, { stageId }));
    expect(added.status).toBe(201);
    return added.body as { id: string; position: string };
  };
  const profile = async (id: string) => (await company.admin.get<Profile>(`/job-applications/${id}`)).body;
  const workflowsOf = async (jobId: string) => {
    const found: Array<{ workflowId: string; status: string }> = [];
    for await (const execution of temporal.workflow.list({ query: `AtsJobId = '${jobId}' AND WorkflowType = 'restageCandidates'` })) {
      found.push({ workflowId: execution.workflowId, status: execution.status.name });
    }
    return found;
  };

  it('refuses to delete a stage with candidates, then moves them and deletes it', async () => {
    const job = await createPublishedJob(company.admin, 'Restage Engineer');
    const interview = stageNamed(job, 'Interview').id;
    const offer = stageNamed(job, 'Offer').id;
    const active = await addTo(job.id, interview);
    const archived = await addTo(job.id, interview);
    const reasons = (await company.admin.get<Array<{ id: string }>>('/archival-reasons/company')).body;
    const archive = await company.admin.post(`/job-applications/${archived.id}/archive`, { archivalReasonId: reasons[0].id, expectedRevision: 0 });
    expect(archive.status).toBe(201);

    const refused = await company.admin.delete(`/company-roles/${job.id}/stages/${interview}`);
    expect([refused.status, refused.body.message]).toEqual([409, 'This stage cannot be deleted while it has candidates. Move candidates and delete stage.']);
    const deleted = await company.admin.delete(`/company-roles/${job.id}/stages/${interview}?moveToStageId=${offer}`);
    expect(deleted.status).toBe(200);

    for (const id of [active.id, archived.id]) {
      const moved = await eventually(async () => {
        const current = await profile(id);
        return current.stageId === offer ? current : null;
      });
      expect(moved.stageName).toBe('Offer');
    }
    expect((await profile(archived.id)).status).toBe('ARCHIVED');
    const history = await company.admin.get<{ items: Array<{ type: string; details: Record<string, unknown>; actor: { kind: string } }> }>(
      `/job-applications/${active.id}/history`,
    );
    expect(history.body.items.at(-1)).toMatchObject({
      type: 'ApplicationRestaged',
      actor: { kind: 'automation' },
      details: { fromStageName: 'Interview', toStageName: 'Offer', cause: 'STAGE_DELETED' },
    });
    const workflows = await eventually(async () => {
      const found = await workflowsOf(job.id);
      return found.length === 1 && found[0].status === 'COMPLETED' ? found : null;
    });
    expect(await workflowResult(temporal, workflows[0].workflowId)).toEqual({ restaged: 2 });
  });

  it('changes the pipeline template, moving each mapped stage’s candidates', async () => {
    const job = await createPublishedJob(company.admin, 'Template Engineer');
    const inScreening = await addTo(job.id, stageNamed(job, 'Screening').id);
    const sourced = await addTo(job.id, stageNamed(job, 'Sourced').id);
    const template = await company.admin.post('/pipeline-templates', { name: 'Lean pipeline', stages: ['Phone screen', 'Panel'] });
    expect(template.status).toBe(201);
    const path = `/company-roles/companies/${company.companyId}/jobs/${job.id}/update-hiring-flow-template`;

    const unmapped = await company.admin.put(path, { pipelineTemplateId: template.body.id, mapping: [] });
    expect([unmapped.status, unmapped.body.message]).toEqual([400, 'Please map the Screening stage: it has candidates']);
    const otherCompany = await createTestCompany('restage-other');
    expect((await otherCompany.admin.put(`/company-roles/companies/${otherCompany.companyId}/jobs/${job.id}/update-hiring-flow-template`, {
      pipelineTemplateId: template.body.id,
      mapping: [],
    })).status).toBe(404);

    const changed = await company.admin.put(path, {
      pipelineTemplateId: template.body.id,
      mapping: [
        { fromStageId: stageNamed(job, 'Screening').id, toStageName: 'Phone screen' },
        { fromStageId: stageNamed(job, 'Interview').id, toStageName: 'Panel' },
      ],
    });
    expect(changed.status).toBe(200);
    const after = (await company.admin.get<typeof job>(`/company-roles/${job.id}?afterPosition=${changed.body.position}`)).body;
    expect(after.stages.map((stage) => stage.name)).toEqual(['Sourced', 'Application', 'Phone screen', 'Panel', 'Hired']);
    expect(stageNamed(after, 'Sourced').id).toBe(stageNamed(job, 'Sourced').id);
    const moved = await eventually(async () => {
      const current = await profile(inScreening.id);
      return current.stageName === 'Phone screen' ? current : null;
    });
    expect(moved.stageId).toBe(stageNamed(after, 'Phone screen').id);
    expect((await profile(sourced.id)).stageId).toBe(stageNamed(job, 'Sourced').id);
  });
});
