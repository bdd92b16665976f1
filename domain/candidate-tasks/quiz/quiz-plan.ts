import type { CandidateTask } from '../../jobs/candidate-tasks';
import { IPIP_BIG_FIVE_ITEMS, IPIP_INSTRUMENT, libraryBlockFor } from '../quiz-library';
import type { QuizPlan, QuizQuestionRef } from './quiz.events';

/** A random integer in [0, maxExclusive): `crypto.randomInt` at the edge, a fixed sequence in tests. */
export type RandomInt = (maxExclusive: number) => number;

/** Psychometric items are untimed in spirit: a generous minute each, so the quiz still ends. */
export const PSYCHOMETRIC_SECONDS_PER_ITEM = 60;

type QuizTask = Extract<CandidateTask, { type: 'SKILL_BASED_TEST' | 'PSYCHOMETRIC_TEST' }>;

/**
 * The attempt's questions and timing. A skill block draws its question count at random from its library block,
 * clamped to the questions the block has (the starter set holds 10 per block while the wizard allows up to
 * 100) and never drawing a question twice when two blocks share a library block. The skill test's time is the
 * job's allowed minutes, shared equally by the questions (at least one second each).
 */
export const planQuiz = (task: QuizTask, randomInt: RandomInt): QuizPlan => {
  if (task.type === 'PSYCHOMETRIC_TEST') {
    return {
      kind: 'PSYCHOMETRIC_TEST',
      questions: IPIP_BIG_FIVE_ITEMS.map((item) => ({ questionId: item.id, skill: null })),
      secondsPerQuestion: PSYCHOMETRIC_SECONDS_PER_ITEM,
      totalSeconds: PSYCHOMETRIC_SECONDS_PER_ITEM * IPIP_BIG_FIVE_ITEMS.length,
      passPercentage: null,
      instrument: IPIP_INSTRUMENT,
    };
  }
  const drawn = new Set<string>();
  const questions: QuizQuestionRef[] = [];
  for (const block of task.skillBlocks) {
    if (block.questionCount <= 0) continue;
    const pool = libraryBlockFor(block.skill).questions.map((question) => question.id).filter((id) => !drawn.has(id));
    // A partial Fisher–Yates shuffle: the first `count` places hold a uniform draw without repeats.
    const count = Math.min(block.questionCount, pool.length);
    for (let index = 0; index < count; index += 1) {
      const pick = index + randomInt(pool.length - index);
      [pool[index], pool[pick]] = [pool[pick]!, pool[index]!];
      drawn.add(pool[index]!);
      questions.push({ questionId: pool[index]!, skill: block.skill });
    }
  }
  const totalSeconds = Math.round(task.allowedMinutes * 60);
  return {
    kind: 'SKILL_BASED_TEST',
    questions,
    secondsPerQuestion: questions.length === 0 ? totalSeconds : Math.max(1, Math.floor(totalSeconds / questions.length)),
    totalSeconds,
    passPercentage: task.passPercentage,
    instrument: null,
  };
};
