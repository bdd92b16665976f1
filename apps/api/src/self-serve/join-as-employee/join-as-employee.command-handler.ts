import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { defaultPermissionsFor } from '../../../../../domain/identity';
import { companyOwnsDomain, SelfServeErrors } from '../../../../../domain/identity/self-serve';
import { emailDomainOf } from '../../../../../domain/identity/work-email';
import { DomainError } from '../../../../../domain/shared';
import { issueSession, type TokenPair } from '../../../../../infra/auth';
import { auditUserChange } from '../../../../../infra/db/audited';
import { CompanyEntity } from '../../../../../infra/db/entities/company.entity';
import { UserEntity } from '../../../../../infra/db/entities/user.entity';
import type { SignedInUser } from '../../identity/caller';
import { lockSignUpUser } from '../sign-up-users';

export class JoinAsEmployeeCommand {
  constructor(
    readonly user: SignedInUser,
    readonly userId: string,
    readonly companyId: string,
  ) {}
}

/** Spec 03 §8 'Invalid company ID'. */
const invalidCompany = () => new DomainError('invalid-company-id', 'Invalid company ID', 'not-found');

/**
 * `POST /auth/join-as-employee` (spec 01 §2.10, §7.2): a verified sign-up joins the company that owns their
 * e-mail domain as an Employee — the least access; an admin can raise it on the team page. Joining a
 * company that does not own the domain is refused: the domain is what proves the person belongs there.
 * Answers a new session carrying the company.
 */
@CommandHandler(JoinAsEmployeeCommand)
export class JoinAsEmployeeCommandHandler implements ICommandHandler<JoinAsEmployeeCommand, { token: TokenPair }> {
  constructor(private readonly dataSource: DataSource) {}

  execute({ user: caller, userId, companyId }: JoinAsEmployeeCommand) {
    if (caller.userId !== userId) throw SelfServeErrors.userNotFound();
    if (caller.companyId !== null) throw SelfServeErrors.alreadyInCompany();
    return this.dataSource.transaction(async (manager) => {
      const user = await lockSignUpUser(manager, userId);
      const company = await manager.getRepository(CompanyEntity).findOneBy({ id: companyId });
      if (!company) throw invalidCompany();
      if (!companyOwnsDomain(company, emailDomainOf(user.email))) throw SelfServeErrors.domainNotOwned();
      const change = {
        companyId,
        roles: ['COMPANY_EMPLOYEE'],
        permissionV1: defaultPermissionsFor('COMPANY_EMPLOYEE'),
        collaboratorPermissions: [],
        status: 'ACTIVE' as const,
      };
      await manager.getRepository(UserEntity).update({ id: userId }, change);
      await auditUserChange(manager, { companyId, actorId: userId }, user, { ...user, ...change });
      return { token: await issueSession(manager, userId) };
    });
  }
}
