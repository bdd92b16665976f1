import type { IdentityMail } from '@ats/domain/identity/identity-rows';
import type { JobPromotionMail } from '@ats/domain/jobs/promote-job';
import type { OutgoingMail } from './mail-outbox';

/**
 * The texts of the e-mails sign-in, sign-up and team members send (English; the product's other language is
 * for screens). Each answers an `OutgoingMail` ready for `enqueueMail`; plain text only, so the development
 * mailbox shows exactly what the recipient reads.
 */

const minutes = (seconds: number) => Math.max(1, Math.round(seconds / 60));

const greeting = (firstName: string | null | undefined) =>
  firstName?.trim() ? `Hello ${firstName.trim()},` : 'Hello,';

/** The one-time code a staff user types on the sign-in page. */
export const loginOtpMail = (input: {
  to: string;
  firstName?: string | null;
  code: string;
  ttlSeconds: number;
  companyId?: string | null;
}): OutgoingMail => ({
  kind: 'OTP',
  to: input.to,
  companyId: input.companyId ?? null,
  subject: `Your sign-in code is ${input.code}`,
  text: [
    greeting(input.firstName),
    '',
    `Your verification code is ${input.code}.`,
    `It expires in ${minutes(input.ttlSeconds)} minutes and can be used once.`,
    '',
    'If you did not try to sign in, you can ignore this e-mail; nobody can sign in without the code.',
  ].join('\n'),
});

/** The code that proves a self-serve sign-up owns the work e-mail address (spec 01 §2.10). */
export const signupVerificationMail = (input: {
  to: string;
  firstName: string;
  code: string;
  ttlSeconds: number;
}): OutgoingMail => ({
  kind: 'SIGNUP_OTP',
  to: input.to,
  companyId: null,
  subject: `Verify your e-mail address: ${input.code}`,
  text: [
    greeting(input.firstName),
    '',
    'Thank you for signing up. To verify your work e-mail address, enter this code:',
    '',
    `    ${input.code}`,
    '',
    `The code expires in ${minutes(input.ttlSeconds)} minutes. If you did not sign up, you can ignore this e-mail.`,
  ].join('\n'),
});

/** An invitation to join a company's hiring team; the member signs in with their e-mail at /login. */
export const teamInvitationMail = (
  input: Omit<Extract<IdentityMail, { kind: 'team-invitation' }>, 'kind'> & { publicUrl: string },
): OutgoingMail => {
  const loginUrl = `${input.publicUrl}/login`;
  return {
    kind: 'INVITE',
    to: input.to,
    companyId: input.companyId,
    subject: `${input.invitedBy} invited you to join ${input.companyName}`,
    text: [
      greeting(input.firstName),
      '',
      `${input.invitedBy} invited you to join the ${input.companyName} hiring team as ${input.roleLabel}.`,
      '',
      `Sign in with this e-mail address (${input.to.trim().toLowerCase()}) at ${loginUrl}; we will e-mail you a one-time code.`,
    ].join('\n'),
  };
};

/** A team member is asked to share a published job; the link is the public job page or the employee portal. */
export const jobPromotionMail = (input: Omit<JobPromotionMail, 'kind'> & { publicUrl: string }): OutgoingMail => ({
  kind: 'JOB_PROMOTION',
  to: input.to,
  companyId: input.companyId,
  subject: `${input.invitedBy} asks you to help promote: ${input.jobTitle}`,
  text: [
    greeting(input.firstName),
    '',
    `${input.invitedBy} asks you to share the job "${input.jobTitle}" with your network.`,
    ...(input.message ? ['', input.message] : []),
    '',
    `Share this link: ${input.publicUrl}${input.jobPath}`,
  ].join('\n'),
});
