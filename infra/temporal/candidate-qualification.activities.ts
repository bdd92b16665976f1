import { v5 as uuidV5 } from 'uuid';
import type { DataSource } from 'typeorm';
import { applicationDecider, ApplicationErrors, type ApplicationCommand } from '@ats/domain/applications';
import { jobDecider } from '@ats/domain/jobs';
import { streamId, type Actor } from '@ats/domain/shared';
import type { CandidateQualificationActivities } from '@ats/workflows/candidate-qualification.types';
import { decideAndAppend, loadAggregate } from '../commands/handle-command';
import { ArchivalReasonEntity } from '../db/entities/archival-reason.entity';
import type { EventStore } from '../event-store/event-store.port';
import { snapshotOf } from './bulk-action.activities';

/** The default archival reason the under-qualified archive gives (infra/db seeds it for every company). */
export const NOT_QUALIFIED_REASON = 'Not qualified';
const REASON_NAMESPACE = '0b7c1d5e-3f4a-4b6c-9d8e-7a2f1c3b5d60';

const automation = (workflowId: string): Actor => ({ kind: 'automation', id: workflowId, name: workflowId });

/** Activities act on the domain only by sending commands; the workflow is the actor and its id the command id. */
export const createCandidateQualificationActivities = (store: EventStore, dataSource: DataSource): CandidateQualificationActivities => {
  const send = async (companyId: string, applicationId: string, workflowId: string, command: ApplicationCommand) =>
    decideAndAppend(store, { id: streamId('application', applicationId), entityId: applicationId, notFound: ApplicationErrors.notFound }, applicationDecider, command, {
      companyId,
      actor: automation(workflowId),
      // A retried activity finds its own command in the stream and appends nothing.
      commandId: workflowId,
    });
  return {
    async archiveUnderQualifiedApplication(input) {
      // A company may have deleted the default reason: the archive still says why, under a stable id of its own.
      const reason = await dataSource.getRepository(ArchivalReasonEntity).findOneBy({ companyId: input.companyId, text: NOT_QUALIFIED_REASON });
      const { events } = await send(input.companyId, input.applicationId, input.workflowId, {
        type: 'ArchiveUnderQualifiedApplication',
        data: {
          stageId: input.stageId,
          archivalReasonId: reason?.id ?? uuidV5(`${input.companyId}:${NOT_QUALIFIED_REASON}`, REASON_NAMESPACE),
          reason: reason?.text ?? NOT_QUALIFIED_REASON,
          workflowId: input.workflowId,
          taskId: input.taskId,
          taskType: input.taskType,
        },
      });
      return { archived: events.some((event) => event.type === 'ApplicationArchived') };
    },
    async progressQualifiedApplication(input) {
      const job = await loadAggregate(store, streamId('job', input.jobId), jobDecider, input.companyId);
      if (!job?.state.exists) return { progressed: false };
      const snapshot = snapshotOf(job.state);
      const { events } = await send(input.companyId, input.applicationId, input.workflowId, {
        type: 'ProgressQualifiedApplication',
        data: { job: snapshot, fromStageId: input.fromStageId, toStageId: input.toStageId },
      });
      // Moved by this workflow, now or by an earlier attempt (a retry appends nothing). The next stage's
      // invitation follows from the move, as for a move by hand: the stage-invitation process's (spec 02 §3.5).
      const progressed =
        events.some((event) => event.type === 'ApplicationMovedToStage') ||
        (await store.readStream(streamId('application', input.applicationId))).some(
          (event) => event.type === 'ApplicationMovedToStage' && event.metadata.commandId === input.workflowId,
        );
      return { progressed };
    },
  };
};
