import { DomainError } from '../shared/errors';
import type { SkillScore } from './interview.events';

/**
 * A feedback scorecard (spec 03 "Feedback template", "Feedback response", §5 "Feedback"): the interviewer
 * scores each skill of the interview's feedback template on its scale, lowest to highest, with notes. Pure:
 * the feedback-submission handler loads the template (infra loadFeedbackTemplate) and asks scoreScorecard for
 * the totals before the interview decider records InterviewFeedbackSubmitted.
 */

export type FeedbackSkillDefinition = {
  id: string;
  name: string;
  /** A required skill must be scored before the feedback is submitted. */
  required: boolean;
  guidingQuestions: string[];
  sampleAnswer: string | null;
};

export type FeedbackSectionDefinition = { id: string; title: string; skills: FeedbackSkillDefinition[] };

/** A template as the scorecard reads it: whole integer scores from `scale.min` (lowest) to `scale.max` (highest). */
export type FeedbackTemplateDefinition = {
  id: string;
  name: string;
  scale: { min: number; max: number };
  sections: FeedbackSectionDefinition[];
};

export type ScorecardTotals = { totalScore: number; totalPercentage: number };

export const SCORECARD_MESSAGES = {
  /** Verbatim, spec 03 §5 "Feedback". */
  requiredNotScored: 'All required fields must be scored',
  scoreOffScale: 'Each score must be a whole number on the template’s scale',
  unknownSkill: 'This skill is not in the feedback template',
  skillScoredTwice: 'Each skill can be scored once',
} as const;

export const ScorecardErrors = {
  requiredNotScored: () => new DomainError('scorecard-required-not-scored', SCORECARD_MESSAGES.requiredNotScored),
  scoreOffScale: () => new DomainError('scorecard-score-off-scale', SCORECARD_MESSAGES.scoreOffScale),
  unknownSkill: () => new DomainError('scorecard-unknown-skill', SCORECARD_MESSAGES.unknownSkill),
  skillScoredTwice: () => new DomainError('scorecard-skill-scored-twice', SCORECARD_MESSAGES.skillScoredTwice),
} as const;

export const skillsOf = (template: FeedbackTemplateDefinition): FeedbackSkillDefinition[] =>
  template.sections.flatMap((section) => section.skills);

/** Whether `score` is a whole number on the scale (the web shows the same rule before submitting). */
export const isOnScale = (scale: FeedbackTemplateDefinition['scale'], score: number): boolean =>
  Number.isInteger(score) && score >= scale.min && score <= scale.max;

/**
 * The totals of a scorecard: the sum of the given scores, and that sum as a percentage of the highest
 * score on the scale for each scored skill (two decimals). Unscored optional skills count for nothing
 * either way, so leaving one out neither lowers nor raises the percentage. Without a template (an interview
 * scheduled with none) only notes and the proceed answer are given: no score is accepted, totals are 0.
 */
export const scoreScorecard = (template: FeedbackTemplateDefinition | null, scores: readonly SkillScore[]): ScorecardTotals => {
  const skills = template ? skillsOf(template) : [];
  const seen = new Set<string>();
  let totalScore = 0;
  let scored = 0;
  for (const given of scores) {
    if (seen.has(given.skillId)) throw ScorecardErrors.skillScoredTwice();
    seen.add(given.skillId);
    if (!template || !skills.some((skill) => skill.id === given.skillId)) throw ScorecardErrors.unknownSkill();
    if (given.score === null) continue;
    if (!isOnScale(template.scale, given.score)) throw ScorecardErrors.scoreOffScale();
    totalScore += given.score;
    scored += 1;
  }
  const scoreOf = (skillId: string) => scores.find((given) => given.skillId === skillId)?.score ?? null;
  if (skills.some((skill) => skill.required && scoreOf(skill.id) === null)) throw ScorecardErrors.requiredNotScored();
  return { totalScore, totalPercentage: totalPercentageOf(template, totalScore, scored) };
};

const totalPercentageOf = (template: FeedbackTemplateDefinition | null, totalScore: number, scored: number): number => {
  if (!template || scored === 0 || template.scale.max <= 0) return 0;
  return Math.round((totalScore / (scored * template.scale.max)) * 10_000) / 100;
};

/**
 * The totals so far, as the add-score page shows them live while the interviewer scores: the same sums as
 * scoreScorecard, of the scores on the scale, without refusing what is not complete yet.
 */
export const runningTotals = (template: FeedbackTemplateDefinition | null, scores: readonly SkillScore[]): ScorecardTotals => {
  const onScale = template ? scores.filter((given) => given.score !== null && isOnScale(template.scale, given.score)) : [];
  const totalScore = onScale.reduce((sum, given) => sum + (given.score ?? 0), 0);
  return { totalScore, totalPercentage: totalPercentageOf(template, totalScore, onScale.length) };
};
