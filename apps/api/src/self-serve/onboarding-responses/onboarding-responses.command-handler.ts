import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { submitOnboardingResponses } from '@ats/domain/identity/self-serve-policies';
import type { OnboardingResponses } from '@ats/domain/identity/self-serve';
import { existingUser, lockCompany } from '@ats/infra/db/identity-rows';
import { RelationalWriter } from '@ats/infra/db/relational-write';
import type { Caller } from '../../identity/caller';

export class SubmitOnboardingResponsesCommand {
  constructor(
    readonly caller: Caller,
    readonly responses: OnboardingResponses,
  ) {}
}

/**
 * `POST /company/self-serve/company-onboarding-responses` (spec 01 §3.13): the founder's answers complete
 * the company's onboarding, by `submitOnboardingResponses`'s rules.
 */
@CommandHandler(SubmitOnboardingResponsesCommand)
export class SubmitOnboardingResponsesCommandHandler implements ICommandHandler<
  SubmitOnboardingResponsesCommand,
  { companyId: string; isSelfOnboardingCompleted: true }
> {
  constructor(private readonly writer: RelationalWriter) {}

  execute({ caller, responses }: SubmitOnboardingResponsesCommand) {
    return this.writer.run({
      load: async (manager) => ({
        company: await lockCompany(manager, caller.companyId),
        user: await existingUser(manager, caller.userId),
      }),
      decide: (existing) => submitOnboardingResponses(responses, existing, caller),
    });
  }
}
