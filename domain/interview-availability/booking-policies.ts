import { settingsAudit, type SettingsCaller } from '../company-settings/company-settings-rows';
import { decision, type RelationalDecision, type WriteContext } from '../shared/relational-decision';
import { BOOKING_LIMITS, BOOKING_MESSAGES, BookingErrors } from './booking.errors';
import {
  BOOKING_PERIODS,
  isTimeZone,
  minutesOfDay,
  OFFERED_WINDOW_KINDS,
  WEEKDAYS,
  type BookingPeriod,
  type OfferedWindowKind,
  type WorkingHours,
} from './slots';

/**
 * Interview availability and booking links (spec 03 "Interview availability", "Interview booking link", §5
 * "Booking link form", §6 "Booking links"): relational configuration written through the one write path
 * (docs/adr/0009) with its audit entries.
 */

export const EVENT_TYPES = ['VIDEO_CONFERENCE', 'IN_PERSON', 'PHONE_SCREEN'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export type InterviewAvailabilityRow = {
  id: string;
  companyId: string;
  interviewerId: string;
  timeZone: string;
  workingHours: WorkingHours[];
  minimumNoticeMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  bookingWindowDays: number | null;
  maxInterviewsPerDay: number | null;
  updatedBy: string;
  updatedAt: Date;
};

export type BookingLinkRow = {
  id: string;
  companyId: string;
  name: string;
  eventName: string;
  durationMinutes: number;
  description: string;
  interviewerIds: string[];
  timeZone: string;
  eventType: EventType;
  organizerAddress: string;
  minimumNoticeMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  windowKind: OfferedWindowKind;
  windowDays: number;
  frequencyLimitCount: number | null;
  frequencyLimitPeriod: BookingPeriod | null;
  feedbackTemplateId: string | null;
  updatedBy: string;
  updatedAt: Date;
};

export type InterviewBookingTables = {
  interview_availabilities: InterviewAvailabilityRow;
  interview_booking_links: BookingLinkRow;
};
export type BookingDecision<Result> = RelationalDecision<InterviewBookingTables, never, Result>;

/** The caller as these policies see them: who, which company, and whether they may set others' availability. */
export type BookingCaller = SettingsCaller & { isAdmin: boolean };

// Rules answering the spec's message or null, shared by the request DTOs, the policies and the web forms.
export const linkNameRule = (value: unknown): string | null => {
  if (typeof value !== 'string' || value.trim() === '') return BOOKING_MESSAGES.linkNameRequired;
  return value.trim().length > BOOKING_LIMITS.nameLength ? `Maximum ${BOOKING_LIMITS.nameLength} characters.` : null;
};
export const interviewerIdsRule = (value: unknown): string | null =>
  Array.isArray(value) && value.length > 0 && value.every((id) => typeof id === 'string' && id !== '')
    ? null
    : BOOKING_MESSAGES.interviewerRequired;
export const timeZoneRule = (value: unknown): string | null => (isTimeZone(value) ? null : BOOKING_MESSAGES.timeZoneRequired);
export const durationRule = (value: unknown): string | null =>
  Number.isInteger(value) &&
  (value as number) >= BOOKING_LIMITS.durationMinutes.min &&
  (value as number) <= BOOKING_LIMITS.durationMinutes.max
    ? null
    : BOOKING_MESSAGES.durationRequired;
export const eventTypeRule = (value: unknown): string | null =>
  (EVENT_TYPES as readonly unknown[]).includes(value) ? null : BOOKING_MESSAGES.eventTypeRequired;
export const workingHoursRule = (value: unknown): string | null => {
  if (!Array.isArray(value) || value.length > 7 * 4) return BOOKING_MESSAGES.invalidWorkingHours;
  const ok = value.every((hours: Partial<WorkingHours> | null) => {
    if (!hours || !(WEEKDAYS as readonly unknown[]).includes(hours.day)) return false;
    const start = typeof hours.start === 'string' ? minutesOfDay(hours.start) : null;
    const end = typeof hours.end === 'string' ? minutesOfDay(hours.end) : null;
    return start !== null && end !== null && start < end;
  });
  return ok ? null : BOOKING_MESSAGES.invalidWorkingHours;
};

const whole = (value: unknown, max: number, { nullable = false, min = 0 } = {}): number | null => {
  if (nullable && (value === null || value === undefined)) return null;
  if (!Number.isInteger(value) || (value as number) < min || (value as number) > max) throw BookingErrors.invalidNumber();
  return value as number;
};

const checked = <T>(message: string | null, error: () => Error, value: T): T => {
  if (message) throw error();
  return value;
};

export type AvailabilityInput = {
  interviewerId: string;
  timeZone: string;
  workingHours: WorkingHours[];
  minimumNoticeMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  bookingWindowDays: number | null;
  maxInterviewsPerDay: number | null;
};

const availabilityFields = (input: Omit<AvailabilityInput, 'interviewerId'>) => ({
  timeZone: checked(timeZoneRule(input.timeZone), BookingErrors.timeZoneRequired, input.timeZone),
  workingHours: checked(workingHoursRule(input.workingHours), BookingErrors.invalidWorkingHours, input.workingHours).map(
    ({ day, start, end }) => ({ day, start, end }),
  ),
  minimumNoticeMinutes: whole(input.minimumNoticeMinutes, BOOKING_LIMITS.noticeMinutes)!,
  bufferBeforeMinutes: whole(input.bufferBeforeMinutes, BOOKING_LIMITS.bufferMinutes)!,
  bufferAfterMinutes: whole(input.bufferAfterMinutes, BOOKING_LIMITS.bufferMinutes)!,
  bookingWindowDays: whole(input.bookingWindowDays, BOOKING_LIMITS.windowDays, { nullable: true, min: 1 }),
  maxInterviewsPerDay: whole(input.maxInterviewsPerDay, BOOKING_LIMITS.maxInterviewsPerDay, { nullable: true, min: 1 }),
});

/** One's own availability; an admin sets any team member's. */
const mayManage = (caller: BookingCaller, interviewerId: string) => {
  if (!caller.isAdmin && caller.userId !== interviewerId) throw BookingErrors.notYourAvailability();
};

/** `POST /interview-availabilities`: one availability per interviewer, who must be a member of the company. */
export const addAvailability = (
  input: AvailabilityInput,
  existing: { interviewerIsMember: boolean; interviewerHasOne: boolean },
  caller: BookingCaller,
  { newId, now }: WriteContext,
): BookingDecision<InterviewAvailabilityRow> => {
  if (typeof input.interviewerId !== 'string' || input.interviewerId === '') throw BookingErrors.interviewerRequired();
  mayManage(caller, input.interviewerId);
  if (!existing.interviewerIsMember) throw BookingErrors.interviewerNotMember();
  const fields = availabilityFields(input);
  if (existing.interviewerHasOne) throw BookingErrors.availabilityExists();
  const row: InterviewAvailabilityRow = {
    id: newId(),
    companyId: caller.companyId,
    interviewerId: input.interviewerId,
    ...fields,
    updatedBy: caller.userId,
    updatedAt: now,
  };
  return decision(row, {
    writes: [{ table: 'interview_availabilities', insert: row }],
    audit: [settingsAudit(caller, 'interview_availability', null, row)],
  });
};

/** `PUT /interview-availabilities/:id`: every field but the interviewer, which is fixed once set. */
export const editAvailability = (
  input: Omit<AvailabilityInput, 'interviewerId'> & { interviewerId?: string },
  existing: { availability: InterviewAvailabilityRow | null },
  caller: BookingCaller,
  { now }: WriteContext,
): BookingDecision<InterviewAvailabilityRow> => {
  const before = existing.availability;
  if (!before || before.companyId !== caller.companyId) throw BookingErrors.availabilityNotFound();
  mayManage(caller, before.interviewerId);
  if (input.interviewerId !== undefined && input.interviewerId !== before.interviewerId) throw BookingErrors.interviewerLocked();
  const set = { ...availabilityFields(input), updatedBy: caller.userId, updatedAt: now };
  const after = { ...before, ...set };
  return decision(after, {
    writes: [{ table: 'interview_availabilities', update: before.id, set }],
    audit: [settingsAudit(caller, 'interview_availability', before, after)],
  });
};

export type BookingLinkInput = {
  name: string;
  eventName?: string;
  durationMinutes: number;
  description?: string;
  interviewerIds: string[];
  timeZone: string;
  eventType: string;
  organizerAddress?: string;
  minimumNoticeMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  windowKind: string;
  windowDays: number;
  frequencyLimitCount?: number | null;
  frequencyLimitPeriod?: string | null;
  feedbackTemplateId?: string | null;
};

/** What infra read about the named interviewers: membership and calendar integration (H4's directory). */
export type LinkInterviewers = ReadonlyMap<string, { member: boolean; calendarIntegrated: boolean }>;

const linkFields = (input: BookingLinkInput, interviewers: LinkInterviewers) => {
  // In the form's order, so the first wrong field's message is the one answered.
  const name = checked(linkNameRule(input.name), BookingErrors.linkNameRequired, input.name).trim();
  const interviewerIds = [...new Set(checked(interviewerIdsRule(input.interviewerIds), BookingErrors.interviewerRequired, input.interviewerIds))];
  if (interviewerIds.length > BOOKING_LIMITS.interviewers) throw BookingErrors.invalidNumber();
  const timeZone = checked(timeZoneRule(input.timeZone), BookingErrors.timeZoneRequired, input.timeZone);
  const durationMinutes = checked(durationRule(input.durationMinutes), BookingErrors.durationRequired, input.durationMinutes);
  const eventType = checked(eventTypeRule(input.eventType), BookingErrors.eventTypeRequired, input.eventType) as EventType;
  for (const id of interviewerIds) {
    const known = interviewers.get(id);
    if (!known?.member) throw BookingErrors.interviewerNotMember();
    if (!known.calendarIntegrated) throw BookingErrors.calendarNotIntegrated();
  }
  if (!(OFFERED_WINDOW_KINDS as readonly string[]).includes(input.windowKind)) throw BookingErrors.invalidNumber();
  const period = input.frequencyLimitPeriod ?? null;
  if (period !== null && !(BOOKING_PERIODS as readonly string[]).includes(period)) throw BookingErrors.invalidNumber();
  const frequencyLimitCount = whole(input.frequencyLimitCount, BOOKING_LIMITS.frequencyCount, { nullable: true, min: 1 });
  if ((frequencyLimitCount === null) !== (period === null)) throw BookingErrors.invalidNumber();
  const text = (value: string | undefined, max: number) => (value ?? '').trim().slice(0, max);
  return {
    name,
    eventName: text(input.eventName, BOOKING_LIMITS.nameLength) || name,
    durationMinutes,
    description: text(input.description, BOOKING_LIMITS.descriptionLength),
    interviewerIds,
    timeZone,
    eventType,
    organizerAddress: text(input.organizerAddress, BOOKING_LIMITS.addressLength),
    minimumNoticeMinutes: whole(input.minimumNoticeMinutes, BOOKING_LIMITS.noticeMinutes)!,
    bufferBeforeMinutes: whole(input.bufferBeforeMinutes, BOOKING_LIMITS.bufferMinutes)!,
    bufferAfterMinutes: whole(input.bufferAfterMinutes, BOOKING_LIMITS.bufferMinutes)!,
    windowKind: input.windowKind as OfferedWindowKind,
    windowDays: whole(input.windowDays, BOOKING_LIMITS.windowDays, { min: 1 })!,
    frequencyLimitCount,
    frequencyLimitPeriod: period as BookingPeriod | null,
    feedbackTemplateId: input.feedbackTemplateId ?? null,
  };
};

/** `POST /interview-booking-links`. */
export const addBookingLink = (
  input: BookingLinkInput,
  existing: { interviewers: LinkInterviewers },
  caller: SettingsCaller,
  { newId, now }: WriteContext,
): BookingDecision<BookingLinkRow> => {
  const row: BookingLinkRow = {
    id: newId(),
    companyId: caller.companyId,
    ...linkFields(input, existing.interviewers),
    updatedBy: caller.userId,
    updatedAt: now,
  };
  return decision(row, {
    writes: [{ table: 'interview_booking_links', insert: row }],
    audit: [settingsAudit(caller, 'interview_booking_link', null, row)],
  });
};

/** `PUT /interview-booking-links/:id`. */
export const editBookingLink = (
  input: BookingLinkInput,
  existing: { link: BookingLinkRow | null; interviewers: LinkInterviewers },
  caller: SettingsCaller,
  { now }: WriteContext,
): BookingDecision<BookingLinkRow> => {
  const before = existing.link;
  if (!before || before.companyId !== caller.companyId) throw BookingErrors.linkNotFound();
  const set = { ...linkFields(input, existing.interviewers), updatedBy: caller.userId, updatedAt: now };
  const after = { ...before, ...set };
  return decision(after, {
    writes: [{ table: 'interview_booking_links', update: before.id, set }],
    audit: [settingsAudit(caller, 'interview_booking_link', before, after)],
  });
};

/** `DELETE /interview-booking-links/:id`: invites already sent then meet 'invalid or expired'. */
export const deleteBookingLink = (
  existing: { link: BookingLinkRow | null },
  caller: SettingsCaller,
): BookingDecision<{ id: string }> => {
  const link = existing.link;
  if (!link || link.companyId !== caller.companyId) throw BookingErrors.linkNotFound();
  return decision(
    { id: link.id },
    {
      writes: [{ table: 'interview_booking_links', delete: link.id }],
      audit: [settingsAudit(caller, 'interview_booking_link', link, null)],
    },
  );
};
