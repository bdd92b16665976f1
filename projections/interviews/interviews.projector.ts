import { fixedAttendeesOf, interviewEvents, type InterviewEvent, type InterviewFeedbackSubmitted } from '@ats/domain/interviews';
import type { RecordedEvent } from '@ats/domain/shared';
import { defineProjection } from '../projector';
import { foldIntoRows } from '../row-fold';
import { InterviewFeedbackRowEntity, InterviewRowEntity } from './interview-row.entity';

type Row = InterviewRowEntity;

export const feedbackIdOf = (interviewId: string, interviewerId: string) => `${interviewId}:${interviewerId}`;

export const evolveInterviewRow = (row: Row | undefined, event: RecordedEvent & InterviewEvent): Row | undefined => {
  const at = new Date(event.metadata.occurredAt);
  if (event.type === 'InterviewScheduled') {
    const { data } = event;
    return {
      interviewId: data.interviewId,
      companyId: event.metadata.companyId,
      applicationId: data.applicationId,
      jobId: data.jobId,
      title: data.title,
      location: data.location,
      description: data.description,
      organizerId: data.organizerId,
      interviewerIds: data.interviewerIds,
      feedbackBy: [],
      fixedAttendees: fixedAttendeesOf(data),
      startsAt: new Date(data.slot.startsAt),
      endsAt: new Date(data.slot.endsAt),
      timeZone: data.slot.timeZone,
      durationMinutes: data.durationMinutes,
      meetingType: data.meetingType,
      meetingLink: data.meetingLink,
      feedbackTemplateId: data.feedbackTemplateId,
      bookingLinkId: data.bookingLinkId,
      status: 'SCHEDULED',
      noShow: false,
      invitationUid: data.invitation.uid,
      invitationSequence: data.invitation.sequence,
      scheduledBy: event.metadata.actor.id,
      scheduledAt: at,
      updatedAt: at,
      revision: event.revision,
    };
  }
  if (!row) return undefined;
  const next = { ...row, updatedAt: at, revision: event.revision };
  switch (event.type) {
    case 'InterviewRescheduled':
      return {
        ...next,
        startsAt: new Date(event.data.slot.startsAt),
        endsAt: new Date(event.data.slot.endsAt),
        timeZone: event.data.slot.timeZone,
        durationMinutes: event.data.durationMinutes,
        invitationSequence: event.data.invitation.sequence,
      };
    case 'InterviewersChanged': {
      const kept = row.interviewerIds.filter((id) => !event.data.removed.includes(id));
      return { ...next, interviewerIds: [...kept, ...event.data.added.filter((id) => !kept.includes(id))], invitationSequence: event.data.invitation.sequence };
    }
    case 'InterviewCancelled':
      return { ...next, status: 'CANCELLED', invitationSequence: event.data.invitation.sequence };
    case 'InterviewCompleted':
      return { ...next, status: 'COMPLETED' };
    case 'InterviewNoShowMarked':
      return { ...next, noShow: event.data.noShow };
    case 'InterviewFeedbackSubmitted':
      return { ...next, feedbackBy: [...row.feedbackBy.filter((id) => id !== event.data.interviewerId), event.data.interviewerId] };
  }
};

const evolveFeedbackRow = (_row: InterviewFeedbackRowEntity | undefined, event: RecordedEvent & InterviewFeedbackSubmitted): InterviewFeedbackRowEntity => ({
  feedbackId: feedbackIdOf(event.data.interviewId, event.data.interviewerId),
  companyId: event.metadata.companyId,
  interviewId: event.data.interviewId,
  applicationId: event.data.applicationId,
  interviewerId: event.data.interviewerId,
  feedbackTemplateId: event.data.feedbackTemplateId,
  scores: event.data.scores,
  notes: event.data.notes,
  confidentialNotes: event.data.confidentialNotes,
  proceedToNextStage: event.data.proceedToNextStage,
  totalScore: event.data.totalScore,
  totalPercentage: event.data.totalPercentage,
  submittedAt: new Date(event.metadata.occurredAt),
});

/** Interviews by company, application and interviewer (the dashboard, the profile), and their feedback. */
export const interviewsProjector = defineProjection<InterviewEvent>({
  name: 'interviews',
  canHandle: interviewEvents.types,
  async reset(manager) {
    await manager.query('TRUNCATE rm_interviews, rm_interview_feedback');
  },
  async handle(events, manager) {
    await foldIntoRows(manager, { entity: InterviewRowEntity, key: 'interviewId', rowKey: (event) => event.data.interviewId, evolve: evolveInterviewRow }, events);
    const feedback = events.filter((event): event is RecordedEvent & InterviewFeedbackSubmitted => event.type === 'InterviewFeedbackSubmitted');
    await foldIntoRows(
      manager,
      {
        entity: InterviewFeedbackRowEntity,
        key: 'feedbackId',
        rowKey: (event) => feedbackIdOf(event.data.interviewId, event.data.interviewerId),
        evolve: evolveFeedbackRow,
      },
      feedback,
    );
  },
});
