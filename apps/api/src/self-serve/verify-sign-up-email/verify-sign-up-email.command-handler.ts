import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { issueSession, otpFailureError, verifyOtp, type TokenPair } from '../../../../../infra/auth';
import { auditUserChange } from '../../../../../infra/db/audited';
import { UserEntity } from '../../../../../infra/db/entities/user.entity';
import { lockSignUpUser } from '../sign-up-users';

export class VerifySignUpEmailCommand {
  constructor(
    readonly userId: string,
    readonly otp: string,
  ) {}
}

/**
 * `POST /company/self-serve/verify-email-otp`: the right code verifies the address and signs the user in
 * without a company — enough for the onboarding calls (`@AllowWithoutCompany()`), nothing else. Wrong,
 * expired, used and locked codes answer as sign-in does (the code service counts the attempt in its own
 * transaction, so refusing here does not undo it).
 */
@CommandHandler(VerifySignUpEmailCommand)
export class VerifySignUpEmailCommandHandler implements ICommandHandler<
  VerifySignUpEmailCommand,
  { userId: string; token: TokenPair }
> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ userId, otp }: VerifySignUpEmailCommand) {
    await this.dataSource.transaction((manager) => lockSignUpUser(manager, userId));
    const verification = await verifyOtp(this.dataSource.manager, { userId, purpose: 'SIGNUP', code: otp });
    if (!verification.ok) throw otpFailureError(verification.failure);
    return this.dataSource.transaction(async (manager) => {
      const user = await lockSignUpUser(manager, userId);
      if (user.status === 'PENDING_VERIFICATION') {
        await manager.getRepository(UserEntity).update({ id: userId }, { status: 'ACTIVE' });
        await auditUserChange(manager, { companyId: null, actorId: userId }, user, { ...user, status: 'ACTIVE' });
      }
      return { userId, token: await issueSession(manager, userId) };
    });
  }
}
