import { DomainError } from '../shared/errors';
import { decision, type RelationalDecision, type WriteContext } from '../shared/relational-decision';
import { cleanName, sameName, settingsAudit, type SettingsCaller } from './company-settings-rows';
import { MAX_SETTING_NAME_LENGTH, SETTINGS_MESSAGES } from './company-settings.errors';

/**
 * Custom fields (spec 03 "Custom field", "Custom fields screen", §5 "Custom field", §8 "Settings"): a company's
 * own candidate fields and job fields, each with a type, options for the choice types, a confidential flag, a
 * DEI flag and where it appears. Relational configuration through the one write path (docs/adr/0009).
 *
 * A deleted field is only marked deleted (`deletedAt`): "Deleting a custom field does not delete existing
 * responses" (03 §8), so the candidates' answers stay stored and readable beside it.
 */

/** Candidate custom fields and job custom fields (03 "Custom fields screen"). */
export const CUSTOM_FIELD_ENTITIES = ['CANDIDATE', 'JOB'] as const;
export type CustomFieldEntity = (typeof CUSTOM_FIELD_ENTITIES)[number];

/**
 * Field types. The spec names "field type, options" without listing them; these are the answer types of the
 * job's questions (02 §3.2, domain/jobs AnswerType) that fit a stored field, plus a date.
 */
export const CUSTOM_FIELD_TYPES = [
  'SINGLE_LINE_TEXT',
  'MULTI_LINE_TEXT',
  'NUMERIC',
  'DATE',
  'YES_NO',
  'SINGLE_SELECT',
  'MULTI_SELECT',
] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

/** The types whose field lists its options ("Option types need options, at least two"). */
export const CHOICE_FIELD_TYPES: readonly CustomFieldType[] = ['SINGLE_SELECT', 'MULTI_SELECT'];

/**
 * Where a field appears (03 "Custom field"): a candidate field on the team member add-candidate form, the job
 * application form, the employee referral form, the agency form; a job field on the add-job form.
 */
export const CUSTOM_FIELD_PLACEMENTS = {
  CANDIDATE: ['ADD_CANDIDATE_FORM', 'JOB_APPLICATION_FORM', 'EMPLOYEE_REFERRAL_FORM', 'AGENCY_FORM'],
  JOB: ['ADD_JOB'],
} as const satisfies Record<CustomFieldEntity, readonly string[]>;
export type CustomFieldPlacement = (typeof CUSTOM_FIELD_PLACEMENTS)[CustomFieldEntity][number];
export const ALL_CUSTOM_FIELD_PLACEMENTS: readonly CustomFieldPlacement[] = [
  ...CUSTOM_FIELD_PLACEMENTS.CANDIDATE,
  ...CUSTOM_FIELD_PLACEMENTS.JOB,
];

export const MIN_CUSTOM_FIELD_OPTIONS = 2;
export const MAX_CUSTOM_FIELD_OPTIONS = 50;
/** A single-line answer; a multi-line one may be longer. */
export const MAX_CUSTOM_FIELD_TEXT = 1000;
export const MAX_CUSTOM_FIELD_LONG_TEXT = 5000;
/** Most values one request may set (a candidate has at most this many fields on screen). */
export const MAX_CUSTOM_FIELD_VALUES = 100;

export type CustomFieldRow = {
  id: string;
  companyId: string;
  entity: CustomFieldEntity;
  name: string;
  fieldType: CustomFieldType;
  /** The choices of a choice type, in order; empty for the others. */
  options: string[];
  isConfidential: boolean;
  isDei: boolean;
  placements: CustomFieldPlacement[];
  /** Set when deleted: the field leaves the lists, its responses stay. */
  deletedAt: Date | null;
};

/**
 * A candidate's response to a candidate field, per application (the application is the candidate's record
 * in this build). Every type is stored as a list of strings: one entry for the single-valued types
 * (a number as typed, a date as YYYY-MM-DD, YES or NO), the chosen options for MULTI_SELECT.
 */
