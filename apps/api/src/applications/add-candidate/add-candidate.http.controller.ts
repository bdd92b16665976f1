import { Body, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOperation } from '@nestjs/swagger';
import { FileErrors } from '@ats/domain/applications';
import { PERMISSIONS } from '@ats/domain/identity';
import type { CommandResult } from '@ats/infra/commands/handle-command';
import type { Caller } from '../../identity/caller';
import { CurrentCaller } from '../../identity/caller.decorator';
import { RouteAccess } from '../../identity/route-access.decorator';
import { CommandId, idFromCommand } from '../../platform/command-id';
import { CommandResultDto } from '../../platform/command-result.dto';
import { ApiErrorResponses } from '../../platform/openapi';
import { ApplicationsHttpController } from '../applications.http-controller.decorator';
import { AttachParsedCvCommand } from '../parse-cv/attach-parsed-cv.command-handler';
import { ParsedCvUploads } from '../parse-cv/parsed-cv-uploads';
import { StageInvitationAnswer } from '../stage-invitation/stage-invitation-answer';
import { AddCandidateCommand } from './add-candidate.command-handler';
import { AddCandidateRequestDto } from './add-candidate.request.dto';

@ApplicationsHttpController()
export class AddCandidateHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly parsedCvs: ParsedCvUploads,
    private readonly invitation: StageInvitationAnswer,
  ) {}

  /** Add candidate: admin and recruiter only (spec 02 §6.3), to a job they see. */
  @RouteAccess({ roles: ['COMPANY_ADMIN', 'COMPANY_RECRUITER'], permissions: [PERMISSIONS.candidatesAll] })
  @Post()
  @ApiOperation({ summary: 'Add a candidate to a job' })
  @ApiCreatedResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  async add(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @Body() body: AddCandidateRequestDto): Promise<CommandResult> {
    // A CV from 'add from CV' must be the caller's own upload, checked before the candidate exists.
    if (body.cvFileId && !(await this.parsedCvs.find(caller, body.cvFileId))) throw FileErrors.missing();
    const added = await this.commands.execute(
      new AddCandidateCommand(caller, commandId, {
        jobId: body.jobId,
        stageId: body.stageId ?? null,
        origin: body.origin,
        source: body.source ?? null,
        ownerId: body.ownerId ?? null,
        agencyId: body.agency ?? null,
        personal: { firstName: body.firstName, lastName: body.lastName, email: body.email, phone: body.phone ?? null },
      }),
    );
    // The invitation of the stage they start in, when its automation sends one (spec 02 §3.5): its own process.
    const invited = await this.invitation.after(added.id, added);
    if (!body.cvFileId) return invited;
    const applicationId = idFromCommand(caller.companyId, commandId, 'application');
    return this.commands.execute(new AttachParsedCvCommand(caller, `${commandId}:cv`, applicationId, body.cvFileId));
  }
}
