import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  changeNotificationPreferences,
  normalisePreferences,
  type NotificationPreferences,
  type NotificationPreferencesChange,
} from '@ats/domain/notification-preferences/notification-preferences';
import { NotificationPreferencesEntity } from '@ats/infra/db/entities/notification-preferences.entity';
import { RelationalWriter } from '@ats/infra/db/relational-write';
import type { Caller } from '../identity/caller';

/** The caller's own notification preferences (spec 03): read with the defaults, changed through the one write path. */
@Injectable()
export class UserNotificationPreferences {
  constructor(
    private readonly dataSource: DataSource,
    private readonly writer: RelationalWriter,
  ) {}

  async read(caller: Caller): Promise<NotificationPreferences> {
    const row = await this.dataSource.getRepository(NotificationPreferencesEntity).findOneBy({ id: caller.userId });
    // A row of another company (a user moved between companies) counts as none.
    return normalisePreferences(row && row.companyId === caller.companyId ? row.preferences : null);
  }

  change(caller: Caller, change: NotificationPreferencesChange): Promise<NotificationPreferences> {
    return this.writer.run({
      load: async (manager) => {
        const row = await manager
          .getRepository(NotificationPreferencesEntity)
          .findOne({ where: { id: caller.userId }, lock: { mode: 'pessimistic_write' } });
        return { row };
      },
      decide: (existing, context) => changeNotificationPreferences(change, existing, caller, context),
    });
  }
}
