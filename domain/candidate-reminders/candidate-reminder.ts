import { DateTime, IANAZone } from 'luxon';
import type { Decider, DomainEvent } from '../shared';
import { DomainError, eventCatalogue } from '../shared';

/**
 * The candidate's reminder (spec 03 §2.3 `/reminder/role/:jobRoleId/:jobApplicationId/:stageId`, §5 "Reminder
 * page"): after applying, the candidate picks when to be reminded to come back to their tasks; at that time they
 * get an e-mail with the link back. One reminder per application and stage, on stream
 * `candidatereminder-<reminderId>`; picking another time moves it, until it is sent. Once sent, the candidate may
 * set it again: a new round (its own workflow), as if the page were fresh.
 */

export const MAX_REMINDER_AHEAD_DAYS = 365;

export const CANDIDATE_REMINDER_MESSAGES = {
  dateRequired: 'The reminder date field is required',
  dateInPast: 'The reminder date must be in the future',
  dateTooFar: `The reminder date must be within ${MAX_REMINDER_AHEAD_DAYS} days`,
  timeZoneInvalid: 'Please select a valid time zone',
} as const;

export const CandidateReminderErrors = {
  dateRequired: () => new DomainError('reminder-date-required', CANDIDATE_REMINDER_MESSAGES.dateRequired),
  dateInPast: () => new DomainError('reminder-date-in-past', CANDIDATE_REMINDER_MESSAGES.dateInPast),
  dateTooFar: () => new DomainError('reminder-date-too-far', CANDIDATE_REMINDER_MESSAGES.dateTooFar),
  timeZoneInvalid: () => new DomainError('reminder-time-zone-invalid', CANDIDATE_REMINDER_MESSAGES.timeZoneInvalid),
} as const;

/**
 * The instant of a wall-clock time the candidate picked ('2026-11-25T09:00') in their time zone; throws the
 * spec's message for a missing value and ours for a time zone or date that does not exist.
 */
export const reminderInstant = (localDateTime: string | null | undefined, timeZone: string): Date => {
  if (!localDateTime?.trim()) throw CandidateReminderErrors.dateRequired();
  if (!IANAZone.isValidZone(timeZone)) throw CandidateReminderErrors.timeZoneInvalid();
  const local = DateTime.fromISO(localDateTime.trim(), { zone: timeZone });
  if (!local.isValid) throw CandidateReminderErrors.dateRequired();
  return local.toJSDate();
};

/** The instant back as the candidate's wall-clock time (what the page shows and edits). */
export const reminderLocalDateTime = (instant: string, timeZone: string): string =>
  DateTime.fromISO(instant, { zone: IANAZone.isValidZone(timeZone) ? timeZone : 'UTC' }).toFormat("yyyy-MM-dd'T'HH:mm");

/** candidateUserId: the candidate's account, which the e-mail's link to their task hub names (sign-in is still needed there). */
export type ReminderRef = { reminderId: string; applicationId: string; candidateId: string; candidateUserId: string; jobId: string; stageId: string };

/** `round`: 1 for the first time it is set, one more each time it is set again after being sent (absent: 1). */
export type CandidateReminderSet = DomainEvent<'CandidateReminderSet', ReminderRef & { remindAt: string; timeZone: string; setAt: string; round?: number }>;
export type CandidateReminderMoved = DomainEvent<
  'CandidateReminderMoved',
  { reminderId: string; applicationId: string; remindAt: string; timeZone: string; movedAt: string; round?: number }
>;
export type CandidateReminderSent = DomainEvent<'CandidateReminderSent', { reminderId: string; applicationId: string; remindAt: string; sentAt: string; emailId: string }>;

export type CandidateReminderEvent = CandidateReminderSet | CandidateReminderMoved | CandidateReminderSent;

export const candidateReminderEvents = eventCatalogue<CandidateReminderEvent>({
  CandidateReminderSet: true,
  CandidateReminderMoved: true,
  CandidateReminderSent: true,
});

export type SetCandidateReminder = { type: 'SetCandidateReminder'; data: { ref: ReminderRef; remindAt: Date; timeZone: string } };
/** The reminder workflow's: the e-mail went out for this time; a time moved since is not the one that fired. */
export type MarkCandidateReminderSent = { type: 'MarkCandidateReminderSent'; data: { remindAt: string; emailId: string } };
export type CandidateReminderCommand = SetCandidateReminder | MarkCandidateReminderSent;

export type CandidateReminderState =
  | { exists: false }
  | { exists: true; ref: ReminderRef; remindAt: string; timeZone: string; sentAt: string | null; round: number };

export const candidateReminderDecider: Decider<CandidateReminderState, CandidateReminderCommand, CandidateReminderEvent> = {
  initialState: () => ({ exists: false }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'CandidateReminderSet': {
        const { remindAt, timeZone, setAt: _setAt, round, ...ref } = event.data;
        return { exists: true, ref, remindAt, timeZone, sentAt: null, round: round ?? 1 };
      }
      case 'CandidateReminderMoved':
        return state.exists ? { ...state, remindAt: event.data.remindAt, timeZone: event.data.timeZone } : state;
      case 'CandidateReminderSent':
        return state.exists ? { ...state, sentAt: event.data.sentAt } : state;
      default:
        return state;
    }
  },
  decide: (command, state, { now }) => {
    switch (command.type) {
      case 'SetCandidateReminder': {
        const { remindAt, timeZone, ref } = command.data;
        if (Number.isNaN(remindAt.getTime())) throw CandidateReminderErrors.dateRequired();
        if (!IANAZone.isValidZone(timeZone)) throw CandidateReminderErrors.timeZoneInvalid();
        if (remindAt.getTime() <= now.getTime()) throw CandidateReminderErrors.dateInPast();
        if (remindAt.getTime() > now.getTime() + MAX_REMINDER_AHEAD_DAYS * 24 * 60 * 60 * 1000) throw CandidateReminderErrors.dateTooFar();
        const at = remindAt.toISOString();
        if (!state.exists) return [{ type: 'CandidateReminderSet', data: { ...ref, remindAt: at, timeZone, setAt: now.toISOString(), round: 1 } }];
        // The last one went out (its workflow has finished): this is a new reminder, a round of its own.
        if (state.sentAt) return [{ type: 'CandidateReminderSet', data: { ...ref, remindAt: at, timeZone, setAt: now.toISOString(), round: state.round + 1 } }];
        if (state.remindAt === at && state.timeZone === timeZone) return [];
        return [
          {
            type: 'CandidateReminderMoved',
            data: { reminderId: ref.reminderId, applicationId: ref.applicationId, remindAt: at, timeZone, movedAt: now.toISOString(), round: state.round },
          },
        ];
      }
      case 'MarkCandidateReminderSent':
        if (!state.exists || state.sentAt || state.remindAt !== command.data.remindAt) return [];
        return [
          {
            type: 'CandidateReminderSent',
            data: { reminderId: state.ref.reminderId, applicationId: state.ref.applicationId, remindAt: state.remindAt, sentAt: now.toISOString(), emailId: command.data.emailId },
          },
        ];
    }
  },
};
