import { Command, CommandHandler, Query, QueryHandler, type ICommandHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { joinAiHeadhuntingWaitlist, type WaitlistState } from '@ats/domain/jobs';
import { AiHeadhuntingWaitlistEntity } from '@ats/infra/db/entities/ai-headhunting-waitlist.entity';
import { RelationalWriter } from '@ats/infra/db/relational-write';
import type { Caller } from '../../identity/caller';

export class JoinAiHeadhuntingWaitlistCommand extends Command<WaitlistState> {
  constructor(readonly caller: Caller) {
    super();
  }
}

export class AiHeadhuntingWaitlistQuery extends Query<WaitlistState> {
  constructor(readonly caller: Caller) {
    super();
  }
}

const entryOf = (dataSource: DataSource | { getRepository: DataSource['getRepository'] }, companyId: string) =>
  dataSource.getRepository(AiHeadhuntingWaitlistEntity).findOneBy({ companyId });

@CommandHandler(JoinAiHeadhuntingWaitlistCommand)
export class JoinAiHeadhuntingWaitlistCommandHandler implements ICommandHandler<JoinAiHeadhuntingWaitlistCommand> {
  constructor(private readonly writer: RelationalWriter) {}

  execute({ caller }: JoinAiHeadhuntingWaitlistCommand): Promise<WaitlistState> {
    return this.writer.run({
      load: async (manager) => ({ entry: await entryOf(manager, caller.companyId) }),
      decide: (existing, context) => joinAiHeadhuntingWaitlist(existing, caller, context),
    });
  }
}

@QueryHandler(AiHeadhuntingWaitlistQuery)
export class AiHeadhuntingWaitlistQueryHandler implements IQueryHandler<AiHeadhuntingWaitlistQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ caller }: AiHeadhuntingWaitlistQuery): Promise<WaitlistState> {
    const entry = await entryOf(this.dataSource, caller.companyId);
    return { joined: entry !== null, joinedAt: entry?.joinedAt ?? null };
  }
}
