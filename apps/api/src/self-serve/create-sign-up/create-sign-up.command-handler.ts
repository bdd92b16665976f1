import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { normalizeEmail } from '../../../../../domain/candidates/contact-validation';
import { TeamMemberErrors } from '../../../../../domain/identity/team-members';
import { issueOtp, loadAuthSettings } from '../../../../../infra/auth';
import { auditUserChange } from '../../../../../infra/db/audited';
import { UserEntity } from '../../../../../infra/db/entities/user.entity';
import { enqueueMail } from '../../../../../infra/mail/mail-outbox';
import { signupVerificationMail } from '../../../../../infra/mail/mail-templates';

export class CreateSignUpCommand {
  constructor(
    readonly input: { firstName: string; lastName: string; email: string; companyName: string; partnerName?: string },
    readonly requestedFrom: string | null,
  ) {}
}

/**
 * `POST /company/self-serve/create` (spec 01 §2.10, §4.15): a pending sign-up is a user without a company,
 * roles or permissions, in status PENDING_VERIFICATION, who is sent a code to prove the address. Signing up
 * again before verifying restarts the same sign-up (new names, new code) rather than failing, so an
 * abandoned sign-up never blocks the address; any other existing user is 'User email already exists'.
 * The company name is asked again when the company is created; it is not kept here.
 */
@CommandHandler(CreateSignUpCommand)
export class CreateSignUpCommandHandler implements ICommandHandler<CreateSignUpCommand, { userId: string }> {
  constructor(private readonly dataSource: DataSource) {}

  execute({ input, requestedFrom }: CreateSignUpCommand): Promise<{ userId: string }> {
    const email = normalizeEmail(input.email);
    const names = { firstName: input.firstName.trim(), lastName: input.lastName.trim() };
    return this.dataSource.transaction(async (manager) => {
      const users = manager.getRepository(UserEntity);
      const existing = await users.findOne({ where: { email }, lock: { mode: 'pessimistic_write' } });
      let user: Omit<UserEntity, 'createdAt'>;
      if (existing) {
        const pending =
          existing.status === 'PENDING_VERIFICATION' && existing.companyId === null && !existing.deletedAt;
        if (!pending) throw TeamMemberErrors.emailExists();
        user = { ...existing, ...names };
        await users.update({ id: existing.id }, names);
        await auditUserChange(manager, { companyId: null, actorId: existing.id }, existing, user);
      } else {
        user = {
          id: randomUUID(),
          companyId: null,
          ...names,
          email,
          roles: [],
          permissionV1: [],
          collaboratorPermissions: [],
          status: 'PENDING_VERIFICATION',
          phone: null,
          invitedAt: null,
          lastActiveAt: null,
          deletedAt: null,
        };
        // A concurrent sign-up with the same address loses on the unique e-mail index and rolls back.
        await users.insert(user);
        await auditUserChange(manager, { companyId: null, actorId: user.id }, null, user);
      }
      const code = await issueOtp(manager, { userId: user.id, email, purpose: 'SIGNUP', requestedFrom });
      await enqueueMail(
        manager,
        signupVerificationMail({
          to: email,
          firstName: user.firstName,
          code,
          ttlSeconds: loadAuthSettings().otpTtlSeconds,
        }),
      );
      return { userId: user.id };
    });
  }
}
