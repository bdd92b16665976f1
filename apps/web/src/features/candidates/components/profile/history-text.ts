import type { IntlShape } from 'react-intl';
import type { HistoryActor, HistoryEntry, UnknownHistoryEntry } from '../../../../app/api/api-types';
import { originLabel } from '../../labels';

type AnyEntry = HistoryEntry | UnknownHistoryEntry;

const isKnown = (entry: AnyEntry): entry is HistoryEntry =>
  entry.type === 'CandidateAddedToJob' ||
  entry.type === 'ApplicationMovedToStage' ||
  entry.type === 'ApplicationArchived' ||
  entry.type === 'ApplicationUnarchived';

export type HistoryText = { title: string; detail: string | null };

/** The timeline line of one history entry, in the interface language, from its `type` and `details`. */
export const describeHistoryEntry = (entry: AnyEntry, intl: IntlShape): HistoryText => {
  if (!isKnown(entry)) return { title: entry.summary || entry.type, detail: null };
  switch (entry.type) {
    case 'CandidateAddedToJob': {
      const { jobName, stageName, origin, source } = entry.details;
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
      const { fromStageName, toStageName, direction } = entry.details;
      return {
        title: intl.formatMessage(
          { id: direction === 'BACKWARD' ? 'timeline.movedBack' : 'timeline.moved' },
          { from: fromStageName, to: toStageName },
        ),
        detail: null,
      };
    }
    case 'ApplicationArchived': {
      const { reason, sendRejectionEmail } = entry.details;
      return {
        title: intl.formatMessage({ id: 'timeline.archived' }, { reason }),
        detail: sendRejectionEmail ? intl.formatMessage({ id: 'timeline.rejectionEmail' }) : null,
      };
    }
    case 'ApplicationUnarchived':
      return { title: intl.formatMessage({ id: 'timeline.unarchived' }), detail: null };
    default: {
      const unknownEntry: never = entry;
      return { title: String((unknownEntry as AnyEntry).summary), detail: null };
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
