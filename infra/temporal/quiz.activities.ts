import type { DataSource } from 'typeorm';
import { quizDecider } from '@ats/domain/candidate-tasks';
import { DomainError, streamId } from '@ats/domain/shared';
import type { QuizRejectionActivities } from '@ats/workflows/quiz-rejection.types';
import type { QuizTimeLimitActivities } from '@ats/workflows/quiz-time-limit.types';
import { taskResponseId } from '../candidate-tasks/task-response-id';
import { decideAndAppend } from '../commands/handle-command';
import type { EventStore } from '../event-store/event-store.port';
import { archiveAfterDays } from './activities';

/** Whether the candidate has started the stage's task: its response stream begins with CandidateTaskStarted. */
export const taskStarted = async (store: EventStore, applicationId: string, stageId: string, taskId: string): Promise<boolean> =>
  (await store.readStream(streamId('candidatetask', taskResponseId(applicationId, stageId, taskId)))).some((event) => event.type === 'CandidateTaskStarted');

/** The quiz's time limit and the 7-day quiz rejection act by commands, the workflow as the actor. */
export const createQuizActivities = (store: EventStore, dataSource: DataSource): QuizTimeLimitActivities & QuizRejectionActivities => ({
  async autoSubmitQuiz(input) {
    const { events } = await decideAndAppend(
      store,
      { id: streamId('candidatetask', input.responseId), entityId: input.responseId, notFound: () => new DomainError('quiz-not-found', 'Quiz not found', 'not-found') },
      quizDecider,
      { type: 'AutoSubmitQuiz', data: {} },
      {
        companyId: input.companyId,
        actor: { kind: 'automation', id: input.workflowId, name: input.workflowId },
        commandId: input.workflowId,
        // The timer fired at the deadline; a worker clock a moment behind the server's must not find it early.
        now: new Date(Math.max(Date.now(), Date.parse(input.deadline))),
      },
    );
    return { submitted: events.some((event) => event.type === 'CandidateTaskCompleted') };
  },
  async rejectForUntakenQuiz(input) {
    // The quiz started in the race with the timer (its signal still on the way): nothing to reject.
    const started = await Promise.all(input.quizTaskIds.map((taskId) => taskStarted(store, input.applicationId, input.stageId, taskId)));
    if (started.every(Boolean)) return { archived: false };
    return archiveAfterDays(store, dataSource, { ...input, process: 'quiz-rejection' });
  },
});
