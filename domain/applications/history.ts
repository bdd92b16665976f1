import type { Actor } from '../shared';
import { displayName } from '../shared/personal-data';
import { applicationEvents, type RestageCause } from './application.events';

/** One line of an application's history as an auditor reads it. */
export type HistoryEntryDetails =
  | { type: 'CandidateAddedToJob'; jobName: string; stageName: string; origin: string; source: string | null; candidateName: string }
  | { type: 'ApplicationMovedToStage'; fromStageName: string; toStageName: string; direction: 'FORWARD' | 'BACKWARD' }
  | { type: 'ApplicationArchived'; reason: string; sendRejectionEmail: boolean; automated: boolean }
  | { type: 'ApplicationUnarchived' }
  | { type: 'ApplicationRestaged'; fromStageName: string; toStageName: string; cause: RestageCause }
  /** An event type this version does not know (written by a newer one): shown, never hidden or fatal. */
  | { type: 'Unrecognised'; eventType: string };

const byWhom = (actor: Actor): string =>
  actor.kind === 'automation' ? `automation (${actor.name})` : actor.name;

/** Plain English words for the API's `summary`; the web client renders `details` in the reader's language. */
export const describeApplicationEvent = (
  stored: { type: string; data: unknown },
  actor: Actor,
): { summary: string; details: HistoryEntryDetails } => {
  if (!applicationEvents.includes(stored)) {
    return { summary: `${stored.type} recorded by ${byWhom(actor)}`, details: { type: 'Unrecognised', eventType: stored.type } };
  }
  const event = stored;
  switch (event.type) {
    case 'CandidateAddedToJob': {
      const candidateName = displayName(event.data.personal);
      return {
        summary: `${candidateName} was added to ${event.data.jobName} at the ${event.data.stageName} stage (origin ${event.data.origin}${event.data.source ? `, source ${event.data.source}` : ''}) by ${byWhom(actor)}`,
        details: {
          type: event.type,
          jobName: event.data.jobName,
          stageName: event.data.stageName,
          origin: event.data.origin,
          source: event.data.source,
          candidateName,
        },
      };
    }
    case 'ApplicationMovedToStage':
      return {
        summary: `Moved ${event.data.direction === 'FORWARD' ? 'forward' : 'back'} from ${event.data.fromStageName} to ${event.data.toStageName} by ${byWhom(actor)}`,
        details: {
          type: event.type,
          fromStageName: event.data.fromStageName,
          toStageName: event.data.toStageName,
          direction: event.data.direction,
        },
      };
    case 'ApplicationArchived': {
      const automated = event.data.automation !== null;
      const why = automated
        ? ` after ${event.data.automation?.afterDays} day(s) in ${event.data.stageName} without a response`
        : '';
      return {
        summary: `Archived with the reason "${event.data.reason}"${why}${event.data.sendRejectionEmail ? ', rejection e-mail requested' : ''} by ${byWhom(actor)}`,
        details: { type: event.type, reason: event.data.reason, sendRejectionEmail: event.data.sendRejectionEmail, automated },
      };
    }
    case 'ApplicationUnarchived':
      return { summary: `Unarchived by ${byWhom(actor)}`, details: { type: event.type } };
    case 'ApplicationRestaged': {
      const why = event.data.cause === 'STAGE_DELETED' ? 'its stage was deleted' : 'the job changed its stage pipeline';
      return {
        summary: `Moved from ${event.data.fromStageName} to ${event.data.toStageName} because ${why} (${byWhom(actor)})`,
        details: { type: event.type, fromStageName: event.data.fromStageName, toStageName: event.data.toStageName, cause: event.data.cause },
      };
    }
  }
};