export type CustomFieldValueRow = {
  id: string;
  companyId: string;
  applicationId: string;
  fieldId: string;
  value: string[];
  updatedBy: string;
  updatedAt: Date;
};

export type CustomFieldTables = { custom_fields: CustomFieldRow; custom_field_values: CustomFieldValueRow };
export type CustomFieldDecision<Result> = RelationalDecision<CustomFieldTables, never, Result>;

/** Messages: 'DEI custom field cannot be deleted' and 'Please enter valid input' verbatim (03 §8), the others in the spec's style. */
export const CUSTOM_FIELD_MESSAGES = {
  nameRequired: 'Please enter field name',
  typeRequired: 'Please select field type',
  optionsRequired: 'Please add at least two options',
  optionEmpty: 'Option cannot be empty',
  optionExists: 'Options must be different from each other',
  optionTooLong: `Options have at most ${MAX_SETTING_NAME_LENGTH} characters`,
  tooManyOptions: `A field has at most ${MAX_CUSTOM_FIELD_OPTIONS} options`,
  placementInvalid: 'Please select where the field appears from the list',
  fieldExists: 'A custom field with this name already exists. Please enter a different name.',
  fieldNotFound: 'Custom field not found',
  deiNotDeletable: 'DEI custom field cannot be deleted',
  invalidValue: 'Please enter valid input',
  tooLong: SETTINGS_MESSAGES.tooLong,
} as const;

const validation = (code: string, message: string) => new DomainError(code, message, 'validation');

export const CustomFieldErrors = {
  nameRequired: () => validation('custom-field-name-required', CUSTOM_FIELD_MESSAGES.nameRequired),
  tooLong: () => validation('setting-name-too-long', CUSTOM_FIELD_MESSAGES.tooLong),
  typeRequired: () => validation('custom-field-type-required', CUSTOM_FIELD_MESSAGES.typeRequired),
  options: (message: string) => validation('custom-field-options-invalid', message),
  placementInvalid: () => validation('custom-field-placement-invalid', CUSTOM_FIELD_MESSAGES.placementInvalid),
  fieldExists: () => new DomainError('custom-field-exists', CUSTOM_FIELD_MESSAGES.fieldExists, 'conflict'),
  fieldNotFound: () => new DomainError('custom-field-not-found', CUSTOM_FIELD_MESSAGES.fieldNotFound, 'not-found'),
  deiNotDeletable: () => new DomainError('dei-custom-field', CUSTOM_FIELD_MESSAGES.deiNotDeletable, 'conflict'),
  invalidValue: () => validation('custom-field-value-invalid', CUSTOM_FIELD_MESSAGES.invalidValue),
} as const;

// Rules shared by the request DTOs, the policies and the web form: each answers the message or null.

export const customFieldNameRule = (value: unknown): string | null => {
  if (typeof value !== 'string' || value.trim().length === 0) return CUSTOM_FIELD_MESSAGES.nameRequired;
  return value.trim().length > MAX_SETTING_NAME_LENGTH ? CUSTOM_FIELD_MESSAGES.tooLong : null;
};

export const customFieldTypeRule = (value: unknown): string | null =>
  CUSTOM_FIELD_TYPES.includes(value as CustomFieldType) ? null : CUSTOM_FIELD_MESSAGES.typeRequired;

/** The options of a field of `fieldType`: a choice type needs at least two, distinct, none blank. */
export const customFieldOptionsRule = (fieldType: unknown, options: unknown): string | null => {
  if (!CHOICE_FIELD_TYPES.includes(fieldType as CustomFieldType)) return null;
  if (!Array.isArray(options) || options.length < MIN_CUSTOM_FIELD_OPTIONS) return CUSTOM_FIELD_MESSAGES.optionsRequired;
  if (options.length > MAX_CUSTOM_FIELD_OPTIONS) return CUSTOM_FIELD_MESSAGES.tooManyOptions;
  if (options.some((option) => typeof option !== 'string' || option.trim().length === 0))
    return CUSTOM_FIELD_MESSAGES.optionEmpty;
  const texts = options as string[];
  if (texts.some((option) => option.trim().length > MAX_SETTING_NAME_LENGTH)) return CUSTOM_FIELD_MESSAGES.optionTooLong;
  if (new Set(texts.map((option) => option.trim().toLowerCase())).size !== texts.length)
    return CUSTOM_FIELD_MESSAGES.optionExists;
  return null;
};

