import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AgencyErrors, editAgency, type AgencyInput } from '@ats/domain/company-settings/agency-policies';
import { assignableJobs, companyAgencies, jobsAssignedToAgencies, lockAgency } from '@ats/infra/db/agency-rows';
import { refuseOnUniqueViolation, RelationalWriter } from '@ats/infra/db/relational-write';
import type { Caller } from '@ats/api/identity/caller';
import { AgencyJobAssignments, type AgencyChangeResult } from '../agency-job-assignments';

export class EditAgencyCommand extends Command<AgencyChangeResult> {
  constructor(
    readonly caller: Caller,
    readonly commandId: string,
    readonly id: string,
    readonly input: Partial<AgencyInput>,
  ) {
    super();
  }
}

/** `PATCH /agencies/:id` (another company's agency answers 404); given jobs replace the agency's jobs. */
@CommandHandler(EditAgencyCommand)
export class EditAgencyCommandHandler implements ICommandHandler<EditAgencyCommand> {
  constructor(
    private readonly writer: RelationalWriter,
    private readonly assignments: AgencyJobAssignments,
  ) {}

  async execute({ caller, commandId, id, input }: EditAgencyCommand): Promise<AgencyChangeResult> {
    const { result, assigned } = await this.writer
      .run({
        load: async (manager) => ({
          agency: await lockAgency(manager, id),
          agencies: await companyAgencies(manager, caller.companyId),
          jobs: await assignableJobs(manager, caller.companyId, input.jobIds ?? []),
        }),
        decide: (existing) => editAgency(input, existing, caller),
        afterwards: async (manager, result) => ({
          result,
          assigned: result.jobIds ? (await jobsAssignedToAgencies(manager, caller.companyId, [id])).map((job) => job.id) : [],
        }),
      })
      .catch(refuseOnUniqueViolation(AgencyErrors.nameTaken));
    const position = result.jobIds ? await this.assignments.assign(caller, commandId, id, result.jobIds, assigned) : null;
    return { id: result.agency.id, position };
  }
}
