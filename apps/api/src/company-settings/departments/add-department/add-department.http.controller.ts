import { Body, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOperation } from '@nestjs/swagger';
import { SETTINGS_PERMISSIONS } from '@ats/domain/company-settings';
import type { Caller } from '@ats/api/identity/caller';
import { CurrentCaller } from '@ats/api/identity/caller.decorator';
import { RouteAccess } from '@ats/api/identity/route-access.decorator';
import { ApiErrorResponses } from '@ats/api/platform/openapi';
import { DepartmentsHttpController } from '../../company-settings.http-controller.decorator';
import { SettingIdResponseDto } from '../../setting-id.response.dto';
import { AddDepartmentRequestDto } from '../department.request.dto';
import { AddDepartmentCommand } from './add-department.command-handler';

@DepartmentsHttpController()
export class AddDepartmentHttpController {
  constructor(private readonly commands: CommandBus) {}

  @RouteAccess({ permissions: [SETTINGS_PERMISSIONS.departmentAdd] })
  @Post()
  @ApiOperation({ summary: 'Add a department, optionally with its head of department' })
  @ApiCreatedResponse({ type: SettingIdResponseDto })
  @ApiErrorResponses(409)
  add(@CurrentCaller() caller: Caller, @Body() body: AddDepartmentRequestDto): Promise<SettingIdResponseDto> {
    return this.commands.execute(
      new AddDepartmentCommand(caller, { name: body.name, headOfDepartmentId: body.headOfDepartmentId ?? null }),
    );
  }
}
