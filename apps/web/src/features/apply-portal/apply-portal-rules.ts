import { APPLY_PORTAL_MESSAGES, applyFormErrors, type ApplyFormAnswers } from '@ats/domain/apply-portal';
import type { ApplicationForm } from '@ats/domain/jobs';
import type { FieldMessage, FormMessage } from '../../app/forms/field-message';
import type { MessageId } from '../../app/i18n/messages';

/** The apply form's rule messages in the catalogue, so Arabic readers read them in Arabic. */
const BY_TEXT: Record<string, MessageId> = {
  [APPLY_PORTAL_MESSAGES.mandatoryFields]: 'applyPortal.rule.mandatory',
  [APPLY_PORTAL_MESSAGES.linkedInInvalid]: 'applyPortal.rule.linkedInInvalid',
  [APPLY_PORTAL_MESSAGES.urlInvalid]: 'applyPortal.rule.urlInvalid',
  [APPLY_PORTAL_MESSAGES.linkTooLong]: 'applyPortal.rule.linkTooLong',
  [APPLY_PORTAL_MESSAGES.provideResponse]: 'applyPortal.rule.provideResponse',
  [APPLY_PORTAL_MESSAGES.cvRequired]: 'applyPortal.cv.required',
  [APPLY_PORTAL_MESSAGES.cvWrongType]: 'applyPortal.cv.wrongType',
  [APPLY_PORTAL_MESSAGES.jobClosed]: 'applyPortal.closed.body',
};

/** A message of the apply portal (from the domain's rules or the server) as a field message; others as given. */
export const applyMessage = (text: string): FormMessage => {
  const id = BY_TEXT[text];
  return id ? ({ id } satisfies FieldMessage) : text;
};

/** The form's values: what the candidate types; custom fields by id. */
export type ApplyFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  linkedIn: string;
  portfolio: string;
  gender: string;
  nationality: string;
  countryOfResidence: string;
  customFields: Record<string, string>;
};

export const answersOf = (values: ApplyFormValues): ApplyFormAnswers => ({
  ...values,
  linkedIn: values.linkedIn || null,
  portfolio: values.portfolio || null,
  gender: values.gender || null,
  nationality: values.nationality || null,
  countryOfResidence: values.countryOfResidence || null,
  customFields: Object.entries(values.customFields ?? {}).map(([id, value]) => ({ id, value })),
});

/** The domain's rules (shared with the API) for react-hook-form: each field's first message. */
export const applyFormRules = (form: ApplicationForm) => (values: ApplyFormValues) => {
  const errors = applyFormErrors(answersOf(values), form);
  const rules: Record<string, FormMessage> = {};
  // The e-mail is not on the form: it is the one the code proved.
  for (const [field, message] of Object.entries(errors)) if (field !== 'email') rules[field] = applyMessage(message!);
  return rules as Partial<Record<keyof ApplyFormValues & string, FormMessage>>;
};
