import { feedbackReminderDecider, type PendingFeedbackReminderSent } from './feedback-reminder';

const data: PendingFeedbackReminderSent['data'] = {
  interviewId: 'interview-1',
  applicationId: 'application-1',
  jobId: 'job-1',
  interviewerId: 'interviewer-1',
  runId: 'run-1',
  reminderNumber: 1,
  interviewTitle: 'Technical interview',
};

describe('feedbackReminderDecider', () => {
  const { decide, evolve, initialState } = feedbackReminderDecider;
  const context = { now: new Date(), actor: { kind: 'automation', id: 'w', name: 'w' } } as never;

  it('records a reminder once per interviewer, run and number', () => {
    const first = decide({ type: 'SendPendingFeedbackReminder', data }, initialState(), context);
    expect(first).toEqual([{ type: 'PendingFeedbackReminderSent', data }]);
    const state = evolve(initialState(), first[0]);
    expect(decide({ type: 'SendPendingFeedbackReminder', data }, state, context)).toEqual([]);
    expect(decide({ type: 'SendPendingFeedbackReminder', data: { ...data, reminderNumber: 2 } }, state, context)).toHaveLength(1);
    expect(decide({ type: 'SendPendingFeedbackReminder', data: { ...data, interviewerId: 'interviewer-2' } }, state, context)).toHaveLength(1);
    expect(decide({ type: 'SendPendingFeedbackReminder', data: { ...data, runId: 'run-2' } }, state, context)).toHaveLength(1);
  });
});
