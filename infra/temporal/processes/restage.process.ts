import type { JobEvent, StageMove } from '@ats/domain/jobs';
import { restageWorkflowId, type RestageInput } from '@ats/workflows/restage.types';
import { restageCandidates } from '@ats/workflows/restage.workflow';
import { defineProcess } from '../process-declaration';
import { ATS_JOB_ID } from '../search-attributes';

type RestageEvent = Extract<JobEvent, { type: 'StageDeleted' | 'JobPipelineChanged' }>;

const movesOf = (event: RestageEvent): StageMove[] => {
  if (event.type === 'JobPipelineChanged') return event.data.moves.filter((move) => move.fromStageId !== move.toStageId);
  const target = event.data.candidatesMovedTo;
  return target
    ? [{ fromStageId: event.data.stageId, fromStageName: event.data.stageName, toStageId: target.stageId, toStageName: target.stageName }]
    : [];
};

/**
 * Restage (spec 02 §4.3): when a job deletes a stage with 'Move candidates and delete stage', or takes another
 * pipeline template, one workflow `restage:<jobId>:<revision>` moves the candidates of the old stages.
 */
export const restageProcess = defineProcess<RestageEvent, typeof restageCandidates>({
  name: 'restage',
  workflow: restageCandidates,
  canHandle: ['StageDeleted', 'JobPipelineChanged'],
  async on(event, steps) {
    const moves = movesOf(event);
    if (moves.length === 0) return [];
    const input: RestageInput = {
      companyId: event.metadata.companyId,
      jobId: event.data.jobId,
      moves,
      cause: event.type === 'StageDeleted' ? 'STAGE_DELETED' : 'PIPELINE_CHANGED',
      afterPosition: event.position.toString(),
    };
    return [
      steps.start(restageWorkflowId(input.jobId, event.revision), [input], {
        searchAttributes: [{ key: ATS_JOB_ID, value: input.jobId }],
        memo: { cause: input.cause, moves: moves.map((move) => `${move.fromStageName} → ${move.toStageName}`).join(', ') },
      }),
    ];
  },
});
