import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { SelfServeErrors } from '@ats/domain/identity/self-serve';
import { emailDomainOf } from '@ats/domain/identity/work-email';
import type { SignedInUser } from '../../identity/caller';
import { findCompanyOwningDomain } from '@ats/infra/db/identity-rows';

export class CheckCompanyDomainQuery {
  constructor(
    readonly user: SignedInUser,
    readonly userId: string,
  ) {}
}

export type CompanyDomainCheck = { exists: false } | { exists: true; companyId: string; companyName: string };

/**
 * `POST /company/self-serve/check-company-domain`: whether a company already owns the signed-in user's
 * e-mail domain, so onboarding can offer "Join as an employee" (spec 01 §2.10). Only about oneself: the
 * body's userId must be the caller's.
 */
@QueryHandler(CheckCompanyDomainQuery)
export class CheckCompanyDomainQueryHandler implements IQueryHandler<CheckCompanyDomainQuery, CompanyDomainCheck> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ user, userId }: CheckCompanyDomainQuery): Promise<CompanyDomainCheck> {
    if (user.userId !== userId) throw SelfServeErrors.userNotFound();
    const company = await findCompanyOwningDomain(this.dataSource.manager, emailDomainOf(user.email));
    return company ? { exists: true, companyId: company.id, companyName: company.name } : { exists: false };
  }
}
