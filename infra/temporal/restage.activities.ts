import type { DataSource } from 'typeorm';
import { applicationDecider, ApplicationErrors } from '@ats/domain/applications';
import { streamId } from '@ats/domain/shared';
import { candidateListProjector } from '@ats/projections/candidate-list/candidate-list.projector';
import { applicationsInStages } from '@ats/projections/candidate-list/candidate-list.query';
import type { RestageActivities } from '@ats/workflows/restage.types';
import { decideAndAppend } from '../commands/handle-command';
import type { EventStore } from '../event-store/event-store.port';
import { waitForProjection } from '../projections/projection-runner';

/**
 * The restage workflow's activities: who is still in an old stage (the candidate list), and a command per move.
 * The new stage's invitation e-mail, when its automation sends one, follows from the move (spec 02 §3.5: entering
 * a stage sends it, whoever moved the candidate there): infra/temporal/processes/stage-invitation.process.ts.
 */
export const createRestageActivities = (store: EventStore, dataSource: DataSource): RestageActivities => {
  return {
  async applicationsToRestage(input) {
    // Until the list has read the job's change, it could miss an application that was there: retried by Temporal.
    if (!(await waitForProjection(dataSource, candidateListProjector, BigInt(input.afterPosition), 20_000))) {
      throw new Error(`the candidate list has not reached position ${input.afterPosition} yet`);
    }
    const byStage = new Map(input.moves.map((move) => [move.fromStageId, move]));
    const rows = await applicationsInStages(dataSource.manager, input.companyId, input.jobId, [...byStage.keys()], input.limit);
    return rows.flatMap((row) => {
      const move = byStage.get(row.stageId);
      return move ? [{ applicationId: row.applicationId, move }] : [];
    });
  },

  async restageApplications({ companyId, cause, workflowId, batch }) {
    let moved = 0;
    let position: string | null = null;
    for (const { applicationId, move } of batch) {
      const { events, result } = await decideAndAppend(
        store,
        { id: streamId('application', applicationId), entityId: applicationId, notFound: ApplicationErrors.notFound },
        applicationDecider,
        { type: 'RestageApplication', data: { fromStageId: move.fromStageId, toStageId: move.toStageId, toStageName: move.toStageName, cause } },
        {
          companyId,
          actor: { kind: 'automation', id: workflowId, name: workflowId },
          // One command per application and workflow: a retried activity appends nothing twice.
          commandId: `${workflowId}:${applicationId}`,
        },
      );
      if (events.some((event) => event.type === 'ApplicationRestaged')) moved += 1;
      if (position === null || BigInt(result.position) > BigInt(position)) position = result.position;
    }
    return { moved, position };
  },
};
};
