import { Body, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOperation } from '@nestjs/swagger';
import { SETTINGS_PERMISSIONS } from '@ats/domain/company-settings';
import type { Caller } from '@ats/api/identity/caller';
import { CurrentCaller } from '@ats/api/identity/caller.decorator';
import { RouteAccess } from '@ats/api/identity/route-access.decorator';
import { CommandId } from '@ats/api/platform/command-id';
import { ApiErrorResponses } from '@ats/api/platform/openapi';
import { AGENCIES_PLAN, AgenciesHttpController } from '../agencies.http-controller.decorator';
import { AgencyChangeResponseDto } from '../agency.response.dto';
import { AddAgencyRequestDto } from '../agency.request.dto';
import { AddAgencyCommand } from './add-agency.command-handler';

@AgenciesHttpController()
export class AddAgencyHttpController {
  constructor(private readonly commands: CommandBus) {}

  @RouteAccess({ companyPermissions: AGENCIES_PLAN, permissions: [SETTINGS_PERMISSIONS.agencyAdd] })
  @Post()
  @ApiOperation({ summary: 'Add an agency and assign it to jobs' })
  @ApiCreatedResponse({ type: AgencyChangeResponseDto })
  @ApiErrorResponses(409)
  add(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @Body() body: AddAgencyRequestDto): Promise<AgencyChangeResponseDto> {
    return this.commands.execute(new AddAgencyCommand(caller, commandId, body));
  }
}
