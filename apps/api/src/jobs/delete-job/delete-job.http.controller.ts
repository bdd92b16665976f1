import { Delete } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { PERMISSIONS } from '@ats/domain/identity';
import type { CommandResult } from '@ats/infra/commands/handle-command';
import type { Caller } from '../../identity/caller';
import { CurrentCaller } from '../../identity/caller.decorator';
import { RouteAccess } from '../../identity/route-access.decorator';
import { CommandId } from '../../platform/command-id';
import { CommandResultDto } from '../../platform/command-result.dto';
import { IdParam } from '../../platform/id-param';
import { ApiErrorResponses } from '../../platform/openapi';
import { ChangeJobCommand } from '../change-job.command-handler';
import { JobApplicationCounts } from '../job-application-counts';
import { JobsHttpController } from '../jobs.http-controller.decorator';

@JobsHttpController()
export class DeleteJobHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly counts: JobApplicationCounts,
  ) {}

  /** Refused while the job has candidates, active or archived (spec 02 §4.1). */
  @RouteAccess({ jobPermissions: [PERMISSIONS.jobsEdit] })
  @Delete('deleteJob/:id')
  @ApiOperation({ summary: 'Delete a job that has no candidates' })
  @ApiOkResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  delete(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @IdParam() id: string): Promise<CommandResult> {
    return this.commands.execute(
      new ChangeJobCommand({ caller, commandId, jobId: id }, PERMISSIONS.jobsEdit, async (job) => ({
        type: 'DeleteJob',
        data: { jobId: job.jobId, candidateCount: await this.counts.ofJob(caller.companyId, job.jobId) },
      })),
    );
  }
}