/** Where a field of `entity` may appear: some of the entity's placements, each once. */
export const customFieldPlacementsRule = (entity: unknown, placements: unknown): string | null => {
  const allowed: readonly string[] = CUSTOM_FIELD_PLACEMENTS[entity as CustomFieldEntity] ?? [];
  if (!Array.isArray(placements)) return CUSTOM_FIELD_MESSAGES.placementInvalid;
  if (placements.some((placement) => !allowed.includes(placement as string))) return CUSTOM_FIELD_MESSAGES.placementInvalid;
  return new Set(placements).size === placements.length ? null : CUSTOM_FIELD_MESSAGES.placementInvalid;
};

const checkedName = (name: unknown): string => {
  const problem = customFieldNameRule(name);
  if (problem === CUSTOM_FIELD_MESSAGES.nameRequired) throw CustomFieldErrors.nameRequired();
  if (problem) throw CustomFieldErrors.tooLong();
  return cleanName(name as string);
};

const checkedOptions = (fieldType: CustomFieldType, options: unknown): string[] => {
  const problem = customFieldOptionsRule(fieldType, options);
  if (problem) throw CustomFieldErrors.options(problem);
  return CHOICE_FIELD_TYPES.includes(fieldType) ? (options as string[]).map(cleanName) : [];
};

const checkedPlacements = (entity: CustomFieldEntity, placements: unknown): CustomFieldPlacement[] => {
  if (customFieldPlacementsRule(entity, placements ?? [])) throw CustomFieldErrors.placementInvalid();
  return [...((placements ?? []) as CustomFieldPlacement[])];
};

/** Names are unique among the company's live fields of the same entity (a deleted field's name is free again). */
const assertUniqueName = (fields: readonly CustomFieldRow[], row: Pick<CustomFieldRow, 'id' | 'entity' | 'name'>) => {
  if (fields.some((field) => field.id !== row.id && !field.deletedAt && field.entity === row.entity && sameName(field.name, row.name)))
    throw CustomFieldErrors.fieldExists();
};

/** The company's live field, or 404 as for an unknown id (another company's, or a deleted one). */
const ownField = (caller: SettingsCaller, field: CustomFieldRow | null): CustomFieldRow => {
  if (!field || field.companyId !== caller.companyId || field.deletedAt) throw CustomFieldErrors.fieldNotFound();
  return field;
};

/** What the audit keeps of a field: the row without its timestamps. */
const audited = ({ deletedAt: _deletedAt, ...field }: CustomFieldRow) => field;

export type CustomFieldInput = {
  entity: CustomFieldEntity;
  name: string;
  fieldType: CustomFieldType;
  options?: string[];
  isConfidential?: boolean;
  isDei?: boolean;
  placements?: CustomFieldPlacement[];
};

/** `POST /custom-fields`. `existing.fields`: the company's fields, deleted ones too. */
export const addCustomField = (
  input: CustomFieldInput,
  existing: { fields: readonly CustomFieldRow[] },
  caller: SettingsCaller,
  { newId }: WriteContext,
): CustomFieldDecision<CustomFieldRow> => {
  if (!CUSTOM_FIELD_ENTITIES.includes(input.entity)) throw CustomFieldErrors.invalidValue();
  const name = checkedName(input.name);
  if (customFieldTypeRule(input.fieldType)) throw CustomFieldErrors.typeRequired();
  const row: CustomFieldRow = {
    id: newId(),
    companyId: caller.companyId,
    entity: input.entity,
    name,
    fieldType: input.fieldType,
    options: checkedOptions(input.fieldType, input.options),
    isConfidential: input.isConfidential ?? false,
    isDei: input.isDei ?? false,
    placements: checkedPlacements(input.entity, input.placements),
    deletedAt: null,
  };
  assertUniqueName(existing.fields, row);
  return decision(row, {
    writes: [{ table: 'custom_fields', insert: row }],
    audit: [settingsAudit(caller, 'custom-field', null, audited(row))],
  });
};

