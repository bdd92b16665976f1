import { Command, CommandHandler, Query, QueryHandler, type ICommandHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { joinAiHeadhuntingWaitlist, type WaitlistState } from '@ats/domain/jobs';
import { AiHeadhuntingWaitlistEntity } from '@ats/infra/db/entities/ai-headhunting-waitlist.entity';
import { isUniqueViolation, RelationalWriter } from '@ats/infra/db/relational-write';
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
    const join = () =>
      this.writer.run({
        load: async (manager) => ({ entry: await entryOf(manager, caller.companyId) }),
        decide: (existing, context) => joinAiHeadhuntingWaitlist(existing, caller, context),
      });
    // Two of a company joining at once: the one the unique index refused finds the other's entry and answers it.
    return join().catch((error: unknown) => {
      if (isUniqueViolation(error)) return join();
      throw error;
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
