import { Body, Controller, Delete, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PERMISSIONS } from '@ats/domain/identity';
import type { Caller } from '../identity/caller';
import { CurrentCaller } from '../identity/caller.decorator';
import { RouteAccess } from '../identity/route-access.decorator';
import { CalendarIntegrationResponseDto, ConnectCalDavCalendarRequestDto } from './calendar-integrations.dto';
import { CalendarIntegrations } from './calendar-integrations';

// Spec 03 §6: USER::INTEGRATE_CALENDAR_EMAIL::* for the user, within the company's COMPANY::INTEGRATE_CALENDAR_EMAIL::{LIST,ADD,DELETE}.
const USER_PERMISSION = [PERMISSIONS.userCalendarEmail];

/** The caller's own calendar (spec 03 "Calendar & Email integration"); nobody reads or changes another's. */
@ApiBearerAuth()
@ApiTags('calendar-integrations')
@Controller('calendar-integrations')
export class CalendarIntegrationsHttpController {
  constructor(private readonly integrations: CalendarIntegrations) {}

  @Get('me')
  @RouteAccess({ permissions: USER_PERMISSION, companyPermissions: ['COMPANY::INTEGRATE_CALENDAR_EMAIL::LIST'] })
  @ApiOperation({ summary: 'The caller’s calendar: CAL (built in) or their CalDAV calendar, and whether it answers' })
  @ApiOkResponse({ type: CalendarIntegrationResponseDto })
  read(@CurrentCaller() caller: Caller) {
    return this.integrations.read(caller);
  }

  @Put('me')
  @RouteAccess({ permissions: USER_PERMISSION, companyPermissions: ['COMPANY::INTEGRATE_CALENDAR_EMAIL::ADD'] })
  @ApiOperation({ summary: 'Connect a CalDAV calendar (replacing CAL); the server is asked first, nothing is saved when it refuses' })
  @ApiOkResponse({ type: CalendarIntegrationResponseDto })
  connect(@CurrentCaller() caller: Caller, @Body() body: ConnectCalDavCalendarRequestDto) {
    return this.integrations.connect(caller, body);
  }

  @Delete('me')
  @RouteAccess({ permissions: USER_PERMISSION, companyPermissions: ['COMPANY::INTEGRATE_CALENDAR_EMAIL::DELETE'] })
  @ApiOperation({ summary: 'Disconnect the CalDAV calendar: back to CAL' })
  @ApiOkResponse({ type: CalendarIntegrationResponseDto })
  disconnect(@CurrentCaller() caller: Caller) {
    return this.integrations.disconnect(caller);
  }
}
