import { DomainError } from '../shared/errors';

/** Bounds of the booking settings' numbers (spec 03 gives the fields, not their limits). */
export const BOOKING_LIMITS = {
  nameLength: 100,
  descriptionLength: 5000,
  addressLength: 500,
  durationMinutes: { min: 5, max: 480 },
  noticeMinutes: 60 * 24 * 60,
  bufferMinutes: 240,
  windowDays: 365,
  frequencyCount: 1000,
  interviewers: 20,
  maxInterviewsPerDay: 50,
} as const;

/** Messages of the booking link form (spec 03 §5 "Booking link form", §6, §8), verbatim where the spec has them. */
export const BOOKING_MESSAGES = {
  linkNameRequired: 'Please input link name',
  interviewerRequired: 'Please select the interviewer',
  timeZoneRequired: 'Please select the timezone',
  durationRequired: 'Please select the duration',
  eventTypeRequired: 'Please select event type',
  calendarNotIntegrated: 'The interviewer must have integrated their calendar with full permissions',
  interviewerNotMember: 'The interviewer must be a member of your team',
  invalidNumber: 'Please enter a whole number within the allowed range',
  invalidWorkingHours: 'Working hours must be a day from Sunday to Saturday with a start before the end (HH:mm)',
  availabilityExists: 'This interviewer already has an availability; edit it instead',
  interviewerLocked: 'The interviewer cannot be changed in edit mode',
  notYourAvailability: 'You can only set your own availability',
  linkNotFound: 'Booking link not found',
  availabilityNotFound: 'Interview availability not found',
  inviteInvalid: 'This booking link is invalid or has expired. Please ask the recruiter for a new one.',
  alreadyBooked: 'You have already booked an interview with this link.',
  slotUnavailable: 'This time is no longer available. Please choose another slot.',
  /** Spec 03 §5 "Email composer": a booking-link e-mail must contain the booking link variable. */
  bookingLinkVariable: 'The email must contain the booking link variable {{bookingLink}}',
  linkRequired: 'Please select the booking link',
} as const;

/** The booking-link e-mail's rule: the body keeps {{bookingLink}} (filled with the candidate's signed link). */
export const bookingLinkVariableRule = (body: unknown): string | null =>
  typeof body === 'string' && /\{\{\s*bookingLink\s*\}\}/.test(body) ? null : BOOKING_MESSAGES.bookingLinkVariable;

const validation = (code: string, message: string) => new DomainError(code, message, 'validation');

export const BookingErrors = {
  linkNameRequired: () => validation('booking-link-name-required', BOOKING_MESSAGES.linkNameRequired),
  interviewerRequired: () => validation('booking-link-interviewer-required', BOOKING_MESSAGES.interviewerRequired),
  timeZoneRequired: () => validation('booking-timezone-required', BOOKING_MESSAGES.timeZoneRequired),
  durationRequired: () => validation('booking-link-duration-required', BOOKING_MESSAGES.durationRequired),
  eventTypeRequired: () => validation('booking-link-event-type-required', BOOKING_MESSAGES.eventTypeRequired),
  calendarNotIntegrated: () => validation('booking-link-calendar-not-integrated', BOOKING_MESSAGES.calendarNotIntegrated),
  interviewerNotMember: () => validation('booking-interviewer-not-member', BOOKING_MESSAGES.interviewerNotMember),
  invalidNumber: () => validation('booking-invalid-number', BOOKING_MESSAGES.invalidNumber),
  invalidWorkingHours: () => validation('availability-invalid-working-hours', BOOKING_MESSAGES.invalidWorkingHours),
  availabilityExists: () => new DomainError('availability-exists', BOOKING_MESSAGES.availabilityExists, 'conflict'),
  interviewerLocked: () => validation('availability-interviewer-locked', BOOKING_MESSAGES.interviewerLocked),
  notYourAvailability: () => new DomainError('availability-not-yours', BOOKING_MESSAGES.notYourAvailability, 'forbidden'),
  linkNotFound: () => new DomainError('booking-link-not-found', BOOKING_MESSAGES.linkNotFound, 'not-found'),
  availabilityNotFound: () => new DomainError('availability-not-found', BOOKING_MESSAGES.availabilityNotFound, 'not-found'),
  // as an approval link: a link that is not ours, expired or of a deleted link names nothing
  inviteInvalid: () => new DomainError('booking-invite-invalid', BOOKING_MESSAGES.inviteInvalid, 'not-found'),
  alreadyBooked: () => new DomainError('booking-already-booked', BOOKING_MESSAGES.alreadyBooked, 'conflict'),
  slotUnavailable: () => new DomainError('booking-slot-unavailable', BOOKING_MESSAGES.slotUnavailable, 'conflict'),
} as const;

/** The permission strings (spec 01 §6.2, 03 §6), spelt verbatim. */
export const BOOKING_PERMISSIONS = {
  linkList: 'COMPANY::BOOKING_LINK::LIST',
  linkAdd: 'COMPANY::BOOKING_LINK::ADD',
  linkEdit: 'COMPANY::BOOKING_LINK::EDIT',
  linkDelete: 'COMPANY::BOOKING_LINK::DELETE',
  /** The plan's self-scheduling feature: gates availability, booking links and the self-scheduling page. */
  selfScheduling: 'COMPANY::INTERVIEWS::SELF_SCHEDULING::*',
} as const;

/** Who keeps an interview availability: the company's staff who interview (not employees). */
export const AVAILABILITY_ROLES = ['COMPANY_ADMIN', 'COMPANY_RECRUITER', 'COMPANY_INTERVIEWER'] as const;
