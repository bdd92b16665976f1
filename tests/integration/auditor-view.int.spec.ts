import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import type { DataSource } from 'typeorm';
import { defaultPermissionsFor, PERMISSIONS } from '@ats/domain/identity';
import { createDataSource } from '@ats/infra/db/data-source';
import { seedCompany } from '@ats/infra/db/seed';
import { apiAs, candidateInput, createPublishedJob, createTestCompany, signIn, stageNamed, type ApiClient, type TestCompany } from './support';

/**
 * The auditor's view (issue 8): an application's profile as of a moment, folded from its stream; its whole
 * history as CSV and JSON with actor, cause and time; and the candidate list as CSV under
 * COMPANY::EXPORTS::CANDIDATE_DATA, formula cells neutralised.
 */
type Entry = { revision: number; type: string; occurredAt: string; actor: { kind: string; name: string }; cause: string; summary: string };

/** A download with its headers (the support client keeps only the body). */
const download = async (email: string, urlPath: string) => {
  const token = (await signIn(email)).accessToken;
  const response = await fetch(`${process.env.API_URL}/api${urlPath}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, headers: response.headers, text: await response.text() };
};

const rowsOf = (csv: string): Array<Record<string, string>> => parse(csv, { columns: true, skip_empty_lines: true });

describe('auditor view and exports', () => {
  let dataSource: DataSource;
  let company: TestCompany;
  let other: TestCompany;
  let admin: ApiClient;
  let interviewerEmail: string;
  let noExportEmail: string;
  let job: Awaited<ReturnType<typeof createPublishedJob>>;

  beforeAll(async () => {
    dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 2 });
    await dataSource.initialize();
    company = await createTestCompany('auditor');
    other = await createTestCompany('auditor-other');
    admin = company.admin;
    const domain = company.adminEmail.split('@')[1]!;
    interviewerEmail = `interviewer@${domain}`;
    noExportEmail = `no-export@${domain}`;
    await seedCompany(dataSource, {
      name: 'auditor company',
      domain,
      users: [
        { firstName: 'Ines', lastName: 'Interviewer', email: interviewerEmail, roles: ['COMPANY_INTERVIEWER'] },
        {
          firstName: 'Nour',
          lastName: 'Noexport',
          email: noExportEmail,
          roles: ['COMPANY_RECRUITER'],
          permissionV1: defaultPermissionsFor('COMPANY_RECRUITER').filter((permission) => permission !== PERMISSIONS.exportCandidateData),
        },
      ],
    });
    job = await createPublishedJob(admin, 'Auditor Engineer');
  });

  afterAll(async () => {
    await dataSource?.destroy();
  });

  /** A candidate who was commented on, moved, then whose comment was edited: three moments to look back at. */
  const candidateWithAPast = async () => {
    const lastName = `Past${randomUUID().slice(0, 6)}`;
    const added = await admin.post('/job-applications', candidateInput(job.id, { firstName: 'Huda', lastName }));
    expect(added.status).toBe(201);
    const id = added.body.id as string;
    const comment = await admin.post(`/job-applications/${id}/comments`, { text: 'First impression: promising' });
    expect(comment.status).toBe(201);
    const moved = await admin.post(`/job-applications/${id}/move-to-stage`, { stageId: stageNamed(job, 'Interview').id, expectedRevision: 1 });
    expect(moved.status).toBe(201);
    const edited = await admin.patch(`/job-applications/${id}/comments/${comment.body.commentId}`, { text: 'After the interview: hire' });
    expect(edited.status).toBe(200);
    const history = (await admin.get(`/job-applications/${id}/history`)).body.items as Entry[];
    return { id, lastName, history };
  };

  it('shows the profile as it stood at a chosen moment, folded from the stream', async () => {
    const { id, lastName, history } = await candidateWithAPast();
    const commentedAt = history.find((entry) => entry.type === 'CommentAdded')!.occurredAt;

    const then = await admin.get(`/job-applications/${id}/as-of?asOf=${encodeURIComponent(commentedAt)}`);
    expect(then.status).toBe(200);
    expect(then.body).toMatchObject({
      asOf: new Date(commentedAt).toISOString(),
      revision: 1,
      currentRevision: 3,
      application: { applicationId: id, firstName: 'Huda', lastName, stageName: 'Sourced', status: 'ACTIVE', ownerName: 'Ada Admin', phone: '+971 501234567' },
      files: [],
    });
    expect(then.body.comments).toEqual([expect.objectContaining({ text: 'First impression: promising', editedAt: null })]);

    const now = await admin.get(`/job-applications/${id}/as-of?asOf=${encodeURIComponent(new Date().toISOString())}`);
    expect(now.body).toMatchObject({ revision: 3, application: { stageName: 'Interview', status: 'ACTIVE' } });
    expect(now.body.comments).toEqual([expect.objectContaining({ text: 'After the interview: hire', editedAt: expect.any(String) })]);
  });

  it('refuses a future, malformed or too early moment, and another company, with clear messages', async () => {
    const { id, history } = await candidateWithAPast();
    const refused = async (query: string, status: number, message: string, client: ApiClient = admin) => {
      const response = await client.get(`/job-applications/${id}/as-of${query}`);
      expect({ status: response.status, message: response.body.message }).toEqual({ status, message });
    };
    const future = new Date(Date.now() + 3_600_000).toISOString();
    await refused(`?asOf=${encodeURIComponent(future)}`, 400, 'asOf must not be in the future');
    const malformed = 'asOf must be an ISO 8601 date and time, e.g. 2026-11-23T14:30:00Z';
    for (const value of ['yesterday', '2026-13-45T10:00:00Z', '1700000000', 'x'.repeat(41)]) await refused(`?asOf=${encodeURIComponent(value)}`, 400, malformed);
    await refused('', 400, malformed);
    const before = new Date(new Date(history[0]!.occurredAt).getTime() - 60_000).toISOString();
    await refused(`?asOf=${encodeURIComponent(before)}`, 400, 'The candidate had not been added to this job yet at that time');
    await refused(`?asOf=${encodeURIComponent(new Date().toISOString())}`, 404, 'Candidate application not found', other.admin);
  });

  it('exports the whole history as CSV and JSON with actor, cause and time', async () => {
    const { id, history } = await candidateWithAPast();
    const csv = await download(company.adminEmail, `/job-applications/${id}/history/export?format=csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="application-${id}-history.csv"`);
    const rows = rowsOf(csv.text);
    expect(rows.map((row) => [row.revision, row.type, row.occurredAt, row.actorKind, row.actorName, row.cause])).toEqual(
      history.map((entry) => [String(entry.revision), entry.type, entry.occurredAt, 'user', 'Ada Admin', 'user request']),
    );
    expect(rows[0]).toMatchObject({ stream: `application-${id}`, commandId: expect.any(String), correlationId: expect.any(String), causationId: expect.any(String), summary: history[0]!.summary });

    const json = await download(company.adminEmail, `/job-applications/${id}/history/export?format=json`);
    expect(json.status).toBe(200);
    expect(json.headers.get('content-disposition')).toBe(`attachment; filename="application-${id}-history.json"`);
    const body = JSON.parse(json.text) as { applicationId: string; entries: Entry[] };
    expect(body.applicationId).toBe(id);
    expect(body.entries.map((entry) => [entry.type, entry.actor.name, entry.cause, entry.occurredAt])).toEqual(
      history.map((entry) => [entry.type, 'Ada Admin', 'user request', entry.occurredAt]),
    );

    expect((await admin.get(`/job-applications/${id}/history/export?format=xml`)).status).toBe(400);
    expect((await other.admin.get(`/job-applications/${id}/history/export`)).status).toBe(404);
  });

  it('exports the candidate list with its filters as CSV, formula cells neutralised, only with the export permission', async () => {
    const tag = randomUUID().slice(0, 8);
    const formula = await admin.post('/job-applications', candidateInput(job.id, { firstName: '=HYPERLINK("http://evil.example")', lastName: `Formula${tag}` }));
    expect(formula.status).toBe(201);
    const plain = await admin.post('/job-applications', candidateInput(job.id, { firstName: '@Sara', lastName: `Plain${tag}` }));
    expect(plain.status).toBe(201);
    expect((await admin.get(`/job-applications/${plain.body.id}?afterPosition=${plain.body.position}`)).status).toBe(200);

    const csv = await download(company.adminEmail, `/exports/candidates?nameOrEmail=${tag}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="candidates-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = rowsOf(csv.text);
    expect(rows.map((row) => row.lastName).sort()).toEqual([`Formula${tag}`, `Plain${tag}`]);
    // A spreadsheet would run these: the apostrophe keeps them as text.
    expect(rows.find((row) => row.lastName === `Formula${tag}`)).toMatchObject({
      firstName: `'=HYPERLINK("http://evil.example")`,
      jobName: 'Auditor Engineer',
      status: 'ACTIVE',
      applicationId: formula.body.id,
    });
    expect(rows.find((row) => row.lastName === `Plain${tag}`)!.firstName).toBe(`'@Sara`);
    // The phone's leading '+' is a formula too.
    expect(rows[0]!.phone).toBe(`'+971 501234567`);

    // The list's filters apply: its stage statuses, and the archived tab has none of them.
    expect(rowsOf((await download(company.adminEmail, `/exports/candidates?nameOrEmail=${tag}&statuses=HIRED`)).text)).toEqual([]);
    expect(rowsOf((await download(company.adminEmail, `/exports/candidates?nameOrEmail=${tag}&statuses=SOURCED`)).text)).toHaveLength(2);
    expect(rowsOf((await download(company.adminEmail, `/exports/candidates?nameOrEmail=${tag}&active=false`)).text)).toEqual([]);
    // Recruiters hold the permission; without it, or as an interviewer, no export. Another company sees none of these.
    expect((await download(company.recruiterEmail, `/exports/candidates?nameOrEmail=${tag}`)).status).toBe(200);
    expect((await download(noExportEmail, `/exports/candidates?nameOrEmail=${tag}`)).status).toBe(403);
    expect((await download(interviewerEmail, `/exports/candidates?nameOrEmail=${tag}`)).status).toBe(403);
    expect(rowsOf((await download(other.adminEmail, `/exports/candidates?nameOrEmail=${tag}`)).text)).toEqual([]);
    expect((await apiAs(company.adminEmail).get(`/exports/candidates?take=5000`)).status).toBe(400);
  });
});
