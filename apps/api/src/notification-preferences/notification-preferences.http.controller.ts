import { Body, Controller, Get, Module, Put, Req } from '@nestjs/common';
import type { Request } from 'express';
import { DIGEST_LANGUAGES, type DigestLanguage } from '@ats/domain/notification-preferences/notification-preferences';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PERMISSIONS } from '@ats/domain/identity';
import type { Caller } from '../identity/caller';
import { CurrentCaller } from '../identity/caller.decorator';
import { RouteAccess } from '../identity/route-access.decorator';
import { ChangeNotificationPreferencesRequestDto, NotificationPreferencesResponseDto } from './notification-preferences.dto';
import { DailyDigestSchedules } from './daily-digest-schedules';
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
  @ApiOperation({ summary: 'Change any of the caller’s notification switches; the others keep their value. The request’s language (Accept-Language: en or ar) becomes the daily digest’s' })
  @ApiOkResponse({ type: NotificationPreferencesResponseDto })
  change(@CurrentCaller() caller: Caller, @Body() body: ChangeNotificationPreferencesRequestDto, @Req() request: Request) {
    // The interface language the request carries (Accept-Language, spec 03 §7) becomes the daily digest's.
    const language = (request.acceptsLanguages(...DIGEST_LANGUAGES) || 'en') as DigestLanguage;
    return this.preferences.change(caller, { channels: body.channels, dailyDigest: body.dailyDigest, events: body.events }, language);
  }
}

@Module({
  controllers: [NotificationPreferencesHttpController],
  providers: [UserNotificationPreferences, DailyDigestSchedules],
  // The profile re-plans the digest when the time zone changes (users/update-profile).
  exports: [UserNotificationPreferences],
})
export class NotificationPreferencesModule {}
