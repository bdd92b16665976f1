import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { deleteArchivalReason } from '@ats/domain/company-settings';
import { archivedCountsByReason, lockArchivalReason } from '@ats/infra/db/company-settings-rows';
import { RelationalWriter } from '@ats/infra/db/relational-write';
import type { Caller } from '../../identity/caller';

export class DeleteArchivalReasonCommand extends Command<{ id: string }> {
  constructor(
    readonly caller: Caller,
    readonly id: string,
  ) {
    super();
  }
}

/** `DELETE /archival-reasons/{id}`: not a default reason, nor one archived candidates carry. */
@CommandHandler(DeleteArchivalReasonCommand)
export class DeleteArchivalReasonCommandHandler implements ICommandHandler<DeleteArchivalReasonCommand> {
  constructor(private readonly writer: RelationalWriter) {}

  execute({ caller, id }: DeleteArchivalReasonCommand): Promise<{ id: string }> {
    return this.writer.run({
      load: async (manager) => {
        const reason = await lockArchivalReason(manager, id);
        const archived = await archivedCountsByReason(manager, caller.companyId);
        return { reason, archivedCandidates: (reason && archived.get(reason.text)) ?? 0 };
      },
      decide: (existing) => deleteArchivalReason({ id }, existing, caller),
    });
  }
}
