import type { DecisionContext } from '../../shared';
import { quizDecider, type QuizState } from '../quiz/quiz.decider';
import type { QuizEvent } from '../quiz/quiz.events';
import { planQuiz } from '../quiz/quiz-plan';
import { quizView } from '../quiz/quiz.view';
import type { TaskResponseRef } from '../task-response.events';
import { IPIP_BIG_FIVE_ITEMS, IPIP_BIG_FIVE_ARABIC, SKILL_LIBRARY, SKILL_LIBRARY_ARABIC, skillQuestion } from '.';

const ARABIC_LETTER = /[\u0600-\u06FF]/;
const QUESTIONS = SKILL_LIBRARY.flatMap((block) => block.questions);

describe('the quiz library in Arabic', () => {
  it('words every IPIP item in Arabic, by the instrument’s own ids and no others', () => {
    expect(Object.keys(IPIP_BIG_FIVE_ARABIC).sort()).toEqual(IPIP_BIG_FIVE_ITEMS.map((item) => item.id).sort());
    for (const item of IPIP_BIG_FIVE_ITEMS) expect([item.id, ARABIC_LETTER.test(IPIP_BIG_FIVE_ARABIC[item.id] ?? '')]).toEqual([item.id, true]);
  });

  it('words every library question in Arabic with as many options, in the same order, by the library’s ids and no others', () => {
    expect(Object.keys(SKILL_LIBRARY_ARABIC).sort()).toEqual(QUESTIONS.map((question) => question.id).sort());
    for (const question of QUESTIONS) {
      const [text, options] = SKILL_LIBRARY_ARABIC[question.id]!;
      expect([question.id, ARABIC_LETTER.test(text), options.length, new Set(options).size]).toEqual([question.id, true, question.options.length, question.options.length]);
      // Options that are words are translated; code and numbers stay as written.
      for (const [index, option] of options.entries()) if (ARABIC_LETTER.test(option)) expect(option).not.toBe(question.options[index]);
    }
  });
});

const REF: TaskResponseRef = { responseId: 'r-1', applicationId: 'a-1', candidateId: 'c-1', jobId: 'j-1', stageId: 's-1', taskId: 't-1', taskType: 'PSYCHOMETRIC_TEST' };
const T0 = Date.parse('2026-11-24T08:00:00.000Z');
const at = (seconds: number): DecisionContext => ({ now: new Date(T0 + seconds * 1000), actor: { kind: 'candidate', id: 'u-1', name: 'Candidate' }, companyId: 'co-1' });
const fold = (events: QuizEvent[]): QuizState => events.reduce(quizDecider.evolve, quizDecider.initialState());

/** A quiz answered from the view in `language`: each question the view shows gets `choose(view's question)`. */
const takeIn = (language: 'en' | 'ar', task: Parameters<typeof planQuiz>[0], choose: (questionId: string, options: string[]) => number) => {
  const history: QuizEvent[] = [];
  const run = (command: Parameters<typeof quizDecider.decide>[0], seconds: number) => history.push(...quizDecider.decide(command, fold(history), at(seconds)));
  run({ type: 'StartQuiz', data: { ref: { ...REF, taskType: task.type }, confirmed: true, plan: planQuiz(task, () => 0) } }, 0);
  const shown: string[] = [];
  for (let second = 1; ; second += 1) {
    const current = quizView(fold(history), new Date(T0 + second * 1000), language)?.current;
    if (!current) break;
    shown.push(current.text, ...current.options);
    run({ type: 'AnswerQuizQuestion', data: { questionId: current.questionId, choice: choose(current.questionId, current.options) } }, second);
  }
  run({ type: 'SubmitQuiz', data: {} }, 999);
  const state = fold(history);
  return { shown, result: state.status === 'NOT_STARTED' ? null : state.result };
};

describe('the quiz view in the candidate’s language', () => {
  const psychometric = { id: 't-1', type: 'PSYCHOMETRIC_TEST' as const, testName: 'Big Five' };
  const skill = { id: 't-1', type: 'SKILL_BASED_TEST' as const, skillBlocks: [{ skill: 'SQL', questionCount: 3 }, { skill: 'Excel', questionCount: 2 }], passPercentage: 60, allowedMinutes: 10 };

  it('shows the IPIP items in Arabic to an Arabic page and in English otherwise; the trait scores are the same', () => {
    const rating = (questionId: string) => Number(questionId.slice(-1)) % 5;
    const arabic = takeIn('ar', psychometric, rating);
    const english = takeIn('en', psychometric, rating);
    expect(arabic.shown.filter((text) => IPIP_BIG_FIVE_ITEMS.some((item) => IPIP_BIG_FIVE_ARABIC[item.id] === text))).toHaveLength(IPIP_BIG_FIVE_ITEMS.length);
    expect(english.shown.filter((text) => IPIP_BIG_FIVE_ITEMS.some((item) => item.text === text))).toHaveLength(IPIP_BIG_FIVE_ITEMS.length);
    expect(arabic.result).toEqual(english.result);
  });

  it('shows library questions and options in Arabic to an Arabic page; choosing the Arabic of the correct option scores as the English does', () => {
    // The candidate picks by the words shown: the correct option's wording in the page's language.
    const wordingOf = (language: 'en' | 'ar') => (questionId: string, options: string[]) => {
      const question = skillQuestion(questionId)!;
      const correct = language === 'ar' ? SKILL_LIBRARY_ARABIC[questionId]![1][question.correct]! : question.options[question.correct]!;
      return options.indexOf(correct);
    };
    const arabic = takeIn('ar', skill, wordingOf('ar'));
    const english = takeIn('en', skill, wordingOf('en'));
    expect(arabic.shown.some((text) => ARABIC_LETTER.test(text))).toBe(true);
    expect(english.shown.some((text) => ARABIC_LETTER.test(text))).toBe(false);
    expect(arabic.result).toEqual(english.result);
    expect(arabic.result).toMatchObject({ kind: 'SKILL_BASED_TEST', correct: 5, total: 5 });
  });
});
