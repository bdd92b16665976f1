import type { DataSource } from 'typeorm';
import { applicationDecider, ApplicationErrors, type ArchiveUnresponsiveApplication } from '@ats/domain/applications';
import { streamId } from '@ats/domain/shared';
import type { AutoArchiveActivities } from '@ats/workflows/auto-archive.types';
import { decideAndAppend } from '../commands/handle-command';
import { ArchivalReasonEntity, UNRESPONSIVE_REASON } from '../db/entities/archival-reason.entity';
import type { EventStore } from '../event-store/event-store.port';

export type ArchiveAfterDays = { companyId: string; applicationId: string; workflowId: string } & Pick<
  ArchiveUnresponsiveApplication['data'],
  'stageId' | 'afterDays' | 'process'
>;

/**
 * Archives an application whose days in a stage ran out (auto-archive, the 7-day quiz rejection) with the reason
 * "Unresponsive", the workflow as the actor; answers whether this workflow's command archived it.
 */
export const archiveAfterDays = async (store: EventStore, dataSource: DataSource, input: ArchiveAfterDays): Promise<{ archived: boolean }> => {
  const reason = await dataSource.getRepository(ArchivalReasonEntity).findOneByOrFail({ companyId: input.companyId, text: UNRESPONSIVE_REASON });
  const { events } = await decideAndAppend(
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
        ...(input.process ? { process: input.process } : {}),
      },
    },
    {
      companyId: input.companyId,
      actor: { kind: 'automation', id: input.workflowId, name: input.workflowId },
      // The workflow id: an activity retry finds its own command in the stream and appends nothing.
      commandId: input.workflowId,
    },
  );
  // What this workflow's command wrote, on the first attempt or (for a retry) found from it.
  return { archived: events.some((event) => event.type === 'ApplicationArchived') };
};

/** Activities act on the domain only by sending commands; the workflow is the actor. */
export const createAutoArchiveActivities = (store: EventStore, dataSource: DataSource): AutoArchiveActivities => ({
  archiveUnresponsiveApplication: (input) => archiveAfterDays(store, dataSource, input),
});
