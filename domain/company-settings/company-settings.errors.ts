import { DomainError } from '../shared/errors';

/** Longest name of a location, department, template, stage or archival reason. */
export const MAX_SETTING_NAME_LENGTH = 100;
/** Most stages a template may list. */
export const MAX_TEMPLATE_STAGES = 30;

/**
 * Messages of the company settings (spec 03 "Location", "Settings"; 02 §5.3, §5.11, §8 "Settings"), verbatim
 * where the spec gives them; the others are this product's wording in the spec's style.
 */
export const SETTINGS_MESSAGES = {
  locationRequired: 'Please enter location',
  locationExists: 'A location with this name already exists. Please enter a different name.',
  locationNotFound: 'Location not found',
  locationLinkedToJobs: 'Jobs are linked to this location. You can’t delete it.',
  departmentRequired: 'Please enter department name',
  departmentExists: 'A department with this name already exists. Please enter a different name.',
  departmentNotFound: 'Department not found',
  departmentLinkedToJobs: "Jobs are linked to this department. You can't delete it",
  headOfDepartmentNotMember: 'Please select a team member of your company as head of department',
  templateNameRequired: 'Please enter template name',
  templateStagesRequired: 'Please add at least one stage',
  templateNotFound: 'Stage pipeline template not found',
  stageNameEmpty: 'Stage name cannot be empty',
  stageNameExists: 'Stage name already exists. Please input a different name.',
  stageNameTooLong: `Stage names have at most ${MAX_SETTING_NAME_LENGTH} characters`,
  tooManyStages: `A template has at most ${MAX_TEMPLATE_STAGES} stages`,
  deleteDefaultTemplate: 'You cannot delete default stage pipeline template',
  deleteTemplateInUse: 'You cannot delete template attached to jobs and candidates',
  reasonRequired: 'Please enter archival reason',
  reasonExists: 'This archival reason already exists',
  reasonNotFound: 'Archival reason not found',
  defaultReason: 'Default archival reasons cannot be edited or deleted',
  reasonInUse: 'This archival reason is used by archived candidates. You can’t delete it.',
  tooLong: `Maximum ${MAX_SETTING_NAME_LENGTH} characters.`,
} as const;

const validation = (code: string, message: string) => new DomainError(code, message, 'validation');
const conflict = (code: string, message: string) => new DomainError(code, message, 'conflict');
const notFound = (code: string, message: string) => new DomainError(code, message, 'not-found');

export const SettingsErrors = {
  locationRequired: () => validation('location-required', SETTINGS_MESSAGES.locationRequired),
  locationExists: () => conflict('location-exists', SETTINGS_MESSAGES.locationExists),
  locationNotFound: () => notFound('location-not-found', SETTINGS_MESSAGES.locationNotFound),
  locationLinkedToJobs: () => conflict('location-linked-to-jobs', SETTINGS_MESSAGES.locationLinkedToJobs),
  departmentRequired: () => validation('department-required', SETTINGS_MESSAGES.departmentRequired),
  departmentExists: () => conflict('department-exists', SETTINGS_MESSAGES.departmentExists),
  departmentNotFound: () => notFound('department-not-found', SETTINGS_MESSAGES.departmentNotFound),
  departmentLinkedToJobs: () => conflict('department-linked-to-jobs', SETTINGS_MESSAGES.departmentLinkedToJobs),
  headOfDepartmentNotMember: () =>
    validation('head-of-department-not-member', SETTINGS_MESSAGES.headOfDepartmentNotMember),
  templateNameRequired: () => validation('template-name-required', SETTINGS_MESSAGES.templateNameRequired),
  templateStagesRequired: () => validation('template-stages-required', SETTINGS_MESSAGES.templateStagesRequired),
  templateNotFound: () => notFound('pipeline-template-not-found', SETTINGS_MESSAGES.templateNotFound),
  stageNameEmpty: () => validation('stage-name-empty', SETTINGS_MESSAGES.stageNameEmpty),
  stageNameExists: () => validation('stage-name-exists', SETTINGS_MESSAGES.stageNameExists),
  stageNameTooLong: () => validation('stage-name-too-long', SETTINGS_MESSAGES.stageNameTooLong),
  tooManyStages: () => validation('template-too-many-stages', SETTINGS_MESSAGES.tooManyStages),
  deleteDefaultTemplate: () => conflict('default-template-not-deletable', SETTINGS_MESSAGES.deleteDefaultTemplate),
  deleteTemplateInUse: () => conflict('template-in-use', SETTINGS_MESSAGES.deleteTemplateInUse),
  reasonRequired: () => validation('archival-reason-required', SETTINGS_MESSAGES.reasonRequired),
  reasonExists: () => conflict('archival-reason-exists', SETTINGS_MESSAGES.reasonExists),
  reasonNotFound: () => notFound('archival-reason-not-found', SETTINGS_MESSAGES.reasonNotFound),
  defaultReason: () => conflict('default-archival-reason', SETTINGS_MESSAGES.defaultReason),
  reasonInUse: () => conflict('archival-reason-in-use', SETTINGS_MESSAGES.reasonInUse),
  tooLong: () => validation('setting-name-too-long', SETTINGS_MESSAGES.tooLong),
} as const;

/**
 * A required name: the spec's message when missing or blank, the length message when too long, else null.
 * Shared by the request DTOs and the policies (and usable by the web forms).
 */
export const nameRule =
  (requiredMessage: string) =>
  (value: unknown): string | null => {
    if (typeof value !== 'string' || value.trim().length === 0) return requiredMessage;
    return value.trim().length > MAX_SETTING_NAME_LENGTH ? SETTINGS_MESSAGES.tooLong : null;
  };
