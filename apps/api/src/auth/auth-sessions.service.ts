import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { issueCandidateSession, refreshSession, revokeRefreshToken, type TokenPair } from '@ats/infra/auth';
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

  /** A candidate token pair (spec 01 §2.3), by the candidate's e-mail. */
  candidate(input: { email: string; firstName?: string; lastName?: string }) {
    return this.dataSource.transaction(async (manager) => {
      const candidateUserId = await getOrCreateCandidateUser(manager, input);
      return { candidateUserId, token: await issueCandidateSession(manager, candidateUserId) };
    });
  }
}
