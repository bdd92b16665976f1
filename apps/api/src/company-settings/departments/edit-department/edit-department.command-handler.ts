import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { editDepartment, SettingsErrors, type DepartmentInput } from '@ats/domain/company-settings';
import { companyDepartments, findHeadCandidate, lockDepartment } from '@ats/infra/db/company-settings-rows';
import { refuseOnUniqueViolation, RelationalWriter } from '@ats/infra/db/relational-write';
import type { Caller } from '@ats/api/identity/caller';

export class EditDepartmentCommand extends Command<{ id: string }> {
  constructor(
    readonly caller: Caller,
    readonly id: string,
    readonly input: Partial<DepartmentInput>,
  ) {
    super();
  }
}

/** `PATCH /departments/:id`: renames it or changes its head (another company's department answers 404). */
@CommandHandler(EditDepartmentCommand)
export class EditDepartmentCommandHandler implements ICommandHandler<EditDepartmentCommand> {
  constructor(private readonly writer: RelationalWriter) {}

  execute({ caller, id, input }: EditDepartmentCommand): Promise<{ id: string }> {
    return this.writer
      .run({
        load: async (manager) => ({
          department: await lockDepartment(manager, id),
          departments: await companyDepartments(manager, caller.companyId),
          head: await findHeadCandidate(manager, input.headOfDepartmentId),
        }),
        decide: (existing) => editDepartment(input, existing, caller),
        afterwards: async (_manager, row) => ({ id: row.id }),
      })
      .catch(refuseOnUniqueViolation(SettingsErrors.departmentExists));
  }
}
