import { validateEmail, validatePhone, normalizeEmail } from '@ats/domain/candidates/contact-validation';
import type { Origin } from '@ats/web/app/api/api-types';
import type { ParsedCvResult } from '../../api/parse-cv-api';

/** Spec 02 §2.12: at most 50 files in one bulk upload. */
export const MAX_BULK_FILES = 50;

export type BulkTarget = { jobId: string; origin: Origin };

/**
 * The candidate a parsed CV makes, or why it makes none (spec 02 §5.8's words): a name and a valid e-mail are
 * required; a phone the form would refuse is left out rather than failing the file.
 */
export const candidateFromCv = (
  target: BulkTarget,
  result: ParsedCvResult,
):
  | { ok: true; input: { jobId: string; origin: Origin; firstName: string; lastName: string; email: string; phone?: string; cvFileId: string } }
  | { ok: false; reason: 'cannotParse' | 'noName' | 'noEmail' } => {
  if (!result.parsed) return { ok: false, reason: 'cannotParse' };
  const { firstName, lastName, emails, phones } = result.fields;
  if (!firstName || !lastName) return { ok: false, reason: 'noName' };
  const email = emails.find((candidate) => validateEmail(candidate) === null);
  if (!email) return { ok: false, reason: 'noEmail' };
  const phone = phones.find((candidate) => validatePhone(candidate) === null);
  return {
    ok: true,
    input: { ...target, firstName, lastName, email: normalizeEmail(email), ...(phone ? { phone } : {}), cvFileId: result.cvFileId },
  };
};
