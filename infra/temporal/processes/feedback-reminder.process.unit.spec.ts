import type { InterviewEvent, InterviewScheduled } from '@ats/domain/interviews';
import { recordedOn } from '@ats/domain/testing/recorded-events';
import { feedbackReminderProcess } from './feedback-reminder.process';

const invitation = { uid: 'uid-1', sequence: 0 };
const slot = { startsAt: '2026-02-01T09:00:00.000Z', endsAt: '2026-02-01T10:00:00.000Z', timeZone: 'Asia/Dubai' };
const scheduled: InterviewScheduled = {
  type: 'InterviewScheduled',
  data: {
    interviewId: 'i-1',
    applicationId: 'a-1',
    jobId: 'j-1',
    title: 'Technical interview',
    location: 'Online',
    description: null,
    organizerId: 'organizer',
    interviewerIds: ['ann', 'bob'],
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
const changed = (added: string[], removed: string[]): InterviewEvent => ({
  type: 'InterviewersChanged',
  data: { interviewId: 'i-1', applicationId: 'a-1', jobId: 'j-1', added, removed, invitation },
});

/** What the declaration asks of Temporal for the last event of an interview's stream. */
const stepsFor = async (events: InterviewEvent[]) => {
  const history = recordedOn('interview-i-1', events);
  return feedbackReminderProcess.on(history[history.length - 1], { readStream: async () => history, dayMs: 1000 });
};

describe('feedback-reminder process declaration', () => {
  it('starts one run per interviewer, a day after the end, findable by application, job and interviewer', async () => {
    const steps = await stepsFor([scheduled]);
    expect(steps).toHaveLength(2);
    expect(steps[0]).toMatchObject({
      kind: 'start',
      workflowId: 'feedback-reminder:i-1:ann:0',
      args: [{ companyId: 'company-1', interviewId: 'i-1', applicationId: 'a-1', jobId: 'j-1', interviewerId: 'ann', endsAt: slot.endsAt, firstReminderAfterMs: 1000, dayMs: 1000 }],
      searchAttributes: [
        { key: expect.objectContaining({ name: 'AtsApplicationId' }), value: 'a-1' },
        { key: expect.objectContaining({ name: 'AtsJobId' }), value: 'j-1' },
        { key: expect.objectContaining({ name: 'AtsUserId' }), value: 'ann' },
      ],
      memo: { interviewId: 'i-1', interviewTitle: 'Technical interview' },
    });
    expect(steps[1]).toMatchObject({ kind: 'start', workflowId: 'feedback-reminder:i-1:bob:0' });
  });

  it('starts runs for added interviewers and cancels removed ones; one added again gets a new run', async () => {
    expect(await stepsFor([scheduled, changed(['cem'], ['bob'])])).toMatchObject([
      { kind: 'cancel', workflowId: 'feedback-reminder:i-1:bob:0' },
      { kind: 'start', workflowId: 'feedback-reminder:i-1:cem:1' },
    ]);
    expect(await stepsFor([scheduled, changed([], ['bob']), changed(['bob'], [])])).toMatchObject([{ kind: 'start', workflowId: 'feedback-reminder:i-1:bob:2' }]);
  });

  it('signals each interviewer’s run with the new end on a reschedule, cancels them all with the interview', async () => {
    const moved = { ...slot, endsAt: '2026-02-03T10:00:00.000Z' };
    const rescheduled: InterviewEvent = { type: 'InterviewRescheduled', data: { interviewId: 'i-1', applicationId: 'a-1', slot: moved, durationMinutes: 60, invitation } };
    expect(await stepsFor([scheduled, rescheduled])).toMatchObject([
      { kind: 'signal', workflowId: 'feedback-reminder:i-1:ann:0', args: [moved.endsAt] },
      { kind: 'signal', workflowId: 'feedback-reminder:i-1:bob:0', args: [moved.endsAt] },
    ]);
    const cancelled: InterviewEvent = { type: 'InterviewCancelled', data: { interviewId: 'i-1', applicationId: 'a-1', reason: null, invitation } };
    expect(await stepsFor([scheduled, cancelled])).toMatchObject([
      { kind: 'cancel', workflowId: 'feedback-reminder:i-1:ann:0' },
      { kind: 'cancel', workflowId: 'feedback-reminder:i-1:bob:0' },
    ]);
    // an interviewer added after a reschedule is reminded after the new end
    expect(await stepsFor([scheduled, rescheduled, changed(['cem'], [])])).toMatchObject([{ kind: 'start', args: [{ endsAt: moved.endsAt }] }]);
  });

  it('moves the first reminder to a day after a completion before the planned end, and leaves it after a later one', async () => {
    const completed: InterviewEvent = { type: 'InterviewCompleted', data: { interviewId: 'i-1', applicationId: 'a-1' } };
    // recordedOn stamps events 2026-01-05T09:00Z, before the slot's end on 1 February.
    expect(await stepsFor([scheduled, completed])).toMatchObject([
      { kind: 'signal', workflowId: 'feedback-reminder:i-1:ann:0', args: ['2026-01-05T09:00:00.000Z'] },
      { kind: 'signal', workflowId: 'feedback-reminder:i-1:bob:0', args: ['2026-01-05T09:00:00.000Z'] },
    ]);
    const history = recordedOn('interview-i-1', [scheduled, completed]);
    const late = { ...history[1]!, metadata: { ...history[1]!.metadata, occurredAt: '2026-02-01T11:00:00.000Z' } };
    expect(await feedbackReminderProcess.on(late, { readStream: async () => [history[0]!, late], dayMs: 1000 })).toEqual([]);
  });

  it('signals only the submitting interviewer’s run when their feedback comes in', async () => {
    const submitted: InterviewEvent = {
      type: 'InterviewFeedbackSubmitted',
      data: {
        interviewId: 'i-1',
        applicationId: 'a-1',
        jobId: 'j-1',
        interviewerId: 'bob',
        feedbackTemplateId: null,
        scores: [],
        notes: null,
        confidentialNotes: null,
        proceedToNextStage: true,
        totalScore: 0,
        totalPercentage: 0,
      },
    };
    expect(await stepsFor([scheduled, submitted])).toMatchObject([{ kind: 'signal', workflowId: 'feedback-reminder:i-1:bob:0', args: [] }]);
  });
});
