import { candidateTaskLifecycleEvents, type CandidateTaskLifecycleEvent } from '@ats/domain/candidate-tasks';
import type { ApplicationDeleted } from '@ats/domain/applications';
import type { RecordedEvent } from '@ats/domain/shared';
import { dropDeletedApplications } from '../deleted-applications';
import { defineProjection } from '../projector';
import { foldIntoRows } from '../row-fold';
import { CandidateTaskResponseRowEntity } from './candidate-task-response-row.entity';

type Row = CandidateTaskResponseRowEntity;

/** One response row from its lifecycle: started (with its deadline), then completed with the result and qualification. */
export const evolveTaskResponseRow = (row: Row | undefined, event: RecordedEvent & CandidateTaskLifecycleEvent): Row | undefined => {
  const { data } = event;
  const base: Row = row ?? {
    responseId: data.responseId,
    companyId: event.metadata.companyId,
    applicationId: data.applicationId,
    candidateId: data.candidateId,
    jobId: data.jobId,
    stageId: data.stageId,
    taskId: data.taskId,
    taskType: data.taskType,
    status: 'STARTED',
    // A completion read without its start (a stream written by a decider that completes at once) starts then.
    startedAt: new Date(event.type === 'CandidateTaskStarted' ? event.data.startedAt : event.data.completedAt),
    deadline: null,
    completedAt: null,
    result: null,
    qualified: null,
    revision: event.revision,
  };
  if (event.type === 'CandidateTaskStarted') {
    // A start after the completion (replayed out of order) leaves the completed row as it is.
    if (row?.status === 'COMPLETED') return { ...row, revision: Math.max(row.revision, event.revision) };
    return { ...base, startedAt: new Date(event.data.startedAt), deadline: event.data.deadline ? new Date(event.data.deadline) : null, revision: event.revision };
  }
  return {
    ...base,
    status: 'COMPLETED',
    completedAt: new Date(event.data.completedAt),
    result: event.data.result,
    qualified: event.data.qualified,
    revision: event.revision,
  };
};

/** Candidates' task responses by application (the candidate's hub, the profile's 'Candidate answers', the timeline). */
export const candidateTaskResponsesProjector = defineProjection<CandidateTaskLifecycleEvent | ApplicationDeleted>({
  name: 'candidate-task-responses',
  canHandle: [...candidateTaskLifecycleEvents.types, 'ApplicationDeleted'],
  async reset(manager) {
    await manager.query('TRUNCATE rm_candidate_task_responses');
  },
  handle: dropDeletedApplications<CandidateTaskLifecycleEvent>('rm_candidate_task_responses', (events, manager) =>
    foldIntoRows(
      manager,
      { entity: CandidateTaskResponseRowEntity, key: 'responseId', rowKey: (event) => event.data.responseId, evolve: evolveTaskResponseRow },
      events,
    ),
  ),
});
