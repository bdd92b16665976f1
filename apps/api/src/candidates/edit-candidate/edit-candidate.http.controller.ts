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
import { IdParam } from '../../platform/id-param';
import { ApiErrorResponses } from '../../platform/openapi';
import { ApplicationsHttpController } from '../../applications/applications.http-controller.decorator';
import { EditCandidateCommand } from './edit-candidate.command-handler';
import { EditCandidateRequestDto } from './edit-candidate.request.dto';

/** The profile's candidate edit, reached through one of the candidate's applications (spec 02 §2.13). */
@ApplicationsHttpController()
export class EditCandidateHttpController {
  constructor(private readonly commands: CommandBus) {}

  @RouteAccess({ jobPermissions: [PERMISSIONS.candidatesAll] })
  @Post(':id/candidate')
  @ApiOperation({
    summary: 'Edit the candidate’s names, emails (one primary), phones, links, referred / sourced by and demographics',
    description: 'An email another candidate of the company holds answers 409 unless mergeConfirmed: then the two candidates are merged (spec 02 §4.4).',
  })
  @ApiCreatedResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  edit(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @IdParam() id: string, @Body() body: EditCandidateRequestDto): Promise<CommandResult> {
    return this.commands.execute(
      new EditCandidateCommand(
        caller,
        commandId,
        id,
        {
          firstName: body.firstName,
          lastName: body.lastName,
          emails: body.emails,
          phones: body.phones,
          links: body.links,
          gender: body.gender ?? null,
          nationality: body.nationality ?? null,
          countryOfResidence: body.countryOfResidence ?? null,
          referredById: body.referredById ?? null,
          sourcedById: body.sourcedById ?? null,
        },
        body.mergeConfirmed ?? false,
        body.expectedRevision,
      ),
    );
  }
}
