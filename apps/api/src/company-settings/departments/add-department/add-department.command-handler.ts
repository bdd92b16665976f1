import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { addDepartment, SettingsErrors, type DepartmentInput } from '@ats/domain/company-settings';
import { companyDepartments, findHeadCandidate } from '@ats/infra/db/company-settings-rows';
import { refuseOnUniqueViolation, RelationalWriter } from '@ats/infra/db/relational-write';
import type { Caller } from '@ats/api/identity/caller';

export class AddDepartmentCommand extends Command<{ id: string }> {
  constructor(
    readonly caller: Caller,
    readonly input: DepartmentInput,
  ) {
    super();
  }
}

/** `POST /departments`: `addDepartment`'s rules; the head must be a member of the caller's company. */
@CommandHandler(AddDepartmentCommand)
export class AddDepartmentCommandHandler implements ICommandHandler<AddDepartmentCommand> {
  constructor(private readonly writer: RelationalWriter) {}

  execute({ caller, input }: AddDepartmentCommand): Promise<{ id: string }> {
    return this.writer
      .run({
        load: async (manager) => ({
          departments: await companyDepartments(manager, caller.companyId),
          head: await findHeadCandidate(manager, input.headOfDepartmentId),
        }),
        decide: (existing, context) => addDepartment(input, existing, caller, context),
        afterwards: async (_manager, { id }) => ({ id }),
      })
      .catch(refuseOnUniqueViolation(SettingsErrors.departmentExists));
  }
}
