import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  AUTH_MESSAGES,
  AuthError,
  issueOtp,
  issueSession,
  loadAuthSettings,
  otpFailureError,
  verifyOtp,
  type TokenPair,
} from '@ats/infra/auth';
import { UserEntity } from '@ats/infra/db/entities/user.entity';
import { enqueueMail } from '@ats/infra/mail/mail-outbox';
import { loginOtpMail } from '@ats/infra/mail/mail-templates';

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1);

/** Sign-in by e-mail code (spec 01 §2.10, §7.2; docs/api.md "Sign-in"). */
@Injectable()
export class OtpLoginService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * A known, undeleted user gets a code by e-mail. Otherwise the answer tells an unregistered company
   * domain (400) from a registered one without that user (403), as the spec's two messages do.
   */
  async requestCode(rawEmail: string, requestedFrom: string | null): Promise<{ status: 'OTP_SENT'; userId: string }> {
    const email = rawEmail.trim().toLowerCase();
    return this.dataSource.transaction(async (manager) => {
      const user = await manager.getRepository(UserEntity).findOneBy({ email });
      if (!user || user.deletedAt) {
        const domain = domainOf(email);
        const owners: unknown[] = await manager.query(
          `SELECT 1 FROM companies WHERE lower(domain) = $1 OR $1 = ANY (SELECT lower(d) FROM unnest(other_email_domains) AS d) LIMIT 1`,
          [domain],
        );
        if (owners.length === 0)
          throw new AuthError(400, 'company-domain-not-registered', AUTH_MESSAGES.domainNotRegistered(domain));
        throw new AuthError(403, 'access-denied', AUTH_MESSAGES.accessDenied);
      }
      const code = await issueOtp(manager, { userId: user.id, email: user.email, purpose: 'LOGIN', requestedFrom });
      await enqueueMail(
        manager,
        loginOtpMail({
          to: user.email,
          firstName: user.firstName,
          code,
          ttlSeconds: loadAuthSettings().otpTtlSeconds,
          companyId: user.companyId,
        }),
      );
      return { status: 'OTP_SENT' as const, userId: user.id };
    });
  }

  /** The right code opens a session; a wrong, expired, used or locked one answers the spec's message. */
  async verify(userId: string, otp: string): Promise<{ status: 'VERIFIED'; token: TokenPair }> {
    const verification = await verifyOtp(this.dataSource.manager, { userId, purpose: 'LOGIN', code: otp });
    if (!verification.ok) throw otpFailureError(verification.failure);
    const token = await this.dataSource.transaction((manager) => issueSession(manager, userId));
    return { status: 'VERIFIED', token };
  }
}
