import type { CandidateTaskLifecycleEvent, TaskResponseRef } from '@ats/domain/candidate-tasks';
import type { RecordedEvent } from '@ats/domain/shared';
import { evolveTaskResponseRow } from './candidate-task-responses.projector';

let revision = 0;
const recorded = (event: CandidateTaskLifecycleEvent): RecordedEvent & CandidateTaskLifecycleEvent =>
  ({
    ...event,
    streamId: 'candidatetask-r1',
    revision: revision++,
    position: BigInt(revision),
    metadata: { eventId: `e${revision}`, companyId: 'c1', actor: { kind: 'candidate', id: 'u1', name: 'Candidate' }, commandId: `k${revision}`, correlationId: 'x', causationId: 'x', occurredAt: '2026-11-24T09:00:00.000Z' },
  }) as unknown as RecordedEvent & CandidateTaskLifecycleEvent;

const ref: TaskResponseRef = { responseId: 'r1', applicationId: 'a1', candidateId: 'cand1', jobId: 'j1', stageId: 's1', taskId: 't1', taskType: 'SKILL_BASED_TEST' };
const result = { kind: 'SKILL_BASED_TEST' as const, correct: 3, total: 4, scorePercent: 75, passPercentage: 70, blocks: [{ skill: 'SQL', correct: 3, total: 4 }], autoSubmitted: false };

describe('candidate task responses read model', () => {
  it('a timed task: started with its deadline, then completed with its result and qualification', () => {
    const started = evolveTaskResponseRow(undefined, recorded({ type: 'CandidateTaskStarted', data: { ...ref, startedAt: '2026-11-24T09:00:00.000Z', deadline: '2026-11-24T09:30:00.000Z' } }));
    expect(started).toMatchObject({ responseId: 'r1', companyId: 'c1', status: 'STARTED', deadline: new Date('2026-11-24T09:30:00.000Z'), result: null, qualified: null });
    const completed = evolveTaskResponseRow(started, recorded({ type: 'CandidateTaskCompleted', data: { ...ref, completedAt: '2026-11-24T09:20:00.000Z', result, qualified: true } }));
    expect(completed).toMatchObject({
      status: 'COMPLETED',
      startedAt: new Date('2026-11-24T09:00:00.000Z'),
      deadline: new Date('2026-11-24T09:30:00.000Z'),
      completedAt: new Date('2026-11-24T09:20:00.000Z'),
      result,
      qualified: true,
    });
  });

  it('a completion read without its start still makes a completed row; a late start does not reopen it', () => {
    const completed = evolveTaskResponseRow(undefined, recorded({ type: 'CandidateTaskCompleted', data: { ...ref, completedAt: '2026-11-24T09:20:00.000Z', result, qualified: false } }));
    expect(completed).toMatchObject({ status: 'COMPLETED', startedAt: new Date('2026-11-24T09:20:00.000Z'), qualified: false });
    const after = evolveTaskResponseRow(completed, recorded({ type: 'CandidateTaskStarted', data: { ...ref, startedAt: '2026-11-24T09:00:00.000Z', deadline: null } }));
    expect(after).toMatchObject({ status: 'COMPLETED', result, qualified: false });
  });
});
