import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { deleteLocation } from '@ats/domain/company-settings';
import { jobCountsBy, lockLocation } from '@ats/infra/db/company-settings-rows';
import { RelationalWriter } from '@ats/infra/db/relational-write';
import type { Caller } from '@ats/api/identity/caller';

export class DeleteLocationCommand extends Command<{ id: string }> {
  constructor(
    readonly caller: Caller,
    readonly id: string,
  ) {
    super();
  }
}

/** `DELETE /locations/:id`: refused while a job of the jobs read model names the location. */
@CommandHandler(DeleteLocationCommand)
export class DeleteLocationCommandHandler implements ICommandHandler<DeleteLocationCommand> {
  constructor(private readonly writer: RelationalWriter) {}

  execute({ caller, id }: DeleteLocationCommand): Promise<{ id: string }> {
    return this.writer.run({
      load: async (manager) => ({
        location: await lockLocation(manager, id),
        linkedJobs: (await jobCountsBy(manager, caller.companyId, 'location_id')).get(id) ?? 0,
      }),
      decide: (existing) => deleteLocation({ id }, existing, caller),
    });
  }
}
