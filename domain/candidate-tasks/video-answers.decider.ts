import type { MediaKind } from './task-response.events';
import { eventCatalogue, type Command, type Decider, type DecisionContext, type DomainEvent } from '../shared';
import {
  candidateTaskLifecycleEvents,
  type CandidateTaskLifecycleEvent,
  type TaskResponseRef,
} from './task-response.events';
import { mediaOfQuestion, VideoAnswerErrors, type VideoQuestionsTask } from './video-answers';

/**
 * One real take of a question, uploaded and kept as an application file. Practice recordings never reach the
 * server, so they never count. `take` is 1 for the first recording, 2 for the first retake, and so on.
 */
export type VideoAnswerTakeRecorded = DomainEvent<
  'VideoAnswerTakeRecorded',
  { responseId: string; applicationId: string; questionId: string; fileId: string; media: MediaKind; take: number; recordedAt: string }
>;

/** The candidate chose which of a question's takes to submit (the latest take is kept until they choose). */
export type VideoAnswerTakeChosen = DomainEvent<'VideoAnswerTakeChosen', { responseId: string; questionId: string; fileId: string }>;

export type VideoAnswerEvent = VideoAnswerTakeRecorded | VideoAnswerTakeChosen;
export const videoAnswerEvents = eventCatalogue<VideoAnswerEvent>({ VideoAnswerTakeRecorded: true, VideoAnswerTakeChosen: true });

export type StartVideoAnswers = Command<'StartVideoAnswers', { ref: TaskResponseRef }>;
export type RecordVideoAnswerTake = Command<
  'RecordVideoAnswerTake',
  { ref: TaskResponseRef; task: VideoQuestionsTask; questionId: string; fileId: string; media: MediaKind }
>;
export type ChooseVideoAnswerTake = Command<'ChooseVideoAnswerTake', { questionId: string; fileId: string }>;
export type SubmitVideoAnswers = Command<'SubmitVideoAnswers', { ref: TaskResponseRef; task: VideoQuestionsTask }>;
export type VideoAnswerCommand = StartVideoAnswers | RecordVideoAnswerTake | ChooseVideoAnswerTake | SubmitVideoAnswers;

export type VideoAnswerTake = { fileId: string; take: number; media: MediaKind; recordedAt: string };

export type VideoAnswersState = {
  status: 'NOT_STARTED' | 'STARTED' | 'COMPLETED';
  responseId: string | null;
  /** Per question id: its real takes, oldest first, and the one the candidate keeps (the latest until chosen). */
  questions: Record<string, { takes: VideoAnswerTake[]; keptFileId: string | null }>;
};

/** A retake is a recording after the first: a question with `retakes` 2 takes three real recordings at most. */
export const takesAllowed = (question: { retakes: number }): number => 1 + question.retakes;

export const takesUsed = (state: VideoAnswersState, questionId: string): number => state.questions[questionId]?.takes.length ?? 0;

const initialState = (): VideoAnswersState => ({ status: 'NOT_STARTED', responseId: null, questions: {} });

const evolve = (state: VideoAnswersState, event: CandidateTaskLifecycleEvent | VideoAnswerEvent | DomainEvent): VideoAnswersState => {
  if (candidateTaskLifecycleEvents.includes(event)) {
    if (event.type === 'CandidateTaskStarted')
      return state.status === 'NOT_STARTED' ? { ...state, status: 'STARTED', responseId: event.data.responseId } : state;
    return { ...state, status: 'COMPLETED' };
  }
  // A newer writer's event type: read past it.
  if (!videoAnswerEvents.includes(event)) return state;
  const { questionId } = event.data;
  const question = state.questions[questionId] ?? { takes: [], keptFileId: null };
  if (event.type === 'VideoAnswerTakeRecorded') {
    const { fileId, take, media, recordedAt } = event.data;
    return { ...state, questions: { ...state.questions, [questionId]: { takes: [...question.takes, { fileId, take, media, recordedAt }], keptFileId: fileId } } };
  }
  return { ...state, questions: { ...state.questions, [questionId]: { ...question, keptFileId: event.data.fileId } } };
};

