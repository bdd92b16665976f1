import { validateEmail, validatePhone } from '../candidates/contact-validation';
import { DomainError, type CandidatePersonalDetails } from '../shared';
import type { ApplicationForm, ExistingJobState, LinkFieldSetting } from '../jobs';

/** The apply portal's messages (spec 03 §5 "Apply portal (candidate)", §8 "Candidate portal"), verbatim. */
export const APPLY_PORTAL_MESSAGES = {
  mandatoryFields: 'Please enter all mandatory fields',
  linkedInInvalid: 'Please enter a valid linkedin url',
  urlInvalid: 'Please enter a valid URL',
  linkTooLong: 'Link must be less than 1000 characters',
  provideResponse: 'Provide your response',
  cvRequired: 'Please upload CV to continue',
  cvInvalid: 'Please upload a valid CV',
  cvWrongType: 'CV must be a PDF or Docx!',
  cvUploadFailed: 'Unable to upload CV. Please try again later.',
  pickApplication: 'Please select a job application to continue.',
  pageNotFound: 'The page you are looking for is not found',
  unableToStart: 'Unable to start the application. Please try again!',
  jobClosed: 'This job is no longer accepting applications.',
} as const;

/** Spec 03 §3 "Apply form": Gender offers these; 'Prefer not to say' is also a Nationality answer. */
export const GENDER_ANSWERS = ['Male', 'Female', 'Prefer not to say'] as const;
export type GenderAnswer = (typeof GENDER_ANSWERS)[number];
export const PREFER_NOT_TO_SAY = 'Prefer not to say';

export const MAX_LINK_LENGTH = 1000;
export const MAX_ANSWER_LENGTH = 1000;

/** What the candidate fills in on the apply form besides the CV. */
export type ApplyFormAnswers = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  linkedIn: string | null;
  portfolio: string | null;
  gender: string | null;
  nationality: string | null;
  countryOfResidence: string | null;
  customFields: Array<{ id: string; value: string }>;
};

/** The answers kept on the application beyond name, e-mail and phone (personal data, encrypted with them). */
export type ApplyFormExtras = NonNullable<CandidatePersonalDetails['applyForm']>;

const blank = (value: string | null | undefined) => (value ?? '').trim().length === 0;
// Spec 03 §5 "LinkedIn": {host}/in/ followed by 3 to 100 characters (the profile variant the apply form asks for).
const LINKEDIN_PROFILE = /^(https?:\/\/)?([a-z]{2,3}\.)?linkedin\.com\/in\/[^\s/?#]{3,100}\/?$/i;

const isWebUrl = (value: string): boolean => {
  // Links typed without a scheme are read as https (spec 01 §5.2).
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    return (url.protocol === 'http:' || url.protocol === 'https:') && /\.[a-z]{2,}$/i.test(url.hostname);
  } catch {
    return false;
  }
};

const linkError = (value: string | null, setting: LinkFieldSetting, rule: (link: string) => boolean, invalid: string): string | null => {
  if (setting === 'OFF') return null;
  if (blank(value)) return setting === 'MANDATORY' ? APPLY_PORTAL_MESSAGES.mandatoryFields : null;
  const link = value!.trim();
  if (link.length >= MAX_LINK_LENGTH) return APPLY_PORTAL_MESSAGES.linkTooLong;
  return rule(link) ? null : invalid;
};

export type ApplyFormField = keyof Omit<ApplyFormAnswers, 'customFields'> | `customFields.${string}`;

/**
 * Checks the answers against the job's application form (spec 02 §3.2, 03 §5): every field error with the
 * spec's message, empty when the form may be submitted. Shared by the web form and the API.
 */
export const applyFormErrors = (answers: ApplyFormAnswers, form: ApplicationForm): Partial<Record<ApplyFormField, string>> => {
  const errors: Partial<Record<ApplyFormField, string>> = {};
  if (blank(answers.firstName)) errors.firstName = APPLY_PORTAL_MESSAGES.mandatoryFields;
  if (blank(answers.lastName)) errors.lastName = APPLY_PORTAL_MESSAGES.mandatoryFields;
  const emailError = validateEmail(answers.email);
  if (emailError) errors.email = emailError;
  // The phone is mandatory on the apply form (spec 03 §3), the shared rule checks its shape.
  const phoneError = blank(answers.phone) ? APPLY_PORTAL_MESSAGES.mandatoryFields : validatePhone(answers.phone);
  if (phoneError) errors.phone = phoneError;
  const linkedIn = linkError(answers.linkedIn, form.linkedInLink, (link) => LINKEDIN_PROFILE.test(link), APPLY_PORTAL_MESSAGES.linkedInInvalid);
  if (linkedIn) errors.linkedIn = linkedIn;
  const portfolio = linkError(answers.portfolio, form.portfolioLink, isWebUrl, APPLY_PORTAL_MESSAGES.urlInvalid);
  if (portfolio) errors.portfolio = portfolio;
  if (form.askGender && (blank(answers.gender) || !(GENDER_ANSWERS as readonly string[]).includes(answers.gender!.trim())))
    errors.gender = APPLY_PORTAL_MESSAGES.mandatoryFields;
  if (form.askNationality && blank(answers.nationality)) errors.nationality = APPLY_PORTAL_MESSAGES.mandatoryFields;
  if (blank(answers.countryOfResidence)) errors.countryOfResidence = APPLY_PORTAL_MESSAGES.mandatoryFields;
  for (const id of form.customFieldIds) {
    const answer = answers.customFields.find((field) => field.id === id);
    if (!answer || blank(answer.value)) errors[`customFields.${id}`] = APPLY_PORTAL_MESSAGES.provideResponse;
    else if (answer.value.length > MAX_ANSWER_LENGTH) errors[`customFields.${id}`] = APPLY_PORTAL_MESSAGES.provideResponse;
  }
  return errors;
};

/** The first error as the API answers it (400 with the spec's message), or the extras to keep. */
export const acceptApplyForm = (answers: ApplyFormAnswers, form: ApplicationForm): ApplyFormExtras => {
  const errors = Object.values(applyFormErrors(answers, form));
  if (errors.length > 0) throw new DomainError('apply-form-invalid', errors[0]!, 'validation');
  const kept = (value: string | null, asked: boolean) => (asked && !blank(value) ? value!.trim() : null);
  return {
    linkedIn: kept(answers.linkedIn, form.linkedInLink !== 'OFF'),
    portfolio: kept(answers.portfolio, form.portfolioLink !== 'OFF'),
    gender: kept(answers.gender, form.askGender),
    nationality: kept(answers.nationality, form.askNationality),
    countryOfResidence: kept(answers.countryOfResidence, true),
    // Answers to fields the form does not ask are dropped, not stored.
    customFields: answers.customFields
      .filter((field) => form.customFieldIds.includes(field.id))
      .map((field) => ({ id: field.id, value: field.value.trim() })),
  };
};

/** Where the candidate may apply: a published job on the career page (else 'Job Closed' or not found). */
export type ApplyAvailability = 'open' | 'closed' | 'not-found';

export const applyAvailability = (job: Pick<ExistingJobState, 'status' | 'publication'> | null): ApplyAvailability => {
  if (!job || job.status === 'DELETED' || job.status === 'DRAFT' || !job.publication?.careerPage) return 'not-found';
  return job.status === 'PUBLISHED' ? 'open' : 'closed';
};
