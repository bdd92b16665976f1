import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { resendSignUpCode } from '@ats/domain/identity/self-serve-policies';
import { lockUser } from '@ats/infra/db/identity-rows';
import { RelationalWriter } from '@ats/infra/db/relational-write';

export class ResendSignUpCodeCommand {
  constructor(
    readonly userId: string,
    readonly requestedFrom: string | null,
  ) {}
}

/**
 * `POST /company/self-serve/resend-email/{id}`: a new code (the previous one stops working), within the
 * per-user and per-address limits of the code service — by `resendSignUpCode`'s rules.
 */
@CommandHandler(ResendSignUpCodeCommand)
export class ResendSignUpCodeCommandHandler implements ICommandHandler<
  ResendSignUpCodeCommand,
  { userId: string; status: 'OTP_SENT' }
> {
  constructor(private readonly writer: RelationalWriter) {}

  execute({ userId, requestedFrom }: ResendSignUpCodeCommand) {
    return this.writer.run({
      load: async (manager) => ({ user: await lockUser(manager, { id: userId }) }),
      decide: (existing) => resendSignUpCode({ userId }, existing, { requestedFrom }),
    });
  }
}
