import { CONTACT_MESSAGES } from '@ats/domain/candidates/contact-validation';
import { isMissingCountryCode } from '@ats/web/app/forms/field-message';

/** Which add-candidate field a server message belongs to, when it is one of the shared contact messages. */
export const fieldOfServerMessage = (message: string): 'email' | 'phone' | 'firstName' | 'lastName' | null => {
  if (message === CONTACT_MESSAGES.emailInvalid || message === CONTACT_MESSAGES.emailRequired) return 'email';
  if (
    message === CONTACT_MESSAGES.phoneInvalidCharacters ||
    message === CONTACT_MESSAGES.phoneInvalidFormat ||
    message === CONTACT_MESSAGES.phoneRequired ||
    isMissingCountryCode(message)
  )
    return 'phone';
  if (message === CONTACT_MESSAGES.firstNameRequired) return 'firstName';
  if (message === CONTACT_MESSAGES.lastNameRequired) return 'lastName';
  return null;
};
