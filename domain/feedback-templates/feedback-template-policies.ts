import { settingsAudit, type SettingsCaller } from '../company-settings/company-settings-rows';
import type { FeedbackSectionDefinition, FeedbackTemplateDefinition } from '../interviews/scorecard';
import { decision, type RelationalDecision, type WriteContext } from '../shared/relational-decision';
import {
  DEFAULT_FEEDBACK_SCALE,
  FEEDBACK_TEMPLATE_LIMITS as LIMITS,
  FEEDBACK_TEMPLATE_MESSAGES,
  feedbackTemplateNameRule,
  FeedbackTemplateErrors,
} from './feedback-template.errors';

/**
 * Interview feedback templates (spec 03 "Feedback template", §2.1 "Interview feedback templates"): a name,
 * sections of skills / competencies, each with guiding questions and a sample answer, and the scale the
 * interviewer scores on. Relational configuration written through the one write path (docs/adr/0009); the
 * interview's scorecard (domain/interviews/scorecard) reads the same shape.
 */

export type FeedbackTemplateRow = FeedbackTemplateDefinition & {
  companyId: string;
  updatedBy: string;
  updatedAt: Date;
};

export type FeedbackTemplatesTables = { feedback_templates: FeedbackTemplateRow };
export type FeedbackTemplateDecision<Result> = RelationalDecision<FeedbackTemplatesTables, never, Result>;

/** What the form sends: ids of sections and skills kept on edit (so given scores keep their skill), new ones get ids. */
export type FeedbackTemplateInput = {
  name: string;
  scale?: { min: number; max: number } | null;
  sections: ReadonlyArray<{
    id?: string | null;
    title: string;
    skills: ReadonlyArray<{
      id?: string | null;
      name: string;
      required?: boolean | null;
      guidingQuestions?: readonly string[] | null;
      sampleAnswer?: string | null;
    }>;
  }>;
};

const name = (value: unknown): string => {
  const message = feedbackTemplateNameRule(value);
  if (message === FEEDBACK_TEMPLATE_MESSAGES.nameRequired) throw FeedbackTemplateErrors.nameRequired();
  if (message) throw FeedbackTemplateErrors.nameTooLong();
  return (value as string).trim();
};

const text = (value: unknown, max: number, required: () => Error): string => {
  if (typeof value !== 'string' || value.trim().length === 0) throw required();
  if (value.trim().length > max) throw FeedbackTemplateErrors.tooLong();
  return value.trim();
};

const optionalText = (value: unknown, max: number): string | null => {
  if (typeof value !== 'string' || value.trim().length === 0) return null;
  if (value.trim().length > max) throw FeedbackTemplateErrors.tooLong();
  return value.trim();
};

const scaleOf = (given: FeedbackTemplateInput['scale']): { min: number; max: number } => {
  if (!given) return { ...DEFAULT_FEEDBACK_SCALE };
  const { min, max } = given;
  const whole = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n >= LIMITS.scaleLowest && n <= LIMITS.scaleHighest;
  if (!whole(min) || !whole(max) || min >= max) throw FeedbackTemplateErrors.scaleInvalid();
  return { min, max };
};

/**
 * The checked sections: each section titled, each skill named, at least one skill in all, the sizes bounded.
 * Ids given are kept when the template already had them (an edit), anything else gets a fresh id.
 */
