import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { deleteCustomField } from '@ats/domain/company-settings';
import { lockCustomField } from '@ats/infra/db/custom-field-rows';
import { RelationalWriter } from '@ats/infra/db/relational-write';
import type { Caller } from '@ats/api/identity/caller';

export class DeleteCustomFieldCommand extends Command<{ id: string }> {
  constructor(
    readonly caller: Caller,
    readonly id: string,
  ) {
    super();
  }
}

/** `DELETE /custom-fields/:id`: marks the field deleted (its responses stay); a DEI field is refused. */
@CommandHandler(DeleteCustomFieldCommand)
export class DeleteCustomFieldCommandHandler implements ICommandHandler<DeleteCustomFieldCommand> {
  constructor(private readonly writer: RelationalWriter) {}

  execute({ caller, id }: DeleteCustomFieldCommand): Promise<{ id: string }> {
    return this.writer.run({
      load: async (manager) => ({ field: await lockCustomField(manager, id) }),
      decide: (existing, context) => deleteCustomField({ id }, existing, caller, context),
    });
  }
}
