import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { acknowledgePushMessages, replayPushMessages, type PushMessage } from '@ats/infra/push/push-store';
import { CallerResolver } from '../identity/caller-resolver';

/** The reads and writes a push stream needs, outside the controller (controllers never touch the database). */
@Injectable()
export class PushStreams {
  constructor(
    private readonly dataSource: DataSource,
    private readonly resolver: CallerResolver,
  ) {}

  /** The ticket's user, if they are still a member of that company (a removed member's ticket opens nothing). */
  async stillMember(owner: { userId: string; companyId: string }): Promise<boolean> {
    try {
      const user = await this.resolver.staffUser(owner.userId);
      return user.companyId === owner.companyId;
    } catch {
      return false;
    }
  }

  replay(owner: { userId: string; companyId: string }, lastEventId: string | null): Promise<PushMessage[]> {
    return replayPushMessages(this.dataSource.manager, owner, lastEventId);
  }

  acknowledge(owner: { userId: string; companyId: string }, ids: readonly string[]): Promise<number> {
    return acknowledgePushMessages(this.dataSource.manager, owner, ids);
  }
}
