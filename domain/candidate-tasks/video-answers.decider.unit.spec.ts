import { foldEvents, type DecisionContext, type DomainEvent } from '../shared';
import type { TaskResponseRef } from './task-response.events';
import { takesAllowed, videoAnswersDecider, type VideoAnswerCommand, type VideoAnswersState } from './video-answers.decider';
import {
  answerDurationError,
  answerUploadError,
  ANSWER_SECONDS_GRACE,
  MAX_ANSWER_BYTES,
  MAX_ANSWER_SECONDS,
  mediaKindOfContentType,
  VIDEO_ANSWER_MESSAGES,
  type VideoQuestionsTask,
} from './video-answers';

const context: DecisionContext = { now: new Date('2026-11-24T08:00:00Z'), actor: { kind: 'candidate', id: 'c-1', name: 'Candidate' }, companyId: 'co-1' };

const task: VideoQuestionsTask = {
  id: 'task-1',
  type: 'VIDEO_QUESTIONS',
  questions: [
    { id: 'q-1', title: 'Tell us about yourself', retakes: 1 },
    { id: 'q-2', title: 'Say hello', retakes: 2, media: 'AUDIO' },
  ],
};

const ref: TaskResponseRef = {
  responseId: 'r-1',
  applicationId: 'a-1',
  candidateId: 'cand-1',
  jobId: 'j-1',
  stageId: 's-1',
  taskId: 'task-1',
  taskType: 'VIDEO_QUESTIONS',
};

const run = (commands: VideoAnswerCommand[]): { state: VideoAnswersState; events: DomainEvent[] } => {
  let state = videoAnswersDecider.initialState();
  const events: DomainEvent[] = [];
  for (const command of commands) {
    const decided = videoAnswersDecider.decide(command, state, context);
    events.push(...decided);
    state = foldEvents(videoAnswersDecider.evolve, state, decided);
  }
  return { state, events };
};

const take = (questionId: string, fileId: string, media: 'VIDEO' | 'AUDIO' | 'PHOTO' = questionId === 'q-2' ? 'AUDIO' : 'VIDEO'): VideoAnswerCommand => ({
  type: 'RecordVideoAnswerTake',
  data: { ref, task, questionId, fileId, media },
});
const start: VideoAnswerCommand = { type: 'StartVideoAnswers', data: { ref } };
const submit: VideoAnswerCommand = { type: 'SubmitVideoAnswers', data: { ref, task } };

