import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { normalizeEmail } from '@ats/domain/candidates/contact-validation';
import { createSignUp } from '@ats/domain/identity/self-serve-policies';
import { lockUser } from '@ats/infra/db/identity-rows';
import { RelationalWriter } from '@ats/infra/db/relational-write';

export class CreateSignUpCommand {
  constructor(
    readonly input: { firstName: string; lastName: string; email: string; companyName: string; partnerName?: string },
    readonly requestedFrom: string | null,
  ) {}
}

/**
 * `POST /company/self-serve/create` (spec 01 §2.10, §4.15): a pending sign-up, sent a code — by `createSignUp`'s
 * rules. A concurrent sign-up with the same address loses on the unique e-mail index and rolls back.
 */
@CommandHandler(CreateSignUpCommand)
export class CreateSignUpCommandHandler implements ICommandHandler<CreateSignUpCommand, { userId: string }> {
  constructor(private readonly writer: RelationalWriter) {}

  execute({ input, requestedFrom }: CreateSignUpCommand): Promise<{ userId: string }> {
    return this.writer.run({
      load: async (manager) => ({ userWithEmail: await lockUser(manager, { email: normalizeEmail(input.email) }) }),
      decide: (existing, context) => createSignUp(input, existing, { requestedFrom }, context),
    });
  }
}
