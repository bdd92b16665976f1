import type { InterviewEvent } from '@ats/domain/interviews';
import type { RecordedEvent } from '@ats/domain/shared';
import { evolveInterviewRow } from './interviews.projector';

let revision = 0;
const recorded = (event: InterviewEvent, by = 'recruiter'): RecordedEvent & InterviewEvent =>
  ({
    ...event,
    streamId: 'interview-i1',
    revision: revision++,
    position: BigInt(revision),
    metadata: { eventId: `e${revision}`, companyId: 'c1', actor: { kind: 'user', id: by, name: by }, commandId: `k${revision}`, correlationId: 'x', causationId: 'x', occurredAt: '2026-11-24T09:00:00.000Z' },
  }) as unknown as RecordedEvent & InterviewEvent;

const slot = { startsAt: '2026-11-25T10:00:00.000Z', endsAt: '2026-11-25T11:00:00.000Z', timeZone: 'Asia/Riyadh' };
const invitation = (sequence: number) => ({ uid: 'interview-i1@ats', sequence });

describe('interviews read model', () => {
  it('follows an interview from scheduled to cancelled: time, interviewers, feedback, no-show and SEQUENCE', () => {
    const events: InterviewEvent[] = [
      {
        type: 'InterviewScheduled',
        data: {
          interviewId: 'i1',
          applicationId: 'a1',
          jobId: 'j1',
          title: 'Technical interview',
          location: 'Office',
          description: null,
          organizerId: 'recruiter',
          interviewerIds: ['alia', 'omar'],
          fixedAttendees: [],
          slot,
          durationMinutes: 60,
          meetingType: 'VIDEO',
          meetingLink: 'https://meet.jit.si/ats-room',
          feedbackTemplateId: null,
          recordMeeting: false,
          bookingLinkId: null,
          invitation: invitation(0),
        },
      },
      { type: 'InterviewRescheduled', data: { interviewId: 'i1', applicationId: 'a1', slot: { ...slot, startsAt: '2026-11-26T10:00:00.000Z', endsAt: '2026-11-26T11:30:00.000Z' }, durationMinutes: 90, invitation: invitation(1) } },
      { type: 'InterviewersChanged', data: { interviewId: 'i1', applicationId: 'a1', jobId: 'j1', added: ['sara'], removed: ['omar'], invitation: invitation(2) } },
      {
        type: 'InterviewFeedbackSubmitted',
        data: { interviewId: 'i1', applicationId: 'a1', jobId: 'j1', interviewerId: 'alia', feedbackTemplateId: null, scores: [], notes: null, confidentialNotes: null, proceedToNextStage: true, totalScore: 0, totalPercentage: 0 },
      },
      { type: 'InterviewNoShowMarked', data: { interviewId: 'i1', applicationId: 'a1', noShow: true } },
      { type: 'InterviewCancelled', data: { interviewId: 'i1', applicationId: 'a1', reason: null, invitation: invitation(3) } },
    ];
    const row = events.reduce((current, event) => evolveInterviewRow(current, recorded(event)), undefined as ReturnType<typeof evolveInterviewRow>);
    expect(row).toMatchObject({
      interviewId: 'i1',
      companyId: 'c1',
      startsAt: new Date('2026-11-26T10:00:00.000Z'),
      durationMinutes: 90,
      interviewerIds: ['alia', 'sara'],
      feedbackBy: ['alia'],
      noShow: true,
      status: 'CANCELLED',
      invitationUid: 'interview-i1@ats',
      invitationSequence: 3,
      scheduledBy: 'recruiter',
    });
  });

  it('ignores a change to an interview it never saw scheduled', () => {
    expect(evolveInterviewRow(undefined, recorded({ type: 'InterviewCompleted', data: { interviewId: 'i2', applicationId: 'a1' } }))).toBeUndefined();
  });
});
