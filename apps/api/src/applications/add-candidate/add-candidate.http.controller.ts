import { Body, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOperation } from '@nestjs/swagger';
import { PERMISSIONS } from '@ats/domain/identity';
import type { CommandResult } from '@ats/infra/commands/handle-command';
import type { Caller } from '../../identity/caller';
import { CurrentCaller } from '../../identity/caller.decorator';
import { RouteAccess } from '../../identity/route-access.decorator';
import { CommandId } from '../../platform/command-id';
import { CommandResultDto } from '../../platform/command-result.dto';
import { ApiErrorResponses } from '../../platform/openapi';
import { ApplicationsHttpController } from '../applications.http-controller.decorator';
import { AddCandidateCommand } from './add-candidate.command-handler';
import { AddCandidateRequestDto } from './add-candidate.request.dto';

@ApplicationsHttpController()
export class AddCandidateHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** Add candidate: admin and recruiter only (spec 02 §6.3), to a job they see. */
  @RouteAccess({ roles: ['COMPANY_ADMIN', 'COMPANY_RECRUITER'], permissions: [PERMISSIONS.candidatesAll] })
  @Post()
  @ApiOperation({ summary: 'Add a candidate to a job' })
  @ApiCreatedResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  add(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @Body() body: AddCandidateRequestDto): Promise<CommandResult> {
    return this.commands.execute(
      new AddCandidateCommand(caller, commandId, {
        jobId: body.jobId,
        stageId: body.stageId ?? null,
        origin: body.origin,
        source: body.source ?? null,
        ownerId: body.ownerId ?? null,
        personal: { firstName: body.firstName, lastName: body.lastName, email: body.email, phone: body.phone ?? null },
      }),
    );
  }
}
