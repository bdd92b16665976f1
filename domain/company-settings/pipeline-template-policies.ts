import { DEFAULT_STAGE_NAMES, lockedKindOf, pipelineStageNames } from '../jobs/pipeline';
import { decision, type WriteContext } from '../shared/relational-decision';
import {
  cleanName,
  settingsAudit,
  type PipelineTemplateRow,
  type SettingsCaller,
  type SettingsDecision,
} from './company-settings-rows';
import {
  MAX_SETTING_NAME_LENGTH,
  MAX_TEMPLATE_STAGES,
  nameRule,
  SETTINGS_MESSAGES,
  SettingsErrors,
} from './company-settings.errors';

/**
 * Stage pipeline templates (spec 02 §2.7, §3.3, §5.3, §8 "Settings"): a name and ordered stages, the locked
 * Sourced and Application first and Hired last (always there: they cannot be deleted or moved); one default
 * template per company, which cannot be deleted; nor can a template jobs or their candidates use.
 */

export type PipelineTemplateInput = { name: string; stages: readonly string[] };

/** The name every company's default template is given when the company is made. */
export const DEFAULT_TEMPLATE_NAME = 'Default stage pipeline';

/** The default template of a new company. */
export const defaultPipelineTemplate = (companyId: string, id: string): PipelineTemplateRow => ({
  id,
  companyId,
  name: DEFAULT_TEMPLATE_NAME,
  stageNames: [...DEFAULT_STAGE_NAMES],
  isDefault: true,
});

/**
 * The stage rules, also for the web editor: each stage named, at most MAX_SETTING_NAME_LENGTH characters,
 * no two alike (case and surrounding spaces aside, locked ones included), at least one and at most
 * MAX_TEMPLATE_STAGES. Answers the first message that applies, or null.
 */
export const stagesProblem = (stages: unknown): string | null => {
  if (!Array.isArray(stages) || stages.length === 0) return SETTINGS_MESSAGES.templateStagesRequired;
  if (stages.length > MAX_TEMPLATE_STAGES) return SETTINGS_MESSAGES.tooManyStages;
  const seen = new Set<string>();
  for (const stage of stages) {
    if (typeof stage !== 'string' || stage.trim().length === 0) return SETTINGS_MESSAGES.stageNameEmpty;
    if (stage.trim().length > MAX_SETTING_NAME_LENGTH) return SETTINGS_MESSAGES.stageNameTooLong;
    const key = stage.trim().toLowerCase();
    if (seen.has(key)) return SETTINGS_MESSAGES.stageNameExists;
    seen.add(key);
  }
  return null;
};

const STAGE_ERRORS: Record<string, () => Error> = {
  [SETTINGS_MESSAGES.templateStagesRequired]: SettingsErrors.templateStagesRequired,
  [SETTINGS_MESSAGES.tooManyStages]: SettingsErrors.tooManyStages,
  [SETTINGS_MESSAGES.stageNameEmpty]: SettingsErrors.stageNameEmpty,
  [SETTINGS_MESSAGES.stageNameTooLong]: SettingsErrors.stageNameTooLong,
  [SETTINGS_MESSAGES.stageNameExists]: SettingsErrors.stageNameExists,
};

/** Whether a stage is one of the locked three, which a template always has. */
export const isLockedStage = (name: string): boolean => lockedKindOf(name) !== null;

/** The template's name and ordered stages, after its rules; the locked stages put where they belong. */
const validTemplate = (input: PipelineTemplateInput): Pick<PipelineTemplateRow, 'name' | 'stageNames'> => {
  const nameMessage = nameRule(SETTINGS_MESSAGES.templateNameRequired)(input.name);
  if (nameMessage === SETTINGS_MESSAGES.templateNameRequired) throw SettingsErrors.templateNameRequired();
  if (nameMessage) throw SettingsErrors.tooLong();
  const stageMessage = stagesProblem(input.stages);
  if (stageMessage) throw STAGE_ERRORS[stageMessage]();
  return { name: cleanName(input.name), stageNames: pipelineStageNames(input.stages) };
};

const ownTemplate = (caller: SettingsCaller, template: PipelineTemplateRow | null): PipelineTemplateRow => {
  if (!template || template.companyId !== caller.companyId) throw SettingsErrors.templateNotFound();
  return template;
};

/** `POST /pipeline-templates`: a new template, not the default. */
export const addPipelineTemplate = (
  input: PipelineTemplateInput,
  _existing: Record<string, never>,
  caller: SettingsCaller,
  { newId }: WriteContext,
): SettingsDecision<PipelineTemplateRow> => {
  const row: PipelineTemplateRow = {
    id: newId(),
    companyId: caller.companyId,
    ...validTemplate(input),
    isDefault: false,
  };
  return decision(row, {
    writes: [{ table: 'pipeline_templates', insert: row }],
    audit: [settingsAudit(caller, 'pipeline-template', null, row)],
  });
};

/** `PUT /pipeline-templates/:id`: the name and the whole ordered list of stages. */
export const editPipelineTemplate = (
  input: PipelineTemplateInput,
  existing: { template: PipelineTemplateRow | null },
  caller: SettingsCaller,
): SettingsDecision<PipelineTemplateRow> => {
  const before = ownTemplate(caller, existing.template);
  const set = validTemplate(input);
  const after = { ...before, ...set };
  return decision(after, {
    writes: [{ table: 'pipeline_templates', update: before.id, set }],
    audit: [settingsAudit(caller, 'pipeline-template', before, after)],
  });
};

/**
 * `DELETE /pipeline-templates/:id`: not the default; not while jobs use it or candidates are in jobs that do
 * (`existing.jobs`, `existing.candidates`).
 */
export const deletePipelineTemplate = (
  _input: { id: string },
  existing: { template: PipelineTemplateRow | null; jobs: number; candidates: number },
  caller: SettingsCaller,
): SettingsDecision<{ id: string }> => {
  const template = ownTemplate(caller, existing.template);
  if (template.isDefault) throw SettingsErrors.deleteDefaultTemplate();
  if (existing.jobs > 0 || existing.candidates > 0) throw SettingsErrors.deleteTemplateInUse();
  return decision(
    { id: template.id },
    {
      writes: [{ table: 'pipeline_templates', delete: template.id }],
      audit: [settingsAudit(caller, 'pipeline-template', template, null)],
    },
  );
};
