import { DomainError } from '../shared/errors';

/** Bounds of a feedback template (spec 03 "Feedback template": values not given by the spec; sized for a form). */
export const FEEDBACK_TEMPLATE_LIMITS = {
  name: 100,
  sections: 20,
  skillsPerTemplate: 50,
  sectionTitle: 100,
  skillName: 100,
  guidingQuestionsPerSkill: 10,
  guidingQuestion: 500,
  sampleAnswer: 2000,
  /** Scores are whole numbers from min to max; 0 to 10 covers the usual 1–5 and 1–10 scales. */
  scaleLowest: 0,
  scaleHighest: 10,
} as const;

/** The scale a new template gets when none is given. */
export const DEFAULT_FEEDBACK_SCALE = { min: 1, max: 5 } as const;

export const FEEDBACK_TEMPLATE_MESSAGES = {
  nameRequired: 'Please input template name',
  nameTooLong: `Maximum ${FEEDBACK_TEMPLATE_LIMITS.name} characters.`,
  nameExists: 'Template name already exists. Please choose a different name.',
  skillRequired: 'Please add at least one skill',
  sectionTitleRequired: 'Please input section title',
  skillNameRequired: 'Please input skill name',
  tooLong: 'This text is too long',
  tooMany: 'Too many items',
  scaleInvalid: `The scale must go from a lower to a higher whole number between ${FEEDBACK_TEMPLATE_LIMITS.scaleLowest} and ${FEEDBACK_TEMPLATE_LIMITS.scaleHighest}`,
  notFound: 'Template not found',
} as const;

const validation = (code: string, message: string) => new DomainError(code, message, 'validation');

export const FeedbackTemplateErrors = {
  nameRequired: () => validation('feedback-template-name-required', FEEDBACK_TEMPLATE_MESSAGES.nameRequired),
  nameTooLong: () => validation('feedback-template-name-too-long', FEEDBACK_TEMPLATE_MESSAGES.nameTooLong),
  nameExists: () => new DomainError('feedback-template-name-exists', FEEDBACK_TEMPLATE_MESSAGES.nameExists, 'conflict'),
  skillRequired: () => validation('feedback-template-skill-required', FEEDBACK_TEMPLATE_MESSAGES.skillRequired),
  sectionTitleRequired: () => validation('feedback-template-section-title-required', FEEDBACK_TEMPLATE_MESSAGES.sectionTitleRequired),
  skillNameRequired: () => validation('feedback-template-skill-name-required', FEEDBACK_TEMPLATE_MESSAGES.skillNameRequired),
  tooLong: () => validation('feedback-template-text-too-long', FEEDBACK_TEMPLATE_MESSAGES.tooLong),
  tooMany: () => validation('feedback-template-too-many', FEEDBACK_TEMPLATE_MESSAGES.tooMany),
  scaleInvalid: () => validation('feedback-template-scale-invalid', FEEDBACK_TEMPLATE_MESSAGES.scaleInvalid),
  notFound: () => new DomainError('feedback-template-not-found', FEEDBACK_TEMPLATE_MESSAGES.notFound, 'not-found'),
} as const;

/** The name's message, or null: shared by the request DTO, the policies and the web form. */
export const feedbackTemplateNameRule = (value: unknown): string | null => {
  if (typeof value !== 'string' || value.trim().length === 0) return FEEDBACK_TEMPLATE_MESSAGES.nameRequired;
  return value.trim().length > FEEDBACK_TEMPLATE_LIMITS.name ? FEEDBACK_TEMPLATE_MESSAGES.nameTooLong : null;
};

/** Days between pending-feedback reminders after the first, 24 hours after the interview (spec 03 §8): a company setting. */
export const FEEDBACK_REMINDER_CADENCE_DAYS = { min: 1, max: 30, default: 1 } as const;

/**
 * Reminders per interviewer per interview: the first, 24 hours after it, and four more at the cadence. A reminder
 * nobody acts on after that is noise in their inbox; the feedback stays pending on the interview for the recruiter.
 */
export const MAX_PENDING_FEEDBACK_REMINDERS = 5;

export const FEEDBACK_REMINDER_MESSAGES = {
  cadenceInvalid: `Reminders repeat every 1 to ${FEEDBACK_REMINDER_CADENCE_DAYS.max} days`,
} as const;

/** The cadence's message, or null: shared by the request DTO and the web form. */
export const feedbackReminderCadenceRule = (value: unknown): string | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= FEEDBACK_REMINDER_CADENCE_DAYS.min && value <= FEEDBACK_REMINDER_CADENCE_DAYS.max
    ? null
    : FEEDBACK_REMINDER_MESSAGES.cadenceInvalid;
