import type { IntlShape } from 'react-intl';
import type { HistoryEntry } from '@ats/web/app/api/api-types';
import type { MessageId } from '@ats/web/app/i18n/messages';

type InterviewDetails = Extract<HistoryEntry['details'], { type: 'InterviewEvent' }>;

const TITLES: Record<Exclude<InterviewDetails['interviewEvent'], 'InterviewNoShowMarked'>, MessageId> = {
  InterviewScheduled: 'timeline.interview.scheduled',
  InterviewRescheduled: 'timeline.interview.rescheduled',
  InterviewersChanged: 'timeline.interview.interviewersChanged',
  InterviewCancelled: 'timeline.interview.cancelled',
  InterviewCompleted: 'timeline.interview.completed',
  InterviewFeedbackSubmitted: 'timeline.interview.feedback',
};

/** An interview's event on the application's timeline (merged in by the API): what happened, the interview and when. */
export const describeInterviewHistory = (details: InterviewDetails, intl: IntlShape) => {
  const id =
    details.interviewEvent === 'InterviewNoShowMarked'
      ? details.noShow
        ? 'timeline.interview.noShow'
        : 'timeline.interview.noShowCleared'
      : TITLES[details.interviewEvent];
  const when = details.startsAt ? intl.formatDate(new Date(details.startsAt), { dateStyle: 'medium', timeStyle: 'short' }) : null;
  const detail = [details.interviewEvent === 'InterviewScheduled' ? null : details.title, when, details.reason].filter(Boolean).join(' · ');
  return { title: intl.formatMessage({ id }, { title: details.title }), detail: detail || null };
};
