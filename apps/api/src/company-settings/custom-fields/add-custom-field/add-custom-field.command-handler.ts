import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { addCustomField, CustomFieldErrors, type CustomFieldInput } from '@ats/domain/company-settings';
import { companyCustomFields } from '@ats/infra/db/custom-field-rows';
import { refuseOnUniqueViolation, RelationalWriter } from '@ats/infra/db/relational-write';
import type { Caller } from '@ats/api/identity/caller';

export class AddCustomFieldCommand extends Command<{ id: string }> {
  constructor(
    readonly caller: Caller,
    readonly input: CustomFieldInput,
  ) {
    super();
  }
}

/** `POST /custom-fields`: `addCustomField`'s rules; a concurrent add of the same name meets the unique index. */
@CommandHandler(AddCustomFieldCommand)
export class AddCustomFieldCommandHandler implements ICommandHandler<AddCustomFieldCommand> {
  constructor(private readonly writer: RelationalWriter) {}

  execute({ caller, input }: AddCustomFieldCommand): Promise<{ id: string }> {
    return this.writer
      .run({
        load: async (manager) => ({ fields: await companyCustomFields(manager, caller.companyId) }),
        decide: (existing, context) => addCustomField(input, existing, caller, context),
        afterwards: async (_manager, { id }) => ({ id }),
      })
      .catch(refuseOnUniqueViolation(CustomFieldErrors.fieldExists));
  }
}
