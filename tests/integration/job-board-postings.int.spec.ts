import { Client, Connection } from '@temporalio/client';
import { anonymousApi, createTestCompany, eventually, type TestCompany, workflowResult } from './support';

type Posting = {
  id: string;
  board: string;
  tier: string;
  status: string;
  statusMessage: string | null;
  closedHow: string | null;
  attempt: number;
  postedAt: string | null;
  url: string | null;
};


/**
 * A job created and published through commands alone (the posting and auto-close rules read the job's own
 * stream): the default pipeline, on the career page, the caller its owner.
 */
const publishedJob = async (api: TestCompany['admin'], name: string): Promise<{ id: string; name: string }> => {
  const created = await api.post('/company-roles', { name });
  expect(created.status).toBe(201);
  const published = await api.patch(`/company-roles/publish/${created.body.id}`);
  expect(published.status).toBe(200);
  return { id: created.body.id, name };
};

/**
 * Job board postings through HTTP on the real stack: the posting workflow on the real Temporal server, the
 * XML feed as a real board, and the simulated boards refusing every call in tests (ATS_JOB_BOARD_FAILURE_RATE=1),
 * so the retry-then-fail path and its inbox notification run for real.
 */
describe('job board postings', () => {
  let company: TestCompany;
  let other: TestCompany;
  let job: { id: string; name: string };
  let connection: Connection;
  let temporal: Client;

  beforeAll(async () => {
    [company, other] = await Promise.all([createTestCompany('postings'), createTestCompany('postings-other')]);
    job = await publishedJob(company.admin, 'Platform Engineer');
    connection = await Connection.connect({ address: process.env.TEMPORAL_ADDRESS });
    temporal = new Client({ connection, namespace: process.env.TEMPORAL_NAMESPACE ?? 'default' });
  });
  afterAll(async () => {
    await connection?.close();
  });

  const postingsOf = async (jobId: string, afterPosition?: string) => {
    const response = await company.admin.get<Posting[]>(`/company-roles/${jobId}/job-board-postings${afterPosition ? `?afterPosition=${afterPosition}` : ''}`);
    expect(response.status).toBe(200);
    return response.body;
  };
  const postingStatus = (jobId: string, postingId: string, status: string) =>
    eventually(async () => (await postingsOf(jobId)).find((posting) => posting.id === postingId && posting.status === status));
  const feed = async () => {
    const response = await fetch(`${process.env.API_URL}/api/job-feeds/${company.companyId}.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    return response.text();
  };

  it('posts to the XML feed: pending, then posted by its workflow, then listed in the public feed', async () => {
    const posted = await company.admin.post(`/company-roles/${job.id}/job-board-postings`, { board: 'xml-feed', tier: 'BASIC' });
    expect(posted.status).toBe(201);
    const [first] = await postingsOf(job.id, posted.body.position);
    expect(first).toMatchObject({ id: posted.body.id, board: 'xml-feed', tier: 'BASIC', attempt: 1 });
    if (first.status === 'PENDING') expect(first.statusMessage).toBe('Will be posted within 24 hours');

    const done = await postingStatus(job.id, posted.body.id, 'POSTED');
    expect(done.postedAt).not.toBeNull();
    expect(await workflowResult(temporal, `job-posting:${posted.body.id}:1`)).toBe('POSTED');
    const xml = await eventually(async () => {
      const text = await feed();
      return text.includes(`<referencenumber>${job.id}</referencenumber>`) ? text : null;
    });
    expect(xml).toContain('<title>Platform Engineer</title>');
    expect(xml).toContain(`/careers/`);

    // The same board and tier again: refused with the spec's message.
    const again = await company.admin.post(`/company-roles/${job.id}/job-board-postings`, { board: 'xml-feed', tier: 'BASIC' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Job board XML job feed is already connected');

    // Closed: off the feed; re-posted: a new attempt, a new run, back on the feed.
    const closed = await company.admin.post(`/job-board-postings/${posted.body.id}/close`);
    expect(closed.status).toBe(201);
    await postingStatus(job.id, posted.body.id, 'CLOSED');
    expect(await feed()).not.toContain(`<referencenumber>${job.id}</referencenumber>`);
    const reposted = await company.admin.post(`/job-board-postings/${posted.body.id}/repost`);
    expect(reposted.status).toBe(201);
    expect((await postingStatus(job.id, posted.body.id, 'POSTED')).attempt).toBe(2);
    expect(await workflowResult(temporal, `job-posting:${posted.body.id}:2`)).toBe('POSTED');
    await eventually(async () => (await feed()).includes(`<referencenumber>${job.id}</referencenumber>`));

    // Marked closed: the board closed it.
    const marked = await company.admin.post(`/job-board-postings/${posted.body.id}/mark-closed`);
    expect(marked.status).toBe(201);
    await postingStatus(job.id, posted.body.id, 'CLOSED');
  });

  it('records FAILED after the retries and tells the job owner (JOB_POSTING_FAILURE_UPDATE)', async () => {
    const posted = await company.admin.post(`/company-roles/${job.id}/job-board-postings`, { board: 'job-search-site', tier: 'BASIC' });
    expect(posted.status).toBe(201);
    const failed = await postingStatus(job.id, posted.body.id, 'FAILED');
    expect(failed.statusMessage).toBe('Job-search site did not accept the job. Please try again later.');
    expect(await workflowResult(temporal, `job-posting:${posted.body.id}:1`)).toBe('FAILED');
    const history = await temporal.workflow.getHandle(`job-posting:${posted.body.id}:1`).fetchHistory();
    // Five attempts of the board call (the retry policy), each one scheduled once and retried by the server.
    const attempts = history.events?.find((event) => event.activityTaskStartedEventAttributes)?.activityTaskStartedEventAttributes?.attempt;
    expect(attempts).toBe(5);

    const notice = await eventually(async () => {
      const inbox = await company.admin.get('/inbox?filter=ALL&order=DESC');
      return inbox.body.notifications.find((n: { type: string; jobRoleId: string }) => n.type === 'JOB_POSTING_FAILURE_UPDATE' && n.jobRoleId === job.id);
    });
    // The board and its reason too, so the browser words the title in the reader's language.
    expect(notice.redirectionData).toMatchObject({ jobRoleId: job.id, jobName: 'Platform Engineer', boardName: expect.any(String), failureReason: expect.any(String) });
    expect(notice.title).toBe(`Platform Engineer could not be posted to ${notice.redirectionData.boardName}: ${notice.redirectionData.failureReason}`);

    // A failed posting holds no board: the promoted job may now be asked for.
    const promoted = await company.admin.post(`/company-roles/${job.id}/job-board-postings`, { board: 'job-search-site', tier: 'PROMOTED' });
    expect(promoted.status).toBe(201);
  });

  it('refuses a job not on the career page, and finds the workflows by job in Temporal', async () => {
    const draft = await company.admin.post('/company-roles', { name: 'Draft Role' });
    const refused = await company.admin.post(`/company-roles/${draft.body.id}/job-board-postings`, { board: 'xml-feed', tier: 'BASIC' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Publish the job on the career page before posting it to a job board');

    const bad = await company.admin.post(`/company-roles/${job.id}/job-board-postings`, { board: 'fax', tier: 'BASIC' });
    expect(bad.status).toBe(400);
    // The professional network needs the job's location details (spec 02 §5.13, §8).
    const noLocation = await company.admin.post(`/company-roles/${job.id}/job-board-postings`, { board: 'professional-network', tier: 'BASIC' });
    expect(noLocation.status).toBe(400);
    expect(noLocation.body.message).toBe(
      'Job does not have mandatory location details(country, city), Please add them to post on Professional network',
    );

    const runs = await eventually(async () => {
      const found: string[] = [];
      for await (const execution of temporal.workflow.list({ query: `AtsJobId = '${job.id}' AND AtsProcess = 'job-posting'` })) found.push(execution.workflowId);
      return found.length >= 3 ? found : null;
    });
    expect(runs.every((id) => id.startsWith('job-posting:'))).toBe(true);
  });

  it('connects a basic job posted on a board by hand: posted at once, with its link', async () => {
    const connected = await company.admin.post(`/company-roles/${job.id}/job-board-postings/connect`, {
      board: 'search-engine',
      url: 'https://search.example/jobs/platform-engineer',
    });
    expect(connected.status).toBe(201);
    const posting = (await postingsOf(job.id, connected.body.position)).find((candidate) => candidate.id === connected.body.id);
    expect(posting).toMatchObject({ board: 'search-engine', tier: 'BASIC', status: 'POSTED', url: 'https://search.example/jobs/platform-engineer' });
    const twice = await company.admin.post(`/company-roles/${job.id}/job-board-postings/connect`, { board: 'search-engine', url: 'https://search.example/x' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Job board Search engine jobs is already connected');
  });

  it('closes the job’s live postings when the job is closed, and takes it off the feed', async () => {
    const closing = await publishedJob(company.admin, 'Closing Role');
    const posted = await company.admin.post(`/company-roles/${closing.id}/job-board-postings`, { board: 'xml-feed', tier: 'BASIC' });
    expect(posted.status).toBe(201);
    await postingStatus(closing.id, posted.body.id, 'POSTED');
    const closed = await company.admin.post(`/company-roles/updateRoleStatus/${closing.id}`, { status: 'CLOSED' });
    expect(closed.status).toBeLessThan(300);
    expect((await postingStatus(closing.id, posted.body.id, 'CLOSED')).closedHow).toBe('CLOSED');
    expect(await feed()).not.toContain(`<referencenumber>${closing.id}</referencenumber>`);
  });

  it('answers 404 to another company, for the job, its postings and the feed', async () => {
    const [mine] = await postingsOf(job.id);
    expect((await other.admin.get(`/company-roles/${job.id}/job-board-postings`)).status).toBe(404);
    expect((await other.admin.post(`/company-roles/${job.id}/job-board-postings`, { board: 'aggregator', tier: 'BASIC' })).status).toBe(404);
    expect((await other.admin.post(`/job-board-postings/${mine.id}/close`)).status).toBe(404);
    expect((await anonymousApi().get(`/company-roles/${job.id}/job-board-postings`)).status).toBe(401);
    const unknown = await fetch(`${process.env.API_URL}/api/job-feeds/00000000-0000-4000-8000-000000000000.xml`);
    expect(unknown.status).toBe(404);
    // The other company's feed lists nothing of this one.
    const theirs = await (await fetch(`${process.env.API_URL}/api/job-feeds/${other.companyId}.xml`)).text();
    expect(theirs).not.toContain(job.id);
  });
});
