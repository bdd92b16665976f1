import { Body, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { PERMISSIONS } from '@ats/domain/identity';
import type { CommandResult } from '@ats/infra/commands/handle-command';
import type { Caller } from '../../identity/caller';
import { CurrentCaller } from '../../identity/caller.decorator';
import { RouteAccess } from '../../identity/route-access.decorator';
import { CommandId } from '../../platform/command-id';
import { CommandResultDto } from '../../platform/command-result.dto';
import { OptionalExpectedRevision } from '../../platform/expected-revision';
import { IdParam } from '../../platform/id-param';
import { ApiErrorResponses } from '../../platform/openapi';
import { ChangeJobCommand } from '../change-job.command-handler';
import { JobReferences } from '../job-references';
import { JobsHttpController } from '../jobs.http-controller.decorator';
import { ApplicationFormRequestDto, JobDetailsRequestDto, JobTeamRequestDto, OptionalNested } from './job-fields.request.dto';

/** POST /company-roles/update-role/:id: any of the wizard's first tabs; what did not change records nothing. */
export class SaveJobRequestDto {
  /** The job-information tab */
  @OptionalNested(() => JobDetailsRequestDto) details?: JobDetailsRequestDto;
  /** The application tab */
  @OptionalNested(() => ApplicationFormRequestDto) applicationForm?: ApplicationFormRequestDto;
  /** The collaborators tab: owner, recruiter, hiring manager */
  @OptionalNested(() => JobTeamRequestDto) team?: JobTeamRequestDto;
  @OptionalExpectedRevision() expectedRevision?: number;
}

@JobsHttpController()
export class SaveJobHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly references: JobReferences,
  ) {}

  @RouteAccess({ jobPermissions: [PERMISSIONS.jobsEdit] })
  @Post('update-role/:id')
  @ApiOperation({ summary: 'Save a job’s details, application form or team' })
  @ApiOkResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  save(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @IdParam() id: string, @Body() body: SaveJobRequestDto): Promise<CommandResult> {
    const { details, applicationForm, team, expectedRevision } = body;
    return this.commands.execute(
      new ChangeJobCommand({ caller, commandId, jobId: id, expectedRevision }, PERMISSIONS.jobsEdit, async (job) => {
        await this.references.assertDetails(caller.companyId, details);
        await this.references.assertTeam(caller.companyId, team);
        return { type: 'SaveJob', data: { jobId: job.jobId, details, applicationForm, team } };
      }),
    );
  }
}
