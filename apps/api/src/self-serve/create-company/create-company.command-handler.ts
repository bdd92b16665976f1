import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource, QueryFailedError } from 'typeorm';
import { DEFAULT_COMPANY_PERMISSIONS, defaultPermissionsFor } from '../../../../../domain/identity';
import { SelfServeErrors } from '../../../../../domain/identity/self-serve';
import { emailDomainOf, validateWorkEmail } from '../../../../../domain/identity/work-email';
import { DomainError } from '../../../../../domain/shared';
import { issueSession, type TokenPair } from '../../../../../infra/auth';
import { auditUserChange, recordAudit } from '../../../../../infra/db/audited';
import { CompanyEntity } from '../../../../../infra/db/entities/company.entity';
import { UserEntity } from '../../../../../infra/db/entities/user.entity';
import { seedDefaultArchivalReasons } from '../../../../../infra/db/seed';
import type { SignedInUser } from '../../identity/caller';
import { findCompanyOwningDomain, lockSignUpUser } from '../sign-up-users';

export class CreateCompanyCommand {
  constructor(
    readonly user: SignedInUser,
    readonly companyName: string,
    readonly partnerName: string | undefined,
  ) {}
}

const isUniqueViolation = (error: unknown) =>
  error instanceof QueryFailedError && (error.driverError as { code?: string })?.code === '23505';

/**
 * `POST /company/self-serve/create-company`: the verified sign-up founds a company for their e-mail domain
 * and becomes its Super Admin. The company starts on the default plan's permissions (permissionV2), with
 * the default archival reasons, and onboarding not completed until the questionnaire is answered. A domain
 * some company already owns is refused — the user joins that company instead. Answers a new session,
 * because the access token carries the company.
 */
@CommandHandler(CreateCompanyCommand)
export class CreateCompanyCommandHandler implements ICommandHandler<
  CreateCompanyCommand,
  { companyId: string; token: TokenPair }
> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ user: caller, companyName, partnerName }: CreateCompanyCommand) {
    if (caller.companyId !== null) throw SelfServeErrors.alreadyInCompany();
    try {
      return await this.dataSource.transaction(async (manager) => {
        const user = await lockSignUpUser(manager, caller.userId);
        const domain = emailDomainOf(user.email);
        const notWork = validateWorkEmail(user.email);
        if (notWork) throw new DomainError('work-email-required', notWork);
        if (await findCompanyOwningDomain(manager, domain)) throw SelfServeErrors.domainTaken(domain);

        const companyId = randomUUID();
        const company = {
          id: companyId,
          name: companyName.trim(),
          domain,
          partnerName: partnerName?.trim() || null,
          status: 'TRIAL' as const,
          isSelfOnboardingCompleted: false,
          permissionV2: [...DEFAULT_COMPANY_PERMISSIONS],
        };
        await manager.getRepository(CompanyEntity).insert(company);
        await recordAudit(manager, {
          companyId,
          actorId: user.id,
          entity: 'company',
          entityId: companyId,
          action: 'create',
          before: null,
          after: company,
        });

        const change = {
          companyId,
          roles: ['COMPANY_ADMIN'],
          permissionV1: defaultPermissionsFor('COMPANY_ADMIN'),
          collaboratorPermissions: [],
          status: 'ACTIVE' as const,
        };
        await manager.getRepository(UserEntity).update({ id: user.id }, change);
        await auditUserChange(manager, { companyId, actorId: user.id }, user, { ...user, ...change });
        await seedDefaultArchivalReasons(manager, companyId, user.id);
        return { companyId, token: await issueSession(manager, user.id) };
      });
    } catch (error) {
      // Two sign-ups of one domain racing: the unique domain index lets one company through.
      if (isUniqueViolation(error)) throw SelfServeErrors.domainTaken(emailDomainOf(caller.email));
      throw error;
    }
  }
}
