import { Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { SETTINGS_PERMISSIONS } from '@ats/domain/company-settings';
import type { Caller } from '@ats/api/identity/caller';
import { CurrentCaller } from '@ats/api/identity/caller.decorator';
import { RouteAccess } from '@ats/api/identity/route-access.decorator';
import { DepartmentsHttpController } from '../../company-settings.http-controller.decorator';
import { DepartmentResponseDto } from './department.response.dto';
import { ListDepartmentsQuery } from './list-departments.query-handler';

@DepartmentsHttpController()
export class ListDepartmentsHttpController {
  constructor(private readonly queries: QueryBus) {}

  /** For the settings and for the job editor's department picker. */
  @RouteAccess({
    permissions: [SETTINGS_PERMISSIONS.departmentList, SETTINGS_PERMISSIONS.jobsAdd, SETTINGS_PERMISSIONS.jobsEdit],
  })
  @Get()
  @ApiOperation({ summary: 'The company’s departments, by name, with their head and jobs count' })
  @ApiOkResponse({ type: [DepartmentResponseDto] })
  list(@CurrentCaller() caller: Caller): Promise<DepartmentResponseDto[]> {
    return this.queries.execute(new ListDepartmentsQuery(caller.companyId));
  }
}
