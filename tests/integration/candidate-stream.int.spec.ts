import { randomUUID } from 'node:crypto';
import { createDataSource } from '@ats/infra/db/data-source';
import { candidateInput, createPublishedJob, createTestCompany, eventually, type ApiClient, type TestCompany } from './support';

type Candidate = {
  candidateId: string;
  revision: number;
  firstName: string;
  lastName: string;
  emails: Array<{ email: string; primary: boolean }>;
  phones: string[];
  links: Array<{ kind: string; url: string }>;
  referredBy: { id: string; name: string } | null;
  sourcedBy: { id: string; name: string } | null;
  gender: string | null;
  nationality: string | null;
  countryOfResidence: string | null;
  erased: boolean;
  totalApplications: number;
  applications: Array<{ applicationId: string; jobName: string }>;
};

/**
 * The candidate stream of its own (ADR 0016) through HTTP at /job-applications/{id}/candidate: the profile's
 * edit of e-mails (one primary), phones, links, referred / sourced by and demographics; duplicate detection
 * on add, per company; the merge when an e-mail is edited to one another candidate holds, with both
 * application histories unchanged; erasure reaching the candidate stream and a merged candidate's key.
 */
describe('candidate stream', () => {
  let company: TestCompany;
  let other: TestCompany;
  let admin: ApiClient;
  let job: Awaited<ReturnType<typeof createPublishedJob>>;
  let secondJob: Awaited<ReturnType<typeof createPublishedJob>>;
  let position = '';
  const email = (name: string) => `${name}.${randomUUID().slice(0, 6)}@example.com`;

  const candidateOf = async (applicationId: string, client: ApiClient = admin): Promise<Candidate> => {
    const response = await client.get<Candidate>(`/job-applications/${applicationId}/candidate?afterPosition=${position}`);
    expect(response.status).toBe(200);
    return response.body;
  };
  const add = async (overrides: Record<string, unknown>, onJob = job.id): Promise<string> => {
    const response = await admin.post('/job-applications', candidateInput(onJob, overrides));
    expect(response.status).toBe(201);
    position = response.body.position;
    return response.body.id;
  };
  const detailsOf = (candidate: Candidate) => ({
    firstName: candidate.firstName,
    lastName: candidate.lastName,
    emails: candidate.emails,
    phones: candidate.phones,
    links: candidate.links,
    referredById: candidate.referredBy?.id ?? null,
    sourcedById: candidate.sourcedBy?.id ?? null,
    gender: candidate.gender,
    nationality: candidate.nationality,
    countryOfResidence: candidate.countryOfResidence,
  });
  const edit = async (applicationId: string, body: Record<string, unknown>, client: ApiClient = admin) => {
    const response = await client.post(`/job-applications/${applicationId}/candidate`, body);
    if (response.status === 201) position = response.body.position;
    return response;
  };
  const history = async (applicationId: string) => (await admin.get(`/job-applications/${applicationId}/history`)).body.items as Array<{ type: string; summary: string }>;

  beforeAll(async () => {
    company = await createTestCompany('candidate-stream');
    other = await createTestCompany('candidate-stream-other');
    admin = company.admin;
    job = await createPublishedJob(admin, 'Stream Engineer');
    secondJob = await createPublishedJob(admin, 'Stream Designer');
  });

  it('edits e-mails, phones, links, referred / sourced by and demographics; the list and profile follow', async () => {
    const lea = await add({ firstName: 'Lea', lastName: 'Moreau', email: email('lea') });
    const before = await candidateOf(lea);
    // An application added before this version has no candidate stream: it starts on the first edit (ADR 0016).
    expect(before).toMatchObject({ revision: -1, firstName: 'Lea', totalApplications: 1, phones: ['+971 501234567'] });
    const work = email('lea.work');
    const response = await edit(lea, {
      ...detailsOf(before),
      firstName: 'Léa',
      emails: [{ email: work.toUpperCase(), primary: false }, ...before.emails],
      phones: [...before.phones, '+33 612 345 678'],
      links: [
        { kind: 'linkedin', url: 'linkedin.com/in/lea-moreau' },
        { kind: 'portfolio', url: 'https://lea.design' },
      ],
      referredById: company.recruiterId,
      gender: 'Female',
      nationality: 'FR',
      countryOfResidence: 'AE',
    });
    expect(response.status).toBe(201);
    const after = await candidateOf(lea);
    expect(after).toMatchObject({
      firstName: 'Léa',
      emails: [before.emails[0], { email: work, primary: false }],
      phones: ['+971 501234567', '+33 612 345 678'],
      links: [
        { kind: 'linkedin', url: 'https://linkedin.com/in/lea-moreau' },
        { kind: 'portfolio', url: 'https://lea.design' },
      ],
      referredBy: { id: company.recruiterId, name: 'Rami Recruiter' },
      sourcedBy: null,
      gender: 'Female',
      nationality: 'FR',
      countryOfResidence: 'AE',
    });
    expect(after.revision).toBe(1);
    const listed = (await admin.get(`/job-applications?afterPosition=${position}&take=100`)).body.items.find(
      (item: { applicationId: string }) => item.applicationId === lea,
    );
    expect(listed.firstName).toBe('Léa');
  });

  it('refuses bad input with the spec message and records nothing', async () => {
    const noor = await add({ firstName: 'Noor', lastName: 'Hassan', email: email('noor') });
    const current = detailsOf(await candidateOf(noor));
    const refusals: Array<[Record<string, unknown>, number, string]> = [
      [{ ...current, emails: [] }, 400, 'Candidate email not added. Please add candidate email to proceed.'],
      [{ ...current, emails: [{ email: 'noor@', primary: true }] }, 400, 'Please enter a valid email address'],
      [{ ...current, emails: [{ email: current.emails[0].email, primary: false }] }, 400, 'Please choose one primary email'],
      [{ ...current, phones: ['0501234567'] }, 400, 'Missing country code. Ex: "+971 0501234567" or +1 0501234567'],
      [{ ...current, links: [{ kind: 'linkedin', url: 'https://example.org/lea' }] }, 400, 'Please enter a valid linkedin url'],
      [{ ...current, gender: 'Others' }, 400, 'Please select a gender from the list'],
      [{ ...current, countryOfResidence: 'Atlantis' }, 400, 'Please select a country from the list'],
      [{ ...current, referredById: other.recruiterId }, 400, 'Please select who referred the candidate'],
      [current, 409, 'Nothing to change: the candidate already has these details'],
      [{ ...current, firstName: 'Nour', expectedRevision: 7 }, 409, 'This record was changed by someone else. Reload and try again.'],
    ];
    for (const [body, status, message] of refusals) {
      const response = await edit(noor, body);
      expect({ status: response.status, message: response.body.message }).toEqual({ status, message });
    }
    expect((await candidateOf(noor)).revision).toBe(-1);
    // Another company's caller finds no such application.
    expect((await edit(noor, { ...current, firstName: 'Nour' }, other.admin)).status).toBe(404);
    expect((await other.admin.get(`/job-applications/${noor}/candidate`)).status).toBe(404);
  });

  it('warns of a duplicate on add, in the company only, and the new application joins the candidate', async () => {
    const address = email('omar');
    const first = await add({ firstName: 'Omar', lastName: 'Saleh', email: address });
    await eventually(async () => (await admin.get(`/job-applications/duplicates?email=${encodeURIComponent(address.toUpperCase())}`)).body.count === 1);
    expect((await admin.get(`/job-applications/duplicates?email=${encodeURIComponent(address)}`)).body).toEqual({
      count: 1,
      message: 'This candidate already exists in your company. 1 applications found',
    });
    expect((await other.admin.get(`/job-applications/duplicates?email=${encodeURIComponent(address)}`)).body).toEqual({ count: 0, message: null });
    expect((await admin.get(`/job-applications/duplicates?email=${encodeURIComponent(email('nobody'))}`)).body).toEqual({ count: 0, message: null });

    const second = await add({ firstName: 'Omar', lastName: 'Saleh', email: address }, secondJob.id);
    const candidate = await candidateOf(second);
    expect(candidate.candidateId).toBe((await candidateOf(first)).candidateId);
    expect(candidate.totalApplications).toBe(2);
    expect(candidate.applications.map((application) => application.jobName).sort()).toEqual(['Stream Designer', 'Stream Engineer']);
  });

  it('merges when an e-mail is edited to one another candidate holds, after confirmation; both histories stay', async () => {
    const holderEmail = email('sara');
    const holder = await add({ firstName: 'Sara', lastName: 'Khan', email: holderEmail, phone: null });
    const edited = await add({ firstName: 'S.', lastName: 'Khan', email: email('s.khan'), ownerId: company.recruiterId }, secondJob.id);
    const holderHistory = await history(holder);
    const editedHistory = await history(edited);
    const editedCandidate = await candidateOf(edited);
    await eventually(async () => (await admin.get(`/job-applications/duplicates?email=${encodeURIComponent(holderEmail)}`)).body.count === 1);

    const body = { ...detailsOf(editedCandidate), emails: [...editedCandidate.emails, { email: holderEmail, primary: false }], gender: 'Female' };
    const unconfirmed = await edit(edited, body);
    expect({ status: unconfirmed.status, code: unconfirmed.body.errorCode }).toEqual({ status: 409, code: 'candidate-merge-required' });
    expect(unconfirmed.body.message).toContain('This candidate already exists in your company. 1 applications found');
    expect((await candidateOf(edited)).candidateId).toBe(editedCandidate.candidateId);

    const key = `merge-${randomUUID()}`;
    const merged = await admin.post(`/job-applications/${edited}/candidate`, { ...body, mergeConfirmed: true }, { 'Idempotency-Key': key });
    expect(merged.status).toBe(201);
    position = merged.body.position;
    const fromEdited = await candidateOf(edited);
    const fromHolder = await candidateOf(holder);
    expect(fromEdited.candidateId).toBe(fromHolder.candidateId);
    expect(fromHolder).toMatchObject({ firstName: 'Sara', totalApplications: 2, gender: 'Female', phones: ['+971 501234567'] });
    expect(fromHolder.emails.map((item) => item.email)).toEqual([holderEmail, editedCandidate.emails[0].email]);
    expect(fromHolder.emails[0].primary).toBe(true);
    // Each application's own history reads as before the merge.
    expect(await history(holder)).toEqual(holderHistory);
    expect(await history(edited)).toEqual(editedHistory);
    // A retry of the same request records nothing twice.
    const again = await admin.post(`/job-applications/${edited}/candidate`, { ...body, mergeConfirmed: true }, { 'Idempotency-Key': key });
    expect({ status: again.status, revision: again.body.revision }).toEqual({ status: 201, revision: merged.body.revision });
    expect((await candidateOf(holder)).revision).toBe(fromHolder.revision);

    // Notifications about either application now name the candidate as the list does (the inbox follows the
    // candidate stream from Kafka): the recruiter owns the one that was edited and is told of its move by name.
    const dataSource = await createDataSource(process.env.DATABASE_URL as string, { poolSize: 1 }).initialize();
    try {
      await eventually(async () => {
        const rows = await dataSource.query(`SELECT candidate_name FROM inbox_application_owners WHERE application_id = $1`, [edited]);
        return rows[0]?.candidate_name === 'Sara Khan';
      });
    } finally {
      await dataSource.destroy();
    }
    const interview = (await admin.get(`/company-roles/${secondJob.id}`)).body.stages.find((stage: { name: string }) => stage.name === 'Interview');
    expect((await admin.post(`/job-applications/${edited}/move-to-stage`, { stageId: interview.id, expectedRevision: 0 })).status).toBe(201);
    const notified = await eventually(async () => {
      const inbox = (await company.recruiter.get('/inbox?filter=ALL&order=DESC')).body.notifications as Array<{ jobApplicationId: string; candidateName: string }>;
      return inbox.find((notification) => notification.jobApplicationId === edited) ?? null;
    });
    expect(notified.candidateName).toBe('Sara Khan');
  });

  it('erasure reaches the candidate stream and every merged candidate', async () => {
    const first = await add({ firstName: 'Yara', lastName: 'Aziz', email: email('yara') });
    const second = await add({ firstName: 'Yara', lastName: 'A.', email: email('yara.b') }, secondJob.id);
    const a = await candidateOf(first);
    const b = await candidateOf(second);
    await eventually(async () => (await admin.get(`/job-applications/duplicates?email=${encodeURIComponent(a.emails[0].email)}`)).body.count === 1);
    expect((await edit(second, { ...detailsOf(b), emails: [...b.emails, { email: a.emails[0].email, primary: false }], mergeConfirmed: true })).status).toBe(201);

    const erased = await admin.delete(`/job-applications/${second}/personal-data`);
    expect(erased.status).toBe(200);
    expect(erased.body.applicationIds.sort()).toEqual([first, second].sort());
    for (const applicationId of [first, second]) {
      expect(await candidateOf(applicationId)).toMatchObject({ firstName: 'erased', emails: [], phones: [], erased: true });
    }
    const dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 1 });
    await dataSource.initialize();
    try {
      const keys = await dataSource.query(`SELECT count(*)::int AS count FROM candidate_keys WHERE candidate_id = ANY($1) AND key IS NOT NULL`, [[a.candidateId, b.candidateId]]);
      expect(keys[0].count).toBe(0);
      const left = await dataSource.query(`SELECT count(*)::int AS count FROM rm_candidates WHERE candidate_id = ANY($1) AND (email_keys <> '{}' OR first_name <> 'erased')`, [
        [a.candidateId, b.candidateId],
      ]);
      expect(left[0].count).toBe(0);
    } finally {
      await dataSource.destroy();
    }
    const edited = await edit(first, { ...detailsOf(a), firstName: 'Again' });
    expect({ status: edited.status, code: edited.body.errorCode }).toEqual({ status: 409, code: 'candidate-erased' });
  });
});
