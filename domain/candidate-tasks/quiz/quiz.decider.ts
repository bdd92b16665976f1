import { assertNever, type Decider, type DecisionContext } from '../../shared';
import { BIG_FIVE_TRAITS, IPIP_SCALE_MAX, keyedScore, psychometricItem, skillQuestion } from '../quiz-library';
import type { CandidateTaskCompleted, TaskResponseRef, TaskResult } from '../task-response.events';
import { QuizErrors } from './quiz.errors';
import type { QuizAnswerRecorded, QuizEvent, QuizPlan, QuizQuestionServed } from './quiz.events';

/**
 * A candidate's quiz (spec 03 §2.3 "Quiz", §4 "Candidate journey", §5/§8 "Quiz"): instructions and a ticked
 * confirmation start it; questions are served one at a time, each with its own timer kept here (an answer after
 * it is too late: the question is recorded as timed out and the next one served); the candidate submits at the
 * end, or the quiz submits itself at the overall deadline. Time passes without commands, so every decision first
 * catches up with the clock (`catchUp`): the questions whose time ran out since, and the auto-submit.
 */

/** Network latency allowance: an answer arriving this long after its question's time is still taken. */
export const ANSWER_GRACE_MS = 2000;

export type QuizAnswer = { index: number; questionId: string; choice: number | null; timedOut: boolean };

export type QuizState =
  | { status: 'NOT_STARTED' }
  | {
      status: 'IN_PROGRESS' | 'ANSWERED_ALL' | 'COMPLETED';
      ref: TaskResponseRef;
      plan: QuizPlan;
      startedAt: string;
      deadline: string;
      /** Index of the question being asked; the question count once all are answered. */
      current: number;
      servedAt: string | null;
      answerBy: string | null;
      answers: QuizAnswer[];
      result: TaskResult | null;
      qualified: boolean | null;
    };

export type StartedQuiz = Exclude<QuizState, { status: 'NOT_STARTED' }>;

export type QuizCommand =
  | { type: 'StartQuiz'; data: { ref: TaskResponseRef; confirmed: boolean; plan: QuizPlan } }
  | { type: 'AnswerQuizQuestion'; data: { questionId: string; choice: number | null } }
  | { type: 'SubmitQuiz'; data: Record<string, never> }
  | { type: 'AutoSubmitQuiz'; data: Record<string, never> };

const initialState = (): QuizState => ({ status: 'NOT_STARTED' });

const evolve = (state: QuizState, event: QuizEvent): QuizState => {
  switch (event.type) {
    case 'CandidateTaskStarted': {
      const { startedAt, deadline, ...ref } = event.data;
      return {
        status: 'IN_PROGRESS',
        ref,
        plan: { kind: 'SKILL_BASED_TEST', questions: [], secondsPerQuestion: 0, totalSeconds: 0, passPercentage: null, instrument: null },
        startedAt,
        deadline: deadline ?? startedAt,
        current: 0,
        servedAt: null,
        answerBy: null,
        answers: [],
        result: null,
        qualified: null,
      };
    }
    case 'QuizPlanned':
      return state.status === 'NOT_STARTED' ? state : { ...state, plan: event.data.plan };
    case 'QuizQuestionServed':
      return state.status === 'NOT_STARTED' ? state : { ...state, current: event.data.index, servedAt: event.data.servedAt, answerBy: event.data.answerBy };
    case 'QuizAnswerRecorded': {
      if (state.status === 'NOT_STARTED') return state;
      const { index, questionId, choice, timedOut } = event.data;
      const answers = [...state.answers, { index, questionId, choice, timedOut }];
      const done = answers.length >= state.plan.questions.length;
      return { ...state, answers, current: index + 1, servedAt: null, answerBy: null, status: done ? 'ANSWERED_ALL' : state.status };
    }
    case 'CandidateTaskCompleted':
      return state.status === 'NOT_STARTED' ? state : { ...state, status: 'COMPLETED', result: event.data.result, qualified: event.data.qualified };
    default:
      // A newer writer's event type: passed over.
      return state;
  }
};

const iso = (ms: number) => new Date(ms).toISOString();

