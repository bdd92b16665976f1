import type { DomainEvent, RecordedEvent } from '@ats/domain/shared';
import { ATS_APPLICATION_ID, ATS_JOB_ID } from '../search-attributes';
import { assignmentTimeLimitProcess } from './assignment-time-limit.process';
import { candidateReminderProcess } from './candidate-reminder.process';

const recorded = (event: DomainEvent): RecordedEvent => ({
  ...event,
  streamId: 'candidatetask-r-1',
  revision: 0,
  position: BigInt(4),
  metadata: {
    eventId: 'e-1',
    companyId: 'company-1',
    actor: { kind: 'candidate', id: 'c-1', name: 'Layla' },
    commandId: 'cmd-1',
    correlationId: 'cmd-1',
    causationId: 'cmd-1',
    occurredAt: '2026-11-24T08:00:00.000Z',
    schemaVersion: 1,
  },
});
// A day lasts one second, as in the test stack.
const context = { readStream: async () => [], dayMs: 1000 };
const ref = { responseId: 'r-1', applicationId: 'a-1', candidateId: 'c-1', jobId: 'j-1', stageId: 's-1', taskId: 't-1' };
const attributes = [
  { key: ATS_JOB_ID, value: 'j-1' },
  { key: ATS_APPLICATION_ID, value: 'a-1' },
];

describe('assignment-time-limit process declaration', () => {
  it('starts one run per started home assignment, until the deadline on the company’s day length', async () => {
    const steps = await assignmentTimeLimitProcess.on(
      recorded({ type: 'CandidateTaskStarted', data: { ...ref, taskType: 'HOME_ASSIGNMENT', startedAt: '2026-11-24T08:00:00.000Z', deadline: '2026-11-26T08:00:00.000Z' } }),
      context,
    );
    expect(steps).toEqual([
      {
        kind: 'start',
        workflowId: 'assignment-time-limit:r-1',
        args: [{ companyId: 'company-1', responseId: 'r-1', applicationId: 'a-1', jobId: 'j-1', stageId: 's-1', taskId: 't-1', deadline: '2026-11-26T08:00:00.000Z', delayMs: 2000 }],
        searchAttributes: attributes,
        memo: { deadline: '2026-11-26T08:00:00.000Z' },
      },
    ]);
  });

  it('tells the run about the candidate’s own submission; ignores other task types and its own auto-submit', async () => {
    const completed = (autoSubmitted: boolean) =>
      recorded({
        type: 'CandidateTaskCompleted',
        data: { ...ref, taskType: 'HOME_ASSIGNMENT', completedAt: 'x', result: { kind: 'HOME_ASSIGNMENT', link: null, fileIds: ['f'], autoSubmitted }, qualified: null },
      });
    expect(await assignmentTimeLimitProcess.on(completed(false), context)).toMatchObject([{ kind: 'signal', workflowId: 'assignment-time-limit:r-1' }]);
    expect(await assignmentTimeLimitProcess.on(completed(true), context)).toEqual([]);
    const quiz = recorded({ type: 'CandidateTaskStarted', data: { ...ref, taskType: 'SKILL_BASED_TEST', startedAt: 'x', deadline: '2026-11-26T08:00:00.000Z' } });
    expect(await assignmentTimeLimitProcess.on(quiz, context)).toEqual([]);
  });
});

describe('candidate-reminder process declaration', () => {
  const reminder = { reminderId: 'rem-1', applicationId: 'a-1', candidateId: 'c-1', candidateUserId: 'u-1', jobId: 'j-1', stageId: 's-1' };

  it('starts the reminder’s run when it is set, and moves its timer when another time is picked', async () => {
    const set = await candidateReminderProcess.on(
      recorded({ type: 'CandidateReminderSet', data: { ...reminder, remindAt: '2026-11-25T08:00:00.000Z', timeZone: 'Asia/Dubai', setAt: '2026-11-24T08:00:00.000Z' } }),
      context,
    );
    expect(set).toEqual([
      {
        kind: 'start',
        workflowId: 'candidate-reminder:rem-1',
        args: [{ companyId: 'company-1', reminderId: 'rem-1', applicationId: 'a-1', jobId: 'j-1', stageId: 's-1', remindAt: '2026-11-25T08:00:00.000Z', delayMs: 1000 }],
        searchAttributes: attributes,
        memo: { remindAt: '2026-11-25T08:00:00.000Z', timeZone: 'Asia/Dubai' },
      },
    ]);
    const moved = await candidateReminderProcess.on(
      recorded({ type: 'CandidateReminderMoved', data: { reminderId: 'rem-1', applicationId: 'a-1', remindAt: '2026-11-27T08:00:00.000Z', timeZone: 'Asia/Dubai', movedAt: '2026-11-24T08:00:00.000Z' } }),
      context,
    );
    expect(moved).toMatchObject([{ kind: 'signal', workflowId: 'candidate-reminder:rem-1', args: [{ remindAt: '2026-11-27T08:00:00.000Z', delayMs: 3000 }] }]);
  });

  it('runs a reminder set again after it was sent as a round of its own, which its moves signal', async () => {
    const again = await candidateReminderProcess.on(
      recorded({ type: 'CandidateReminderSet', data: { ...reminder, remindAt: '2026-11-25T08:00:00.000Z', timeZone: 'Asia/Dubai', setAt: '2026-11-24T08:00:00.000Z', round: 2 } }),
      context,
    );
    expect(again).toMatchObject([{ kind: 'start', workflowId: 'candidate-reminder:rem-1:round-2' }]);
    const moved = await candidateReminderProcess.on(
      recorded({ type: 'CandidateReminderMoved', data: { reminderId: 'rem-1', applicationId: 'a-1', remindAt: '2026-11-27T08:00:00.000Z', timeZone: 'Asia/Dubai', movedAt: '2026-11-24T08:00:00.000Z', round: 2 } }),
      context,
    );
    expect(moved).toMatchObject([{ kind: 'signal', workflowId: 'candidate-reminder:rem-1:round-2' }]);
  });
});
