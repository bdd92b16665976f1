import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { SelfServeErrors, type OnboardingResponses } from '../../../../../domain/identity/self-serve';
import { auditUserChange, recordAudit } from '../../../../../infra/db/audited';
import { CompanyEntity } from '../../../../../infra/db/entities/company.entity';
import { UserEntity } from '../../../../../infra/db/entities/user.entity';
import type { Caller } from '../../identity/caller';

export class SubmitOnboardingResponsesCommand {
  constructor(
    readonly caller: Caller,
    readonly responses: OnboardingResponses,
  ) {}
}

/**
 * `POST /company/self-serve/company-onboarding-responses` (spec 01 §3.13): the founder's answers complete
 * the company's onboarding. The company takes the name given here; the phone becomes the caller's. Sending
 * the answers again replaces them (a retried submission whose answer was lost must not fail), audited as
 * every change is.
 */
@CommandHandler(SubmitOnboardingResponsesCommand)
export class SubmitOnboardingResponsesCommandHandler implements ICommandHandler<
  SubmitOnboardingResponsesCommand,
  { companyId: string; isSelfOnboardingCompleted: true }
> {
  constructor(private readonly dataSource: DataSource) {}

  execute({ caller, responses }: SubmitOnboardingResponsesCommand) {
    return this.dataSource.transaction(async (manager) => {
      const companies = manager.getRepository(CompanyEntity);
      const company = await companies.findOne({ where: { id: caller.companyId }, lock: { mode: 'pessimistic_write' } });
      if (!company) throw SelfServeErrors.userNotFound();
      const answers: OnboardingResponses = {
        ...responses,
        companyName: responses.companyName.trim(),
        phoneNumber: responses.phoneNumber.trim(),
        hiringNeeds: [...new Set(responses.hiringNeeds)],
      };
      const change = { name: answers.companyName, onboardingResponses: answers, isSelfOnboardingCompleted: true };
      await companies.update({ id: company.id }, change);
      await recordAudit(manager, {
        companyId: company.id,
        actorId: caller.userId,
        entity: 'company',
        entityId: company.id,
        action: 'update',
        before: {
          name: company.name,
          onboardingResponses: company.onboardingResponses,
          isSelfOnboardingCompleted: false,
        },
        after: change,
      });

      const user = await manager.getRepository(UserEntity).findOneByOrFail({ id: caller.userId });
      await manager.getRepository(UserEntity).update({ id: user.id }, { phone: answers.phoneNumber });
      await auditUserChange(manager, { companyId: company.id, actorId: caller.userId }, user, { ...user, phone: answers.phoneNumber });
      return { companyId: company.id, isSelfOnboardingCompleted: true as const };
    });
  }
}
