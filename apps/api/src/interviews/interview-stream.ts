import { interviewDecider, InterviewErrors, type ExistingInterviewState, type InterviewCommand, type InterviewEvent } from '@ats/domain/interviews';
import { PERMISSIONS } from '@ats/domain/identity';
import { streamId, type Actor } from '@ats/domain/shared';
import { decideAndAppend, loadAggregate } from '@ats/infra/commands/handle-command';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { authorizeOnApplication } from '../applications/application-stream';
import type { Caller } from '../identity/caller';
import type { JobAccess } from '../identity/job-access';

export const interviewStream = (interviewId: string) => ({ id: streamId('interview', interviewId), entityId: interviewId, notFound: InterviewErrors.notFound });

/** The invitation's UID: made from the interview's id, so it is the same for the interview's whole life. */
export const invitationUidOf = (interviewId: string) => `interview-${interviewId}@ats`;

/** The interview of the company, or not found (another company's id included). */
export const loadInterview = async (store: EventStore, companyId: string, interviewId: string): Promise<ExistingInterviewState> => {
  const loaded = await loadAggregate(store, interviewStream(interviewId).id, interviewDecider, companyId);
  if (!loaded?.state.exists) throw InterviewErrors.notFound();
  return loaded.state;
};

/**
 * An interview the caller may see: of the caller's company, and either they interview in it or they see the
 * candidate's profile on its job (404 otherwise, as for another company's interview).
 */
export const authorizeOnInterview = async (store: EventStore, access: JobAccess, caller: Caller, interviewId: string): Promise<ExistingInterviewState> => {
  const interview = await loadInterview(store, caller.companyId, interviewId);
  if (interview.interviewerIds.includes(caller.userId)) return interview;
  await authorizeOnApplication(store, access, caller, interview.applicationId, PERMISSIONS.candidatesProfilesView).catch((error: unknown) => {
    throw (error as { kind?: string }).kind === 'not-found' ? InterviewErrors.notFound() : error;
  });
  return interview;
};

/** Decides a command on an existing interview and appends it; answers the events it recorded. */
export const decideOnInterview = async (
  store: EventStore,
  envelope: { companyId: string; actor: Actor; commandId: string },
  interviewId: string,
  command: InterviewCommand | ((state: ExistingInterviewState) => InterviewCommand | Promise<InterviewCommand>),
) =>
  decideAndAppend(
    store,
    interviewStream(interviewId),
    interviewDecider,
    async (state) => {
      if (!state.exists) throw InterviewErrors.notFound();
      return typeof command === 'function' ? command(state) : command;
    },
    envelope,
  ) as Promise<{ result: { id: string; revision: number; position: string }; events: Array<{ type: string; data: unknown } & Pick<InterviewEvent, 'type'>> }>;
