import { expectRefusal } from '../testing/expect-refusal';
import type { Actor } from '../shared';
import type { CalendarFacts, InterviewCommand, ScheduleInterview } from './interview.commands';
import { interviewDecider } from './interview.decider';
import { INTERVIEW_MESSAGES } from './interview.errors';
import { fixedAttendeesOf, type InterviewEvent, type InterviewScheduled } from './interview.events';
import type { ExistingInterviewState, InterviewState } from './interview.state';

const actor = (id: string): Actor => ({ kind: 'user', id, name: id });
const context = (by = 'recruiter') => ({ now: new Date('2026-11-24T09:00:00Z'), actor: actor(by), companyId: 'c1' });
const free: CalendarFacts = { busy: [], notIntegratedUserIds: [] };
const slot = (startsAt: string, minutes = 60) => ({
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + minutes * 60_000).toISOString(),
  timeZone: 'Asia/Riyadh',
});

const schedule = (overrides: Partial<ScheduleInterview['data']> = {}): ScheduleInterview => ({
  type: 'ScheduleInterview',
  data: {
    interviewId: 'i1',
    applicationId: 'a1',
    candidateId: 'cand1',
    jobId: 'j1',
    title: ' Technical interview ',
    location: 'Riyadh office',
    description: null,
    organizerId: 'recruiter',
    interviewerIds: ['alia', 'omar'],
    fixedAttendees: [{ email: 'panel@example.com', name: null }],
    slot: slot('2026-11-25T10:00:00.000Z'),
    durationMinutes: 60,
    meetingType: 'VIDEO',
    meetingLink: 'https://meet.jit.si/room',
    feedbackTemplateId: null,
    recordMeeting: false,
    bookingLinkId: null,
    invitationUid: 'uid-1@ats',
    calendars: free,
    ...overrides,
  },
});

const feedback = (): InterviewCommand => ({
  type: 'SubmitInterviewFeedback',
  data: { feedbackTemplateId: null, scores: [], notes: 'Strong', confidentialNotes: null, proceedToNextStage: true, totalScore: 0, totalPercentage: 0 },
});

const run = (commands: Array<[InterviewCommand, string?]>) => {
  let state: InterviewState = interviewDecider.initialState();
  let last: InterviewEvent[] = [];
  for (const [command, by] of commands) {
    last = interviewDecider.decide(command, state, context(by));
    state = last.reduce(interviewDecider.evolve, state);
  }
  return { state: state as ExistingInterviewState, last };
};
const refuses = (commands: Array<[InterviewCommand, string?]>, command: InterviewCommand, code: string, by?: string, message?: string) => {
  const { state } = run(commands);
  expectRefusal(() => interviewDecider.decide(command, state, context(by)), code, message);
};

