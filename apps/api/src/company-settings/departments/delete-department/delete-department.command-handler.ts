import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { deleteDepartment } from '@ats/domain/company-settings';
import { jobCountsBy, lockDepartment } from '@ats/infra/db/company-settings-rows';
import { RelationalWriter } from '@ats/infra/db/relational-write';
import type { Caller } from '@ats/api/identity/caller';

export class DeleteDepartmentCommand extends Command<{ id: string }> {
  constructor(
    readonly caller: Caller,
    readonly id: string,
  ) {
    super();
  }
}

/** `DELETE /departments/:id`: refused while a job of the jobs read model names the department. */
@CommandHandler(DeleteDepartmentCommand)
export class DeleteDepartmentCommandHandler implements ICommandHandler<DeleteDepartmentCommand> {
  constructor(private readonly writer: RelationalWriter) {}

  execute({ caller, id }: DeleteDepartmentCommand): Promise<{ id: string }> {
    return this.writer.run({
      load: async (manager) => ({
        department: await lockDepartment(manager, id),
        linkedJobs: (await jobCountsBy(manager, caller.companyId, 'department_id')).get(id) ?? 0,
      }),
      decide: (existing) => deleteDepartment({ id }, existing, caller),
    });
  }
}
