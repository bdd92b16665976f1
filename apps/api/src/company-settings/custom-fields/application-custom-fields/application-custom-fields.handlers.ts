import { Command, CommandHandler, Query, QueryHandler, type ICommandHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EntityManager } from 'typeorm';
import { DataSource } from 'typeorm';
import { ApplicationErrors } from '@ats/domain/applications';
import { customFieldResponses, setCustomFieldValues, type CustomFieldValuesInput } from '@ats/domain/company-settings';
import { hasPermission, PERMISSIONS } from '@ats/domain/identity';
import { applicationCustomFieldValues, companyCustomFields } from '@ats/infra/db/custom-field-rows';
import { refuseOnUniqueViolation, RelationalWriter } from '@ats/infra/db/relational-write';
import { findCandidateListRow } from '@ats/projections/candidate-list/candidate-list.query';
import { findJob } from '@ats/projections/jobs/jobs.query';
import { CustomFieldErrors } from '@ats/domain/company-settings';
import type { Caller } from '@ats/api/identity/caller';
import { JobAccess } from '@ats/api/identity/job-access';
import type { ApplicationCustomFieldsResponseDto } from '../custom-field.response.dto';

/**
 * A candidate's custom-field responses, per application (the application is the candidate's record until the
 * candidate stream of its own arrives). Kept in a relational table keyed by company, application and field
 * rather than as events on the application stream: they are answers to the company's configuration, edited
 * in place and read and filtered per field; each change is audited (audit_log) like other settings writes.
 */

type ApplicationAt = { jobId: string; stageId: string };

/** The application of the caller's company, at its job and stage, after `permission` is checked on them. */
const applicationFor = async (
  manager: EntityManager,
  access: JobAccess,
  caller: Caller,
  applicationId: string,
  permission: string,
): Promise<ApplicationAt> => {
  const row = await findCandidateListRow(manager, caller.companyId, applicationId);
  const job = row && (await findJob(manager, caller.companyId, row.jobId));
  if (!row || !job) throw ApplicationErrors.notFound();
  access.assertPermitted(caller, job, permission, [row.stageId], ApplicationErrors.notFound);
  return { jobId: row.jobId, stageId: row.stageId };
};

/** Confidential fields need confidential access (02 §6.3): the user permission or the job's collaborator grant for the stage. */
const confidentialAccess = (caller: Caller, at: ApplicationAt) =>
  hasPermission(caller, PERMISSIONS.candidatesConfidential, { jobRoleId: at.jobId, stageId: at.stageId });

export class GetApplicationCustomFieldsQuery extends Query<ApplicationCustomFieldsResponseDto> {
  constructor(
    readonly caller: Caller,
    readonly applicationId: string,
  ) {
    super();
  }
}

@QueryHandler(GetApplicationCustomFieldsQuery)
export class GetApplicationCustomFieldsQueryHandler implements IQueryHandler<GetApplicationCustomFieldsQuery> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: JobAccess,
  ) {}

  async execute({ caller, applicationId }: GetApplicationCustomFieldsQuery): Promise<ApplicationCustomFieldsResponseDto> {
    const { manager } = this.dataSource;
    const at = await applicationFor(manager, this.access, caller, applicationId, PERMISSIONS.candidatesProfilesView);
    const fields = await companyCustomFields(manager, caller.companyId, 'CANDIDATE');
    const values = await applicationCustomFieldValues(manager, caller.companyId, applicationId);
    return {
      applicationId,
      fields: customFieldResponses(fields, values, confidentialAccess(caller, at)),
      canEdit: hasPermission(caller, PERMISSIONS.candidatesAll, { jobRoleId: at.jobId, stageId: at.stageId }),
    };
  }
}

export class SetApplicationCustomFieldsCommand extends Command<{ applicationId: string }> {
  constructor(
    readonly caller: Caller,
    readonly input: CustomFieldValuesInput,
  ) {
    super();
  }
}

/** `PUT /job-applications/:id/custom-fields`: candidate work (COMPANY::CANDIDATES::*) on the application's job and stage. */
@CommandHandler(SetApplicationCustomFieldsCommand)
export class SetApplicationCustomFieldsCommandHandler implements ICommandHandler<SetApplicationCustomFieldsCommand> {
  constructor(
    private readonly writer: RelationalWriter,
    private readonly access: JobAccess,
  ) {}

  execute({ caller, input }: SetApplicationCustomFieldsCommand): Promise<{ applicationId: string }> {
    return this.writer
      .run({
        load: async (manager) => {
          const at = await applicationFor(manager, this.access, caller, input.applicationId, PERMISSIONS.candidatesAll);
          return {
            at,
            fields: await companyCustomFields(manager, caller.companyId, 'CANDIDATE'),
            values: await applicationCustomFieldValues(manager, caller.companyId, input.applicationId, true),
          };
        },
        decide: ({ at, ...existing }, context) =>
          setCustomFieldValues(input, existing, { ...caller, confidentialAccess: confidentialAccess(caller, at) }, context),
      })
      // Two first answers to the same field at once: the loser is told to try again, nothing half-written.
      .catch(refuseOnUniqueViolation(CustomFieldErrors.invalidValue));
  }
}
