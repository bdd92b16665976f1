import { BOOKING_MESSAGES } from '@ats/domain/interview-availability/booking.errors';
import type { IntlShape } from 'react-intl';
import { isApiError } from '../../app/api/api-error';
import { errorText } from '../../app/api/error-text';
import type { MessageId } from '../../app/i18n/messages';

/** The spec's English (as the API and the shared rules answer it) → its message in the interface language. */
const BY_TEXT: Readonly<Record<string, MessageId>> = {
  [BOOKING_MESSAGES.linkNameRequired]: 'interviewBooking.message.linkNameRequired',
  [BOOKING_MESSAGES.interviewerRequired]: 'interviewBooking.message.interviewerRequired',
  [BOOKING_MESSAGES.timeZoneRequired]: 'interviewBooking.message.timeZoneRequired',
  [BOOKING_MESSAGES.durationRequired]: 'interviewBooking.message.durationRequired',
  [BOOKING_MESSAGES.eventTypeRequired]: 'interviewBooking.message.eventTypeRequired',
  [BOOKING_MESSAGES.calendarNotIntegrated]: 'interviewBooking.message.calendarNotIntegrated',
  [BOOKING_MESSAGES.interviewerLocked]: 'interviewBooking.availability.interviewerLocked',
  [BOOKING_MESSAGES.inviteInvalid]: 'interviewBooking.message.inviteInvalid',
  [BOOKING_MESSAGES.slotUnavailable]: 'interviewBooking.message.slotUnavailable',
  [BOOKING_MESSAGES.alreadyBooked]: 'interviewBooking.message.alreadyBooked',
  'The email must contain the booking link variable {{bookingLink}}': 'interviewBooking.message.bookingLinkVariable',
};

/** A rule's or the API's message in the interface language; other texts as given. */
export const bookingMessageText = (intl: IntlShape, message: string): string => {
  const id = BY_TEXT[message];
  return id ? intl.formatMessage({ id }) : message;
};

export const bookingErrorText = (intl: IntlShape, error: unknown): string =>
  isApiError(error) && !error.isGeneric ? bookingMessageText(intl, error.message) : errorText(intl, error);
