import type { CandidateTask } from '../../jobs/candidate-tasks';
import type { DecisionContext } from '../../shared';
import { IPIP_BIG_FIVE_ITEMS, SKILL_LIBRARY, skillQuestion } from '../quiz-library';
import type { TaskResponseRef } from '../task-response.events';
import { ANSWER_GRACE_MS, quizDecider, type QuizCommand, type QuizState } from './quiz.decider';
import type { QuizEvent } from './quiz.events';
import { planQuiz } from './quiz-plan';
import { quizView } from './quiz.view';

const REF: TaskResponseRef = { responseId: 'r-1', applicationId: 'a-1', candidateId: 'c-1', jobId: 'j-1', stageId: 's-1', taskId: 't-1', taskType: 'SKILL_BASED_TEST' };
const T0 = Date.parse('2026-11-24T08:00:00.000Z');
const at = (seconds: number): DecisionContext => ({ now: new Date(T0 + seconds * 1000), actor: { kind: 'candidate', id: 'u-1', name: 'Candidate' }, companyId: 'co-1' });
const fold = (events: QuizEvent[]): QuizState => events.reduce(quizDecider.evolve, quizDecider.initialState());

// 2 TypeScript + 1 SQL questions in 3 minutes: 60 seconds each.
const skillTask: Extract<CandidateTask, { type: 'SKILL_BASED_TEST' }> = {
  id: 't-1',
  type: 'SKILL_BASED_TEST',
  skillBlocks: [
    { skill: 'TypeScript', questionCount: 2 },
    { skill: 'sql', questionCount: 1 },
  ],
  passPercentage: 60,
  allowedMinutes: 3,
};
const firstPick = () => 0;

/** A history and a way to run commands on it at a moment (seconds after T0), keeping what they append. */
const quiz = (task: CandidateTask & { type: 'SKILL_BASED_TEST' | 'PSYCHOMETRIC_TEST' } = skillTask, ref = REF) => {
  const history: QuizEvent[] = [];
  const run = (command: QuizCommand, seconds: number) => {
    const events = quizDecider.decide(command, fold(history), at(seconds));
    history.push(...events);
    return events;
  };
  run({ type: 'StartQuiz', data: { ref, confirmed: true, plan: planQuiz(task, firstPick) } }, 0);
  const asked = (seconds: number) => quizView(fold(history), new Date(T0 + seconds * 1000))!.current!;
  const answer = (choice: number | null, seconds: number, questionId = asked(seconds).questionId) => run({ type: 'AnswerQuizQuestion', data: { questionId, choice } }, seconds);
  const correctOf = (seconds: number) => skillQuestion(asked(seconds).questionId)!.correct;
  return { history, run, asked, answer, correctOf, state: () => fold(history) };
};

