import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { ongoingApplicationsOf, type CandidateApplication } from '@ats/projections/career-portal/apply-portal.query';
import type { CandidateCaller } from '../../identity/caller';
import { CandidateAccounts } from '../candidate-account';

export class CandidateApplicationsQuery extends Query<{ items: CandidateApplication[] }> {
  constructor(readonly candidate: CandidateCaller) {
    super();
  }
}

/**
 * The candidate's own ongoing applications (spec 03 §2.3: several must be picked from), by the e-mail their
 * token proved — never by an address the client sends.
 */
@QueryHandler(CandidateApplicationsQuery)
export class CandidateApplicationsQueryHandler implements IQueryHandler<CandidateApplicationsQuery> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: CandidateAccounts,
  ) {}

  async execute({ candidate }: CandidateApplicationsQuery): Promise<{ items: CandidateApplication[] }> {
    const email = await this.accounts.emailOf(candidate.candidateUserId);
    return { items: await ongoingApplicationsOf(this.dataSource.manager, email) };
  }
}