/**
 * What an edit may change. The entity and the type stay as created: the stored responses were checked against
 * the type (a choice field's options may change; responses naming a removed option keep it).
 */
export type CustomFieldEdit = Partial<Omit<CustomFieldInput, 'entity' | 'fieldType'>>;

/** `PATCH /custom-fields/:id`: what is given changes. */
export const editCustomField = (
  input: CustomFieldEdit,
  existing: { field: CustomFieldRow | null; fields: readonly CustomFieldRow[] },
  caller: SettingsCaller,
): CustomFieldDecision<CustomFieldRow> => {
  const before = ownField(caller, existing.field);
  const set: Partial<CustomFieldRow> = {};
  if (input.name !== undefined) set.name = checkedName(input.name);
  if (input.options !== undefined) set.options = checkedOptions(before.fieldType, input.options);
  if (input.isConfidential !== undefined) set.isConfidential = input.isConfidential;
  if (input.isDei !== undefined) set.isDei = input.isDei;
  if (input.placements !== undefined) set.placements = checkedPlacements(before.entity, input.placements);
  const after = { ...before, ...set };
  assertUniqueName(existing.fields, after);
  const changed = Object.keys(set).length > 0;
  return decision(after, {
    writes: changed ? [{ table: 'custom_fields', update: before.id, set }] : [],
    audit: changed ? [settingsAudit(caller, 'custom-field', audited(before), audited(after))] : [],
  });
};

/** `DELETE /custom-fields/:id`: marks the field deleted, its responses stay; a DEI field cannot be deleted. */
export const deleteCustomField = (
  _input: { id: string },
  existing: { field: CustomFieldRow | null },
  caller: SettingsCaller,
  { now }: WriteContext,
): CustomFieldDecision<{ id: string }> => {
  const field = ownField(caller, existing.field);
  if (field.isDei) throw CustomFieldErrors.deiNotDeletable();
  return decision(
    { id: field.id },
    {
      writes: [{ table: 'custom_fields', update: field.id, set: { deletedAt: now } }],
      audit: [settingsAudit(caller, 'custom-field', audited(field), null)],
    },
  );
};

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const NUMBER = /^-?\d{1,15}(\.\d{1,6})?$/;

const isCalendarDate = (text: string): boolean => {
  const match = DATE.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
};

/**
 * A response to `field` as stored, or null when it is cleared (no entry, or one blank entry); throws 'Please
 * enter valid input' when it does not fit the field's type and options.
 */
export const customFieldValue = (field: Pick<CustomFieldRow, 'fieldType' | 'options'>, value: readonly unknown[]): string[] | null => {
  if (!Array.isArray(value) || value.some((entry) => typeof entry !== 'string')) throw CustomFieldErrors.invalidValue();
  const entries = (value as string[]).map((entry) => entry.trim());
  if (entries.length === 0 || (entries.length === 1 && entries[0] === '')) return null;
  const single = entries.length === 1 ? entries[0]! : null;
  const valid = ((): boolean => {
    switch (field.fieldType) {
      case 'SINGLE_LINE_TEXT':
        return single !== null && single.length <= MAX_CUSTOM_FIELD_TEXT && !/[\r\n]/.test(single);
      case 'MULTI_LINE_TEXT':
        return single !== null && single.length <= MAX_CUSTOM_FIELD_LONG_TEXT;
      case 'NUMERIC':
        return single !== null && NUMBER.test(single);
      case 'DATE':
        return single !== null && isCalendarDate(single);
      case 'YES_NO':
        return single === 'YES' || single === 'NO';
      case 'SINGLE_SELECT':
        return single !== null && field.options.includes(single);
      case 'MULTI_SELECT':
        return new Set(entries).size === entries.length && entries.every((entry) => field.options.includes(entry));
    }
  })();
  if (!valid) throw CustomFieldErrors.invalidValue();
  // Chosen options are kept in the field's order, so equal answers are stored alike.
  return field.fieldType === 'MULTI_SELECT' ? field.options.filter((option) => entries.includes(option)) : entries;
};

