import { join, resolve } from 'node:path';
import { createDataSource } from '@ats/infra/db/data-source';
import { startApps } from '@ats/infra/runtime/app-processes';
import { createPushPublisher, type PushPublisher } from '@ats/infra/push/push-publisher';
import { candidateInput, createPublishedJob, createTestCompany, eventually, signIn, stageNamed, type TestCompany } from './support';
import type { DataSource } from 'typeorm';

type Event = { id: string; data: any };

/**
 * An SSE client on the real API: reads `id:`/`data:` frames from the streamed body as they arrive. Closing it
 * drops the connection, as a browser tab going away does.
 */
const openStream = async (query: Record<string, string>, headers: Record<string, string> = {}, apiUrl = process.env.API_URL) => {
  const controller = new AbortController();
  const response = await fetch(`${apiUrl}/api/push/stream?${new URLSearchParams(query)}`, { headers, signal: controller.signal });
  const events: Event[] = [];
  let done = Promise.resolve();
  if (response.status === 200 && response.body) {
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    done = (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done: finished } = await reader.read();
          if (finished) return;
          buffer += decoder.decode(value, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const id = /^id: (.*)$/m.exec(frame)?.[1];
            const data = /^data: (.*)$/m.exec(frame)?.[1];
            if (id && data) events.push({ id, data: JSON.parse(data) });
          }
        }
      } catch {
        // Aborted by close().
      }
    })();
  }
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    events,
    close: async () => {
      controller.abort();
      await done;
    },
  };
};

const ticketFor = async (api: TestCompany['admin']) => {
  const response = await api.post('/push/tickets');
  expect(response.status).toBe(200);
  expect(response.body.expiresIn).toBe(60);
  return response.body.ticket as string;
};

