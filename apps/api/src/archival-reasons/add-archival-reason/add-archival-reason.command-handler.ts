import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { addArchivalReason, SettingsErrors, type ArchivalReasonInput } from '@ats/domain/company-settings';
import { companyArchivalReasons } from '@ats/infra/db/company-settings-rows';
import { refuseOnUniqueViolation, RelationalWriter } from '@ats/infra/db/relational-write';
import type { Caller } from '../../identity/caller';

export class AddArchivalReasonCommand extends Command<{ id: string }> {
  constructor(
    readonly caller: Caller,
    readonly input: ArchivalReasonInput,
  ) {
    super();
  }
}

/** `POST /archival-reasons/`: `addArchivalReason`'s rules; the (company, text) index settles a race. */
@CommandHandler(AddArchivalReasonCommand)
export class AddArchivalReasonCommandHandler implements ICommandHandler<AddArchivalReasonCommand> {
  constructor(private readonly writer: RelationalWriter) {}

  execute({ caller, input }: AddArchivalReasonCommand): Promise<{ id: string }> {
    return this.writer
      .run({
        load: async (manager) => ({ reasons: await companyArchivalReasons(manager, caller.companyId) }),
        decide: (existing, context) => addArchivalReason(input, existing, caller, context),
        afterwards: async (_manager, { id }) => ({ id }),
      })
      .catch(refuseOnUniqueViolation(SettingsErrors.reasonExists));
  }
}
