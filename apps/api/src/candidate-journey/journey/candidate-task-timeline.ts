import type { EntityManager } from 'typeorm';
import { describeCandidateTaskEvent } from '@ats/domain/candidate-tasks';
import { streamId, type RecordedEvent } from '@ats/domain/shared';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { taskResponseIdsOfApplication } from '@ats/projections/candidate-task-responses/candidate-task-responses.query';

/** Every start and completion of the application's candidate tasks (the read model names the streams), each stream read from its start. */
export const candidateTaskTimelineEvents = async (store: EventStore, manager: EntityManager, companyId: string, applicationId: string): Promise<RecordedEvent[]> => {
  const responseIds = await taskResponseIdsOfApplication(manager, companyId, applicationId);
  const streams = await Promise.all(responseIds.map((responseId) => store.readStream(streamId('candidatetask', responseId))));
  return streams.flat().filter((event) => event.metadata.companyId === companyId && describeCandidateTaskEvent(event) !== null);
};
