import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApplyPortalErrors } from './apply-portal-errors';

/**
 * The e-mail of a candidate token's account: the address the candidate proved with a one-time code
 * (`POST /auth/candidate/verify` is the only way to a candidate token), so it is what the portal trusts.
 */
@Injectable()
export class CandidateAccounts {
  constructor(private readonly dataSource: DataSource) {}

  async emailOf(candidateUserId: string): Promise<string> {
    const rows: Array<{ email: string }> = await this.dataSource.query(`SELECT email FROM candidate_users WHERE id = $1`, [candidateUserId]);
    if (!rows[0]) throw ApplyPortalErrors.candidateNotFound();
    return rows[0].email;
  }
}
