import { homeAssignmentDecider } from '@ats/domain/candidate-tasks/home-assignment';
import { DomainError, streamId } from '@ats/domain/shared';
import type { AssignmentTimeLimitActivities } from '@ats/workflows/assignment-time-limit.types';
import { decideAndAppend } from '../commands/handle-command';
import type { EventStore } from '../event-store/event-store.port';

const responseNotFound = () => new DomainError('candidate-task-not-found', 'Task response not found', 'not-found');

/**
 * The time limit's auto-submit: AutoSubmitHomeAssignment on the response's stream, as the automation, under the
 * workflow id (a retried activity finds its own command and appends nothing). The decider does nothing when the
 * candidate submitted in time.
 */
export const createHomeAssignmentActivities = (store: EventStore): AssignmentTimeLimitActivities => ({
  async autoSubmitHomeAssignment(input) {
    const { events } = await decideAndAppend(
      store,
      { id: streamId('candidatetask', input.responseId), entityId: input.responseId, notFound: responseNotFound },
      homeAssignmentDecider,
      { type: 'AutoSubmitHomeAssignment', data: {} },
      { companyId: input.companyId, actor: { kind: 'automation', id: input.workflowId, name: input.workflowId }, commandId: input.workflowId },
    );
    return { submitted: events.some((event) => event.type === 'CandidateTaskCompleted') };
  },
});
