import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { SelfServeErrors } from '../../../../../domain/identity/self-serve';
import { issueOtp, loadAuthSettings } from '../../../../../infra/auth';
import { enqueueMail } from '../../../../../infra/mail/mail-outbox';
import { signupVerificationMail } from '../../../../../infra/mail/mail-templates';
import { lockSignUpUser } from '../sign-up-users';

export class ResendSignUpCodeCommand {
  constructor(
    readonly userId: string,
    readonly requestedFrom: string | null,
  ) {}
}

/**
 * `POST /company/self-serve/resend-email/{id}`: a new code (the previous one stops working), within the
 * per-user and per-address limits of the code service. Only while the address is unverified.
 */
@CommandHandler(ResendSignUpCodeCommand)
export class ResendSignUpCodeCommandHandler implements ICommandHandler<
  ResendSignUpCodeCommand,
  { userId: string; status: 'OTP_SENT' }
> {
  constructor(private readonly dataSource: DataSource) {}

  execute({ userId, requestedFrom }: ResendSignUpCodeCommand) {
    return this.dataSource.transaction(async (manager) => {
      const user = await lockSignUpUser(manager, userId);
      if (user.status !== 'PENDING_VERIFICATION') throw SelfServeErrors.alreadyVerified();
      const code = await issueOtp(manager, { userId, email: user.email, purpose: 'SIGNUP', requestedFrom });
      await enqueueMail(
        manager,
        signupVerificationMail({
          to: user.email,
          firstName: user.firstName,
          code,
          ttlSeconds: loadAuthSettings().otpTtlSeconds,
        }),
      );
      return { userId, status: 'OTP_SENT' as const };
    });
  }
}