const started = (ref: TaskResponseRef, context: DecisionContext): CandidateTaskLifecycleEvent => ({
  type: 'CandidateTaskStarted',
  data: { ...ref, startedAt: context.now.toISOString(), deadline: null },
});

const questionOf = (task: VideoQuestionsTask, questionId: string) => {
  const question = task.questions.find((candidate) => candidate.id === questionId);
  if (!question) throw VideoAnswerErrors.unknownQuestion();
  return question;
};

const decide = (command: VideoAnswerCommand, state: VideoAnswersState, context: DecisionContext): Array<CandidateTaskLifecycleEvent | VideoAnswerEvent> => {
  if (command.type === 'StartVideoAnswers') return state.status === 'NOT_STARTED' ? [started(command.data.ref, context)] : [];
  if (state.status === 'COMPLETED') throw VideoAnswerErrors.alreadySubmitted();
  switch (command.type) {
    case 'RecordVideoAnswerTake': {
      const { ref, task, questionId, fileId, media } = command.data;
      const question = questionOf(task, questionId);
      if (media !== mediaOfQuestion(question)) throw VideoAnswerErrors.wrongMedia();
      const previous = state.questions[questionId]?.takes ?? [];
      // A retried upload of the same take records nothing twice.
      if (previous.some((take) => take.fileId === fileId)) return [];
      if (previous.length >= takesAllowed(question)) throw VideoAnswerErrors.noRetakesLeft();
      return [
        ...(state.status === 'NOT_STARTED' ? [started(ref, context)] : []),
        {
          type: 'VideoAnswerTakeRecorded',
          data: { responseId: ref.responseId, applicationId: ref.applicationId, questionId, fileId, media, take: previous.length + 1, recordedAt: context.now.toISOString() },
        },
      ];
    }
    case 'ChooseVideoAnswerTake': {
      const { questionId, fileId } = command.data;
      const question = state.questions[questionId];
      if (!question || !question.takes.some((take) => take.fileId === fileId)) throw VideoAnswerErrors.unknownTake();
      if (question.keptFileId === fileId) return [];
      return [{ type: 'VideoAnswerTakeChosen', data: { responseId: state.responseId!, questionId, fileId } }];
    }
    case 'SubmitVideoAnswers': {
      const { ref, task } = command.data;
      const answers = task.questions.map((question) => {
        const answered = state.questions[question.id];
        const kept = answered?.takes.find((take) => take.fileId === answered.keptFileId);
        if (!answered || !kept) throw VideoAnswerErrors.unanswered();
        return { questionId: question.id, title: question.title, fileId: kept.fileId, media: kept.media, takesUsed: answered.takes.length };
      });
      if (answers.length === 0) throw VideoAnswerErrors.unanswered();
      return [
        ...(state.status === 'NOT_STARTED' ? [started(ref, context)] : []),
        { type: 'CandidateTaskCompleted', data: { ...ref, completedAt: context.now.toISOString(), result: { kind: 'VIDEO_QUESTIONS', answers }, qualified: null } },
      ];
    }
  }
};

/**
 * A candidate's video, audio or photo answers to a VIDEO_QUESTIONS task (spec 03 §2.3 "Video interview", §4
 * "Video answers"; 02 §3.4): started when opened; each real take uploaded is recorded, up to the question's
 * first take plus its retakes; the candidate keeps one take per question; submitting needs every question
 * answered and completes the task (which turns 'received partially' into received, COMPLETES_RECEIPT).
 */
export const videoAnswersDecider: Decider<VideoAnswersState, VideoAnswerCommand, CandidateTaskLifecycleEvent | VideoAnswerEvent> = {
  initialState,
  evolve,
  decide,
};
