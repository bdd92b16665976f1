import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { deleteAgency } from '@ats/domain/company-settings/agency-policies';
import { jobsAssignedToAgencies, lockAgency } from '@ats/infra/db/agency-rows';
import { RelationalWriter } from '@ats/infra/db/relational-write';
import type { Caller } from '@ats/api/identity/caller';
import { AgencyJobAssignments, type AgencyChangeResult } from '../agency-job-assignments';

export class DeleteAgencyCommand extends Command<AgencyChangeResult> {
  constructor(
    readonly caller: Caller,
    readonly commandId: string,
    readonly id: string,
  ) {
    super();
  }
}

/**
 * `DELETE /agencies/:id`: the row goes and its jobs stop listing it (through their command, so each job's
 * history says so and the portal closes). The candidates it brought keep the agency's name as their
 * applications recorded it: their history stays readable and the list can still be filtered by it.
 */
@CommandHandler(DeleteAgencyCommand)
export class DeleteAgencyCommandHandler implements ICommandHandler<DeleteAgencyCommand> {
  constructor(
    private readonly writer: RelationalWriter,
    private readonly assignments: AgencyJobAssignments,
  ) {}

  async execute({ caller, commandId, id }: DeleteAgencyCommand): Promise<AgencyChangeResult> {
    const assigned = await this.writer.run({
      load: async (manager) => ({ agency: await lockAgency(manager, id) }),
      decide: (existing) => deleteAgency({ id }, existing, caller),
      afterwards: async (manager) => (await jobsAssignedToAgencies(manager, caller.companyId, [id])).map((job) => job.id),
    });
    const position = await this.assignments.assign(caller, commandId, id, [], assigned);
    return { id, position };
  }
}
