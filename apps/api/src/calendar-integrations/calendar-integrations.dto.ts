import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, IsUrl, MaxLength } from 'class-validator';

export const CALENDAR_INTEGRATION_STATUSES = ['CONNECTED', 'ACCESS_EXPIRED', 'UNREACHABLE'] as const;
export type CalendarIntegrationStatus = (typeof CALENDAR_INTEGRATION_STATUSES)[number];

/** Connect (or replace) the caller's CalDAV calendar; verified against the server before it is saved. */
export class ConnectCalDavCalendarRequestDto {
  @ApiProperty({ enum: ['CALDAV'], example: 'CALDAV' })
  @IsIn(['CALDAV'], { message: 'Please choose a calendar to connect' })
  kind!: 'CALDAV';

  @ApiProperty({ maxLength: 2000, example: 'https://caldav.example.com/' })
  @IsString({ message: 'Please enter the calendar server URL' })
  @IsNotEmpty({ message: 'Please enter the calendar server URL' })
  @MaxLength(2000, { message: 'The server URL is too long' })
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true, require_tld: false }, { message: 'Please enter a valid server URL (http or https)' })
  serverUrl!: string;

  @ApiProperty({ maxLength: 320 })
  @IsString({ message: 'Please enter the username' })
  @IsNotEmpty({ message: 'Please enter the username' })
  @MaxLength(320, { message: 'The username is too long' })
  username!: string;

  @ApiProperty({ maxLength: 1000, description: 'The password or an app password; stored encrypted, never returned.' })
  @IsString({ message: 'Please enter the password' })
  @IsNotEmpty({ message: 'Please enter the password' })
  @MaxLength(1000, { message: 'The password is too long' })
  password!: string;

  @ApiPropertyOptional({ maxLength: 2000, description: 'One calendar of the account; the first that holds events when left out.' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true, require_tld: false }, { message: 'Please enter a valid calendar URL (http or https)' })
  calendarUrl?: string;
}

export class CalendarConnectionDto {
  @ApiProperty({ enum: ['CALDAV'] }) kind!: 'CALDAV';
  @ApiProperty() serverUrl!: string;
  @ApiProperty() username!: string;
  @ApiProperty() calendarUrl!: string;
  @ApiProperty({ type: String, nullable: true }) calendarName!: string | null;
  @ApiProperty({ format: 'date-time' }) connectedAt!: string;
}

/** The caller's calendar: CAL (built in) unless they connected a CalDAV calendar. */
export class CalendarIntegrationResponseDto {
  @ApiProperty({ enum: ['CAL', 'CALDAV'] }) provider!: 'CAL' | 'CALDAV';
  @ApiProperty({ description: 'Interviews can be put in this calendar and its free/busy read.' }) integrated!: boolean;
  @ApiProperty({ enum: CALENDAR_INTEGRATION_STATUSES, description: 'How the calendar answered just now (CAL is always CONNECTED).' })
  status!: CalendarIntegrationStatus;
  @ApiProperty({ type: CalendarConnectionDto, nullable: true }) connection!: CalendarConnectionDto | null;
}
