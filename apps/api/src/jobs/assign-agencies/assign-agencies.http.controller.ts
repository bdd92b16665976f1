import { Body, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsUUID } from 'class-validator';
import { PERMISSIONS } from '@ats/domain/identity';
import { JobErrors, MAX_ASSIGNED_AGENCIES } from '@ats/domain/jobs';
import { DomainError } from '@ats/domain/shared';
import type { CommandResult } from '@ats/infra/commands/handle-command';
import type { Caller } from '../../identity/caller';
import { CurrentCaller } from '../../identity/caller.decorator';
import { RouteAccess } from '../../identity/route-access.decorator';
import { CommandId } from '../../platform/command-id';
import { CommandResultDto } from '../../platform/command-result.dto';
import { OptionalExpectedRevision } from '../../platform/expected-revision';
import { IdParam } from '../../platform/id-param';
import { ApiErrorResponses } from '../../platform/openapi';
import { KnownAgencyIdsQuery } from '../../company-settings/agencies/known-agencies.query-handler';
import { ChangeJobCommand } from '../change-job.command-handler';
import { JobsHttpController } from '../jobs.http-controller.decorator';

// The spec shows no message for this (02 §2.6, §3.1 "agencies assigned"): the wording is ours.
const INVALID_AGENCY = 'Please select valid agencies';

/** The job's whole list of assigned agencies: it replaces the one the job has (an empty list unassigns all). */
export class AssignAgenciesRequestDto {
  @ApiProperty({ type: 'string', format: 'uuid', isArray: true, maxItems: MAX_ASSIGNED_AGENCIES })
  @IsArray({ message: INVALID_AGENCY })
  @ArrayMaxSize(MAX_ASSIGNED_AGENCIES, { message: `A job can have at most ${MAX_ASSIGNED_AGENCIES} agencies` })
  @IsUUID('4', { each: true, message: INVALID_AGENCY })
  agencyIds!: string[];
  @OptionalExpectedRevision() expectedRevision?: number;
}

/**
 * Spec 02 §7.1 lists no call for a job's agencies; the path follows the one company-scoped job call it does
 * list (`…/companies/{companyId}/jobs/{jobId}/update-hiring-flow-template`). The job's stream is the one record
 * of its agencies (the agencies settings assign through the same command); an id the job does not hold yet must
 * be one of the company's agencies, while one it holds may stay (an agency deleted meanwhile is taken off by its
 * deletion).
 */
@JobsHttpController()
export class AssignAgenciesHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** Another company's id in the path answers 404, as an unknown job does. */
  @RouteAccess({ jobPermissions: [PERMISSIONS.jobsEdit] })
  @Put('companies/:companyId/jobs/:jobId/agencies')
  @ApiOperation({ summary: 'Set the agencies assigned to the job' })
  @ApiOkResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  assign(
    @CurrentCaller() caller: Caller,
    @CommandId() commandId: string,
    @IdParam('companyId') companyId: string,
    @IdParam('jobId') jobId: string,
    @Body() body: AssignAgenciesRequestDto,
  ): Promise<CommandResult> {
    return this.commands.execute(
      new ChangeJobCommand({ caller, commandId, jobId, expectedRevision: body.expectedRevision }, PERMISSIONS.jobsEdit, async (job) => {
        if (companyId !== caller.companyId) throw JobErrors.notFound();
        const added = [...new Set(body.agencyIds.filter((id) => !job.agencyIds.includes(id)))];
        const known: string[] = added.length ? await this.queries.execute(new KnownAgencyIdsQuery(caller.companyId, added)) : [];
        if (known.length !== added.length) throw new DomainError('job-agency-unknown', INVALID_AGENCY, 'validation');
        return { type: 'AssignAgencies', data: { jobId: job.jobId, agencyIds: body.agencyIds } };
      }),
    );
  }
}
