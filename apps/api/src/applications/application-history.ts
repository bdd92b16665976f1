import type { DataSource } from 'typeorm';
import { ApplicationErrors, describeApplicationEvent, type ApplicationEvent, type HistoryEntryDetails } from '@ats/domain/applications';
import { describeCandidateTaskEvent, type CandidateTaskHistoryEntryDetails } from '@ats/domain/candidate-tasks';
import type { InterviewHistoryEntryDetails } from '@ats/domain/interviews';
import type { OfferHistoryEntryDetails } from '@ats/domain/offers';
import { PERMISSIONS } from '@ats/domain/identity';
import { streamId, type RecordedEvent } from '@ats/domain/shared';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { candidateTaskTimelineEvents } from '../candidate-journey/journey/candidate-task-timeline';
import type { Caller } from '../identity/caller';
import type { JobAccess } from '../identity/job-access';
import { describeInterviewTimelineItem, interviewTimelineEvents } from '../interviews/interview-timeline';
import { describeOfferTimelineItem, offerTimelineEvents } from '../offers/offer-timeline';
import { authorizeOnApplication } from './application-stream';
import { canSeeConfidential } from './comments/comment-access';

/** One line of an application's history: the stored event, and its words for this reader (worded only when shown). */
export type ApplicationHistoryLine = {
  recorded: RecordedEvent;
  describe(): { summary: string; details: HistoryEntryDetails | OfferHistoryEntryDetails | InterviewHistoryEntryDetails | CandidateTaskHistoryEntryDetails };
};

/** Offers are shown to those who may handle them for the candidate's stage (COMPANY::CANDIDATES::OFFERS). */
const handlesOffers = async (store: EventStore, access: JobAccess, caller: Caller, applicationId: string): Promise<boolean> => {
  try {
    await authorizeOnApplication(store, access, caller, applicationId, PERMISSIONS.candidatesOffers);
    return true;
  } catch {
    return false;
  }
};

/**
 * The application's whole history as its profile's timeline and the auditor's export read it: every event of its
 * stream, and, merged by time, its interviews' events, its candidate tasks' starts and completions and, for readers
 * who handle offers, its offers' events (spec 03 §2.2, issue 10 "the offer's history reads like the application's").
 * Same access as the profile, judged on the stream itself; 404 for another company's.
 */
export const applicationHistoryLines = async (
  deps: { store: EventStore; access: JobAccess; dataSource: DataSource },
  caller: Caller,
  applicationId: string,
): Promise<ApplicationHistoryLine[]> => {
  const { store, access, dataSource } = deps;
  const events = await store.readStream(streamId('application', applicationId));
  if (events.length === 0 || events[0].metadata.companyId !== caller.companyId) throw ApplicationErrors.notFound();
  const { application } = await authorizeOnApplication(store, access, caller, applicationId, PERMISSIONS.candidatesProfilesView);
  // Confidential comments are quoted only to readers with confidential access (spec 02 §6.3).
  const reader = { canSeeConfidential: canSeeConfidential(caller, application) };
  const offers = (await handlesOffers(store, access, caller, applicationId))
    ? (await offerTimelineEvents(store, dataSource.manager, caller.companyId, applicationId)).filter((item) => describeOfferTimelineItem(item) !== null)
    : [];
  // Everyone who reads the profile reads its interviews' events (interviewers among them, spec 03 "Interview").
  const interviews = (await interviewTimelineEvents(store, dataSource.manager, caller.companyId, applicationId)).filter(
    (item) => describeInterviewTimelineItem(item) !== null,
  );
  // The candidate's tasks started and completed (02 §2.13 'Timeline events'): what they answered stays in 'Candidate answers'.
  const tasks = await candidateTaskTimelineEvents(store, dataSource.manager, caller.companyId, applicationId);
  const lines: ApplicationHistoryLine[] = [
    ...events.map((recorded) => ({ recorded, describe: () => describeApplicationEvent(recorded as unknown as ApplicationEvent, recorded.metadata.actor, reader) })),
    ...offers.map((offer) => ({ recorded: offer.recorded, describe: () => describeOfferTimelineItem(offer)! })),
    ...interviews.map((interview) => ({ recorded: interview.recorded, describe: () => describeInterviewTimelineItem(interview)! })),
    ...tasks.map((recorded) => ({ recorded, describe: () => describeCandidateTaskEvent(recorded)! })),
  ];
  // Stable: the application's own events keep their order; another stream's event goes after those of the same instant.
  if (lines.length > events.length) lines.sort((a, b) => Date.parse(a.recorded.metadata.occurredAt) - Date.parse(b.recorded.metadata.occurredAt));
  return lines;
};
