import type { EntityManager } from 'typeorm';
import { feedbackReminderEvents, type FeedbackReminderEvent } from '@ats/domain/feedback-reminders';
import { interviewEvents, type InterviewEvent } from '@ats/domain/interviews';
import type { RecordedEvent } from '@ats/domain/shared';
import { findRows, storable, upsertRows } from '../row-fold';
import { InboxInterviewEntity } from './inbox-interview.entity';
import {
  InboxApplicationOwnerEntity,
  type InboxNotificationEntity,
  type InboxNotificationType,
  type InterviewChange,
} from './inbox-notification.entity';
import { actorNameOf, noticeRow } from './notice-row';

/** The interview events the inbox reads, and the reminder process's. */
export const INTERVIEW_NOTICE_TYPES = [...interviewEvents.types, ...feedbackReminderEvents.types] as const;
export type InterviewNoticeEvent = InterviewEvent | FeedbackReminderEvent;

export const isInterviewNotice = (event: RecordedEvent): event is RecordedEvent & InterviewNoticeEvent =>
  interviewEvents.includes(event) || feedbackReminderEvents.includes(event);

const CHANGE_TITLES: Record<InterviewChange, (actor: string, interview: string, candidate: string) => string> = {
  INVITED: (actor, interview, candidate) => `${actor} invited you to ${interview} with ${candidate}`,
  REMOVED: (actor, interview, candidate) => `${actor} removed you from ${interview} with ${candidate}`,
  RESCHEDULED: (actor, interview, candidate) => `${actor} rescheduled ${interview} with ${candidate}`,
  CANCELLED: (actor, interview, candidate) => `${actor} cancelled ${interview} with ${candidate}`,
};

/**
 * Interview notifications (spec 01 §3.8; 03 notification preferences "Interviews and feedback"), linked to the
 * candidate's application:
 * - INTERVIEWS for the interviewers when they are invited (scheduled, added), removed, or the interview is
 *   rescheduled or cancelled;
 * - INTERVIEW_SCORES for the application's owner and the organizer when an interviewer submits feedback;
 * - PENDING_FEEDBACK_REMINDER for the interviewer each time the reminder process reminds them.
 * Nobody is told of their own action. The inbox remembers each interview's title, organizer and interviewers
 * (inbox_interviews), as the later events do not repeat them.
 */
export const interviewNotificationRows = async (
  events: ReadonlyArray<RecordedEvent & InterviewNoticeEvent>,
  manager: EntityManager,
): Promise<InboxNotificationEntity[]> => {
  if (events.length === 0) return [];
  const interviews = await findRows(manager, InboxInterviewEntity, 'interviewId', [...new Set(events.map((event) => event.data.interviewId))]);
  for (const event of events) {
    if (event.type === 'InterviewScheduled')
      interviews.set(event.data.interviewId, {
        interviewId: event.data.interviewId,
        companyId: event.metadata.companyId,
        applicationId: event.data.applicationId,
        jobId: event.data.jobId,
        title: storable(event.data.title),
        organizerId: event.data.organizerId,
        interviewerIds: [],
      });
  }
  const owners = await findRows(manager, InboxApplicationOwnerEntity, 'applicationId', [...new Set([...interviews.values()].map((row) => row.applicationId))]);
  const changed = new Map<string, InboxInterviewEntity>();
  const rows: InboxNotificationEntity[] = [];
  for (const event of events) {
    const interview = interviews.get(event.data.interviewId);
    if (!interview) continue;
    const owner = owners.get(interview.applicationId);
    const candidateName = owner?.candidateName ?? null;
    const jobName = owner?.jobName ?? null;
    const actor = event.metadata.actor;
    const actorName = actorNameOf(event);
    const candidate = candidateName ?? 'a candidate';
    const row = (userId: string, type: InboxNotificationType, title: string, extra: Partial<InboxNotificationEntity['redirectionData']> = {}) =>
      noticeRow(event, userId, type, title, {
        jobApplicationId: interview.applicationId,
        jobRoleId: interview.jobId,
        candidateName,
        roleName: jobName,
        redirectionData: {
          jobApplicationId: interview.applicationId,
          jobRoleId: interview.jobId,
          ...(jobName ? { jobName } : {}),
          ...(candidateName ? { candidateName } : {}),
          actorName,
          interviewId: interview.interviewId,
          interviewTitle: interview.title,
          ...extra,
        },
      });
    const others = (ids: ReadonlyArray<string | null | undefined>) => [...new Set(ids)].filter((id): id is string => Boolean(id) && id !== actor.id);
    const told = (ids: readonly string[], change: InterviewChange, context: Partial<InboxNotificationEntity['redirectionData']> = {}) =>
      others(ids).map((id) => row(id, 'INTERVIEWS', CHANGE_TITLES[change](actorName, interview.title, candidate), { interviewChange: change, ...context }));
    const remember = (interviewerIds: string[]) => {
      const next = { ...interview, interviewerIds };
      interviews.set(next.interviewId, next);
      changed.set(next.interviewId, next);
    };
    switch (event.type) {
      case 'InterviewScheduled':
        remember(event.data.interviewerIds);
        rows.push(...told(event.data.interviewerIds, 'INVITED', event.data.bookingLinkId ? { interviewBooked: true } : {}));
        break;
      case 'InterviewersChanged':
        remember([...interview.interviewerIds.filter((id) => !event.data.removed.includes(id)), ...event.data.added.filter((id) => !interview.interviewerIds.includes(id))]);
        rows.push(...told(event.data.added, 'INVITED', { interviewersChanged: true }), ...told(event.data.removed, 'REMOVED', { interviewersChanged: true }));
        break;
      case 'InterviewRescheduled':
        rows.push(...told(interview.interviewerIds, 'RESCHEDULED'));
        break;
      case 'InterviewCancelled':
        rows.push(...told(interview.interviewerIds, 'CANCELLED'));
        break;
      case 'InterviewFeedbackSubmitted':
        rows.push(
          ...others([owner?.ownerId, interview.organizerId]).map((id) =>
            row(id, 'INTERVIEW_SCORES', `${actorName} submitted feedback on ${candidate} for ${interview.title}`, { totalPercentage: event.data.totalPercentage }),
          ),
        );
        break;
      case 'PendingFeedbackReminderSent':
        rows.push(row(event.data.interviewerId, 'PENDING_FEEDBACK_REMINDER', `Your feedback on ${candidate} for ${interview.title} is pending`));
        break;
      case 'InterviewCompleted':
      case 'InterviewNoShowMarked':
        // the interviewers did these themselves, or the history shows them: nobody is told
        break;
    }
  }
  await upsertRows(manager, InboxInterviewEntity, 'interviewId', [...changed.values()]);
  return rows;
};
