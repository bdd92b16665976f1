import type { IntlShape } from 'react-intl';
import type { HistoryEntry } from '@ats/web/app/api/api-types';
import type { MessageId } from '@ats/web/app/i18n/messages';

type CandidateTaskDetails = Extract<HistoryEntry['details'], { type: 'CandidateTaskEvent' }>;

/** A candidate task started or completed, on the application's timeline (merged in by the API): which task, and the verdict. */
export const describeCandidateTaskHistory = (details: CandidateTaskDetails, intl: IntlShape) => {
  const task = intl.formatMessage({ id: `candidateJourney.task.${details.taskType}` as MessageId }).toLocaleLowerCase(intl.locale);
  const id: MessageId = details.taskEvent === 'CandidateTaskStarted' ? 'timeline.candidateTask.started' : 'timeline.candidateTask.completed';
  const verdict =
    details.qualified === true
      ? intl.formatMessage({ id: 'timeline.candidateTask.qualified' })
      : details.qualified === false
        ? intl.formatMessage({ id: 'timeline.candidateTask.notQualified' })
        : null;
  const detail = [verdict, details.autoSubmitted ? intl.formatMessage({ id: 'timeline.candidateTask.autoSubmitted' }) : null].filter(Boolean).join(' · ');
  return { title: intl.formatMessage({ id }, { task }), detail: detail || null };
};
