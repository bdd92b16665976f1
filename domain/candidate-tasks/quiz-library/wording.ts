import { IPIP_BIG_FIVE_ARABIC } from './ipip-big-five.ar';
import type { PsychometricItem } from './ipip-big-five';
import { SKILL_LIBRARY_ARABIC } from './skill-questions.ar';
import type { SkillQuestion } from './skill-questions';

/** The languages of the candidate's pages; the library's own texts (and the ids and keys scoring uses) are English. */
export type QuizLanguage = 'en' | 'ar';
export const QUIZ_LANGUAGES: readonly QuizLanguage[] = ['en', 'ar'];

/** What the candidate reads of a psychometric item in their language; English where no wording exists. */
export const psychometricItemText = (item: PsychometricItem, language: QuizLanguage): string =>
  (language === 'ar' ? IPIP_BIG_FIVE_ARABIC[item.id] : undefined) ?? item.text;

/**
 * A library question and its options in the candidate's language. The options keep their order (the correct
 * option is an index), so a wording whose option count differs is not used.
 */
export const skillQuestionWording = (question: SkillQuestion, language: QuizLanguage): { text: string; options: readonly string[] } => {
  const arabic = language === 'ar' ? SKILL_LIBRARY_ARABIC[question.id] : undefined;
  return arabic && arabic[1].length === question.options.length ? { text: arabic[0], options: arabic[1] } : { text: question.text, options: question.options };
};