/** Real-time push (spec 01 §3.9, §4.9): Kafka-fed server-sent events, resumable from the last event id. */
describe('push stream', () => {
  let company: TestCompany;
  let other: TestCompany;
  let job: Awaited<ReturnType<typeof createPublishedJob>>;
  let applicationId: string;
  let revision = 0;
  let dataSource: DataSource;
  let publisher: PushPublisher;

  /** The admin moves the recruiter's candidate on: the recruiter is told (STAGE_CHANGED). */
  const moveTo = async (stage: string) => {
    const moved = await company.admin.post(`/job-applications/${applicationId}/move-to-stage`, { stageId: stageNamed(job, stage).id, expectedRevision: revision });
    expect(moved.status).toBe(201);
    revision = moved.body.revision;
  };
  const inboxToasts = (events: Event[]) => events.filter((event) => event.data.type === 'INBOX_NOTIFICATION');

  beforeAll(async () => {
    company = await createTestCompany('push');
    other = await createTestCompany('push-other');
    job = await createPublishedJob(company.admin, 'Push Engineer');
    const added = await company.admin.post('/job-applications', candidateInput(job.id, { firstName: 'Lina', lastName: 'Farah', ownerId: company.recruiterId }));
    expect(added.status).toBe(201);
    applicationId = added.body.id;
    dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 2 });
    await dataSource.initialize();
    publisher = await createPushPublisher(dataSource, (process.env.KAFKA_BROKERS as string).split(','));
  });

  afterAll(async () => {
    await publisher?.stop();
    await dataSource?.destroy();
  });

  it('opens only with a valid ticket: none 400, a forged or an access token 401', async () => {
    expect((await openStream({})).status).toBe(400);
    expect((await openStream({ ticket: 'not-a-ticket' })).status).toBe(401);
    const { accessToken } = await signIn(company.recruiterEmail);
    expect((await openStream({ ticket: accessToken })).status).toBe(401);
    const ticket = await ticketFor(company.recruiter);
    const tampered = `${ticket.slice(0, -2)}${ticket.endsWith('A') ? 'B' : 'A'}A`;
    expect((await openStream({ ticket: tampered })).status).toBe(401);
    expect((await openStream({ ticket, lastEventId: 'x1' })).status).toBe(400);
  });

  it('delivers the recruiter’s new notification live as an event, and nobody else’s stream gets it', async () => {
    const recruiter = await openStream({ ticket: await ticketFor(company.recruiter) });
    const admin = await openStream({ ticket: await ticketFor(company.admin) });
    const stranger = await openStream({ ticket: await ticketFor(other.admin) });
    try {
      expect(recruiter.status).toBe(200);
      expect(recruiter.contentType).toContain('text/event-stream');
      await moveTo('Screening');
      const [toast] = await eventually(async () => {
        const found = inboxToasts(recruiter.events).filter((event) => event.data.payload.notification.type === 'STAGE_CHANGED');
        return found.length > 0 ? found : null;
      });
      expect(toast!.data).toMatchObject({
        userId: company.recruiterId,
        title: 'Ada Admin moved Lina Farah from Sourced to Screening',
        duration: 10000,
        progressType: 'warning',
        notificationPosition: 'top-right',
        progressBarId: null,
        received: false,
        payload: {
          notification: {
            type: 'STAGE_CHANGED',
            jobApplicationId: applicationId,
            candidateName: 'Lina Farah',
            redirectionData: { actorName: 'Ada Admin', fromStageName: 'Sourced', toStageName: 'Screening', stageMovements: true },
          },
        },
      });
      expect(toast!.id).toBe(String(Number(toast!.id)));
      expect(admin.events.filter((event) => event.data.userId !== company.userIds[company.adminEmail])).toEqual([]);
      expect(stranger.events).toEqual([]);
    } finally {
      await Promise.all([recruiter.close(), admin.close(), stranger.close()]);
    }
  });

  it('resumes after a reconnect from Last-Event-ID without losing an update, in order', async () => {
    const first = await openStream({ ticket: await ticketFor(company.recruiter) });
    await moveTo('Interview');
    const seen = await eventually(async () => {
      const found = inboxToasts(first.events).find((event) => event.data.payload.notification.redirectionData.toStageName === 'Interview');
      return found ?? null;
    });
    await first.close();

    // While disconnected, two more updates.
    await moveTo('Offer');
    await moveTo('Screening');
    await eventually(async () => {
      const rows = (await company.recruiter.get('/inbox?filter=ALL&order=DESC')).body.notifications as Array<{ redirectionData: { fromStageName?: string } }>;
      return rows.some((row) => row.redirectionData.fromStageName === 'Offer') ? true : null;
    });

    const resumed = await openStream({ ticket: await ticketFor(company.recruiter) }, { 'Last-Event-ID': seen.id });
    try {
      const missed = await eventually(async () => {
        const found = inboxToasts(resumed.events).filter((event) => BigInt(event.id) > BigInt(seen.id));
        return found.length >= 2 ? found : null;
      });
      expect(missed.map((event) => [event.data.payload.notification.redirectionData.fromStageName, event.data.payload.notification.redirectionData.toStageName])).toEqual([
        ['Interview', 'Offer'],
        ['Offer', 'Screening'],
      ]);
      const ids = resumed.events.map((event) => BigInt(event.id));
      expect([...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(ids);
      expect(new Set(ids).size).toBe(ids.length);
    } finally {
      await resumed.close();
    }
  });

  it('forgets toasts the client acknowledged (only the owner’s), so a fresh stream no longer sends them', async () => {
    const waiting = await openStream({ ticket: await ticketFor(company.recruiter) });
    let ids: string[];
    try {
      ids = (await eventually(async () => (waiting.events.length >= 4 ? waiting.events : null))).map((event) => event.id);
    } finally {
      await waiting.close();
    }
    expect((await other.admin.post('/push/acknowledge', { ids })).body).toEqual({ success: true, count: 0 });
    expect((await company.recruiter.post('/push/acknowledge', { ids })).body).toEqual({ success: true, count: ids.length });
    expect((await company.recruiter.post('/push/acknowledge', { ids: ['1; DROP TABLE push_messages'] })).status).toBe(400);
    expect((await company.recruiter.post('/push/acknowledge', { ids: Array.from({ length: 101 }, (_, i) => String(i + 1)) })).status).toBe(400);
    const fresh = await openStream({ ticket: await ticketFor(company.recruiter) });
    try {
      // A marker after the replay: once it arrives, the replay has been written.
      await publisher.publish([{ sourceKey: `marker:${applicationId}`, companyId: company.companyId, userId: company.recruiterId, type: 'SPEC_MARKER', title: 'marker' }]);
      await eventually(async () => (fresh.events.some((event) => event.data.type === 'SPEC_MARKER') ? true : null));
      expect(fresh.events.filter((event) => ids.includes(event.id))).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  it('carries progress updates in order; a finished one acknowledged is received, and a fresh stream sends each bar’s latest unreceived state', async () => {
    const stream = await openStream({ ticket: await ticketFor(company.recruiter) });
    const bar = `bulk-${applicationId}`;
    const progress = (step: number, status: 'started' | 'inprogress' | 'completed') => ({
      sourceKey: `${bar}:${step}`,
      companyId: company.companyId,
      userId: company.recruiterId,
      type: 'SPEC_PROGRESS',
      title: 'Archive Candidates',
      progressBarId: bar,
      progressBarStatus: status,
      payload: { completedCount: step, totalCount: 3 },
    });
    try {
      for (const [step, status] of [[0, 'started'], [1, 'inprogress'], [2, 'inprogress']] as const) await publisher.publish([progress(step, status)]);
      // Publishing the same update again adds nothing.
      await publisher.publish([progress(2, 'inprogress')]);
      const updates = await eventually(async () => {
        const found = stream.events.filter((event) => event.data.progressBarId === bar);
        return found.length >= 3 ? found : null;
      });
      expect(updates.map((event) => [event.data.progressBarStatus, event.data.payload.completedCount, event.data.progressType])).toEqual([
        ['started', 0, null],
        ['inprogress', 1, null],
        ['inprogress', 2, null],
      ]);
    } finally {
      await stream.close();
    }
    const later = await openStream({ ticket: await ticketFor(company.recruiter) });
    try {
      // Once the marker arrives the replay has been written (live messages wait for it).
      await publisher.publish([{ sourceKey: `marker3:${applicationId}`, companyId: company.companyId, userId: company.recruiterId, type: 'SPEC_MARKER', title: 'marker' }]);
      await eventually(async () => (later.events.some((event) => event.data.sourceKey === undefined && event.data.title === 'marker') ? true : null));
      await publisher.publish([progress(3, 'completed')]);
      const completed = await eventually(async () => later.events.find((event) => event.data.progressBarStatus === 'completed') ?? null);
      // Without a last event id, only the bar's latest state was replayed before it.
      expect(later.events.filter((event) => event.data.progressBarId === bar && event.data.progressBarStatus !== 'completed')).toHaveLength(1);
      expect((await company.recruiter.post('/push/acknowledge', { ids: [completed.id] })).body.count).toBe(1);
    } finally {
      await later.close();
    }
    const [row] = await dataSource.query(`SELECT received FROM push_messages WHERE source_key = $1`, [`${bar}:3`]);
    expect(row.received).toBe(true);
    const after = await openStream({ ticket: await ticketFor(company.recruiter) });
    try {
      await publisher.publish([{ sourceKey: `marker2:${applicationId}`, companyId: company.companyId, userId: company.recruiterId, type: 'SPEC_MARKER', title: 'marker' }]);
      await eventually(async () => (after.events.some((event) => event.data.type === 'SPEC_MARKER') ? true : null));
      expect(after.events.filter((event) => event.data.progressBarId === bar)).toEqual([]);
    } finally {
      await after.close();
    }
  });

  it('pushes a bulk action’s progress from the log to whoever started it; the panel read at the pushed position shows it', async () => {
    const admin = await openStream({ ticket: await ticketFor(company.admin) });
    const recruiter = await openStream({ ticket: await ticketFor(company.recruiter) });
    try {
      const queued = await company.admin.post('/bulk-actions/add-comment', { applicationIds: [applicationId], text: 'Pushed along' });
      expect(queued.status).toBe(201);
      const id = queued.body.id as string;
      const updates = await eventually(async () => {
        const found = admin.events.filter((event) => event.data.type === 'BULK_ACTION_PROGRESS' && event.data.progressBarId === id);
        return found.some((event) => event.data.progressBarStatus === 'completed') ? found : null;
      }, 60_000);
      const statuses = updates.map((event) => event.data.progressBarStatus as string);
      expect(statuses[0]).toBe('started');
      expect(statuses).toContain('inprogress');
      expect(updates[0]!.data).toMatchObject({ userId: company.userIds[company.adminEmail], payload: { notificationType: expect.any(String) } });
      const finished = updates.find((event) => event.data.progressBarStatus === 'completed')!;
      const panel = await company.admin.get<Array<{ progressBarId: string; progressBarStatus: string; completedCount: number }>>(
        `/bulk-actions/panel?afterPosition=${finished.data.payload.position}`,
      );
      expect(panel.body.find((item) => item.progressBarId === id)).toMatchObject({ progressBarStatus: 'completed', completedCount: 1 });
      expect(recruiter.events.filter((event) => event.data.type === 'BULK_ACTION_PROGRESS')).toEqual([]);
    } finally {
      await Promise.all([admin.close(), recruiter.close()]);
    }
  });

  it('is served by every API instance: a second API reads the push topic in a group of its own, so each streams its own users’ updates', async () => {
    // A second API beside the test run's (port 3100), as a load balancer would put one.
    const port = 3181;
    const second = await startApps({
      env: { ...process.env, API_PORT: String(port), API_URL: `http://127.0.0.1:${port}` },
      apps: ['api'],
      logDir: join(resolve(__dirname, '../..'), 'test-results/apps-second-api'),
    });
    const onFirst = await openStream({ ticket: await ticketFor(company.recruiter) });
    const onSecond = await openStream({ ticket: await ticketFor(company.recruiter) }, {}, second.apiUrl);
    try {
      expect(onSecond.status).toBe(200);
      // Written through the first instance; the recruiter's streams on both instances are told of this move (not
      // an earlier one a fresh stream sends again while unacknowledged).
      // The bulk comment of the spec before may have moved the application's stream on: its revision as it is now.
      const { headPosition } = (await (await fetch(`${process.env.API_URL}/api/health`)).json()) as { headPosition: string };
      revision = (await company.admin.get<{ revision: number }>(`/job-applications/${applicationId}?afterPosition=${headPosition}`)).body.revision;
      const [{ last }] = (await dataSource.query(`SELECT coalesce(max(id), 0)::text AS last FROM push_messages`)) as Array<{ last: string }>;
      await moveTo('Offer');
      const toastOf = (events: Event[]) =>
        inboxToasts(events).find((event) => Number(event.id) > Number(last) && event.data.payload.notification.redirectionData?.toStageName === 'Offer');
      const [first, other] = await eventually(async () => {
        const both = [toastOf(onFirst.events), toastOf(onSecond.events)];
        return both.every(Boolean) ? both : null;
      }, 30_000);
      expect(other!.id).toBe(first!.id);
      expect(other!.data).toEqual(first!.data);
    } finally {
      await Promise.all([onFirst.close(), onSecond.close()]);
      await second.stop();
    }
  }, 180_000);
});
