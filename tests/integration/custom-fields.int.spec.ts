import type { DataSource } from 'typeorm';
import { ALL_JOB_PERMISSIONS, PERMISSIONS } from '@ats/domain/identity';
import { createDataSource } from '@ats/infra/db/data-source';
import { seedCompany } from '@ats/infra/db/seed';
import { apiAs, candidateInput, createPublishedJob, createTestCompany, type ApiClient, type TestCompany } from './support';

type Field = {
  id: string;
  entity: 'CANDIDATE' | 'JOB';
  name: string;
  fieldType: string;
  options: string[];
  isConfidential: boolean;
  isDei: boolean;
  placements: string[];
};
type Responses = {
  applicationId: string;
  canEdit: boolean;
  fields: Array<{ fieldId: string; name: string; deleted: boolean; value: string[]; isConfidential: boolean }>;
};

/**
 * Custom fields through HTTP (spec 03 "Custom field", "Custom fields screen", §8 Settings): candidate and job
 * fields of the caller's company, the spec's refusals changing nothing, deletion keeping the responses, and a
 * candidate's responses checked against their field; plan-locked by the company's customFields toggle.
 */
describe('custom fields', () => {
  let dataSource: DataSource;
  let company: TestCompany;
  let other: TestCompany;
  let interviewer: ApiClient;
  let interviewerId: string;

  const fields = async (api: ApiClient, entity: 'CANDIDATE' | 'JOB'): Promise<Field[]> => {
    const response = await api.get<Field[]>(`/custom-fields?entity=${entity}`);
    expect(response.status).toBe(200);
    return response.body;
  };
  const refused = (response: { status: number; body: { message: string } }, status: number, message: string) => {
    expect({ status: response.status, message: response.body.message }).toEqual({ status, message });
  };
  const rowsOf = async (companyId: string) =>
    dataSource.query(`SELECT id, name, options, deleted_at FROM custom_fields WHERE company_id = $1 ORDER BY created_at, id`, [companyId]);
  const addField = async (body: Record<string, unknown>) => {
    const response = await company.admin.post('/custom-fields', body);
    expect(response.status).toBe(201);
    return response.body.id as string;
  };
  /** An application of the company, in the candidate list read model. */
  const newApplication = async (jobId: string) => {
    const added = await company.admin.post('/job-applications', candidateInput(jobId));
    expect(added.status).toBe(201);
    expect((await company.admin.get(`/job-applications/${added.body.id}?afterPosition=${added.body.position}`)).status).toBe(200);
    return added.body.id as string;
  };

  beforeAll(async () => {
    dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 2 });
    await dataSource.initialize();
    company = await createTestCompany('custom-fields');
    other = await createTestCompany('custom-fields-other');
    const domain = company.adminEmail.split('@')[1]!;
    const seeded = await seedCompany(dataSource, {
      name: 'custom-fields company',
      domain,
      users: [{ firstName: 'Ines', lastName: 'Interviewer', email: `interviewer@${domain}`, roles: ['COMPANY_INTERVIEWER'] }],
    });
    interviewerId = seeded.userIds[`interviewer@${domain}`]!;
    interviewer = apiAs(`interviewer@${domain}`);
  });

  afterAll(async () => {
    await dataSource.destroy();
  });

  it('adds, lists, edits and deletes candidate and job fields, audited', async () => {
    const id = await addField({
      entity: 'CANDIDATE',
      name: '  Seniority ',
      fieldType: 'SINGLE_SELECT',
      options: ['Junior', 'Senior'],
      isConfidential: false,
      placements: ['ADD_CANDIDATE_FORM', 'JOB_APPLICATION_FORM'],
    });
    const jobFieldId = await addField({ entity: 'JOB', name: 'Cost centre', fieldType: 'SINGLE_LINE_TEXT', placements: ['ADD_JOB'] });
    expect(await fields(company.admin, 'CANDIDATE')).toContainEqual({
      id,
      entity: 'CANDIDATE',
      name: 'Seniority',
      fieldType: 'SINGLE_SELECT',
      options: ['Junior', 'Senior'],
      isConfidential: false,
      isDei: false,
      placements: ['ADD_CANDIDATE_FORM', 'JOB_APPLICATION_FORM'],
    });
    expect((await fields(company.admin, 'JOB')).map((field) => field.id)).toEqual([jobFieldId]);
    // Recruiters list the fields (COMPANY::CUSTOM_FIELDS::LIST) but do not manage them.
    expect((await fields(company.recruiter, 'CANDIDATE')).map((field) => field.id)).toContain(id);
    expect((await company.recruiter.post('/custom-fields', { entity: 'JOB', name: 'X', fieldType: 'DATE' })).status).toBe(403);

    expect((await company.admin.patch(`/custom-fields/${id}`, { name: 'Level', options: ['Junior', 'Mid', 'Senior'], isConfidential: true })).status).toBe(200);
    const edited = (await fields(company.admin, 'CANDIDATE')).find((field) => field.id === id);
    expect(edited).toMatchObject({ name: 'Level', options: ['Junior', 'Mid', 'Senior'], isConfidential: true, fieldType: 'SINGLE_SELECT' });

    expect((await company.admin.delete(`/custom-fields/${jobFieldId}`)).status).toBe(200);
    expect(await fields(company.admin, 'JOB')).toEqual([]);
    const audit = await dataSource.query(`SELECT action FROM audit_log WHERE entity_id = $1 ORDER BY id`, [id]);
    expect(audit.map((entry: { action: string }) => entry.action)).toEqual(['create', 'update']);
  });

  it('refuses bad input with the spec’s error object and changes nothing', async () => {
    await addField({ entity: 'CANDIDATE', name: 'Notice period', fieldType: 'NUMERIC' });
    const before = await rowsOf(company.companyId);
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ entity: 'CANDIDATE', name: '  ', fieldType: 'DATE' }, 400, 'Please enter field name'],
      [{ entity: 'CANDIDATE', name: 'Start date' }, 400, 'Please select field type'],
      [{ entity: 'CANDIDATE', name: 'Start date', fieldType: 'COLOUR' }, 400, 'Please select field type'],
      [{ entity: 'CANDIDATE', name: 'Level 2', fieldType: 'MULTI_SELECT', options: ['Only'] }, 400, 'Please add at least two options'],
      [{ entity: 'CANDIDATE', name: 'x'.repeat(101), fieldType: 'DATE' }, 400, 'Maximum 100 characters.'],
      [{ entity: 'JOB', name: 'Budget', fieldType: 'NUMERIC', placements: ['AGENCY_FORM'] }, 400, 'Please select where the field appears from the list'],
      [{ entity: 'CANDIDATE', name: 'notice PERIOD', fieldType: 'DATE' }, 409, 'A custom field with this name already exists. Please enter a different name.'],
      [{ entity: 'PERSON', name: 'Whatever', fieldType: 'DATE' }, 400, 'Please enter valid input'],
    ];
    for (const [body, status, message] of cases) {
      const response = await company.admin.post('/custom-fields', body);
      refused(response, status, message);
      expect(response.body).toMatchObject({ success: false, statusCode: status });
    }
    expect(await rowsOf(company.companyId)).toEqual(before);
  });

  it('refuses to delete a DEI field, and keeps a deleted field’s responses', async () => {
    const job = await createPublishedJob(company.admin, 'Custom fields job');
    const dei = await addField({ entity: 'CANDIDATE', name: 'Ethnicity', fieldType: 'SINGLE_SELECT', options: ['A', 'B'], isDei: true });
    const before = await rowsOf(company.companyId);
    refused(await company.admin.delete(`/custom-fields/${dei}`), 409, 'DEI custom field cannot be deleted');
    expect(await rowsOf(company.companyId)).toEqual(before);

    const hobby = await addField({ entity: 'CANDIDATE', name: 'Hobby', fieldType: 'SINGLE_LINE_TEXT' });
    const applicationId = await newApplication(job.id);
    const set = await company.admin.put(`/job-applications/${applicationId}/custom-fields`, {
      values: [{ fieldId: hobby, value: ['Chess'] }],
    });
    expect(set.status).toBe(200);
    expect((set.body as Responses).fields.find((field) => field.fieldId === hobby)).toMatchObject({ value: ['Chess'], deleted: false });

    expect((await company.admin.delete(`/custom-fields/${hobby}`)).status).toBe(200);
    const stored = await dataSource.query(`SELECT value FROM custom_field_values WHERE field_id = $1`, [hobby]);
    expect(stored).toEqual([{ value: ['Chess'] }]);
    const read = (await company.admin.get<Responses>(`/job-applications/${applicationId}/custom-fields`)).body;
    expect(read.fields.find((field) => field.fieldId === hobby)).toMatchObject({ name: 'Hobby', deleted: true, value: ['Chess'] });
    // A deleted field takes no new responses and its name is free again.
    refused(
      await company.admin.put(`/job-applications/${applicationId}/custom-fields`, { values: [{ fieldId: hobby, value: ['Go'] }] }),
      404,
      'Custom field not found',
    );
    await addField({ entity: 'CANDIDATE', name: 'Hobby', fieldType: 'MULTI_LINE_TEXT' });
  });

  it('sets a candidate’s responses against each field’s type and options; confidential ones need confidential access', async () => {
    const job = await createPublishedJob(company.admin, 'Responses job');
    const applicationId = await newApplication(job.id);
    const languages = await addField({ entity: 'CANDIDATE', name: 'Languages', fieldType: 'MULTI_SELECT', options: ['Arabic', 'English', 'French'] });
    const salary = await addField({ entity: 'CANDIDATE', name: 'Expected salary', fieldType: 'NUMERIC', isConfidential: true });
    const startDate = await addField({ entity: 'CANDIDATE', name: 'Available from', fieldType: 'DATE' });
    const path = `/job-applications/${applicationId}/custom-fields`;

    const saved = await company.admin.put(path, {
      values: [
        { fieldId: languages, value: ['French', 'Arabic'] },
        { fieldId: salary, value: ['12000'] },
        { fieldId: startDate, value: ['2026-03-01'] },
      ],
    });
    expect(saved.status).toBe(200);
    const byId = (body: Responses) => Object.fromEntries(body.fields.map((field) => [field.fieldId, field.value]));
    expect(byId(saved.body)).toMatchObject({ [languages]: ['Arabic', 'French'], [salary]: ['12000'], [startDate]: ['2026-03-01'] });

    const stored = async () =>
      dataSource.query(`SELECT field_id, value FROM custom_field_values WHERE application_id = $1 ORDER BY field_id`, [applicationId]);
    const before = await stored();
    for (const value of [
      { fieldId: languages, value: ['German'] },
      { fieldId: startDate, value: ['2026-02-30'] },
      { fieldId: salary, value: ['lots'] },
    ])
      refused(await company.admin.put(path, { values: [value] }), 400, 'Please enter valid input');
    refused(await company.admin.put(path, { values: [{ fieldId: languages, value: 'Arabic' }] }), 400, 'Please enter valid input');
    expect(await stored()).toEqual(before);

    // A hiring manager with profile access to the job only: no confidential access, no candidate work.
    await dataSource.query('UPDATE users SET collaborator_permissions = $1 WHERE id = $2', [
      JSON.stringify([{ jobRoleId: job.id, permissions: [PERMISSIONS.candidatesProfilesView] }]),
      interviewerId,
    ]);
    const asInterviewer = (await interviewer.get<Responses>(path)).body;
    expect(asInterviewer.canEdit).toBe(false);
    expect(asInterviewer.fields.map((field) => field.fieldId)).toEqual(expect.arrayContaining([languages, startDate]));
    expect(asInterviewer.fields.map((field) => field.fieldId)).not.toContain(salary);
    expect((await interviewer.put(path, { values: [{ fieldId: languages, value: [] }] })).status).toBe(403);
    // The recruiter (COMPANY::CANDIDATES::*, all jobs) sees and edits every response; clearing removes one.
    await dataSource.query('UPDATE users SET collaborator_permissions = $1 WHERE id = $2', [
      JSON.stringify([{ jobRoleId: '*', permissions: [...ALL_JOB_PERMISSIONS] }]),
      company.recruiterId,
    ]);
    const asRecruiter = (await company.recruiter.get<Responses>(path)).body;
    expect(asRecruiter.canEdit).toBe(true);
    expect(byId(asRecruiter)[salary]).toEqual(['12000']);
    expect((await company.recruiter.put(path, { values: [{ fieldId: languages, value: [] }] })).status).toBe(200);
    expect(byId((await company.admin.get<Responses>(path)).body)[languages]).toEqual([]);
    expect(await stored()).toHaveLength(2);
  });

  it('keeps another company out: it neither reads nor changes the fields or the responses', async () => {
    const id = await addField({ entity: 'CANDIDATE', name: 'Private', fieldType: 'YES_NO' });
    const job = await createPublishedJob(company.admin, 'Private job');
    const applicationId = await newApplication(job.id);
    expect((await fields(other.admin, 'CANDIDATE')).map((field) => field.id)).not.toContain(id);
    refused(await other.admin.patch(`/custom-fields/${id}`, { name: 'Taken' }), 404, 'Custom field not found');
    refused(await other.admin.delete(`/custom-fields/${id}`), 404, 'Custom field not found');
    expect((await other.admin.get(`/job-applications/${applicationId}/custom-fields`)).status).toBe(404);
    expect((await other.admin.put(`/job-applications/${applicationId}/custom-fields`, { values: [{ fieldId: id, value: ['YES'] }] })).status).toBe(404);
    // Their own application does not take this company's field either.
    const otherJob = await createPublishedJob(other.admin, 'Other job');
    const added = await other.admin.post('/job-applications', candidateInput(otherJob.id));
    await other.admin.get(`/job-applications/${added.body.id}?afterPosition=${added.body.position}`);
    refused(
      await other.admin.put(`/job-applications/${added.body.id}/custom-fields`, { values: [{ fieldId: id, value: ['YES'] }] }),
      404,
      'Custom field not found',
    );
    expect((await fields(company.admin, 'CANDIDATE')).find((field) => field.id === id)?.name).toBe('Private');
  });

  it('is plan-locked: a company whose plan lacks custom fields is refused', async () => {
    await dataSource.query(
      `UPDATE companies SET permission_v2 = array_remove(permission_v2, 'COMPANY::CUSTOM_FIELDS::*') WHERE id = $1`,
      [other.companyId],
    );
    expect((await other.admin.get('/custom-fields?entity=CANDIDATE')).status).toBe(403);
    expect((await other.admin.post('/custom-fields', { entity: 'JOB', name: 'Locked', fieldType: 'DATE' })).status).toBe(403);
    expect(await rowsOf(other.companyId)).toEqual([]);
  });
});
