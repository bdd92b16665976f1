import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { addAgency, AgencyErrors, type AgencyInput } from '@ats/domain/company-settings/agency-policies';
import { assignableJobs, companyAgencies } from '@ats/infra/db/agency-rows';
import { refuseOnUniqueViolation, RelationalWriter } from '@ats/infra/db/relational-write';
import type { Caller } from '@ats/api/identity/caller';
import { AgencyJobAssignments, type AgencyChangeResult } from '../agency-job-assignments';

export class AddAgencyCommand extends Command<AgencyChangeResult> {
  constructor(
    readonly caller: Caller,
    readonly commandId: string,
    readonly input: AgencyInput,
  ) {
    super();
  }
}

/** `POST /agencies`: `addAgency`'s rules, then the chosen jobs get the agency through their own command. */
@CommandHandler(AddAgencyCommand)
export class AddAgencyCommandHandler implements ICommandHandler<AddAgencyCommand> {
  constructor(
    private readonly writer: RelationalWriter,
    private readonly assignments: AgencyJobAssignments,
  ) {}

  async execute({ caller, commandId, input }: AddAgencyCommand): Promise<AgencyChangeResult> {
    const { agency, jobIds } = await this.writer
      .run({
        load: async (manager) => ({
          agencies: await companyAgencies(manager, caller.companyId),
          jobs: await assignableJobs(manager, caller.companyId, input.jobIds),
        }),
        decide: (existing, context) => addAgency(input, existing, caller, context),
      })
      .catch(refuseOnUniqueViolation(AgencyErrors.nameTaken));
    const position = await this.assignments.assign(caller, commandId, agency.id, jobIds, []);
    return { id: agency.id, position };
  }
}
