import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { EventMetadata } from '@ats/domain/shared';
import { createDataSource } from '@ats/infra/db/data-source';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { openEventStore } from '@ats/infra/runtime/open-event-store';
import { anonymousApi, candidateInput, createPublishedJob, createTestCompany, eventually, invitationSent, stageNamed, type TestCompany } from './support';

/**
 * The log is the truth and downstream must survive whatever it holds: an event type this version does not
 * know, a value PostgreSQL text cannot hold. And a consumer in trouble shows on /api/health.
 */
describe('a log that holds the unexpected', () => {
  let company: TestCompany;
  let job: Awaited<ReturnType<typeof createPublishedJob>>;
  let store: EventStore;
  let dataSource: DataSource;

  const metadata = (): EventMetadata => ({
    eventId: randomUUID(),
    companyId: company.companyId,
    actor: { kind: 'user', id: randomUUID(), name: 'A newer version' },
    commandId: randomUUID(),
    correlationId: randomUUID(),
    causationId: randomUUID(),
    occurredAt: new Date().toISOString(),
    schemaVersion: 1,
  });

  beforeAll(async () => {
    company = await createTestCompany('log');
    job = await createPublishedJob(company.admin, 'Resilience Engineer');
    store = await openEventStore({ databaseUrl: process.env.DATABASE_URL as string });
    dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 2 });
    await dataSource.initialize();
  });
  afterAll(async () => {
    await store.close();
    await dataSource.destroy();
  });

  it('a stream holding an event type this version does not know still accepts commands and shows its history', async () => {
    const added = await company.admin.post('/job-applications', candidateInput(job.id));
    expect(added.status).toBe(201);
    await store.append(
      `application-${added.body.id}`,
      [{ type: 'CandidateSentThankYouCard', data: { applicationId: added.body.id, note: 'from a newer writer' }, metadata: metadata() }],
      added.body.revision,
    );

    const moved = await company.admin.post(`/job-applications/${added.body.id}/move-to-stage`, {
      stageId: stageNamed(job, 'Interview').id,
      expectedRevision: added.body.revision + 1,
    });
    expect(moved.status).toBe(201);
    expect(moved.body.revision).toBe(added.body.revision + 2);

    const profile = await company.admin.get(`/job-applications/${added.body.id}?afterPosition=${moved.body.position}`);
    expect(profile.body).toMatchObject({ stageName: 'Interview', revision: moved.body.revision });
    const history = await company.admin.get(`/job-applications/${added.body.id}/history`);
    expect(history.body.items.map((item: { type: string }) => item.type)).toEqual([
      'CandidateAddedToJob',
      'CandidateSentThankYouCard',
      'ApplicationMovedToStage',
    ]);
    expect(history.body.items[1].details).toEqual({ type: 'Unrecognised', eventType: 'CandidateSentThankYouCard' });
  });

  it('projects an accepted event whose personal text PostgreSQL cannot store (encrypted, the store took it), and every later event after it', async () => {
    const applicationId = randomUUID();
    const screening = stageNamed(job, 'Screening');
    const appended = await store.append(
      `application-${applicationId}`,
      [
        {
          type: 'CandidateAddedToJob',
          data: {
            applicationId,
            candidateId: randomUUID(),
            jobId: job.id,
            jobName: job.name,
            stageId: screening.id,
            stageName: screening.name,
            origin: 'sourced',
            source: 'LinkedIn',
            ownerId: company.recruiterId,
            ownerName: 'Rami Recruiter',
            personal: { firstName: 'Nu\u0000l', lastName: 'Byte', email: `nul.${applicationId.slice(0, 6)}@example.com`, phone: null },
          },
          metadata: metadata(),
        },
      ],
      'no-stream',
    );
    const later = await company.admin.post('/job-applications', candidateInput(job.id, { firstName: 'After' }));
    expect(later.status).toBe(201);
    expect(BigInt(later.body.position)).toBeGreaterThan(appended.position);

    const listed = await company.admin.get(`/job-applications?afterPosition=${later.body.position}`);
    expect(listed.status).toBe(200);
    const row = await company.admin.get(`/job-applications/${applicationId}`);
    expect(row.status).toBe(200);
    expect(row.body).toMatchObject({ firstName: 'Nu\uFFFDl', lastName: 'Byte' });
    expect((await company.admin.get(`/job-applications/${later.body.id}`)).body.firstName).toBe('After');

    // The notification service (fed from Kafka, not the pipeline) takes it too: its owner hears of a move. The
    // arrival in Screening has its invitation e-mail sent by its own process first (ADR 0018): moved after it.
    const moved = await company.admin.post(`/job-applications/${applicationId}/move-to-stage`, {
      stageId: stageNamed(job, 'Interview').id,
      expectedRevision: await invitationSent(company.admin, applicationId),
    });
    expect(moved.status).toBe(201);
    const notice = await eventually(async () => {
      const inbox = await company.recruiter.get('/inbox?filter=ALL');
      return inbox.body.notifications?.find((notification: { jobApplicationId: string }) => notification.jobApplicationId === applicationId);
    });
    expect(notice).toMatchObject({ type: 'STAGE_CHANGED', candidateName: 'Nu\uFFFDl Byte' });
  });

  it('answers 503 "degraded" naming a consumer that keeps failing, where and why; healthy again once it moves', async () => {
    const failing = await eventually(async () => {
      // A real failure streak as the pipeline records it; any batch the projector handles ends it, so set it again
      // if an automation's event slipped in between.
      await dataSource.query(
        `UPDATE checkpoints SET failures = 5, failing_since = now(), last_error = 'simulated: value too long' WHERE name = 'projection:jobs'`,
      );
      const health = await anonymousApi().get('/health');
      return health.status === 503 ? health : null;
    });
    expect(failing.body.status).toBe('degraded');
    const jobs = failing.body.projections.find((consumer: { name: string }) => consumer.name === 'projection:jobs');
    expect(jobs).toMatchObject({ state: 'failing', failures: 5 });
    expect(jobs.reason).toContain('simulated: value too long');

    await createPublishedJob(company.admin, 'Moves the projector on');
    await eventually(async () => (await anonymousApi().get('/health')).status === 200);
  });
});
