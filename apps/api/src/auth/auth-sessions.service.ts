import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  issueCandidateSession,
  issueOtp,
  loadAuthSettings,
  otpFailureError,
  refreshSession,
  revokeRefreshToken,
  verifyOtp,
  type TokenPair,
} from '@ats/infra/auth';
import { enqueueMail } from '@ats/infra/mail/mail-outbox';
import { loginOtpMail } from '@ats/infra/mail/mail-templates';
import { getOrCreateCandidateUser } from './candidate-users';

/** Token pairs after sign-in: refresh, sign out, and the candidate pair of candidate-context pages. */
@Injectable()
export class AuthSessionsService {
  constructor(private readonly dataSource: DataSource) {}

  /** A new pair for a refresh token; staff and candidate pairs alike. */
  refresh(refreshToken: string): Promise<TokenPair> {
    return refreshSession(this.dataSource.manager, refreshToken);
  }

  /** Ends the session a refresh token belongs to, if it is `subjectId`'s. */
  async logout(refreshToken: string, subjectId: string): Promise<void> {
    await revokeRefreshToken(this.dataSource.manager, refreshToken, subjectId);
  }

  /**
   * Step one of a candidate session (spec 01 §2.3): gets or creates the candidate account of the e-mail and
   * e-mails it a one-time code. Nothing about the candidate is answered, and no token: an e-mail address
   * alone opens nothing (the apply portal shows applications and profiles only after the code).
   */
  candidate(input: { email: string; firstName?: string; lastName?: string }, requestedFrom: string | null) {
    return this.dataSource.transaction(async (manager) => {
      const candidateUserId = await getOrCreateCandidateUser(manager, input);
      const email = input.email.trim().toLowerCase();
      const code = await issueOtp(manager, { userId: candidateUserId, email, purpose: 'CANDIDATE', requestedFrom });
      await enqueueMail(
        manager,
        loginOtpMail({ to: email, firstName: input.firstName, code, ttlSeconds: loadAuthSettings().otpTtlSeconds }),
      );
      return { status: 'OTP_SENT' as const, candidateUserId };
    });
  }

  /** Step two: the right code opens the candidate token pair; a wrong, expired, used or locked one the spec's message. */
  async verifyCandidate(candidateUserId: string, otp: string): Promise<{ status: 'VERIFIED'; candidateUserId: string; token: TokenPair }> {
    const verification = await verifyOtp(this.dataSource.manager, { userId: candidateUserId, purpose: 'CANDIDATE', code: otp });
    if (!verification.ok) throw otpFailureError(verification.failure);
    const token = await this.dataSource.transaction((manager) => issueCandidateSession(manager, candidateUserId));
    return { status: 'VERIFIED', candidateUserId, token };
  }
}
