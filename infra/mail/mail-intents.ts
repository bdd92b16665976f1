import type { EntityManager } from 'typeorm';
import type { IdentityMail } from '@ats/domain/identity/identity-rows';
import type { JobPromotionMail } from '@ats/domain/jobs/promote-job';
import { assertNever } from '@ats/domain/shared/errors';
import { issueOtp, loadAuthSettings } from '../auth';
import { enqueueMail } from './mail-outbox';
import { jobPromotionMail, signupVerificationMail, teamInvitationMail } from './mail-templates';

/** Every mail a relational policy may decide to send (domain data); each context's union joins here. */
export type MailIntent = IdentityMail | JobPromotionMail;

/** What rendering needs that a policy does not know. */
export type MailSettings = { publicUrl: string };

/**
 * Renders a policy's mail intent with its template and queues it in the caller's transaction. A sign-up
 * code is issued here (within the code service's limits), so the code never passes through the domain.
 */
export const enqueueMailIntent = async (
  manager: EntityManager,
  intent: MailIntent,
  settings: MailSettings,
): Promise<void> => {
  switch (intent.kind) {
    case 'team-invitation': {
      const { kind: _kind, ...invitation } = intent;
      await enqueueMail(manager, teamInvitationMail({ ...invitation, publicUrl: settings.publicUrl }));
      return;
    }
    case 'sign-up-code': {
      const { userId, to, firstName, requestedFrom } = intent;
      const code = await issueOtp(manager, { userId, email: to, purpose: 'SIGNUP', requestedFrom });
      await enqueueMail(
        manager,
        signupVerificationMail({ to, firstName, code, ttlSeconds: loadAuthSettings().otpTtlSeconds }),
      );
      return;
    }
    case 'job-promotion': {
      const { kind: _kind, ...promotion } = intent;
      await enqueueMail(manager, jobPromotionMail({ ...promotion, publicUrl: settings.publicUrl }));
      return;
    }
    default:
      assertNever(intent);
  }
};
