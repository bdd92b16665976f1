import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { InterviewEvent, InterviewScheduled } from '@ats/domain/interviews';
import type { FeedbackReminderEvent } from '@ats/domain/feedback-reminders';
import type { RecordedEvent } from '@ats/domain/shared';
import { createDataSource } from '@ats/infra/db/data-source';
import { InboxApplicationOwnerEntity } from '@ats/projections/inbox/inbox-notification.entity';
import { interviewNotificationRows } from '@ats/projections/inbox/interview-notifications';

/**
 * Interview notifications against the inbox's tables (spec 01 §3.8): who each interview event tells, with what
 * type and title, the interview remembered between events (its interviewers, organizer and title).
 */
describe('inbox interview notifications', () => {
  let dataSource: DataSource;
  const companyId = randomUUID();
  const applicationId = randomUUID();
  const jobId = randomUUID();
  const interviewId = randomUUID();
  const [owner, organizer, ann, bob, cem] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const invitation = { uid: 'uid', sequence: 0 };
  const slot = { startsAt: '2026-02-01T09:00:00.000Z', endsAt: '2026-02-01T10:00:00.000Z', timeZone: 'Asia/Dubai' };
  let revision = 0;
  const recorded = (event: InterviewEvent | FeedbackReminderEvent, actorId = organizer): RecordedEvent & (InterviewEvent | FeedbackReminderEvent) =>
    ({
      ...event,
      streamId: `interview-${interviewId}`,
      revision: revision++,
      position: BigInt(revision),
      metadata: {
        eventId: randomUUID(),
        companyId,
        actor: { kind: 'user', id: actorId, name: actorId === organizer ? 'Olga Organizer' : 'Ann Interviewer' },
        commandId: randomUUID(),
        correlationId: randomUUID(),
        causationId: randomUUID(),
        occurredAt: '2026-01-05T09:00:00.000Z',
        schemaVersion: 1,
      },
    }) as never;
  const notify = (...events: Array<RecordedEvent & (InterviewEvent | FeedbackReminderEvent)>) =>
    dataSource.transaction((manager) => interviewNotificationRows(events, manager));
  const told = (rows: Awaited<ReturnType<typeof notify>>) => rows.map((row) => [row.userId, row.type, row.title]);

  beforeAll(async () => {
    dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 2 });
    await dataSource.initialize();
    await dataSource.getRepository(InboxApplicationOwnerEntity).insert({
      applicationId,
      companyId,
      ownerId: owner,
      candidateName: 'Layla Nasser',
      candidateId: null,
      jobId,
      jobName: 'Backend Engineer',
    });
  });

  afterAll(async () => {
    await dataSource.query(`DELETE FROM inbox_interviews WHERE interview_id = $1`, [interviewId]);
    await dataSource.query(`DELETE FROM inbox_application_owners WHERE application_id = $1`, [applicationId]);
    await dataSource.destroy();
  });

  it('invites the interviewers, tells those added, removed, of a reschedule and a cancellation; never the actor', async () => {
    const scheduled: InterviewScheduled = {
      type: 'InterviewScheduled',
      data: {
        interviewId,
        applicationId,
        jobId,
        title: 'Technical interview',
        location: 'Online',
        description: null,
        organizerId: organizer,
        interviewerIds: [organizer, ann, bob],
        fixedAttendees: [],
        slot,
        durationMinutes: 60,
        meetingType: 'VIDEO',
        meetingLink: null,
        feedbackTemplateId: null,
        recordMeeting: false,
        bookingLinkId: null,
        invitation,
      },
    };
    const invited = await notify(recorded(scheduled));
    expect(told(invited)).toEqual([
      [ann, 'INTERVIEWS', 'Olga Organizer invited you to Technical interview with Layla Nasser'],
      [bob, 'INTERVIEWS', 'Olga Organizer invited you to Technical interview with Layla Nasser'],
    ]);
    expect(invited[0]!.redirectionData).toMatchObject({ jobApplicationId: applicationId, interviewId, interviewTitle: 'Technical interview', interviewChange: 'INVITED', candidateName: 'Layla Nasser' });

    const changed = await notify(recorded({ type: 'InterviewersChanged', data: { interviewId, applicationId, jobId, added: [cem], removed: [bob], invitation } }));
    expect(told(changed)).toEqual([
      [cem, 'INTERVIEWS', 'Olga Organizer invited you to Technical interview with Layla Nasser'],
      [bob, 'INTERVIEWS', 'Olga Organizer removed you from Technical interview with Layla Nasser'],
    ]);
    // later events, in later batches, reach the interviewers now on it
    const moved = await notify(recorded({ type: 'InterviewRescheduled', data: { interviewId, applicationId, slot, durationMinutes: 60, invitation } }));
    expect(told(moved).map(([userId]) => userId)).toEqual([ann, cem]);
    expect(moved[0]!.redirectionData.interviewChange).toBe('RESCHEDULED');
    const cancelled = await notify(recorded({ type: 'InterviewCancelled', data: { interviewId, applicationId, reason: null, invitation } }));
    expect(told(cancelled)).toEqual([
      [ann, 'INTERVIEWS', 'Olga Organizer cancelled Technical interview with Layla Nasser'],
      [cem, 'INTERVIEWS', 'Olga Organizer cancelled Technical interview with Layla Nasser'],
    ]);
  });

  it('tells the owner and the organizer of feedback (INTERVIEW_SCORES), and the interviewer of a pending reminder', async () => {
    const scores = await notify(
      recorded(
        {
          type: 'InterviewFeedbackSubmitted',
          data: {
            interviewId,
            applicationId,
            jobId,
            interviewerId: ann,
            feedbackTemplateId: null,
            scores: [],
            notes: null,
            confidentialNotes: null,
            proceedToNextStage: true,
            totalScore: 8,
            totalPercentage: 80,
          },
        },
        ann,
      ),
    );
    expect(told(scores)).toEqual([
      [owner, 'INTERVIEW_SCORES', 'Ann Interviewer submitted feedback on Layla Nasser for Technical interview'],
      [organizer, 'INTERVIEW_SCORES', 'Ann Interviewer submitted feedback on Layla Nasser for Technical interview'],
    ]);
    expect(scores[0]!.redirectionData.totalPercentage).toBe(80);
    const reminder = await notify(
      recorded({
        type: 'PendingFeedbackReminderSent',
        data: { interviewId, applicationId, jobId, interviewerId: cem, runId: 'run', reminderNumber: 1, interviewTitle: 'Technical interview' },
      }),
    );
    expect(told(reminder)).toEqual([[cem, 'PENDING_FEEDBACK_REMINDER', 'Your feedback on Layla Nasser for Technical interview is pending']]);
  });

  it('tells nobody about an interview it never saw scheduled', async () => {
    const unknown = randomUUID();
    expect(await notify(recorded({ type: 'InterviewCancelled', data: { interviewId: unknown, applicationId, reason: null, invitation } }))).toEqual([]);
  });
});
