import type { DataSource } from 'typeorm';
import { applicationDecider, ApplicationErrors } from '../../domain/applications';
import { streamId } from '../../domain/shared';
import type { AutoArchiveActivities } from '../../workflows/auto-archive.types';
import { handleCommand } from '../commands/handle-command';
import { ArchivalReasonEntity, UNRESPONSIVE_REASON } from '../db/entities/archival-reason.entity';
import type { EventStore } from '../event-store/event-store.port';

/** Activities act on the domain only by sending commands; the workflow is the actor. */
export const createAutoArchiveActivities = (store: EventStore, dataSource: DataSource): AutoArchiveActivities => ({
  async archiveUnresponsiveApplication(input) {
    const reason = await dataSource
      .getRepository(ArchivalReasonEntity)
      .findOneByOrFail({ companyId: input.companyId, text: UNRESPONSIVE_REASON });
    const result = await handleCommand(
      store,
      {
        id: streamId('application', input.applicationId),
        entityId: input.applicationId,
        notFound: ApplicationErrors.notFound,
      },
      applicationDecider,
      {
        type: 'ArchiveUnresponsiveApplication',
        data: {
          stageId: input.stageId,
          archivalReasonId: reason.id,
          reason: reason.text,
          workflowId: input.workflowId,
          afterDays: input.afterDays,
        },
      },
      {
        companyId: input.companyId,
        actor: { kind: 'automation', id: input.workflowId, name: input.workflowId },
        // The workflow id: an activity retry finds its own command in the stream and appends nothing.
        commandId: input.workflowId,
      },
    );
    const events = await store.readStream(streamId('application', input.applicationId), { fromRevision: result.revision });
    const last = events.find((event) => event.revision === result.revision);
    return { archived: last?.type === 'ApplicationArchived' && last.metadata.commandId === input.workflowId };
  },
});
