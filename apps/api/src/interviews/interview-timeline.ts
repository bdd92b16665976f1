import type { EntityManager } from 'typeorm';
import { describeInterviewEvent } from '@ats/domain/interviews';
import { streamId, type Actor, type RecordedEvent } from '@ats/domain/shared';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { interviewsOfApplication } from '@ats/projections/interviews/interviews.query';

/** One interview event for an application's timeline, with its interview's title. */
export type InterviewTimelineItem = { recorded: RecordedEvent; title: string };

/** Every event of the application's interviews (the read model names them), each stream read from its start. */
export const interviewTimelineEvents = async (store: EventStore, manager: EntityManager, companyId: string, applicationId: string): Promise<InterviewTimelineItem[]> => {
  const interviews = await interviewsOfApplication(manager, companyId, applicationId);
  const streams = await Promise.all(interviews.map(async (interview) => ({ interview, events: await store.readStream(streamId('interview', interview.interviewId)) })));
  return streams.flatMap(({ interview, events }) =>
    events.filter((event) => event.metadata.companyId === companyId).map((recorded) => ({ recorded, title: interview.title })),
  );
};

const byWhom = (actor: Actor): string => (actor.kind === 'automation' ? `automation (${actor.name})` : actor.name);

export const describeInterviewTimelineItem = ({ recorded, title }: InterviewTimelineItem) => describeInterviewEvent(recorded, title, byWhom(recorded.metadata.actor));