const served = (state: StartedQuiz, index: number, at: number): QuizQuestionServed => ({
  type: 'QuizQuestionServed',
  data: {
    responseId: state.ref.responseId,
    index,
    questionId: state.plan.questions[index]!.questionId,
    servedAt: iso(at),
    answerBy: iso(Math.min(at + state.plan.secondsPerQuestion * 1000, Date.parse(state.deadline))),
  },
});

const answered = (state: StartedQuiz, choice: number | null, at: number): QuizAnswerRecorded => ({
  type: 'QuizAnswerRecorded',
  data: {
    responseId: state.ref.responseId,
    index: state.current,
    questionId: state.plan.questions[state.current]!.questionId,
    choice,
    timedOut: choice === null,
    answeredAt: iso(at),
  },
});

/** The skill test's score per block (in the wizard's order) or the psychometric test's trait means. */
export const scoreQuiz = (plan: QuizPlan, answers: readonly QuizAnswer[], autoSubmitted: boolean): { result: TaskResult; qualified: boolean | null } => {
  const choiceAt = new Map(answers.map((answer) => [answer.index, answer.choice]));
  if (plan.kind === 'PSYCHOMETRIC_TEST') {
    const sums = new Map<string, { sum: number; count: number }>();
    plan.questions.forEach(({ questionId }, index) => {
      const item = psychometricItem(questionId);
      const choice = choiceAt.get(index);
      if (!item || choice === null || choice === undefined) return;
      const trait = sums.get(item.trait) ?? { sum: 0, count: 0 };
      sums.set(item.trait, { sum: trait.sum + keyedScore(item, choice), count: trait.count + 1 });
    });
    const traits = BIG_FIVE_TRAITS.map((trait) => {
      const total = sums.get(trait);
      // A trait none of whose items was answered has no score: 0, below the scale's 1.
      return { trait, score: total ? Math.round((total.sum / total.count) * 100) / 100 : 0, max: IPIP_SCALE_MAX };
    });
    return { result: { kind: 'PSYCHOMETRIC_TEST', instrument: plan.instrument ?? '', traits, autoSubmitted }, qualified: null };
  }
  const blocks: Array<{ skill: string; correct: number; total: number }> = [];
  plan.questions.forEach(({ questionId, skill }, index) => {
    const name = skill ?? '';
    let block = blocks.find((candidate) => candidate.skill === name);
    if (!block) blocks.push((block = { skill: name, correct: 0, total: 0 }));
    block.total += 1;
    // Unanswered and timed-out questions count as incorrect (spec 03 §9 "Quiz").
    if (choiceAt.get(index) === skillQuestion(questionId)?.correct) block.correct += 1;
  });
  const correct = blocks.reduce((sum, block) => sum + block.correct, 0);
  const total = plan.questions.length;
  const passPercentage = plan.passPercentage ?? 100;
  return {
    result: { kind: 'SKILL_BASED_TEST', correct, total, scorePercent: total === 0 ? 0 : Math.round((correct / total) * 10000) / 100, passPercentage, blocks, autoSubmitted },
    qualified: total > 0 && correct * 100 >= passPercentage * total,
  };
};

const completed = (state: StartedQuiz, at: number, autoSubmitted: boolean): CandidateTaskCompleted => {
  const { result, qualified } = scoreQuiz(state.plan, state.answers, autoSubmitted);
  return { type: 'CandidateTaskCompleted', data: { ...state.ref, completedAt: iso(at), result, qualified } };
};

/**
 * What the clock has decided since the last event: each question whose time ran out is recorded as timed out
 * and the next one served from that moment; at the overall deadline the quiz is auto-submitted. Answers the
 * events and the state after them.
 */
