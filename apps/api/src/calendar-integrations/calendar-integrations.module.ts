import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { createCalendarDirectory } from '@ats/infra/calendars/calendar-directory';
import { CalendarIntegrations } from './calendar-integrations';
import { CalendarIntegrationsHttpController } from './calendar-integrations.http.controller';

/** Nest token of infra/calendars' CalendarDirectory, for the modules that schedule and book interviews. */
export const CALENDAR_DIRECTORY = Symbol('CalendarDirectory');

@Module({
  controllers: [CalendarIntegrationsHttpController],
  providers: [
    CalendarIntegrations,
    { provide: CALENDAR_DIRECTORY, inject: [DataSource], useFactory: (dataSource: DataSource) => createCalendarDirectory(dataSource) },
  ],
  exports: [CALENDAR_DIRECTORY],
})
export class CalendarIntegrationsModule {}
