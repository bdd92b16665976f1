import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CustomFieldErrors, editCustomField, type CustomFieldEdit } from '@ats/domain/company-settings';
import { companyCustomFields, lockCustomField } from '@ats/infra/db/custom-field-rows';
import { refuseOnUniqueViolation, RelationalWriter } from '@ats/infra/db/relational-write';
import type { Caller } from '@ats/api/identity/caller';

export class EditCustomFieldCommand extends Command<{ id: string }> {
  constructor(
    readonly caller: Caller,
    readonly id: string,
    readonly input: CustomFieldEdit,
  ) {
    super();
  }
}

/** `PATCH /custom-fields/:id`: a live field of the caller's company (another company's answers 404). */
@CommandHandler(EditCustomFieldCommand)
export class EditCustomFieldCommandHandler implements ICommandHandler<EditCustomFieldCommand> {
  constructor(private readonly writer: RelationalWriter) {}

  execute({ caller, id, input }: EditCustomFieldCommand): Promise<{ id: string }> {
    return this.writer
      .run({
        load: async (manager) => ({
          field: await lockCustomField(manager, id),
          fields: await companyCustomFields(manager, caller.companyId),
        }),
        decide: (existing) => editCustomField(input, existing, caller),
        afterwards: async (_manager, row) => ({ id: row.id }),
      })
      .catch(refuseOnUniqueViolation(CustomFieldErrors.fieldExists));
  }
}
