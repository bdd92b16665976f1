import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { addLocation, SettingsErrors, type LocationInput } from '@ats/domain/company-settings';
import { companyLocations } from '@ats/infra/db/company-settings-rows';
import { refuseOnUniqueViolation, RelationalWriter } from '@ats/infra/db/relational-write';
import type { Caller } from '@ats/api/identity/caller';

export class AddLocationCommand extends Command<{ id: string }> {
  constructor(
    readonly caller: Caller,
    readonly input: LocationInput,
  ) {
    super();
  }
}

/** `POST /locations`: `addLocation`'s rules; a concurrent add of the same name meets the unique index. */
@CommandHandler(AddLocationCommand)
export class AddLocationCommandHandler implements ICommandHandler<AddLocationCommand> {
  constructor(private readonly writer: RelationalWriter) {}

  execute({ caller, input }: AddLocationCommand): Promise<{ id: string }> {
    return this.writer
      .run({
        load: async (manager) => ({ locations: await companyLocations(manager, caller.companyId) }),
        decide: (existing, context) => addLocation(input, existing, caller, context),
        afterwards: async (_manager, { id }) => ({ id }),
      })
      .catch(refuseOnUniqueViolation(SettingsErrors.locationExists));
  }
}
