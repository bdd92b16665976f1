import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  changeNotificationPreferences,
  normalisePreferences,
  type DigestLanguage,
  type NotificationPreferences,
  type NotificationPreferencesChange,
} from '@ats/domain/notification-preferences/notification-preferences';
import { wantsDailyDigest } from '@ats/domain/notification-preferences/daily-digest';
import { NotificationPreferencesEntity } from '@ats/infra/db/entities/notification-preferences.entity';
import { RelationalWriter } from '@ats/infra/db/relational-write';
import type { Caller } from '../identity/caller';
import { DailyDigestSchedules } from './daily-digest-schedules';

/** The caller's own notification preferences (spec 03): read with the defaults, changed through the one write path. */
@Injectable()
export class UserNotificationPreferences {
  constructor(
    private readonly dataSource: DataSource,
    private readonly writer: RelationalWriter,
    private readonly digestSchedules: DailyDigestSchedules,
  ) {}

  async read(caller: Caller): Promise<NotificationPreferences> {
    const row = await this.dataSource.getRepository(NotificationPreferencesEntity).findOneBy({ id: caller.userId });
    // A row of another company (a user moved between companies) counts as none.
    return normalisePreferences(row && row.companyId === caller.companyId ? row.preferences : null);
  }

  /** `language`: the interface language the change was made in, kept as the daily digest's. */
  async change(caller: Caller, change: NotificationPreferencesChange, language?: DigestLanguage): Promise<NotificationPreferences> {
    const changed = await this.writer.run({
      load: async (manager) => {
        const row = await manager
          .getRepository(NotificationPreferencesEntity)
          .findOne({ where: { id: caller.userId }, lock: { mode: 'pessimistic_write' } });
        return { row };
      },
      decide: (existing, context) => changeNotificationPreferences(change, existing, { userId: caller.userId, companyId: caller.companyId, language }, context),
    });
    // Their own morning schedule when they ask for a digest, none otherwise (issue 9).
    await this.digestSchedules.follow({ id: caller.userId, companyId: caller.companyId }, wantsDailyDigest(changed.dailyDigest));
    return changed;
  }

  /** The caller's time zone changed: a digest they want now waits for 06:00 in the new one (issue 9). */
  async replanDailyDigest(caller: Caller): Promise<void> {
    const preferences = await this.read(caller);
    if (!wantsDailyDigest(preferences.dailyDigest)) return;
    await this.digestSchedules.follow({ id: caller.userId, companyId: caller.companyId }, true, { replan: true });
  }
}
