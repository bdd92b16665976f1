/**
 * Why a calendar could not be read or written, in the words of spec 03 §8 "Interviews and calendars".
 * Callers (scheduling, booking, the settings page) map these onto the spec's messages.
 */

/** Spec 01 §8: with this errorCode the web app shows the message, then opens /recruiter-settings/app-integration. */
export const CALENDAR_ACCESS_EXPIRED_ERROR_CODE = 'user-third-party-integrations-errors.appTokensExpired';
export const CALENDAR_ACCESS_EXPIRED_MESSAGE = 'Your calendar integration access has expired. Please re-integrate your calendar.';

/** The server refused the stored credentials (401): the user has to connect the calendar again. */
export class CalendarAccessExpiredError extends Error {
  readonly code = 'CALENDAR_ACCESS_EXPIRED';
  /** What an API answer about it carries (the spec's message and error code). */
  readonly errorCode = CALENDAR_ACCESS_EXPIRED_ERROR_CODE;
  readonly userMessage = CALENDAR_ACCESS_EXPIRED_MESSAGE;
  constructor(detail: string) {
    super(`${CALENDAR_ACCESS_EXPIRED_MESSAGE} (${detail})`);
    this.name = 'CalendarAccessExpiredError';
  }
}

/** The server could not be reached or answered something unexpected. */
export class CalendarUnavailableError extends Error {
  readonly code = 'CALENDAR_UNAVAILABLE';
  constructor(detail: string, options?: { cause?: unknown }) {
    super(`The calendar server could not be used: ${detail}`, options);
    this.name = 'CalendarUnavailableError';
  }
}

/** The server answers but holds no calendar the user can put events in. */
export class CalendarNotFoundError extends Error {
  readonly code = 'CALENDAR_NOT_FOUND';
  constructor(detail: string) {
    super(`No event calendar was found: ${detail}`);
    this.name = 'CalendarNotFoundError';
  }
}

/** The event's ICS text could not be read (no VEVENT, no UID, no start). */
export class InvalidCalendarEventError extends Error {
  readonly code = 'INVALID_CALENDAR_EVENT';
  constructor(detail: string) {
    super(`Invalid calendar event: ${detail}`);
    this.name = 'InvalidCalendarEventError';
  }
}
