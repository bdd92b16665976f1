import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { updateOwnProfile, type ProfileInput } from '@ats/domain/identity/profile';
import { lockUser } from '@ats/infra/db/identity-rows';
import { RelationalWriter } from '@ats/infra/db/relational-write';
import type { Caller } from '../../identity/caller';
import { UserNotificationPreferences } from '../../notification-preferences/notification-preferences';

export class UpdateProfileCommand {
  constructor(
    readonly caller: Caller,
    readonly input: ProfileInput,
  ) {}
}

/**
 * `PATCH /users/me` (spec 03 "Profile screen"): the caller changes their own names, time zone and e-mail signature
 * in one transaction (the rules are `updateOwnProfile`'s). A new time zone re-plans their daily digest for 06:00 in
 * it, as saving the notification preferences starts or ends it (the same code).
 */
@CommandHandler(UpdateProfileCommand)
export class UpdateProfileCommandHandler implements ICommandHandler<UpdateProfileCommand, { id: string }> {
  constructor(
    private readonly writer: RelationalWriter,
    private readonly preferences: UserNotificationPreferences,
  ) {}

  async execute({ caller, input }: UpdateProfileCommand): Promise<{ id: string }> {
    const { id, timeZoneChanged } = await this.writer.run({
      load: async (manager) => ({ user: await lockUser(manager, { id: caller.userId }) }),
      decide: (existing) => updateOwnProfile(input, existing, caller),
    });
    if (timeZoneChanged) await this.preferences.replanDailyDigest(caller);
    return { id };
  }
}