describe('quiz library', () => {
  it('ships at least 10 multiple-choice questions per skill block, each with a valid correct option and a unique id', () => {
    const ids = SKILL_LIBRARY.flatMap((block) => block.questions.map((question) => question.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const block of SKILL_LIBRARY) {
      expect(block.questions.length).toBeGreaterThanOrEqual(10);
      for (const question of block.questions) expect(question.correct).toBeLessThan(question.options.length);
    }
  });

  it('ships the 50 IPIP Big-Five markers, 10 per trait', () => {
    expect(IPIP_BIG_FIVE_ITEMS).toHaveLength(50);
    const perTrait = new Map<string, number>();
    for (const item of IPIP_BIG_FIVE_ITEMS) perTrait.set(item.trait, (perTrait.get(item.trait) ?? 0) + 1);
    expect([...perTrait.values()]).toEqual([10, 10, 10, 10, 10]);
  });
});

describe('planQuiz', () => {
  it('draws each block’s count from its library block with the random source given, without repeats, and shares the minutes', () => {
    const plan = planQuiz({ ...skillTask, skillBlocks: [{ skill: 'TypeScript', questionCount: 3 }, { skill: ' TS ', questionCount: 3 }] }, (n) => n - 1);
    const ids = plan.questions.map((question) => question.questionId);
    expect(ids.every((id) => id.startsWith('ts-'))).toBe(true);
    expect(new Set(ids).size).toBe(6);
    expect(plan).toMatchObject({ kind: 'SKILL_BASED_TEST', secondsPerQuestion: 30, totalSeconds: 180, passPercentage: 60 });
  });

  it('clamps a block to the questions its library block has and draws an unknown skill from General aptitude', () => {
    const plan = planQuiz({ ...skillTask, skillBlocks: [{ skill: 'Underwater basket weaving', questionCount: 100 }] }, firstPick);
    expect(plan.questions).toHaveLength(10);
    expect(plan.questions.every((question) => question.questionId.startsWith('ga-') && question.skill === 'Underwater basket weaving')).toBe(true);
  });

  it('gives the psychometric test every IPIP item, a generous minute each', () => {
    expect(planQuiz({ id: 't', type: 'PSYCHOMETRIC_TEST', testName: 'Big Five' }, firstPick)).toMatchObject({ kind: 'PSYCHOMETRIC_TEST', secondsPerQuestion: 60, totalSeconds: 3000, passPercentage: null });
  });
});

describe('quiz decider', () => {
  it('refuses to start until the confirmation is ticked, then starts with the deadline at the allowed minutes and serves the first question', () => {
    const plan = planQuiz(skillTask, firstPick);
    expect(() => quizDecider.decide({ type: 'StartQuiz', data: { ref: REF, confirmed: false, plan } }, fold([]), at(0))).toThrow(
      expect.objectContaining({ code: 'quiz-confirmation-required' }),
    );
    const { history } = quiz();
    expect(history.map((event) => event.type)).toEqual(['CandidateTaskStarted', 'QuizPlanned', 'QuizQuestionServed']);
    expect(history[0]!.data).toMatchObject({ ...REF, deadline: '2026-11-24T08:03:00.000Z' });
    expect(history[2]!.data).toMatchObject({ index: 0, answerBy: '2026-11-24T08:01:00.000Z' });
  });

  it('refuses a second start', () => {
    const { run } = quiz();
    expect(() => run({ type: 'StartQuiz', data: { ref: REF, confirmed: true, plan: planQuiz(skillTask, firstPick) } }, 5)).toThrow(expect.objectContaining({ code: 'quiz-already-started' }));
  });

  it('answers "Please choose the answer before submitting" when no option is chosen, and refuses an option that does not exist', () => {
    const { answer } = quiz();
    expect(() => answer(null, 10)).toThrow('Please choose the answer before submitting');
    expect(() => answer(9, 10)).toThrow('Please choose the answer before submitting');
  });

  it('refuses an answer for a question that is not being served', () => {
    const { answer, asked } = quiz();
    const other = SKILL_LIBRARY[0]!.questions[0]!.id;
    expect(other).not.toBe(asked(1).questionId);
    expect(() => answer(0, 1, other)).toThrow(expect.objectContaining({ code: 'quiz-question-not-served' }));
  });

  it('serves questions one at a time and scores per block at the submit: 2 of 3 right passes 60 %', () => {
    const { answer, correctOf, run, asked } = quiz();
    answer(correctOf(5), 5);
    expect(asked(6)).toMatchObject({ index: 1, remainingSeconds: 59 });
    answer(correctOf(10), 10);
    const wrong = (correctOf(20) + 1) % 4;
    answer(wrong, 20);
    expect(() => run({ type: 'AnswerQuizQuestion', data: { questionId: 'ts-01', choice: 0 } }, 21)).toThrow(expect.objectContaining({ code: 'quiz-question-not-served' }));
    const [completed] = run({ type: 'SubmitQuiz', data: {} }, 25);
    expect(completed).toMatchObject({
      type: 'CandidateTaskCompleted',
      data: {
        ...REF,
        qualified: true,
        result: { kind: 'SKILL_BASED_TEST', correct: 2, total: 3, scorePercent: 66.67, passPercentage: 60, autoSubmitted: false, blocks: [{ skill: 'TypeScript', correct: 2, total: 2 }, { skill: 'sql', correct: 0, total: 1 }] },
      },
    });
    expect(() => run({ type: 'SubmitQuiz', data: {} }, 26)).toThrow(expect.objectContaining({ code: 'quiz-completed' }));
  });

  it('refuses a submit before the last question', () => {
    const { run } = quiz();
    expect(() => run({ type: 'SubmitQuiz', data: {} }, 5)).toThrow(expect.objectContaining({ code: 'quiz-not-finished' }));
  });

  it('records an answer after the question’s time as timed out and moves on (the next question served when the time ran out)', () => {
    const { answer, correctOf, asked, history } = quiz();
    const first = asked(0).questionId;
    const late = answer(correctOf(0), 60 + ANSWER_GRACE_MS / 1000 + 1, first);
    expect(late).toEqual([
      { type: 'QuizAnswerRecorded', data: expect.objectContaining({ index: 0, questionId: first, choice: null, timedOut: true, answeredAt: '2026-11-24T08:01:00.000Z' }) },
      { type: 'QuizQuestionServed', data: expect.objectContaining({ index: 1, servedAt: '2026-11-24T08:01:00.000Z', answerBy: '2026-11-24T08:02:00.000Z' }) },
    ]);
    expect(asked(63)).toMatchObject({ index: 1, remainingSeconds: 57 });
    expect(history).toHaveLength(5);
  });

  it('takes an answer within the grace after the timer (latency), on the server’s clock', () => {
    const { answer, correctOf, asked } = quiz();
    expect(answer(correctOf(0), 61, asked(0).questionId)[0]).toMatchObject({ type: 'QuizAnswerRecorded', data: { timedOut: false } });
  });

  it('auto-submits at the overall limit: unanswered questions count as incorrect; the view shows the end', () => {
    const { answer, correctOf, run, state } = quiz();
    answer(correctOf(5), 5);
    const events = run({ type: 'AutoSubmitQuiz', data: {} }, 180);
    expect(events.map((event) => event.type)).toEqual(['QuizAnswerRecorded', 'QuizQuestionServed', 'QuizAnswerRecorded', 'CandidateTaskCompleted']);
    expect(events.at(-1)).toMatchObject({ data: { completedAt: '2026-11-24T08:03:00.000Z', qualified: false, result: { correct: 1, total: 3, autoSubmitted: true } } });
    expect(quizView(state(), new Date(T0 + 200_000))).toMatchObject({ status: 'COMPLETED', autoSubmitted: true, current: null });
    expect(run({ type: 'AutoSubmitQuiz', data: {} }, 181)).toEqual([]);
  });

  it('auto-submits through any command after the deadline, and the view catches up without writing', () => {
    const { run, state } = quiz();
    expect(quizView(state(), new Date(T0 + 500_000))).toMatchObject({ status: 'COMPLETED', answeredCount: 3, autoSubmitted: true });
    expect(run({ type: 'SubmitQuiz', data: {} }, 500).at(-1)).toMatchObject({ type: 'CandidateTaskCompleted', data: { result: { autoSubmitted: true, correct: 0 } } });
  });

  it('never shows the correct option: the view carries the question’s text and options only', () => {
    const { state } = quiz();
    const view = quizView(state(), new Date(T0 + 1000))!;
    expect(view).toMatchObject({ status: 'IN_PROGRESS', questionCount: 3, secondsPerQuestion: 60, answeredCount: 0 });
    expect(Object.keys(view.current!).sort()).toEqual(['index', 'options', 'questionId', 'remainingSeconds', 'scale', 'text']);
    expect(JSON.stringify(view)).not.toMatch(/correct|keyed/);
  });

  it('scores the psychometric test per trait with reverse keying; it does not judge', () => {
    const ref = { ...REF, taskType: 'PSYCHOMETRIC_TEST' as const };
    const { answer, run, asked } = quiz({ id: 't-1', type: 'PSYCHOMETRIC_TEST', testName: 'Big Five' }, ref);
    expect(asked(0)).toMatchObject({ text: 'Am the life of the party.', scale: 'LIKERT_5', options: expect.arrayContaining(['Very accurate']) });
    // "Very accurate" (option 4) to every item: + items score 5, - items score 1.
    for (let index = 0; index < 50; index += 1) answer(4, index + 1);
    const [completed] = run({ type: 'SubmitQuiz', data: {} }, 60);
    expect(completed).toMatchObject({ type: 'CandidateTaskCompleted', data: { qualified: null, result: { kind: 'PSYCHOMETRIC_TEST', autoSubmitted: false } } });
    const traits = (completed!.data as { result: { traits: Array<{ trait: string; score: number; max: number }> } }).result.traits;
    // Extraversion: 5 + and 5 - items → (5×5 + 5×1) / 10 = 3; Emotional Stability: 2 + and 8 - → (10 + 8) / 10 = 1.8; Intellect: 7 + and 3 - → 3.8.
    expect(traits).toEqual([
      { trait: 'Extraversion', score: 3, max: 5 },
      { trait: 'Agreeableness', score: 3.4, max: 5 },
      { trait: 'Conscientiousness', score: 3.4, max: 5 },
      { trait: 'Emotional Stability', score: 1.8, max: 5 },
      { trait: 'Intellect/Imagination', score: 3.8, max: 5 },
    ]);
  });

  it('passes over an event type it does not know', () => {
    const { history } = quiz();
    const state = [...history, { type: 'SomethingNewer', data: {} } as unknown as QuizEvent].reduce(quizDecider.evolve, quizDecider.initialState());
    expect(state).toEqual(fold(history));
  });
});
