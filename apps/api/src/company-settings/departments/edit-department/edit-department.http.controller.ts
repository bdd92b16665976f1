import { Body, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { SETTINGS_PERMISSIONS } from '@ats/domain/company-settings';
import type { Caller } from '@ats/api/identity/caller';
import { CurrentCaller } from '@ats/api/identity/caller.decorator';
import { RouteAccess } from '@ats/api/identity/route-access.decorator';
import { IdParam } from '@ats/api/platform/id-param';
import { ApiErrorResponses } from '@ats/api/platform/openapi';
import { DepartmentsHttpController } from '../../company-settings.http-controller.decorator';
import { SettingIdResponseDto } from '../../setting-id.response.dto';
import { EditDepartmentRequestDto } from '../department.request.dto';
import { EditDepartmentCommand } from './edit-department.command-handler';

@DepartmentsHttpController()
export class EditDepartmentHttpController {
  constructor(private readonly commands: CommandBus) {}

  @RouteAccess({ permissions: [SETTINGS_PERMISSIONS.departmentEdit] })
  @Patch(':id')
  @ApiOperation({ summary: 'Rename a department or change its head of department (null removes the head)' })
  @ApiOkResponse({ type: SettingIdResponseDto })
  @ApiErrorResponses(409)
  edit(
    @CurrentCaller() caller: Caller,
    @IdParam() id: string,
    @Body() body: EditDepartmentRequestDto,
  ): Promise<SettingIdResponseDto> {
    return this.commands.execute(
      new EditDepartmentCommand(caller, id, { name: body.name, headOfDepartmentId: body.headOfDepartmentId }),
    );
  }
}
