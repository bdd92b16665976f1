import { Body, Delete, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { PERMISSIONS } from '@ats/domain/identity';
import type { CommandResult } from '@ats/infra/commands/handle-command';
import type { Caller } from '@ats/api/identity/caller';
import { CurrentCaller } from '@ats/api/identity/caller.decorator';
import { RouteAccess } from '@ats/api/identity/route-access.decorator';
import { CommandId } from '@ats/api/platform/command-id';
import { CommandResultDto } from '@ats/api/platform/command-result.dto';
import { IdParam } from '@ats/api/platform/id-param';
import { ApiErrorResponses } from '@ats/api/platform/openapi';
import { ApplicationsHttpController } from '../../applications.http-controller.decorator';
import { FileIdParam } from '../file-id-param';
import { ChangeFileCommand } from './change-file.command-handler';
import { ChangeFileConfidentialityRequestDto, RenameFileRequestDto } from './change-file.request.dto';

/** Each change needs profile access for the application's stage; confidentiality needs confidential access too. */
@ApplicationsHttpController()
export class ChangeFileHttpController {
  constructor(private readonly commands: CommandBus) {}

  @RouteAccess({ jobPermissions: [PERMISSIONS.candidatesProfilesView] })
  @Post(':id/files/:fileId/rename')
  @ApiOperation({ summary: 'Rename a file of the candidate’s profile' })
  @ApiCreatedResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  rename(
    @CurrentCaller() caller: Caller,
    @CommandId() commandId: string,
    @IdParam() id: string,
    @FileIdParam() fileId: string,
    @Body() body: RenameFileRequestDto,
  ): Promise<CommandResult> {
    return this.commands.execute(new ChangeFileCommand(caller, commandId, id, fileId, { kind: 'rename', fileName: body.fileName }));
  }

  @RouteAccess({ jobPermissions: [PERMISSIONS.candidatesConfidential] })
  @Post(':id/files/:fileId/confidential')
  @ApiOperation({ summary: 'Make a file confidential, or visible to everyone with profile access again' })
  @ApiCreatedResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  changeConfidentiality(
    @CurrentCaller() caller: Caller,
    @CommandId() commandId: string,
    @IdParam() id: string,
    @FileIdParam() fileId: string,
    @Body() body: ChangeFileConfidentialityRequestDto,
  ): Promise<CommandResult> {
    return this.commands.execute(
      new ChangeFileCommand(caller, commandId, id, fileId, { kind: 'confidentiality', confidential: body.confidential }),
    );
  }

  @RouteAccess({ jobPermissions: [PERMISSIONS.candidatesProfilesView] })
  @Delete(':id/files/:fileId')
  @ApiOperation({ summary: 'Delete a file (not one the candidate uploaded); its bytes are removed' })
  @ApiOkResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  remove(
    @CurrentCaller() caller: Caller,
    @CommandId() commandId: string,
    @IdParam() id: string,
    @FileIdParam() fileId: string,
  ): Promise<CommandResult> {
    return this.commands.execute(new ChangeFileCommand(caller, commandId, id, fileId, { kind: 'delete' }));
  }
}