describe('interview decider', () => {
  it('schedules with the invitation at SEQUENCE 0 and trimmed texts', () => {
    const { state, last } = run([[schedule()]]);
    expect(last).toHaveLength(1);
    expect(last[0]).toMatchObject({ type: 'InterviewScheduled', data: { title: 'Technical interview', invitation: { uid: 'uid-1@ats', sequence: 0 } } });
    expect(state.status).toBe('SCHEDULED');
  });

  it('seals the fixed attendees under the candidate, and reads them from events recorded before sealing too', () => {
    const { last } = run([[schedule()]]);
    const scheduled = last[0] as InterviewScheduled;
    expect(scheduled.data).toMatchObject({ candidateId: 'cand1', fixedAttendees: [], personal: { fixedAttendees: [{ email: 'panel@example.com', name: null }] } });
    expect(fixedAttendeesOf(scheduled.data)).toEqual([{ email: 'panel@example.com', name: null }]);
    // Erased: the sealed part reads back as null.
    expect(fixedAttendeesOf({ ...scheduled.data, personal: null })).toEqual([]);
    // Before sealing: in clear, no personal part.
    expect(fixedAttendeesOf({ fixedAttendees: [{ email: 'old@example.com', name: 'Old' }] })).toEqual([{ email: 'old@example.com', name: 'Old' }]);
  });

  it('refuses without an interviewer, title or location, or in the past', () => {
    refuses([], schedule({ interviewerIds: [] }), 'interview-interviewer-required', undefined, INTERVIEW_MESSAGES.interviewerRequired);
    refuses([], schedule({ title: '  ' }), 'interview-title-required');
    refuses([], schedule({ location: '' }), 'interview-location-required');
    refuses([], schedule({ slot: slot('2026-11-24T08:00:00.000Z') }), 'interview-in-the-past');
    refuses([], schedule({ durationMinutes: 0 }), 'interview-invalid-duration');
  });

  it("refuses a slot meeting an interviewer's busy time, and accepts one that only touches it", () => {
    const calendars = (start: string, end: string): CalendarFacts => ({ busy: [{ userId: 'omar', name: 'Omar', blocks: [{ start, end }] }], notIntegratedUserIds: [] });
    refuses([], schedule({ calendars: calendars('2026-11-25T10:30:00Z', '2026-11-25T11:30:00Z') }), 'interview-interviewer-busy', undefined, 'An interviewer is busy at this time: Omar');
    expect(() => run([[schedule({ calendars: calendars('2026-11-25T11:00:00Z', '2026-11-25T12:00:00Z') })]])).not.toThrow();
  });

  it('refuses attendees whose calendar is not integrated', () => {
    refuses([], schedule({ calendars: { busy: [], notIntegratedUserIds: ['alia'] } }), 'interview-attendee-calendar-not-integrated', undefined, INTERVIEW_MESSAGES.notIntegrated);
  });

  it('reschedules with the same UID and a higher SEQUENCE, not refusing its own old time', () => {
    const old = slot('2026-11-25T10:00:00.000Z');
    const ownBusy: CalendarFacts = { busy: [{ userId: 'alia', name: 'Alia', blocks: [{ start: old.startsAt, end: old.endsAt }] }], notIntegratedUserIds: [] };
    const change: InterviewCommand = { type: 'ChangeInterview', data: { slot: slot('2026-11-25T10:30:00.000Z'), durationMinutes: 60, interviewerIds: null, calendars: ownBusy } };
    const { last, state } = run([[schedule()], [change]]);
    expect(last).toEqual([expect.objectContaining({ type: 'InterviewRescheduled', data: expect.objectContaining({ invitation: { uid: 'uid-1@ats', sequence: 1 } }) })]);
    expect(state.slot.startsAt).toBe('2026-11-25T10:30:00.000Z');
  });

  it('reads past an event type it does not know (a newer version wrote it) and still takes commands', () => {
    const { state } = run([[schedule()]]);
    const unknown = { type: 'InterviewRoomBooked', data: { interviewId: 'i1' } } as unknown as InterviewEvent;
    const after = interviewDecider.evolve(state, unknown);
    expect(after).toBe(state);
    const change: InterviewCommand = { type: 'ChangeInterview', data: { slot: slot('2026-11-25T12:00:00.000Z'), durationMinutes: 60, interviewerIds: null, calendars: free } };
    expect(interviewDecider.decide(change, after, context()).map((event) => event.type)).toEqual(['InterviewRescheduled']);
  });

  it('changes interviewers (added and removed) and bumps the SEQUENCE again', () => {
    const change: InterviewCommand = { type: 'ChangeInterview', data: { slot: null, durationMinutes: null, interviewerIds: ['alia', 'sara'], calendars: free } };
    const { last, state } = run([[schedule()], [change]]);
    expect(last[0]).toMatchObject({ type: 'InterviewersChanged', data: { added: ['sara'], removed: ['omar'], invitation: { sequence: 1 } } });
    expect(state.interviewerIds).toEqual(['alia', 'sara']);
    refuses([[schedule()]], { ...change, data: { ...change.data, interviewerIds: [] } }, 'interview-interviewer-required');
  });

  it('cancels with a bumped SEQUENCE; then refuses reschedule, cancel and feedback', () => {
    const cancel: InterviewCommand = { type: 'CancelInterview', data: { reason: null } };
    const { last } = run([[schedule()], [cancel]]);
    expect(last[0]).toMatchObject({ type: 'InterviewCancelled', data: { invitation: { uid: 'uid-1@ats', sequence: 1 } } });
    const change: InterviewCommand = { type: 'ChangeInterview', data: { slot: slot('2026-11-26T10:00:00.000Z'), durationMinutes: 60, interviewerIds: null, calendars: free } };
    refuses([[schedule()], [cancel]], change, 'interview-cancelled');
    refuses([[schedule()], [cancel]], cancel, 'interview-cancelled');
    refuses([[schedule()], [cancel]], feedback(), 'interview-cancelled', 'alia');
  });

  it('completes once; a completed interview cannot be rescheduled', () => {
    const complete: InterviewCommand = { type: 'CompleteInterview', data: {} };
    expect(run([[schedule()], [complete]]).state.status).toBe('COMPLETED');
    refuses([[schedule()], [complete]], complete, 'interview-not-scheduled');
  });

  it('takes feedback only from an interviewer, once', () => {
    refuses([[schedule()]], feedback(), 'interview-not-an-interviewer', 'recruiter');
    const { last } = run([[schedule()], [feedback(), 'alia']]);
    expect(last[0]).toMatchObject({ type: 'InterviewFeedbackSubmitted', data: { interviewerId: 'alia', notes: 'Strong' } });
    refuses([[schedule()], [feedback(), 'alia']], feedback(), 'interview-feedback-already-submitted', 'alia');
  });

  it("marks no-show until another interviewer's feedback, and lets it be edited later", () => {
    const noShow = (value: boolean): InterviewCommand => ({ type: 'MarkInterviewNoShow', data: { noShow: value } });
    // An interview that has begun (it starts at the test's now).
    const begun = schedule({ slot: slot('2026-11-24T09:00:00.000Z') });
    expect(run([[begun], [noShow(true), 'alia'], [noShow(false), 'alia']]).state.noShow).toBe(false);
    // the author's own feedback does not stop them
    expect(run([[begun], [feedback(), 'alia'], [noShow(true), 'alia']]).state.noShow).toBe(true);
    refuses([[begun], [feedback(), 'omar']], noShow(true), 'interview-no-show-after-feedback', 'alia', INTERVIEW_MESSAGES.noShowAfterFeedback);
  });

  it('refuses a no-show before the interview has begun', () => {
    const noShow = (value: boolean): InterviewCommand => ({ type: 'MarkInterviewNoShow', data: { noShow: value } });
    refuses([[schedule()]], noShow(true), 'interview-no-show-before-start', 'alia', INTERVIEW_MESSAGES.noShowBeforeStart);
    expect(run([[schedule()], [noShow(false), 'alia']]).last).toEqual([]);
  });

  it('answers not found for a command on no interview', () => {
    refuses([], { type: 'CompleteInterview', data: {} }, 'interview-not-found');
  });
});
