import { randomUUID } from 'node:crypto';
import { webmFile, webmRecording } from '@ats/infra/testing/webm-recording';
import { candidateSession } from './candidate-session';
import { anonymousApi, createTestCompany, eventually, signIn, stageNamed, type TestCompany } from './support';

/**
 * Video answers over HTTP on the real stack (spec 03 §2.3 "Video interview", §5 "Recorder", §8): the recorder's
 * routes with candidate tokens only, each take a real resumable upload (the tus protocol against the API's
 * @tus/server), kept as a file of the application the recruiter downloads; retakes bounded; submission
 * completes the task; the phone link goes to the development SMS outbox.
 */
const API = () => process.env.API_URL as string;
const UPLOADS = '/api/candidate-journey/video-uploads';

const tusMetadata = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

const tus = (token: string | null) => {
  const headers = (extra: Record<string, string> = {}) => ({ 'Tus-Resumable': '1.0.0', ...(token ? { authorization: `Bearer ${token}` } : {}), ...extra });
  return {
    create: async (size: number, metadata: Record<string, string>) => {
      const response = await fetch(`${API()}${UPLOADS}`, {
        method: 'POST',
        headers: headers({ 'Upload-Length': String(size), 'Upload-Metadata': tusMetadata(metadata) }),
      });
      const text = await response.text();
      return { status: response.status, location: response.headers.get('location'), body: text ? JSON.parse(text) : null };
    },
    offset: async (location: string) => {
      const response = await fetch(`${API()}${location}`, { method: 'HEAD', headers: headers() });
      return { status: response.status, offset: Number(response.headers.get('upload-offset')) };
    },
    patch: async (location: string, offset: number, bytes: Buffer) => {
      const response = await fetch(`${API()}${location}`, {
        method: 'PATCH',
        headers: headers({ 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' }),
        body: new Uint8Array(bytes),
      });
      const text = await response.text();
      return { status: response.status, fileId: response.headers.get('ats-file-id'), body: text ? JSON.parse(text) : null };
    },
  };
};

describe('video answers', () => {
  let company: TestCompany;
  let jobId: string;
  let stageId: string;
  const taskId = randomUUID();
  const questionId = randomUUID();

  const candidateAt = async () => {
    const email = `recorder.${randomUUID().slice(0, 8)}@example.com`;
    const added = await company.admin.post('/job-applications', { jobId, stageId, origin: 'sourced', source: 'LinkedIn', firstName: 'Layla', lastName: 'Nasser', email });
    expect(added.status).toBe(201);
    const session = await candidateSession(email);
    const path = `/candidate-journey/applications/${added.body.id}/stages/${stageId}/tasks/${taskId}/video-answers`;
    // The candidate list (which ties the application to the candidate's e-mail) is a read model: wait for it.
    await eventually(async () => (await session.api.get(path)).status === 200);
    return { ...session, applicationId: added.body.id as string, path };
  };

  beforeAll(async () => {
    company = await createTestCompany('video');
    const created = await company.admin.post('/company-roles', { name: 'Video Answers Engineer' });
    const draft = await company.admin.get(`/company-roles/${created.body.id}?afterPosition=${created.body.position}`);
    jobId = created.body.id;
    stageId = stageNamed(draft.body, 'Screening').id;
    const tasks = await company.admin.put(`/company-roles/${jobId}/stages/${stageId}/candidate-tasks`, {
      tasks: [{ id: taskId, type: 'VIDEO_QUESTIONS', questions: [{ id: questionId, title: 'Tell us about yourself', answerType: 'SINGLE_LINE_TEXT', retakes: 1 }] }],
    });
    expect(tasks).toMatchObject({ status: 200 });
    expect((await company.admin.patch(`/company-roles/publish/${jobId}`)).status).toBe(200);
  });

  it('records a take by resumable upload, keeps it as the application’s file, bounds retakes and completes on submit', async () => {
    const candidate = await candidateAt();
    const upload = tus(candidate.token.accessToken);
    const meta = { applicationId: candidate.applicationId, stageId, taskId, questionId, filetype: 'video/webm', filename: 'answer.webm' };

    expect((await candidate.api.post(`${candidate.path}/start`)).status).toBe(200);
    const opened = await candidate.api.get(candidate.path);
    expect(opened.body).toMatchObject({
      status: 'STARTED',
      jobName: 'Video Answers Engineer',
      maxSeconds: 180,
      questions: [{ id: questionId, title: 'Tell us about yourself', media: 'VIDEO', retakes: 1, takesAllowed: 2, takes: [], keptFileId: null }],
    });

    // A take of another type, or over the size limit, is refused before a byte is sent.
    const wrongType = await upload.create(1000, { ...meta, filetype: 'application/pdf' });
    expect(wrongType).toMatchObject({ status: 400, body: { message: 'Invalid video or audio file.' } });
    expect(await upload.create(151 * 1024 * 1024, meta)).toMatchObject({ status: 413, body: { message: 'The recording is too large. Please record a shorter answer.' } });

    // First take, larger than any JSON body may be: part of the bytes, a dropped connection, then the rest from
    // the offset the server reports.
    const first = webmFile(700 * 1024);
    const created = await upload.create(first.length, meta);
    expect(created.status).toBe(201);
    const location = created.location!;
    expect((await upload.patch(location, 0, first.subarray(0, 400_000))).status).toBe(204);
    const resumed = await upload.offset(location);
    expect(resumed).toEqual({ status: 200, offset: 400_000 });
    const finished = await upload.patch(location, resumed.offset, first.subarray(resumed.offset));
    expect(finished.status).toBe(204);
    const firstFileId = finished.fileId!;
    expect(firstFileId).toMatch(/^[0-9a-f-]{36}$/);

    // The recruiter downloads the take as any file of the application.
    const admin = await signIn(company.adminEmail);
    const download = await fetch(`${API()}/api/job-applications/${candidate.applicationId}/files/${firstFileId}/download`, {
      headers: { authorization: `Bearer ${admin.accessToken}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('video/webm');
    expect(Buffer.from(await download.arrayBuffer()).equals(first)).toBe(true);

    // The retake, then no more: the first take plus one retake.
    const second = webmFile(2048);
    const retake = await upload.create(second.length, meta);
    const retaken = await upload.patch(retake.location!, 0, second);
    expect(retaken.status).toBe(204);
    const noMore = await upload.create(second.length, meta);
    expect(noMore).toMatchObject({ status: 409, body: { message: 'You have used every take for this question.' } });

    const taken = await candidate.api.get(candidate.path);
    expect(taken.body.questions[0].takes.map((take: { take: number }) => take.take)).toEqual([1, 2]);
    expect(taken.body.questions[0].keptFileId).toBe(retaken.fileId);

    // Keep the first take, submit; the task is completed and takes nothing more.
    expect((await candidate.api.post(`${candidate.path}/keep`, { questionId, fileId: randomUUID() })).status).toBe(404);
    expect((await candidate.api.post(`${candidate.path}/keep`, { questionId, fileId: firstFileId })).status).toBe(200);
    const submitted = await candidate.api.post(`${candidate.path}/submit`);
    expect(submitted.status).toBe(200);
    const done = await candidate.api.get(candidate.path);
    expect(done.body).toMatchObject({ status: 'COMPLETED', questions: [{ keptFileId: firstFileId }] });
    const again = await candidate.api.post(`${candidate.path}/submit`);
    expect(again).toMatchObject({ status: 409, body: { message: 'Your answers have already been submitted.' } });
  });

  it('refuses to submit before every question is answered, and refuses a file that is not what it claims', async () => {
    const candidate = await candidateAt();
    const refused = await candidate.api.post(`${candidate.path}/submit`);
    expect(refused).toMatchObject({ status: 400, body: { message: 'Please record an answer to every question before submitting.' } });

    const upload = tus(candidate.token.accessToken);
    const notVideo = Buffer.from('%PDF-1.4 not a video at all');
    const created = await upload.create(notVideo.length, { applicationId: candidate.applicationId, stageId, taskId, questionId, filetype: 'video/webm' });
    const finished = await upload.patch(created.location!, 0, notVideo);
    expect(finished).toMatchObject({ status: 400, body: { message: 'Invalid video or audio file.' } });
    expect((await candidate.api.get(candidate.path)).body.questions[0].takes).toEqual([]);
  });

  it('refuses a recording longer than an answer may be, keeping nothing, and takes one within the length', async () => {
    const candidate = await candidateAt();
    const upload = tus(candidate.token.accessToken);
    const meta = { applicationId: candidate.applicationId, stageId, taskId, questionId, filetype: 'video/webm' };

    // Three and a half minutes where three are allowed: a client that skipped the recorder's stop. The length is
    // read from the bytes, not from anything the client declares.
    const long = webmRecording(210);
    const longUpload = await upload.create(long.length, meta);
    expect(longUpload.status).toBe(201);
    const refused = await upload.patch(longUpload.location!, 0, long);
    expect(refused).toMatchObject({
      status: 400,
      fileId: null,
      body: {
        message: 'The recording is longer than the time allowed. Please record a shorter answer.',
        statusCode: 400,
        success: false,
        errorCode: 'video-answer-too-long',
      },
    });
    // Nothing kept: no take, no partial upload to resume, no file (below).
    expect((await candidate.api.get(candidate.path)).body.questions[0].takes).toEqual([]);
    expect((await upload.offset(longUpload.location!)).status).toBe(404);

    // Just under the limit is a take like any other, and the only file of the application.
    const within = webmRecording(179);
    const withinUpload = await upload.create(within.length, meta);
    const taken = await upload.patch(withinUpload.location!, 0, within);
    expect(taken.status).toBe(204);
    expect((await candidate.api.get(candidate.path)).body.questions[0].takes).toEqual([expect.objectContaining({ fileId: taken.fileId, take: 1 })]);
    const refusedId = longUpload.location!.split('/').pop();
    const files = await eventually(async () => {
      const listed = await company.admin.get(`/job-applications/${candidate.applicationId}/files`);
      return listed.body.items?.some((file: { fileId: string }) => file.fileId === taken.fileId) ? (listed.body.items as Array<{ fileId: string }>) : null;
    });
    expect(files.map((file) => file.fileId)).toEqual([taken.fileId]);
    expect(files.map((file) => file.fileId)).not.toContain(refusedId);
  });

  it('answers another candidate’s token, a staff token and no token as nothing is there', async () => {
    const owner = await candidateAt();
    const other = await candidateAt();
    expect((await other.api.get(owner.path)).status).toBe(404);
    expect((await other.api.post(`${owner.path}/start`)).status).toBe(404);
    expect((await company.admin.get(owner.path)).status).toBe(403);
    expect((await anonymousApi().get(owner.path)).status).toBe(401);
    expect((await owner.api.get(owner.path.replace(taskId, randomUUID()))).status).toBe(404);

    const meta = { applicationId: owner.applicationId, stageId, taskId, questionId, filetype: 'video/webm' };
    expect((await tus(other.token.accessToken).create(1000, meta)).status).toBe(404);
    expect((await tus(null).create(1000, meta)).status).toBe(401);
    const admin = await signIn(company.adminEmail);
    expect((await tus(admin.accessToken).create(1000, meta)).status).toBe(404);

    // Someone else's upload can be neither resumed nor looked at.
    const created = await tus(owner.token.accessToken).create(1000, meta);
    expect(created.status).toBe(201);
    expect((await tus(other.token.accessToken).offset(created.location!)).status).toBe(404);
    expect((await tus(other.token.accessToken).patch(created.location!, 0, webmFile(10))).status).toBe(404);
  });

  it('texts the page’s link to a valid phone through the SMS outbox', async () => {
    const candidate = await candidateAt();
    const blank = await candidate.api.post(`${candidate.path}/send-link`, { phone: '  ' });
    expect(blank).toMatchObject({ status: 400, body: { message: 'A phone number is required' } });
    const invalid = await candidate.api.post(`${candidate.path}/send-link`, { phone: '501234567' });
    expect(invalid).toMatchObject({ status: 400, body: { message: 'Missing country code. Ex: "+971 501234567" or +1 501234567' } });
    const number = `+971 50${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    const sent = await candidate.api.post(`${candidate.path}/send-link`, { phone: number });
    expect(sent).toEqual({ status: 200, body: { sent: true } });
    const outbox = await fetch(`${API()}/api/dev-sms-outbox?to=${encodeURIComponent(number)}`);
    const messages = (await outbox.json()) as Array<{ to: string; text: string }>;
    expect(messages).toHaveLength(1);
    expect(messages[0]!.text).toContain(`/candidate-journey/${candidate.candidateUserId}/${jobId}/${candidate.applicationId}/${stageId}/${taskId}/video-record`);
  });

  it('gives no CORS permission on the tus route to an origin nobody configured', async () => {
    const candidate = await candidateAt();
    const response = await fetch(`${API()}${UPLOADS}`, {
      method: 'POST',
      headers: {
        origin: 'https://attacker.example',
        'Tus-Resumable': '1.0.0',
        authorization: `Bearer ${candidate.token.accessToken}`,
        'Upload-Length': '10',
        'Upload-Metadata': tusMetadata({ applicationId: candidate.applicationId, stageId, taskId, questionId, filetype: 'video/webm' }),
      },
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('takes raw bytes only on the tus route', async () => {
    const candidate = await candidateAt();
    const elsewhere = await fetch(`${API()}/api${candidate.path}/keep`, {
      method: 'POST',
      headers: { authorization: `Bearer ${candidate.token.accessToken}`, 'content-type': 'application/offset+octet-stream' },
      body: 'bytes',
    });
    expect(elsewhere.status).toBe(415);
  });
});