export const catchUp = (state: QuizState, now: Date): { events: QuizEvent[]; state: QuizState } => {
  const events: QuizEvent[] = [];
  let current = state;
  const apply = (event: QuizEvent) => {
    events.push(event);
    current = evolve(current, event);
  };
  const nowMs = now.getTime();
  while (current.status === 'IN_PROGRESS' && current.answerBy !== null && nowMs >= Date.parse(current.answerBy)) {
    const expiredAt = Date.parse(current.answerBy);
    apply(answered(current, null, expiredAt));
    if (current.status === 'IN_PROGRESS') apply(served(current, current.current, expiredAt));
  }
  if ((current.status === 'IN_PROGRESS' || current.status === 'ANSWERED_ALL') && nowMs >= Date.parse(current.deadline)) {
    // Questions never reached by the deadline stay unanswered: they count as incorrect.
    apply(completed(current, Date.parse(current.deadline), true));
  }
  return { events, state: current };
};

const decide = (command: QuizCommand, state: QuizState, context: DecisionContext): QuizEvent[] => {
  const now = context.now.getTime();
  switch (command.type) {
    case 'StartQuiz': {
      if (state.status !== 'NOT_STARTED') throw QuizErrors.alreadyStarted();
      if (!command.data.confirmed) throw QuizErrors.confirmationRequired();
      const { ref, plan } = command.data;
      if (plan.questions.length === 0) throw QuizErrors.noQuestions();
      const deadline = iso(now + plan.totalSeconds * 1000);
      const events: QuizEvent[] = [
        { type: 'CandidateTaskStarted', data: { ...ref, startedAt: iso(now), deadline } },
        { type: 'QuizPlanned', data: { responseId: ref.responseId, plan } },
      ];
      const started = events.reduce(evolve, state) as StartedQuiz;
      return [...events, served(started, 0, now)];
    }
    case 'AnswerQuizQuestion': {
      if (state.status === 'NOT_STARTED') throw QuizErrors.notStarted();
      if (state.status === 'COMPLETED') throw QuizErrors.completed();
      const asked = state.status === 'IN_PROGRESS' ? state.plan.questions[state.current] : undefined;
      const isAsked = asked?.questionId === command.data.questionId;
      if (isAsked && state.answerBy !== null && now <= Date.parse(state.answerBy) + ANSWER_GRACE_MS) {
        const { choice } = command.data;
        if (choice === null) throw QuizErrors.chooseAnswer();
        if (!Number.isInteger(choice) || choice < 0 || choice >= optionCount(state.plan, asked.questionId)) throw QuizErrors.chooseAnswer();
        const answer = answered(state, choice, now);
        const after = evolve(state, answer) as StartedQuiz;
        const events: QuizEvent[] = [answer];
        if (after.status === 'IN_PROGRESS') events.push(served(after, after.current, now));
        return [...events, ...catchUp(events.slice(1).reduce(evolve, after), context.now).events];
      }
      // Too late for the question asked (it is recorded as timed out), or not the question being asked at all.
      const caught = catchUp(state, context.now);
      const timedOut = caught.events.some((event) => event.type === 'QuizAnswerRecorded' && event.data.questionId === command.data.questionId && event.data.timedOut);
      if (!isAsked || !timedOut) throw QuizErrors.notServed();
      return caught.events;
    }
    case 'SubmitQuiz': {
      if (state.status === 'NOT_STARTED') throw QuizErrors.notStarted();
      if (state.status === 'COMPLETED') throw QuizErrors.completed();
      const caught = catchUp(state, context.now);
      if (caught.state.status === 'COMPLETED') return caught.events;
      if (caught.state.status !== 'ANSWERED_ALL') throw QuizErrors.notFinished();
      return [...caught.events, completed(caught.state, now, false)];
    }
    case 'AutoSubmitQuiz':
      // The time-limit workflow at the deadline: whatever the clock has decided, nothing when already submitted.
      return state.status === 'NOT_STARTED' || state.status === 'COMPLETED' ? [] : catchUp(state, context.now).events;
    default:
      return assertNever(command);
  }
};

/** How many options the question offers: its library's, or the IPIP's five. */
export const optionCount = (plan: QuizPlan, questionId: string): number =>
  plan.kind === 'PSYCHOMETRIC_TEST' ? IPIP_SCALE_MAX : (skillQuestion(questionId)?.options.length ?? 0);

export const quizDecider: Decider<QuizState, QuizCommand, QuizEvent> = { initialState, evolve, decide };
