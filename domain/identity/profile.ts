import { CONTACT_MESSAGES } from '../candidates/contact-validation';
import { MAX_EMAIL_SIGNATURE_LENGTH } from '../branding/branding-policies';
import { DomainError } from '../shared/errors';
import { decision } from '../shared/relational-decision';
import type { IdentityDecision, UserRow } from './identity-rows';
import { isKnownTimeZone } from './user-time-zone';

/** Spec 03 "Booking link form" words a missing time zone so; the profile asks for one the same way. */
export const PROFILE_MESSAGES = {
  firstNameRequired: CONTACT_MESSAGES.firstNameRequired,
  lastNameRequired: CONTACT_MESSAGES.lastNameRequired,
  timeZoneRequired: 'Please select the timezone',
} as const;

export const MAX_PROFILE_NAME_LENGTH = 100;
export { MAX_EMAIL_SIGNATURE_LENGTH };

/** What the profile screen (spec 03 "Profile screen") changes; the e-mail is not among it (a verified flow of its own). */
export type ProfileInput = { firstName: string; lastName: string; timeZone: string; emailSignature: string };

/** The profile's rules, shared with the web form: each field's message, or null. */
export const profileFieldErrors = (input: ProfileInput): Record<keyof ProfileInput, string | null> => ({
  firstName: input.firstName.trim() ? null : PROFILE_MESSAGES.firstNameRequired,
  lastName: input.lastName.trim() ? null : PROFILE_MESSAGES.lastNameRequired,
  timeZone: isKnownTimeZone(input.timeZone.trim()) ? null : PROFILE_MESSAGES.timeZoneRequired,
  emailSignature: null,
});

/**
 * The signed-in user changes their own profile (spec 03 "Profile screen"): first and last name, their IANA time
 * zone (an unknown one is refused as a missing one: 'Please select the timezone') and a plain-text e-mail signature
 * (kept as the company signature is, trimmed; shown and sent as text, never as HTML). Only their own row of their
 * own company; the e-mail stays. Answers whether the time zone changed (the daily digest re-plans then).
 */
export const updateOwnProfile = (
  input: ProfileInput,
  existing: { user: UserRow | null },
  caller: { userId: string; companyId: string },
): IdentityDecision<{ id: string; timeZoneChanged: boolean }> => {
  const user = existing.user;
  if (!user || user.id !== caller.userId || user.companyId !== caller.companyId || user.deletedAt)
    throw new DomainError('profile-not-found', 'User not found', 'not-found');
  const errors = profileFieldErrors(input);
  const first = Object.values(errors).find((message) => message !== null);
  if (first) throw new DomainError('profile-invalid', first);
  // As the runtime spells it ('asia/dubai' is kept as 'Asia/Dubai').
  const timeZone = new Intl.DateTimeFormat('en-US', { timeZone: input.timeZone.trim() }).resolvedOptions().timeZone;
  const emailSignature = input.emailSignature.trim();
  if (emailSignature.length > MAX_EMAIL_SIGNATURE_LENGTH)
    throw new DomainError('profile-signature-too-long', `Maximum ${MAX_EMAIL_SIGNATURE_LENGTH} characters.`);
  const set: Partial<UserRow> = {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    timeZone,
    emailSignature: emailSignature || null,
  };
  const view = (row: Partial<UserRow>) => ({
    firstName: row.firstName,
    lastName: row.lastName,
    timeZone: row.timeZone ?? null,
    emailSignature: row.emailSignature ?? null,
  });
  return decision(
    { id: user.id, timeZoneChanged: (user.timeZone ?? null) !== timeZone },
    {
      writes: [{ table: 'users', update: user.id, set }],
      audit: [
        { companyId: caller.companyId, actorId: caller.userId, entity: 'user', entityId: user.id, action: 'update', before: view(user), after: view({ ...user, ...set }) },
      ],
    },
  );
};
