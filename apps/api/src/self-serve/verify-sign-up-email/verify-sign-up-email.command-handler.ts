import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { signUpUserOf, verifySignUpEmail } from '@ats/domain/identity/self-serve-policies';
import { issueSession, otpFailureError, verifyOtp, type TokenPair } from '@ats/infra/auth';
import { lockUser } from '@ats/infra/db/identity-rows';
import { RelationalWriter } from '@ats/infra/db/relational-write';

export class VerifySignUpEmailCommand {
  constructor(
    readonly userId: string,
    readonly otp: string,
  ) {}
}

/**
 * `POST /company/self-serve/verify-email-otp`: the right code verifies the address and signs the user in
 * without a company — enough for the onboarding calls (`@AllowWithoutCompany()`), nothing else. An unknown
 * sign-up is refused before the code is tried; wrong, expired, used and locked codes answer as sign-in does
 * (the code service counts the attempt in its own transaction, so refusing here does not undo it).
 */
@CommandHandler(VerifySignUpEmailCommand)
export class VerifySignUpEmailCommandHandler implements ICommandHandler<
  VerifySignUpEmailCommand,
  { userId: string; token: TokenPair }
> {
  constructor(
    private readonly writer: RelationalWriter,
    private readonly dataSource: DataSource,
  ) {}

  async execute({ userId, otp }: VerifySignUpEmailCommand) {
    const load = async (manager: DataSource['manager']) => ({ user: await lockUser(manager, { id: userId }) });
    await this.dataSource.transaction(async (manager) => signUpUserOf((await load(manager)).user));
    const verification = await verifyOtp(this.dataSource.manager, { userId, purpose: 'SIGNUP', code: otp });
    if (!verification.ok) throw otpFailureError(verification.failure);
    return this.writer.run({
      load,
      decide: (existing) => verifySignUpEmail({ userId }, existing),
      afterwards: async (manager, verified) => ({ ...verified, token: await issueSession(manager, verified.userId) }),
    });
  }
}
