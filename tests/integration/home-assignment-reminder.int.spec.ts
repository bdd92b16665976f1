import { randomUUID } from 'node:crypto';
import { Client, Connection } from '@temporalio/client';
import { DateTime } from 'luxon';
import { PDFDocument } from 'pdf-lib';
import { candidateSession } from './candidate-session';
import { createTestCompany, eventually, stageNamed, type TestCompany } from './support';

type Mail = { to: string; subject: string; text: string };

const API = () => process.env.API_URL as string;
const DAY_MS = Number(process.env.ATS_DAY_MS ?? 1000);

const mailbox = async (to: string): Promise<Mail[]> => {
  const response = await fetch(`${API()}/api/dev-mailbox?to=${encodeURIComponent(to)}&page=1`);
  return ((await response.json()) as { messages: Mail[] }).messages;
};

/** A 1×1 PNG: the smallest screenshot `file-type` reads as image/png. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/**
 * Issue 12's home assignment, candidate reminder and problem report on the real stack, where a day lasts ATS_DAY_MS
 * (a second under `npm test`): candidate tokens only, another candidate's token is 404; the assignment's time limit
 * and the reminder are Temporal workflows that act when their (shortened) time comes.
 */
describe('home assignment, candidate reminder and problem report', () => {
  let company: TestCompany;
  let jobId: string;
  let stageId: string;
  let connection: Connection;
  let temporal: Client;
  // Thirty days to submit: the manual path is never overtaken by its (shortened) time limit.
  const longTask = randomUUID();
  // A day: its time limit fires a (shortened) day after the start, time enough to save a draft first.
  const shortTask = randomUUID();

  const candidateAt = async () => {
    const email = `assignee.${randomUUID().slice(0, 8)}@example.com`;
    const added = await company.admin.post('/job-applications', { jobId, stageId, origin: 'sourced', source: 'LinkedIn', firstName: 'Layla', lastName: 'Nasser', email });
    expect(added.status).toBe(201);
    const session = await candidateSession(email);
    const applicationId = added.body.id as string;
    const assignment = (taskId: string) => `/candidate-journey/assignments/${applicationId}/stages/${stageId}/tasks/${taskId}`;
    // The candidate list (which ties the application to the candidate's e-mail) is a read model: wait for it.
    await eventually(async () => (await session.api.get(assignment(longTask))).status === 200);
    return { ...session, email, applicationId, assignment, reminder: `/candidate-journey/reminders/${applicationId}/stages/${stageId}` };
  };

  beforeAll(async () => {
    company = await createTestCompany('assignment');
    const created = await company.admin.post('/company-roles', { name: 'Assignment Engineer' });
    const draft = await company.admin.get(`/company-roles/${created.body.id}?afterPosition=${created.body.position}`);
    jobId = created.body.id;
    stageId = stageNamed(draft.body, 'Screening').id;
    const task = (id: string, hoursToSubmit: number) => ({ id, type: 'HOME_ASSIGNMENT', instructions: 'Build a small API.', hoursToSubmit, expectedDurationHours: 3, daysToHearBack: 5 });
    const tasks = await company.admin.put(`/company-roles/${jobId}/stages/${stageId}/candidate-tasks`, { tasks: [task(longTask, 720), task(shortTask, 24)] });
    expect(tasks).toMatchObject({ status: 200 });
    expect((await company.admin.patch(`/company-roles/publish/${jobId}`)).status).toBe(200);
    connection = await Connection.connect({ address: process.env.TEMPORAL_ADDRESS });
    temporal = new Client({ connection, namespace: process.env.TEMPORAL_NAMESPACE ?? 'default' });
  });

  afterAll(async () => {
    await connection?.close();
  });

  it('shows the time guidance, starts the clock on confirmation, refuses bad links and takes a link once', async () => {
    const candidate = await candidateAt();
    const other = await candidateAt();
    const path = candidate.assignment(longTask);

    expect((await candidate.api.get(path)).body).toMatchObject({
      status: 'NOT_STARTED',
      jobName: 'Assignment Engineer',
      instructions: 'Build a small API.',
      hoursToSubmit: 720,
      expectedDurationHours: 3,
      daysToHearBack: 5,
      deadline: null,
    });
    // Another candidate's token reaches none of it, and changes nothing.
    expect((await other.api.get(path)).status).toBe(404);
    expect((await other.api.post(`${path}/start`)).status).toBe(404);
    expect((await other.api.put(`${path}/draft`, { link: 'https://example.com/x' })).status).toBe(404);
    expect((await other.api.post(`${path}/submit`, { link: 'https://example.com/x' })).status).toBe(404);
    expect((await candidate.api.get(path)).body.status).toBe('NOT_STARTED');
    // A submission before the start is refused.
    expect(await candidate.api.post(`${path}/submit`, { link: 'https://example.com/x' })).toMatchObject({ status: 409, body: { message: 'Please start the assignment first' } });

    const before = Date.now();
    expect((await candidate.api.post(`${path}/start`)).status).toBe(200);
    const started = (await candidate.api.get(path)).body;
    expect(started.status).toBe('IN_PROGRESS');
    expect(Date.parse(started.deadline) - Date.parse(started.startedAt)).toBe(720 * 3_600_000);
    expect(Date.parse(started.startedAt)).toBeGreaterThanOrEqual(before - 1000);
    // Starting again does not restart the clock.
    expect((await candidate.api.post(`${path}/start`)).status).toBe(200);
    expect((await candidate.api.get(path)).body.deadline).toBe(started.deadline);

    expect(await candidate.api.post(`${path}/submit`, { link: 'javascript:alert(1)' })).toMatchObject({ status: 400, body: { message: 'Please enter a valid URL' } });
    expect(await candidate.api.post(`${path}/submit`, { link: `https://example.com/${'a'.repeat(1000)}` })).toMatchObject({
      status: 400,
      body: { message: 'Link must be less than 1000 characters' },
    });
    expect(await candidate.api.post(`${path}/submit`, { link: '' })).toMatchObject({ status: 400, body: { message: 'Please add a link or a file to submit' } });
    // A file id that is not one of the candidate's own uploads to this application.
    expect((await candidate.api.post(`${path}/submit`, { fileIds: [randomUUID()] })).status).toBe(404);
    expect((await candidate.api.get(path)).body.status).toBe('IN_PROGRESS');

    expect((await candidate.api.post(`${path}/submit`, { link: 'https://github.com/layla/solution' })).status).toBe(200);
    expect((await candidate.api.get(path)).body).toMatchObject({ status: 'SUBMITTED', link: 'https://github.com/layla/solution', autoSubmitted: false });
    expect(await candidate.api.post(`${path}/submit`, { link: 'https://github.com/layla/other' })).toMatchObject({ status: 409, body: { message: 'This assignment has already been submitted' } });

    // The time limit's run heard of the submission and ended without submitting again.
    const responseId = started.responseId as string;
    const handle = temporal.workflow.getHandle(`assignment-time-limit:${responseId}`);
    await eventually(async () => (await handle.describe().catch(() => null)) !== null);
    expect((await handle.describe()).searchAttributes).toMatchObject({ AtsProcess: ['assignment-time-limit'], AtsApplicationId: [candidate.applicationId], AtsJobId: [jobId] });
    expect(await handle.result()).toBe('SUBMITTED_IN_TIME');
  });

  it('auto-submits what the candidate saved (a link and their own uploaded file) when the time runs out', async () => {
    const candidate = await candidateAt();
    const path = candidate.assignment(shortTask);
    // A file the candidate uploads to their application (the journey's upload), and one a recruiter uploaded.
    const pdf = async (name: string) => {
      const document = await PDFDocument.create();
      document.addPage();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(await document.save())], { type: 'application/pdf' }), name);
      return form;
    };
    const uploaded = await candidate.api.post(`/candidate-journey/applications/${candidate.applicationId}/files`, await pdf('solution.pdf'));
    expect(uploaded.status).toBe(201);
    const recruiterFile = await company.admin.post(`/job-applications/${candidate.applicationId}/files`, await pdf('notes.pdf'));
    expect(recruiterFile.status).toBe(201);

    expect((await candidate.api.post(`${path}/start`)).status).toBe(200);
    const started = (await candidate.api.get(path)).body;
    // Only the candidate's own uploads may be handed in.
    expect((await candidate.api.put(`${path}/draft`, { link: null, fileIds: [recruiterFile.body.fileId] })).status).toBe(404);
    expect((await candidate.api.put(`${path}/draft`, { link: 'https://gitlab.example.com/layla/api', fileIds: [uploaded.body.fileId] })).status).toBe(200);
    const handle = temporal.workflow.getHandle(`assignment-time-limit:${started.responseId}`);
    await eventually(async () => (await handle.describe().catch(() => null)) !== null);
    expect(await handle.result()).toBe('AUTO_SUBMITTED');
    expect((await candidate.api.get(path)).body).toMatchObject({
      status: 'SUBMITTED',
      link: 'https://gitlab.example.com/layla/api',
      files: [{ fileId: uploaded.body.fileId, fileName: 'solution.pdf' }],
      autoSubmitted: true,
    });
    // Submitting after the time limit did is refused.
    expect((await candidate.api.post(`${path}/submit`, { link: 'https://gitlab.example.com/layla/late' })).status).toBe(409);
  });

  it('sets a reminder in the candidate’s time zone, moves it, and e-mails the link back when the time comes', async () => {
    const candidate = await candidateAt();
    const other = await candidateAt();
    expect((await candidate.api.get(candidate.reminder)).body).toMatchObject({ jobName: 'Assignment Engineer', stageName: 'Screening', remindAt: null, sentAt: null });
    expect((await other.api.get(candidate.reminder)).status).toBe(404);
    expect((await other.api.put(candidate.reminder, { remindAt: '2030-01-01T09:00', timeZone: 'Asia/Dubai' })).status).toBe(404);

    expect(await candidate.api.put(candidate.reminder, { remindAt: null, timeZone: 'Asia/Dubai' })).toMatchObject({ status: 400, body: { message: 'The reminder date field is required' } });
    expect(await candidate.api.put(candidate.reminder, { remindAt: '2020-01-01T09:00', timeZone: 'Asia/Dubai' })).toMatchObject({
      status: 400,
      body: { message: 'The reminder date must be in the future' },
    });
    expect((await candidate.api.get(candidate.reminder)).body.remindAt).toBeNull();

    // Two (shortened) days ahead, as the candidate's clock in Dubai reads it; then moved to three.
    const local = (days: number) => DateTime.now().setZone('Asia/Dubai').plus({ days }).toFormat("yyyy-MM-dd'T'HH:mm");
    expect((await candidate.api.put(candidate.reminder, { remindAt: local(2), timeZone: 'Asia/Dubai' })).status).toBe(200);
    expect((await candidate.api.get(candidate.reminder)).body).toMatchObject({ localDateTime: local(2), timeZone: 'Asia/Dubai' });
    const reminderId = (await candidate.api.get(candidate.reminder)).body.reminderId as string;
    const handle = temporal.workflow.getHandle(`candidate-reminder:${reminderId}`);
    await eventually(async () => (await handle.describe().catch(() => null)) !== null);
    const setAt = Date.now();
    expect((await candidate.api.put(candidate.reminder, { remindAt: local(3), timeZone: 'Asia/Dubai' })).status).toBe(200);

    expect(await handle.result()).toBe('SENT');
    // The moved time, not the first one: about three days of the stack's day length after it was set.
    expect(Date.now() - setAt).toBeGreaterThanOrEqual(2.5 * DAY_MS);
    const mail = await eventually(async () => (await mailbox(candidate.email)).find((message) => message.subject === 'Reminder: your application for Assignment Engineer'));
    expect(mail.text).toContain(`/candidate-journey/${candidate.candidateUserId}/${jobId}/${candidate.applicationId}`);
    expect((await candidate.api.get(candidate.reminder)).body.sentAt).not.toBeNull();
    expect((await mailbox(candidate.email)).filter((message) => message.subject.startsWith('Reminder:'))).toHaveLength(1);

    // Once sent, the candidate may set another: a round of its own, which sends a second e-mail.
    const next = local(1);
    expect((await candidate.api.put(candidate.reminder, { remindAt: next, timeZone: 'Asia/Dubai' })).status).toBe(200);
    expect((await candidate.api.get(candidate.reminder)).body).toMatchObject({ localDateTime: next, sentAt: null });
    const round2 = temporal.workflow.getHandle(`candidate-reminder:${reminderId}:round-2`);
    await eventually(async () => (await round2.describe().catch(() => null)) !== null);
    expect(await round2.result()).toBe('SENT');
    await eventually(async () => (await mailbox(candidate.email)).filter((message) => message.subject.startsWith('Reminder:')).length === 2);
  });

  it('keeps a problem report with its files and mails it to the company’s admins; refuses an empty description', async () => {
    const candidate = await candidateAt();
    const other = await candidateAt();
    const send = (token: string, fields: Record<string, string>, files: Array<{ name: string; type: string; bytes: Buffer }> = []) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      for (const file of files) form.append('files', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
      return fetch(`${API()}/api/candidate-journey/issue-reports`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form }).then(async (response) => ({
        status: response.status,
        body: (await response.json()) as { id?: string; message?: string },
      }));
    };
    const fields = { applicationId: candidate.applicationId, stageId, taskId: longTask, page: 'assignment', description: 'The brief does not load' };

    expect(await send(candidate.token.accessToken, { ...fields, description: '   ' })).toMatchObject({ status: 400, body: { message: 'No description is provided' } });
    expect(await send(candidate.token.accessToken, fields, [{ name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('plain text') }])).toMatchObject({
      status: 400,
      body: { message: 'File must be a PNG, JPG or PDF' },
    });
    expect((await send(other.token.accessToken, fields)).status).toBe(404);

    const sent = await send(candidate.token.accessToken, fields, [{ name: 'screen.png', type: 'image/png', bytes: PNG }]);
    expect(sent.status).toBe(201);
    const mail = await eventually(async () => (await mailbox(company.adminEmail)).find((message) => message.subject === 'A candidate reported a problem: Assignment Engineer'));
    expect(mail.text).toContain('The brief does not load');
    expect(mail.text).toContain('Attached files: screen.png');
    // Only the one accepted report reached the admins.
    expect((await mailbox(company.adminEmail)).filter((message) => message.subject.startsWith('A candidate reported a problem'))).toHaveLength(1);
  });
});
