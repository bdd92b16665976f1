import type { Actor } from '../shared';
import { displayName, ERASED } from '../shared/personal-data';
import { plainCommentText } from './comment-text';
import { applicationEvents, type RestageCause } from './application.events';
import { applicationFileEvents } from './application-file.events';
import { describeFileEvent, type FileHistoryEntryDetails } from './application-file.history';
import { applicationEmailEvents } from './application-email.events';
import { describeEmailEvent, type EmailHistoryEntryDetails } from './application-email.history';
import { candidateErasureEvents, describeErasureEvent } from './candidate-erasure';

/** One line of an application's history as an auditor reads it. */
export type HistoryEntryDetails =
  | { type: 'CandidateAddedToJob'; jobName: string; stageName: string; origin: string; source: string | null; candidateName: string }
  | { type: 'ApplicationMovedToStage'; fromStageName: string; toStageName: string; direction: 'FORWARD' | 'BACKWARD' }
  | { type: 'ApplicationArchived'; reason: string; sendRejectionEmail: boolean; automated: boolean }
  | { type: 'ApplicationUnarchived' }
  | { type: 'ApplicationRestaged'; fromStageName: string; toStageName: string; cause: RestageCause }
  /** `text` is null when it is not shown: erased with the candidate's personal data, or confidential. */
  | { type: 'CommentAdded'; commentId: string; reply: boolean; confidential: boolean; text: string | null; erased: boolean }
  | { type: 'CommentEdited'; commentId: string; confidential: boolean; text: string | null; erased: boolean }
  | { type: 'CommentDeleted'; commentId: string; reply: boolean }
  | { type: 'ApplicationOwnerChanged'; ownerName: string }
  | { type: 'ApplicationTagsChanged'; added: string[]; removed: string[] }
  | { type: 'ApplicationOriginSourceChanged'; fromOrigin: string; origin: string; fromSource: string | null; source: string | null }
  | { type: 'ApplicationMovedToJob'; fromJobName: string; fromStageName: string; jobName: string; toStageName: string }
  | { type: 'ApplicationDeleted' }
  | FileHistoryEntryDetails
  | EmailHistoryEntryDetails
  /** The candidate's personal data was erased (who and when are the entry's actor and time). */
  | { type: 'CandidateErased' }
  /** An event type this version does not know (written by a newer one): shown, never hidden or fatal. */
  | { type: 'Unrecognised'; eventType: string };

const byWhom = (actor: Actor): string =>
  actor.kind === 'automation' ? `automation (${actor.name})` : actor.name;

/** Plain English words for the API's `summary`; the web client renders `details` in the reader's language. */
/** What the history may quote of a comment: nothing of a confidential one unless the reader may see it. */
const quoted = (
  data: { confidential: boolean; personal: { text: string } | null },
  canSeeConfidential: boolean,
): { text: string | null; erased: boolean; words: string } => {
  if (data.confidential && !canSeeConfidential) return { text: null, erased: false, words: 'a confidential comment' };
  if (!data.personal) return { text: null, erased: true, words: `a comment (${ERASED})` };
  const text = plainCommentText(data.personal.text);
  return { text, erased: false, words: `"${text}"` };
};

export const describeApplicationEvent = (
  stored: { type: string; data: unknown },
  actor: Actor,
  reader: { canSeeConfidential: boolean } = { canSeeConfidential: false },
): { summary: string; details: HistoryEntryDetails } => {
  if (applicationFileEvents.includes(stored)) return describeFileEvent(stored, byWhom(actor), reader.canSeeConfidential);
  if (applicationEmailEvents.includes(stored)) return describeEmailEvent(stored, byWhom(actor), reader.canSeeConfidential);
  if (candidateErasureEvents.includes(stored)) return describeErasureEvent(stored, byWhom(actor));
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
      const automation = event.data.automation;
      const why =
        automation?.process === 'auto-archive'
          ? ` after ${automation.afterDays} day(s) in ${event.data.stageName} without a response`
          : automation?.process === 'quiz-rejection'
            ? ` because the screening quiz in ${event.data.stageName} was not taken within ${automation.afterDays} day(s)`
          : automation?.process === 'auto-archive-under-qualified'
            ? ` as under-qualified by a candidate task in ${event.data.stageName}`
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
    case 'CommentAdded': {
      const { text, erased, words } = quoted(event.data, reader.canSeeConfidential);
      const reply = event.data.parentCommentId !== null;
      return {
        summary: `${byWhom(actor)} ${reply ? 'replied' : 'commented'}${event.data.confidential ? ' confidentially' : ''}: ${words}`,
        details: { type: event.type, commentId: event.data.commentId, reply, confidential: event.data.confidential, text, erased },
      };
    }
    case 'CommentEdited': {
      const { text, erased, words } = quoted(event.data, reader.canSeeConfidential);
      return {
        summary: `${byWhom(actor)} edited a comment: ${words}`,
        details: { type: event.type, commentId: event.data.commentId, confidential: event.data.confidential, text, erased },
      };
    }
    case 'CommentDeleted': {
      const reply = event.data.parentCommentId !== null;
      return {
        summary: `${byWhom(actor)} deleted a ${reply ? 'reply' : 'comment'}`,
        details: { type: event.type, commentId: event.data.commentId, reply },
      };
    }
    case 'ApplicationOwnerChanged':
      return {
        summary: `${event.data.toOwnerName} became the candidate's owner (${byWhom(actor)})`,
        details: { type: event.type, ownerName: event.data.toOwnerName },
      };
    case 'ApplicationTagsChanged': {
      const parts = [
        event.data.added.length > 0 ? `added the tags ${event.data.added.join(', ')}` : '',
        event.data.removed.length > 0 ? `removed the tags ${event.data.removed.join(', ')}` : '',
      ].filter(Boolean);
      return {
        summary: `${byWhom(actor)} ${parts.join(' and ')}`,
        details: { type: event.type, added: event.data.added, removed: event.data.removed },
      };
    }
    case 'ApplicationOriginSourceChanged': {
      const { fromOrigin, origin, fromSource, source } = event.data;
      const parts = [
        origin !== fromOrigin ? `the origin from ${fromOrigin} to ${origin}` : '',
        source !== fromSource ? `the source from ${fromSource ?? 'none'} to ${source ?? 'none'}` : '',
      ].filter(Boolean);
      return {
        summary: `${byWhom(actor)} changed ${parts.join(' and ')}`,
        details: { type: event.type, fromOrigin, origin, fromSource, source },
      };
    }
    case 'ApplicationMovedToJob': {
      const { fromJobName, fromStageName, jobName, toStageName } = event.data;
      return {
        summary: `Moved from ${fromJobName} (${fromStageName}) to ${jobName} (${toStageName}) by ${byWhom(actor)}`,
        details: { type: event.type, fromJobName, fromStageName, jobName, toStageName },
      };
    }
    case 'ApplicationDeleted':
      return { summary: `The application was deleted by ${byWhom(actor)}`, details: { type: event.type } };
  }
};
