import { BadGatewayException, BadRequestException, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CalDavCalendar } from '@ats/infra/calendars/caldav-calendar';
import {
  deleteCalendarConnection,
  loadCalDavAccount,
  loadCalendarConnection,
  saveCalDavConnection,
} from '@ats/infra/calendars/calendar-connections';
import { CalendarAccessExpiredError, CalendarNotFoundError, CalendarUnavailableError } from '@ats/infra/calendars/calendar-errors';
import { CalendarServerNotAllowedError } from '@ats/infra/calendars/server-address-guard';
import type { Caller } from '../identity/caller';
import type { CalendarIntegrationResponseDto, CalendarIntegrationStatus, ConnectCalDavCalendarRequestDto } from './calendar-integrations.dto';

// Spec 03 §8: the integrations' generic failure, verbatim.
export const INTEGRATION_FAILED_MESSAGE = 'Something went wrong. Pls try again later';
export const CREDENTIALS_REFUSED_MESSAGE = 'The calendar server refused this username and password.';
export const SERVER_UNREACHABLE_MESSAGE = 'The calendar server could not be reached. Please check the server URL.';
export const NO_EVENT_CALENDAR_MESSAGE = 'No calendar for events was found for this account on the server.';
export const SERVER_NOT_ALLOWED_MESSAGE = 'This calendar server address is not allowed. Please use the server’s public address.';

/** The caller's own calendar integration (spec 03 app-integration): CAL by default, or a CalDAV calendar. */
@Injectable()
export class CalendarIntegrations {
  private readonly logger = new Logger('CalendarIntegrations');

  constructor(private readonly dataSource: DataSource) {}

  async read(caller: Caller): Promise<CalendarIntegrationResponseDto> {
    const connection = await loadCalendarConnection(this.dataSource, caller.companyId, caller.userId);
    if (!connection) return { provider: 'CAL', integrated: true, status: 'CONNECTED', connection: null };
    const status = await this.check(caller);
    return { provider: 'CALDAV', integrated: status === 'CONNECTED', status, connection };
  }

  async connect(caller: Caller, request: ConnectCalDavCalendarRequestDto): Promise<CalendarIntegrationResponseDto> {
    const account = { serverUrl: request.serverUrl, username: request.username, password: request.password, calendarUrl: request.calendarUrl };
    let found: { calendarUrl: string; displayName: string | null };
    try {
      found = await new CalDavCalendar(account).verify();
    } catch (error) {
      throw this.refusal(error);
    }
    await saveCalDavConnection(this.dataSource, caller.companyId, caller.userId, {
      ...account,
      calendarUrl: found.calendarUrl,
      calendarName: found.displayName,
    });
    return this.read(caller);
  }

  async disconnect(caller: Caller): Promise<CalendarIntegrationResponseDto> {
    await deleteCalendarConnection(this.dataSource, caller.companyId, caller.userId);
    return this.read(caller);
  }

  /** Signs in with the stored credentials: how the page learns that access has expired. */
  private async check(caller: Caller): Promise<CalendarIntegrationStatus> {
    try {
      const account = await loadCalDavAccount(this.dataSource, caller.companyId, caller.userId);
      if (account) await new CalDavCalendar(account).verify();
      return 'CONNECTED';
    } catch (error) {
      if (error instanceof CalendarAccessExpiredError || error instanceof CalendarNotFoundError) return 'ACCESS_EXPIRED';
      return 'UNREACHABLE';
    }
  }

  private refusal(error: unknown): Error {
    if (error instanceof CalendarAccessExpiredError) {
      return new BadRequestException({ message: CREDENTIALS_REFUSED_MESSAGE, errorCode: 'calendar-credentials-refused' });
    }
    if (error instanceof CalendarNotFoundError) {
      return new BadRequestException({ message: NO_EVENT_CALENDAR_MESSAGE, errorCode: 'calendar-not-found' });
    }
    if (error instanceof CalendarServerNotAllowedError) {
      return new BadRequestException({ message: SERVER_NOT_ALLOWED_MESSAGE, errorCode: 'calendar-server-not-allowed' });
    }
    if (error instanceof CalendarUnavailableError) {
      this.logger.warn(error.message);
      return new BadRequestException({ message: SERVER_UNREACHABLE_MESSAGE, errorCode: 'calendar-server-unreachable' });
    }
    this.logger.error(error instanceof Error ? error.stack : String(error));
    return new BadGatewayException({ message: INTEGRATION_FAILED_MESSAGE, errorCode: 'calendar-integration-failed' });
  }
}