describe('video answers decider', () => {
  it('starts once: opening the page again records nothing', () => {
    const { events } = run([start, start]);
    expect(events.map((event) => event.type)).toEqual(['CandidateTaskStarted']);
    expect(events[0]!.data).toMatchObject({ ...ref, deadline: null, startedAt: '2026-11-24T08:00:00.000Z' });
  });

  it('records real takes up to the first take plus the question’s retakes, then refuses', () => {
    expect(takesAllowed({ retakes: 1 })).toBe(2);
    const { state, events } = run([start, take('q-1', 'f-1'), take('q-1', 'f-2')]);
    expect(events.filter((event) => event.type === 'VideoAnswerTakeRecorded').map((event) => (event.data as { take: number }).take)).toEqual([1, 2]);
    expect(state.questions['q-1']).toMatchObject({ keptFileId: 'f-2' });
    expect(() => videoAnswersDecider.decide(take('q-1', 'f-3'), state, context)).toThrow(expect.objectContaining({ code: 'video-answer-no-retakes-left' }));
  });

  it('records a retried upload of the same take once', () => {
    const { state } = run([start, take('q-1', 'f-1')]);
    expect(videoAnswersDecider.decide(take('q-1', 'f-1'), state, context)).toEqual([]);
  });

  it('starts the task with the first take when the page did not', () => {
    const { events } = run([take('q-1', 'f-1')]);
    expect(events.map((event) => event.type)).toEqual(['CandidateTaskStarted', 'VideoAnswerTakeRecorded']);
  });

  it('refuses a take of another media kind than the question asks for (old configs ask for video)', () => {
    const { state } = run([start]);
    expect(() => videoAnswersDecider.decide(take('q-1', 'f-1', 'AUDIO'), state, context)).toThrow(VIDEO_ANSWER_MESSAGES.wrongMedia);
    expect(() => videoAnswersDecider.decide(take('q-2', 'f-1', 'VIDEO'), state, context)).toThrow(VIDEO_ANSWER_MESSAGES.wrongMedia);
    expect(() => videoAnswersDecider.decide(take('q-9', 'f-1'), state, context)).toThrow(expect.objectContaining({ code: 'video-answer-unknown-question' }));
  });

  it('keeps the take the candidate chooses, and only one of theirs', () => {
    const { state, events } = run([start, take('q-1', 'f-1'), take('q-1', 'f-2'), { type: 'ChooseVideoAnswerTake', data: { questionId: 'q-1', fileId: 'f-1' } }]);
    expect(events.at(-1)).toEqual({ type: 'VideoAnswerTakeChosen', data: { responseId: 'r-1', questionId: 'q-1', fileId: 'f-1' } });
    expect(state.questions['q-1']!.keptFileId).toBe('f-1');
    expect(() => videoAnswersDecider.decide({ type: 'ChooseVideoAnswerTake', data: { questionId: 'q-1', fileId: 'f-other' } }, state, context)).toThrow(
      VIDEO_ANSWER_MESSAGES.unknownTake,
    );
  });

  it('refuses to submit before every question is answered', () => {
    const { state } = run([start, take('q-1', 'f-1')]);
    expect(() => videoAnswersDecider.decide(submit, state, context)).toThrow(VIDEO_ANSWER_MESSAGES.unanswered);
  });

  it('submits the kept takes as CandidateTaskCompleted, then takes nothing more', () => {
    const { state, events } = run([
      start,
      take('q-1', 'f-1'),
      take('q-1', 'f-2'),
      { type: 'ChooseVideoAnswerTake', data: { questionId: 'q-1', fileId: 'f-1' } },
      take('q-2', 'f-3'),
      submit,
    ]);
    expect(events.at(-1)).toEqual({
      type: 'CandidateTaskCompleted',
      data: {
        ...ref,
        completedAt: '2026-11-24T08:00:00.000Z',
        qualified: null,
        result: {
          kind: 'VIDEO_QUESTIONS',
          answers: [
            { questionId: 'q-1', title: 'Tell us about yourself', fileId: 'f-1', media: 'VIDEO', takesUsed: 2 },
            { questionId: 'q-2', title: 'Say hello', fileId: 'f-3', media: 'AUDIO', takesUsed: 1 },
          ],
        },
      },
    });
    expect(state.status).toBe('COMPLETED');
    expect(() => videoAnswersDecider.decide(take('q-2', 'f-4'), state, context)).toThrow(VIDEO_ANSWER_MESSAGES.alreadySubmitted);
    expect(() => videoAnswersDecider.decide(submit, state, context)).toThrow(VIDEO_ANSWER_MESSAGES.alreadySubmitted);
  });

  it('reads past event types it does not know', () => {
    const state = videoAnswersDecider.evolve(videoAnswersDecider.initialState(), { type: 'SomethingNewer', data: {} } as never);
    expect(state).toEqual(videoAnswersDecider.initialState());
  });
});

describe('answer upload rules', () => {
  it('tells the media kind from the declared type, codecs and case aside', () => {
    expect(mediaKindOfContentType('video/webm;codecs=vp8,opus')).toBe('VIDEO');
    expect(mediaKindOfContentType('Audio/Ogg')).toBe('AUDIO');
    expect(mediaKindOfContentType('image/png')).toBe('PHOTO');
    expect(mediaKindOfContentType('application/pdf')).toBeNull();
  });

  it('refuses another type, an empty file and one over the kind’s limit', () => {
    expect(answerUploadError('VIDEO', 'video/mp4', 1000)).toBeNull();
    expect(answerUploadError('VIDEO', 'audio/webm', 1000)?.message).toBe(VIDEO_ANSWER_MESSAGES.wrongMedia);
    expect(answerUploadError('PHOTO', 'image/gif', 1000)?.message).toBe(VIDEO_ANSWER_MESSAGES.wrongMedia);
    expect(answerUploadError('AUDIO', 'audio/webm', 0)?.message).toBe(VIDEO_ANSWER_MESSAGES.wrongMedia);
    expect(answerUploadError('PHOTO', 'image/jpeg', MAX_ANSWER_BYTES.PHOTO + 1)?.message).toBe(VIDEO_ANSWER_MESSAGES.tooLarge);
  });

  it('refuses a recording longer than an answer may be, past the recorder’s few seconds of slack', () => {
    const limit = MAX_ANSWER_SECONDS + ANSWER_SECONDS_GRACE;
    expect(answerDurationError('VIDEO', MAX_ANSWER_SECONDS)).toBeNull();
    expect(answerDurationError('AUDIO', limit)).toBeNull();
    expect(answerDurationError('VIDEO', limit + 0.1)).toMatchObject({ code: 'video-answer-too-long', message: VIDEO_ANSWER_MESSAGES.tooLong });
    expect(answerDurationError('AUDIO', 600)?.code).toBe('video-answer-too-long');
    // A photo has no length; an unreadable length is left to the size limit.
    expect(answerDurationError('PHOTO', 600)).toBeNull();
    expect(answerDurationError('VIDEO', null)).toBeNull();
  });
});