const sectionsOf = (
  given: FeedbackTemplateInput['sections'],
  known: ReadonlySet<string>,
  newId: () => string,
): FeedbackSectionDefinition[] => {
  if (!Array.isArray(given)) throw FeedbackTemplateErrors.skillRequired();
  if (given.length > LIMITS.sections) throw FeedbackTemplateErrors.tooMany();
  const used = new Set<string>();
  const idOf = (id: string | null | undefined) => {
    const kept = id && known.has(id) && !used.has(id) ? id : newId();
    used.add(kept);
    return kept;
  };
  const sections = given.map((section) => {
    const skills: FeedbackTemplateInput['sections'][number]['skills'] = section.skills;
    if (!Array.isArray(skills)) throw FeedbackTemplateErrors.skillRequired();
    return {
      id: idOf(section.id),
      title: text(section.title, LIMITS.sectionTitle, FeedbackTemplateErrors.sectionTitleRequired),
      skills: skills.map((skill) => {
        const questions: readonly string[] = skill.guidingQuestions ?? [];
        if (questions.length > LIMITS.guidingQuestionsPerSkill) throw FeedbackTemplateErrors.tooMany();
        return {
          id: idOf(skill.id),
          name: text(skill.name, LIMITS.skillName, FeedbackTemplateErrors.skillNameRequired),
          required: skill.required ?? true,
          guidingQuestions: questions.map((q: string) => optionalText(q, LIMITS.guidingQuestion)).filter((q): q is string => q !== null),
          sampleAnswer: optionalText(skill.sampleAnswer, LIMITS.sampleAnswer),
        };
      }),
    };
  });
  const skills = sections.reduce((count, section) => count + section.skills.length, 0);
  if (skills === 0) throw FeedbackTemplateErrors.skillRequired();
  if (skills > LIMITS.skillsPerTemplate) throw FeedbackTemplateErrors.tooMany();
  return sections;
};

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const assertNameFree = (templates: readonly FeedbackTemplateRow[], candidate: string, exceptId: string | null) => {
  if (templates.some((row) => row.id !== exceptId && sameName(row.name, candidate))) throw FeedbackTemplateErrors.nameExists();
};

/** The company's template, or not found as for an unknown id. */
export const ownFeedbackTemplate = (caller: SettingsCaller, row: FeedbackTemplateRow | null): FeedbackTemplateRow => {
  if (!row || row.companyId !== caller.companyId) throw FeedbackTemplateErrors.notFound();
  return row;
};

const audit = (caller: SettingsCaller, before: FeedbackTemplateRow | null, after: FeedbackTemplateRow | null) =>
  settingsAudit(caller, 'feedback-template', before, after);

const idsOf = (template: FeedbackTemplateDefinition): Set<string> =>
  new Set(template.sections.flatMap((section) => [section.id, ...section.skills.map((skill) => skill.id)]));

export const addFeedbackTemplate = (
  input: FeedbackTemplateInput,
  existing: { templates: readonly FeedbackTemplateRow[] },
  caller: SettingsCaller,
  { newId, now }: WriteContext,
): FeedbackTemplateDecision<FeedbackTemplateRow> => {
  const templateName = name(input.name);
  const scale = scaleOf(input.scale);
  const id = newId();
  const sections = sectionsOf(input.sections, new Set(), newId);
  assertNameFree(existing.templates, templateName, null);
  const row: FeedbackTemplateRow = { id, companyId: caller.companyId, name: templateName, scale, sections, updatedBy: caller.userId, updatedAt: now };
  return decision(row, { writes: [{ table: 'feedback_templates', insert: row }], audit: [audit(caller, null, row)] });
};

/**
 * Edit a template as a whole. Feedback already submitted keeps its own scores and totals (they are in the
 * interview's events); skills keep their ids so a scorecard in progress still matches.
 */
export const editFeedbackTemplate = (
  input: FeedbackTemplateInput & { id: string },
  existing: { template: FeedbackTemplateRow | null; templates: readonly FeedbackTemplateRow[] },
  caller: SettingsCaller,
  { newId, now }: WriteContext,
): FeedbackTemplateDecision<FeedbackTemplateRow> => {
  const before = ownFeedbackTemplate(caller, existing.template);
  const templateName = name(input.name);
  const scale = input.scale ? scaleOf(input.scale) : before.scale;
  const sections = sectionsOf(input.sections, idsOf(before), newId);
  assertNameFree(existing.templates, templateName, before.id);
  const row: FeedbackTemplateRow = { ...before, name: templateName, scale, sections, updatedBy: caller.userId, updatedAt: now };
  const { id, ...set } = row;
  return decision(row, { writes: [{ table: 'feedback_templates', update: id, set }], audit: [audit(caller, before, row)] });
};

/** Delete a template; interviews scheduled with it keep its id and are scored without a template afterwards. */
export const deleteFeedbackTemplate = (
  input: { id: string },
  existing: { template: FeedbackTemplateRow | null },
  caller: SettingsCaller,
): FeedbackTemplateDecision<{ id: string }> => {
  const before = ownFeedbackTemplate(caller, existing.template);
  return decision({ id: before.id }, { writes: [{ table: 'feedback_templates', delete: input.id }], audit: [audit(caller, before, null)] });
};
