import { Body, Controller, Get, Module, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PERMISSIONS } from '@ats/domain/identity';
import type { Caller } from '../identity/caller';
import { CurrentCaller } from '../identity/caller.decorator';
import { RouteAccess } from '../identity/route-access.decorator';
import { ChangeNotificationPreferencesRequestDto, NotificationPreferencesResponseDto } from './notification-preferences.dto';
import { UserNotificationPreferences } from './notification-preferences';

// Spec 03 §6: USER::NOTIFICATION_PREFERENCES::{LIST,EDIT,*}; gated by the company-level notifications feature.
const COMPANY_GATE = [PERMISSIONS.notification];

/** The caller's own notification preferences (spec 03 "Notification preferences"); nobody reads another's. */
@ApiBearerAuth()
@ApiTags('notification-preferences')
@Controller('notification-preferences')
export class NotificationPreferencesHttpController {
  constructor(private readonly preferences: UserNotificationPreferences) {}

  @Get()
  @RouteAccess({ permissions: ['USER::NOTIFICATION_PREFERENCES::LIST', PERMISSIONS.userNotificationPreferences], companyPermissions: COMPANY_GATE })
  @ApiOperation({ summary: 'The caller’s notification channels, daily digest and events' })
  @ApiOkResponse({ type: NotificationPreferencesResponseDto })
  read(@CurrentCaller() caller: Caller) {
    return this.preferences.read(caller);
  }

  @Put()
  @RouteAccess({ permissions: ['USER::NOTIFICATION_PREFERENCES::EDIT', PERMISSIONS.userNotificationPreferences], companyPermissions: COMPANY_GATE })
  @ApiOperation({ summary: 'Change any of the caller’s notification switches; the others keep their value' })
  @ApiOkResponse({ type: NotificationPreferencesResponseDto })
  change(@CurrentCaller() caller: Caller, @Body() body: ChangeNotificationPreferencesRequestDto) {
    return this.preferences.change(caller, { channels: body.channels, dailyDigest: body.dailyDigest, events: body.events });
  }
}

@Module({ controllers: [NotificationPreferencesHttpController], providers: [UserNotificationPreferences] })
export class NotificationPreferencesModule {}
