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
import { ApplicationsHttpController } from '../applications.http-controller.decorator';
import { DeleteApplicationCommand } from './delete-application.command-handler';

@ApplicationsHttpController()
export class DeleteApplicationHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** COMPANY::CANDIDATES::DELETE (spec 02 §6.2), as a user or as the job's collaborator. */
  @RouteAccess({ jobPermissions: [PERMISSIONS.candidatesDelete] })
  @Delete(':id')
  @ApiOperation({ summary: 'Delete the application: it leaves every list, its files and scheduled e-mails go; auditors still read its history' })
  @ApiOkResponse({ type: CommandResultDto })
  remove(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @IdParam() id: string): Promise<CommandResult> {
    return this.commands.execute(new DeleteApplicationCommand(caller, commandId, id));
  }
}
