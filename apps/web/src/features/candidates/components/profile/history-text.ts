import type { IntlShape } from 'react-intl';
import type { HistoryActor, HistoryEntry } from '@ats/web/app/api/api-types';
import { originLabel } from '../../labels';
import { describeEmailHistory } from './emails/email-history-text';
import { describeFileHistory } from './files/file-history-text';
import { describeInterviewHistory } from './interviews/interview-history-text';
import { describeCandidateTaskHistory } from './candidate-answers/candidate-task-history-text';
import { describeOfferHistory } from './offers/offer-history-text';

export type HistoryText = { title: string; detail: string | null };

/** The timeline line of one history entry, in the interface language, from its `details` (by `details.type`). */
export const describeHistoryEntry = (entry: HistoryEntry, intl: IntlShape): HistoryText => {
  const { details } = entry;
  switch (details.type) {
    case 'CandidateAddedToJob': {
      const { jobName, stageName, origin, source } = details;
      const originId = originLabel(origin);
      const originText = originId ? intl.formatMessage({ id: originId }) : origin;
      return {
        title: intl.formatMessage({ id: 'timeline.added' }, { job: jobName, stage: stageName }),
        detail: source
          ? intl.formatMessage({ id: 'timeline.addedDetailWithSource' }, { origin: originText, source })
          : intl.formatMessage({ id: 'timeline.addedDetail' }, { origin: originText }),
      };
    }
    case 'ApplicationMovedToStage': {
      const { fromStageName, toStageName, direction } = details;
      return {
        title: intl.formatMessage(
          { id: direction === 'BACKWARD' ? 'timeline.movedBack' : 'timeline.moved' },
          { from: fromStageName, to: toStageName },
        ),
        detail: null,
      };
    }
    case 'ApplicationArchived': {
      const { reason, sendRejectionEmail } = details;
      return {
        title: intl.formatMessage({ id: 'timeline.archived' }, { reason }),
        detail: sendRejectionEmail ? intl.formatMessage({ id: 'timeline.rejectionEmail' }) : null,
      };
    }
    case 'ApplicationUnarchived':
      return { title: intl.formatMessage({ id: 'timeline.unarchived' }), detail: null };
    case 'ApplicationRestaged': {
      const { fromStageName, toStageName, cause } = details;
      return {
        title: intl.formatMessage({ id: 'timeline.moved' }, { from: fromStageName, to: toStageName }),
        detail: intl.formatMessage({ id: cause === 'STAGE_DELETED' ? 'timeline.restaged.stageDeleted' : 'timeline.restaged.pipelineChanged' }),
      };
    }
    case 'CommentAdded':
    case 'CommentEdited': {
      const title =
        details.type === 'CommentEdited'
          ? 'timeline.commentEdited'
          : details.reply
            ? 'timeline.replied'
            : details.confidential
              ? 'timeline.commentedConfidential'
              : 'timeline.commented';
      // The server leaves the text out when this reader may not see it, or when it was erased.
      const detail =
        details.text ?? intl.formatMessage({ id: details.erased ? 'timeline.commentErased' : 'timeline.commentHidden' });
      return { title: intl.formatMessage({ id: title }), detail };
    }
    case 'CommentDeleted':
      return { title: intl.formatMessage({ id: details.reply ? 'timeline.replyDeleted' : 'timeline.commentDeleted' }), detail: null };
    case 'ApplicationOwnerChanged':
      return { title: intl.formatMessage({ id: 'timeline.ownerChanged' }, { name: details.ownerName }), detail: null };
    case 'ApplicationTagsChanged': {
      const list = (tags: string[]) => intl.formatList(tags, { type: 'conjunction' });
      const lines = [
        details.added.length > 0 ? intl.formatMessage({ id: 'timeline.tagsAdded' }, { tags: list(details.added) }) : null,
        details.removed.length > 0 ? intl.formatMessage({ id: 'timeline.tagsRemoved' }, { tags: list(details.removed) }) : null,
      ].filter((line): line is string => line !== null);
      return { title: intl.formatMessage({ id: 'timeline.tagsChanged' }), detail: lines.join(' · ') || null };
    }
    case 'ApplicationOriginSourceChanged': {
      const originOf = (origin: string) => {
        const label = originLabel(origin);
        return label ? intl.formatMessage({ id: label }) : origin;
      };
      const sourceOf = (source: string | null) => source ?? intl.formatMessage({ id: 'timeline.noSource' });
      const lines = [
        details.origin !== details.fromOrigin ? intl.formatMessage({ id: 'timeline.originChange' }, { from: originOf(details.fromOrigin), to: originOf(details.origin) }) : null,
        details.source !== details.fromSource ? intl.formatMessage({ id: 'timeline.sourceChange' }, { from: sourceOf(details.fromSource), to: sourceOf(details.source) }) : null,
      ].filter((line): line is string => line !== null);
      return { title: intl.formatMessage({ id: 'timeline.originSourceChanged' }), detail: lines.join(' · ') || null };
    }
    case 'FileUploaded':
    case 'FileRenamed':
    case 'FileConfidentialityChanged':
    case 'FileDeleted':
      return describeFileHistory(details, intl);
    case 'EmailSent':
    case 'EmailScheduled':
    case 'ScheduledEmailCancelled':
    case 'EmailFailed':
    case 'EmailReplyReceived':
      return describeEmailHistory(details, intl);
    case 'ApplicationMovedToJob':
      return {
        title: intl.formatMessage(
          { id: 'timeline.movedToJob' },
          { fromJob: details.fromJobName, fromStage: details.fromStageName, job: details.jobName, stage: details.toStageName },
        ),
        detail: null,
      };
    case 'ApplicationDeleted':
      return { title: intl.formatMessage({ id: 'timeline.applicationDeleted' }), detail: null };
    // The application's offers' events, merged into its timeline by the API.
    case 'OfferEvent':
      return describeOfferHistory(details, intl);
    // The application's interviews' events, merged into its timeline by the API.
    case 'InterviewEvent':
      return describeInterviewHistory(details, intl);
    // The candidate's tasks started and completed, merged in by the API.
    case 'CandidateTaskEvent':
      return describeCandidateTaskHistory(details, intl);
    // Who erased it and when are the entry's actor and time.
    case 'CandidateErased':
      return { title: intl.formatMessage({ id: 'timeline.candidateErased' }), detail: null };
    // An event the API does not know (written by a newer version): its English summary.
    case 'Unrecognised':
      return { title: entry.summary || entry.type, detail: null };
    default: {
      // The compiler asks for a case when the API documents a new kind; until then, the summary.
      const unknownDetails: never = details;
      return { title: entry.summary || String((unknownDetails as { type: unknown }).type), detail: null };
    }
  }
};

/** "by Sara Ali", or "by Automation (auto-archive:…)" for a workflow. */
export const describeActor = (actor: HistoryActor | null | undefined, intl: IntlShape): string => {
  if (!actor) return '';
  switch (actor.kind) {
    case 'automation':
      return intl.formatMessage({ id: 'timeline.byAutomation' }, { id: actor.id });
    case 'candidate':
      return intl.formatMessage({ id: 'timeline.byCandidate' }, { name: actor.name });
    case 'agency':
      return intl.formatMessage({ id: 'timeline.byAgency' }, { name: actor.name });
    case 'user':
      return intl.formatMessage({ id: 'timeline.byUser' }, { name: actor.name });
    default:
      return intl.formatMessage({ id: 'timeline.byUser' }, { name: (actor as HistoryActor).name });
  }
};
