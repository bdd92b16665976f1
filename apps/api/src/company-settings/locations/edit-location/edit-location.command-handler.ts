import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { editLocation, SettingsErrors, type LocationInput } from '@ats/domain/company-settings';
import { companyLocations, lockLocation } from '@ats/infra/db/company-settings-rows';
import { refuseOnUniqueViolation, RelationalWriter } from '@ats/infra/db/relational-write';
import type { Caller } from '@ats/api/identity/caller';

export class EditLocationCommand extends Command<{ id: string }> {
  constructor(
    readonly caller: Caller,
    readonly id: string,
    readonly input: LocationInput,
  ) {
    super();
  }
}

/** `PATCH /locations/:id`: renames a location of the caller's company (another company's answers 404). */
@CommandHandler(EditLocationCommand)
export class EditLocationCommandHandler implements ICommandHandler<EditLocationCommand> {
  constructor(private readonly writer: RelationalWriter) {}

  execute({ caller, id, input }: EditLocationCommand): Promise<{ id: string }> {
    return this.writer
      .run({
        load: async (manager) => ({
          location: await lockLocation(manager, id),
          locations: await companyLocations(manager, caller.companyId),
        }),
        decide: (existing) => editLocation(input, existing, caller),
        afterwards: async (_manager, row) => ({ id: row.id }),
      })
      .catch(refuseOnUniqueViolation(SettingsErrors.locationExists));
  }
}
