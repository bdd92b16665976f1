import { randomInt, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { DataSource } from 'typeorm';
import { PERMISSIONS } from '@ats/domain/identity';
import { streamId } from '@ats/domain/shared';
import { createDataSource } from '@ats/infra/db/data-source';
import { anonymousApi, candidateInput, createPublishedJob, createTestCompany, eventually, type ApiClient, type TestCompany } from './support';

/**
 * Erasure of a candidate's personal data (ADR 0001): the key is destroyed, every read model row and blob is
 * scrubbed, the history keeps its non-personal facts and says 'erased'. Proven by scanning every table of the
 * database (each row of each table with a text, JSON or search column, read as text) and every file of the blob
 * directory for the candidate's name, e-mail, phone, comment, custom-field answer and file bytes — found before
 * the erasure (so the scan can fail), gone after it.
 */
describe('candidate erasure', () => {
  let dataSource: DataSource;
  let company: TestCompany;
  let other: TestCompany;
  let admin: ApiClient;
  let jobId: string;
  const blobDir = () => process.env.ATS_BLOB_DIR as string;

  /** Values no other test writes, so any hit anywhere is this candidate's. */
  const personOf = () => {
    const tag = randomUUID().replace(/-/g, '').slice(0, 10);
    const digits = String(randomInt(1_000_000, 9_999_999));
    return {
      firstName: `Zainab${tag}`,
      lastName: `Erasewitz${tag}`,
      email: `zainab.${tag}@example.com`,
      phone: `+971 50${digits}`,
      phoneDigits: `97150${digits}`,
      comment: `Strong systems thinker ${tag}`,
      answer: `Collects rare maps ${tag}`,
      cvSkill: `Cartographer${tag}`,
      emailSubject: `Interview invitation ${tag}`,
      // Someone the recruiter invited to the candidate's interview, recorded as part of the candidate's process.
      attendeeEmail: `panel.${tag}@example.com`,
    };
  };

  /** Tables with a column that can hold text, from information_schema: a new table is scanned without being named here. */
  const scannedTables = async (): Promise<string[]> => {
    const rows: Array<{ schema: string; table: string }> = await dataSource.query(
      `SELECT DISTINCT c.table_schema AS schema, c.table_name AS table
         FROM information_schema.columns c
         JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
        WHERE c.table_schema NOT IN ('pg_catalog', 'information_schema')
          AND (c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'tsvector', 'xml')
               OR (c.data_type = 'ARRAY' AND c.udt_name IN ('_text', '_varchar', '_jsonb')))`,
    );
    return rows.map(({ schema, table }) => `"${schema.replace(/"/g, '""')}"."${table.replace(/"/g, '""')}"`);
  };

  /** Undoes RFC 5545 line folding (an ICS line folds at 75 octets), so a folded address is still found. */
  const unfolded = (text: string) => text.replace(/\r?\n[ \t]/g, '');

  /** Which of `needles` each table holds anywhere in a row (the row read as text, every column at once). */
  const databaseHits = async (needles: string[]): Promise<string[]> => {
    const hits: string[] = [];
    const patterns = needles.map((needle) => `%${needle.replace(/[\\%_]/g, (match) => `\\${match}`)}%`);
    for (const table of await scannedTables()) {
      // Also unfolded as ICS text is (the built-in calendar keeps invitations as they were sent), where a row
      // has a folded line at all: the regular expression on every row of every table would cost a minute.
      const found: Array<{ row: string }> = await dataSource.query(
        `SELECT r.row FROM (SELECT t::text AS row FROM ${table} t) r
          WHERE r.row ILIKE ANY($1::text[])
             OR (strpos(r.row, E'\\n ') > 0 AND regexp_replace(r.row, E'\\r?\\n[ \\t]', '', 'g') ILIKE ANY($1::text[]))
          LIMIT 5`,
        [patterns],
      );
      for (const { row } of found) {
        for (const needle of needles) if (unfolded(row).toLowerCase().includes(needle.toLowerCase())) hits.push(`${table}: ${needle}`);
      }
    }
    return [...new Set(hits)].sort();
  };

  /** Every file under the blob directory whose content `holds` says yes to. */
  const blobsWhere = async (holds: (content: Buffer) => boolean): Promise<string[]> => {
    const entries = await readdir(blobDir(), { recursive: true, withFileTypes: true }).catch(() => []);
    const hits: string[] = [];
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const content = await readFile(file).catch(() => null);
      if (content && holds(content)) hits.push(path.relative(blobDir(), file));
    }
    return hits;
  };
  const blobHits = (bytes: Buffer) => blobsWhere((content) => content.includes(bytes));
  const blobTextHits = (needle: string) => blobsWhere((content) => unfolded(content.toString('latin1')).includes(needle));

  const pdfWith = async (text: string): Promise<Buffer> => {
    const document = await PDFDocument.create();
    const font = await document.embedFont(StandardFonts.Helvetica);
    document.addPage().drawText(text, { x: 50, y: 750, size: 12, font });
    return Buffer.from(await document.save());
  };

  /** A candidate with a comment, a reply, a custom-field answer and a file: personal data in every place it can be. */
  const candidateEverywhere = async (person: ReturnType<typeof personOf>) => {
    // Added from their CV, whose text the CV search indexes.
    const cvForm = new FormData();
    cvForm.append('file', new Blob([new Uint8Array(await pdfWith(`${person.firstName} ${person.lastName} ${person.cvSkill}`))]), `${person.lastName} CV.pdf`);
    const parsed = await admin.post('/job-applications/parse-cv', cvForm);
    expect(parsed.status).toBe(201);
    const added = await admin.post('/job-applications', {
      ...candidateInput(jobId, { firstName: person.firstName, lastName: person.lastName, email: person.email, phone: person.phone }),
      cvFileId: parsed.body.cvFileId,
    });
    expect(added.status).toBe(201);
    const applicationId = added.body.id as string;
    // Custom-field answers are checked against the candidate list's row: wait for it.
    expect((await admin.get(`/job-applications/${applicationId}?afterPosition=${added.body.position}`)).status).toBe(200);
    // Mentioning the recruiter puts the candidate's name in their inbox too.
    const comment = await admin.post(`/job-applications/${applicationId}/comments`, {
      text: `${person.firstName}: ${person.comment}, @[Rami Recruiter](${company.recruiterId})`,
    });
    expect(comment.status).toBe(201);
    const reply = await admin.post(`/job-applications/${applicationId}/comments/${comment.body.commentId}/replies`, { text: `Agreed, ${person.lastName}` });
    expect(reply.status).toBe(201);
    const field = await admin.post('/custom-fields', { entity: 'CANDIDATE', name: `Hobby ${randomUUID().slice(0, 8)}`, fieldType: 'SINGLE_LINE_TEXT' });
    expect(field.status).toBe(201);
    const answered = await admin.put(`/job-applications/${applicationId}/custom-fields`, { values: [{ fieldId: field.body.id, value: [person.answer] }] });
    expect(answered.status).toBe(200);
    const mailed = await admin.post(`/job-applications/${applicationId}/emails`, { subject: person.emailSubject, body: `<p>Dear ${person.firstName},</p>` });
    expect(mailed.status).toBe(201);
    // An interview: its invitation (the candidate an attendee) is mailed, stored as a blob and put in the
    // interviewer's calendar; a fixed attendee comes with it.
    const scheduled = await admin.post('/interviews', {
      applicationId,
      title: 'Technical interview',
      location: 'Dubai office',
      organizerId: company.userIds[company.adminEmail],
      interviewerIds: [company.recruiterId],
      fixedAttendees: [{ email: person.attendeeEmail, name: 'Panel' }],
      // A day of its own: the interviewer may not be busy twice at once.
      startsAt: new Date(Date.now() + randomInt(5, 5000) * 86_400_000).toISOString(),
      timeZone: 'Asia/Dubai',
      durationMinutes: 45,
      meetingType: 'IN_PERSON',
    });
    expect(scheduled.status).toBe(201);
    const bytes = await pdfWith(`Curriculum vitae ${person.firstName}`);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), `${person.firstName} ${person.lastName} CV.pdf`);
    const uploaded = await admin.post(`/job-applications/${applicationId}/files`, form);
    expect(uploaded.status).toBe(201);
    // Every read model has the candidate before the scan that must find them.
    expect((await admin.get(`/job-applications/${applicationId}/files?afterPosition=${uploaded.body.position}`)).status).toBe(200);
    expect((await admin.get(`/job-applications/${applicationId}/comments?afterPosition=${uploaded.body.position}`)).status).toBe(200);
    expect((await admin.get(`/job-applications/${applicationId}?afterPosition=${uploaded.body.position}`)).status).toBe(200);
    await eventually(async () =>
      ((await dataSource.query(`SELECT 1 FROM inbox_notifications WHERE job_application_id = $1 AND candidate_name LIKE $2`, [applicationId, `%${person.lastName}%`])) as unknown[])
        .length > 0,
    );
    // The CV's text is read from its blob by the indexer: wait until it is searchable.
    await eventually(async () =>
      ((await dataSource.query(`SELECT 1 FROM rm_cv_texts WHERE file_id = $1 AND text LIKE $2`, [parsed.body.cvFileId, `%${person.cvSkill}%`])) as unknown[]).length > 0,
    );
    return { applicationId, fileId: uploaded.body.fileId as string, cvFileId: parsed.body.cvFileId as string, bytes };
  };

  const needlesOf = (person: ReturnType<typeof personOf>) => [
    person.firstName,
    person.lastName,
    person.email,
    person.phone,
    person.phoneDigits,
    person.comment,
    person.answer,
    person.cvSkill,
    person.emailSubject,
    person.attendeeEmail,
  ];

  beforeAll(async () => {
    dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 2 });
    await dataSource.initialize();
    company = await createTestCompany('erasure');
    other = await createTestCompany('erasure-other');
    admin = company.admin;
    jobId = (await createPublishedJob(admin, 'Erasure Engineer')).id;
    // The recruiter is on the job's team, so a comment can mention them (their inbox then names the candidate).
    await dataSource.query('UPDATE users SET collaborator_permissions = $1 WHERE id = $2', [
      JSON.stringify([{ jobRoleId: jobId, permissions: [PERMISSIONS.candidatesProfilesView] }]),
      company.recruiterId,
    ]);
  });

  afterAll(async () => {
    await dataSource?.destroy();
  });

  it('leaves none of the candidate’s personal data in any table or blob, keeps the facts, and says erased', async () => {
    const person = personOf();
    const { applicationId, fileId, cvFileId, bytes } = await candidateEverywhere(person);

    // The scan finds what is there: each value in some table, the file's bytes in the blob directory.
    const before = await databaseHits(needlesOf(person));
    for (const needle of needlesOf(person)) expect(before.some((hit) => hit.endsWith(`: ${needle}`))).toBe(true);
    expect(await blobHits(bytes)).toEqual([`${company.companyId}/${fileId}`]);
    const cvBytes = await readFile(path.join(blobDir(), company.companyId, cvFileId));
    expect(await blobHits(cvBytes)).toEqual([`${company.companyId}/${cvFileId}`]);
    // The interview invitation's attachment names the candidate and the attendee.
    expect(await blobTextHits(person.email)).not.toEqual([]);
    expect(await blobTextHits(person.attendeeEmail)).not.toEqual([]);

    const erased = await admin.delete(`/job-applications/${applicationId}/personal-data`);
    expect(erased.status).toBe(200);
    expect(erased.body).toMatchObject({ applicationIds: [applicationId], candidateId: expect.any(String), erasedAt: expect.any(String) });

    expect(await databaseHits(needlesOf(person))).toEqual([]);
    expect(await blobHits(bytes)).toEqual([]);
    expect(await blobHits(cvBytes)).toEqual([]);
    expect(await blobTextHits(person.email)).toEqual([]);
    expect(await blobTextHits(person.attendeeEmail)).toEqual([]);

    // The key is gone; the event log keeps every event, with its non-personal facts.
    const [key] = await dataSource.query(`SELECT key, erased_at FROM candidate_keys WHERE candidate_id = $1`, [erased.body.candidateId]);
    expect(key).toMatchObject({ key: null, erased_at: expect.any(Date) });
    const types = (await dataSource.query(`SELECT type FROM events WHERE stream_id = $1 ORDER BY revision`, [streamId('application', applicationId)])).map(
      (row: { type: string }) => row.type,
    );
    expect(types).toEqual(['CandidateAddedToJob', 'FileUploaded', 'CommentAdded', 'CommentAdded', 'EmailSent', 'FileUploaded', 'CandidateErased']);

    // The profile and the history read 'erased' where the personal data was; stage and job stay.
    const profile = await admin.get(`/job-applications/${applicationId}?afterPosition=${erased.body.position}`);
    expect(profile.body).toMatchObject({ firstName: 'erased', lastName: '', email: 'erased', phone: null, jobName: 'Erasure Engineer', stageName: expect.any(String) });
    const history = await admin.get(`/job-applications/${applicationId}/history`);
    expect(history.body.items.map((item: { details: unknown }) => item.details)).toEqual([
      expect.objectContaining({ type: 'CandidateAddedToJob', candidateName: 'erased', jobName: 'Erasure Engineer' }),
      expect.objectContaining({ type: 'FileUploaded' }),
      expect.objectContaining({ type: 'CommentAdded', text: null, erased: true }),
      expect.objectContaining({ type: 'CommentAdded', text: null, erased: true }),
      expect.objectContaining({ type: 'EmailSent' }),
      // The interview stays, with its time and title.
      expect.objectContaining({ type: 'InterviewEvent', interviewEvent: 'InterviewScheduled', title: 'Technical interview' }),
      expect.objectContaining({ type: 'FileUploaded' }),
      { type: 'CandidateErased' },
    ]);
    expect(history.body.items.at(-1)).toMatchObject({ actor: { kind: 'user', name: 'Ada Admin' }, summary: 'The candidate\'s personal data was erased by Ada Admin' });
    const comments = await admin.get(`/job-applications/${applicationId}/comments`);
    expect(comments.body.items[0]).toMatchObject({ text: null, erased: true, replies: [expect.objectContaining({ text: null, erased: true })] });
    const files = await admin.get(`/job-applications/${applicationId}/files`);
    expect(files.body.items.map((file: { fileName: string | null }) => file.fileName)).toEqual([null, null]);
    // The interview stays scheduled without its fixed attendee; the interviewer's calendar still holds its time.
    const interviews = await admin.get(`/job-applications/${applicationId}/interviews`);
    expect(interviews.body.items).toEqual([expect.objectContaining({ status: 'SCHEDULED', fixedAttendees: [] })]);
    const [{ uid }] = await dataSource.query(`SELECT invitation_uid AS uid FROM rm_interviews WHERE application_id = $1`, [applicationId]);
    expect(await dataSource.query(`SELECT user_id FROM calendar_events WHERE uid = $1`, [uid])).toEqual(expect.arrayContaining([{ user_id: company.recruiterId }]));

    // Audited once, with who and when.
    const audit = await dataSource.query(`SELECT actor_id, action, at FROM audit_log WHERE company_id = $1 AND entity = 'candidate-personal-data' AND entity_id = $2`, [
      company.companyId,
      erased.body.candidateId,
    ]);
    expect(audit).toEqual([{ actor_id: company.userIds[company.adminEmail], action: 'delete', at: expect.any(Date) }]);

    // Nothing personal can be added afterwards (the key is gone): a clear refusal, nothing appended.
    const comment = await admin.post(`/job-applications/${applicationId}/comments`, { text: 'After the erasure' });
    expect({ status: comment.status, message: comment.body.message }).toEqual({
      status: 409,
      message: 'This candidate’s personal data was erased: nothing personal can be added to it.',
    });

    // Idempotent: a repeat answers the same erasure and records nothing new.
    const again = await admin.delete(`/job-applications/${applicationId}/personal-data`);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ candidateId: erased.body.candidateId, erasedAt: erased.body.erasedAt });
    const [{ count }] = await dataSource.query(`SELECT count(*)::int AS count FROM events WHERE stream_id = $1`, [streamId('application', applicationId)]);
    expect(count).toBe(7);
    expect(
      await dataSource.query(`SELECT count(*)::int AS count FROM audit_log WHERE entity = 'candidate-personal-data' AND entity_id = $1`, [erased.body.candidateId]),
    ).toEqual([{ count: 1 }]);
  });

  it('refuses a recruiter and another company’s admin, and changes nothing', async () => {
    const person = personOf();
    const { applicationId, fileId } = await candidateEverywhere(person);
    const snapshot = async () => ({
      events: await dataSource.query(`SELECT count(*)::int AS count FROM events WHERE stream_id = $1`, [streamId('application', applicationId)]),
      keys: await dataSource.query(`SELECT key IS NOT NULL AS "hasKey", erased_at FROM candidate_keys WHERE candidate_id = (SELECT candidate_id FROM rm_candidate_list WHERE application_id = $1)`, [
        applicationId,
      ]),
      blobs: await blobHits(await readFile(path.join(blobDir(), company.companyId, fileId))),
      hits: await databaseHits([person.email, person.answer]),
    });
    const before = await snapshot();
    expect(before.keys).toEqual([{ hasKey: true, erased_at: null }]);

    const recruiter = await company.recruiter.delete(`/job-applications/${applicationId}/personal-data`);
    expect(recruiter.status).toBe(403);
    const foreign = await other.admin.delete(`/job-applications/${applicationId}/personal-data`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Candidate application not found');
    const nobody = await anonymousApi().delete(`/job-applications/${applicationId}/personal-data`);
    expect(nobody.status).toBe(401);

    expect(await snapshot()).toEqual(before);
  });
});