/** Who sets a candidate's responses: confidential fields only with confidential access (02 §6.3, 03 §6). */
export type CustomFieldValueCaller = SettingsCaller & { confidentialAccess: boolean };

export type CustomFieldValuesInput = { applicationId: string; values: { fieldId: string; value: string[] }[] };

/**
 * `PUT /job-applications/:id/custom-fields`: sets the given responses of one application; a cleared one is
 * removed. `existing.fields`: the company's candidate fields, deleted ones too; `existing.values`: the
 * application's stored responses. A field the caller may not see is as unknown as another company's.
 */
export const setCustomFieldValues = (
  input: CustomFieldValuesInput,
  existing: { fields: readonly CustomFieldRow[]; values: readonly CustomFieldValueRow[] },
  caller: CustomFieldValueCaller,
  { newId, now }: WriteContext,
): CustomFieldDecision<{ applicationId: string }> => {
  if (new Set(input.values.map(({ fieldId }) => fieldId)).size !== input.values.length) throw CustomFieldErrors.invalidValue();
  const writes: CustomFieldDecision<unknown>['writes'] = [];
  const audit: CustomFieldDecision<unknown>['audit'] = [];
  for (const { fieldId, value } of input.values) {
    const field = existing.fields.find((candidate) => candidate.id === fieldId);
    if (
      !field ||
      field.companyId !== caller.companyId ||
      field.deletedAt ||
      field.entity !== 'CANDIDATE' ||
      (field.isConfidential && !caller.confidentialAccess)
    )
      throw CustomFieldErrors.fieldNotFound();
    const stored = customFieldValue(field, value);
    const before = existing.values.find((row) => row.fieldId === fieldId) ?? null;
    if (stored === null) {
      if (!before) continue;
      writes.push({ table: 'custom_field_values', delete: before.id });
      audit.push(settingsAudit(caller, 'custom-field-value', before, null));
    } else if (before) {
      if (before.value.length === stored.length && before.value.every((entry, index) => entry === stored[index])) continue;
      const set = { value: stored, updatedBy: caller.userId, updatedAt: now };
      writes.push({ table: 'custom_field_values', update: before.id, set });
      audit.push(settingsAudit(caller, 'custom-field-value', before, { ...before, ...set }));
    } else {
      const row: CustomFieldValueRow = {
        id: newId(),
        companyId: caller.companyId,
        applicationId: input.applicationId,
        fieldId,
        value: stored,
        updatedBy: caller.userId,
        updatedAt: now,
      };
      writes.push({ table: 'custom_field_values', insert: row });
      audit.push(settingsAudit(caller, 'custom-field-value', null, row));
    }
  }
  return decision({ applicationId: input.applicationId }, { writes, audit });
};

export type CustomFieldResponse = {
  fieldId: string;
  name: string;
  fieldType: CustomFieldType;
  options: string[];
  isConfidential: boolean;
  isDei: boolean;
  /** The field was deleted: its response is shown, no longer edited. */
  deleted: boolean;
  value: string[];
};

/**
 * What the profile shows: every live candidate field, answered or not, and the deleted fields that were
 * answered (their responses stay); confidential fields only with confidential access.
 */
export const customFieldResponses = (
  fields: readonly CustomFieldRow[],
  values: readonly CustomFieldValueRow[],
  confidentialAccess: boolean,
): CustomFieldResponse[] =>
  fields
    .filter((field) => field.entity === 'CANDIDATE' && (confidentialAccess || !field.isConfidential))
    .map((field) => ({ field, value: values.find((row) => row.fieldId === field.id)?.value ?? [] }))
    .filter(({ field, value }) => !field.deletedAt || value.length > 0)
    .map(({ field, value }) => ({
      fieldId: field.id,
      name: field.name,
      fieldType: field.fieldType,
      options: [...field.options],
      isConfidential: field.isConfidential,
      isDei: field.isDei,
      deleted: field.deletedAt !== null,
      value: [...value],
    }));
