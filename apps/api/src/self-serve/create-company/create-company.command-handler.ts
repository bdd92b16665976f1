import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { createCompany } from '@ats/domain/identity/self-serve-policies';
import { SelfServeErrors } from '@ats/domain/identity/self-serve';
import { emailDomainOf } from '@ats/domain/identity/work-email';
import { issueSession, type TokenPair } from '@ats/infra/auth';
import { seedDefaultPipelineTemplate } from '@ats/infra/db/company-settings-rows';
import { findCompanyOwningDomain, lockUser } from '@ats/infra/db/identity-rows';
import { refuseOnUniqueViolation, RelationalWriter } from '@ats/infra/db/relational-write';
import { seedDefaultArchivalReasons } from '@ats/infra/db/seed';
import type { SignedInUser } from '../../identity/caller';

export class CreateCompanyCommand {
  constructor(
    readonly user: SignedInUser,
    readonly companyName: string,
    readonly partnerName: string | undefined,
  ) {}
}

/**
 * `POST /company/self-serve/create-company`: the verified sign-up founds a company for their e-mail domain
 * and becomes its Super Admin, by `createCompany`'s rules. The company gets the default archival reasons and
 * stage pipeline template (as the seed gives them), and the user a new session, because the access token
 * carries the company.
 */
@CommandHandler(CreateCompanyCommand)
export class CreateCompanyCommandHandler implements ICommandHandler<
  CreateCompanyCommand,
  { companyId: string; token: TokenPair }
> {
  constructor(private readonly writer: RelationalWriter) {}

  execute({ user: caller, companyName, partnerName }: CreateCompanyCommand) {
    return this.writer
      .run({
        load: async (manager) => {
          const user = await lockUser(manager, { id: caller.userId });
          return { user, domainOwner: user && (await findCompanyOwningDomain(manager, emailDomainOf(user.email))) };
        },
        decide: (existing, context) => createCompany({ companyName, partnerName }, existing, caller, context),
        afterwards: async (manager, { companyId }) => {
          await seedDefaultArchivalReasons(manager, companyId, caller.userId);
          await seedDefaultPipelineTemplate(manager, companyId, caller.userId);
          return { companyId, token: await issueSession(manager, caller.userId) };
        },
      })
      .catch(
        // Two sign-ups of one domain racing: the unique domain index lets one company through.
        refuseOnUniqueViolation(() => SelfServeErrors.domainTaken(emailDomainOf(caller.email))),
      );
  }
}
