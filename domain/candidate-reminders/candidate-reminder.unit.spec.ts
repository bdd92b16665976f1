import type { DecisionContext } from '../shared';
import {
  CANDIDATE_REMINDER_MESSAGES,
  candidateReminderDecider,
  reminderInstant,
  reminderLocalDateTime,
  type CandidateReminderCommand,
  type CandidateReminderEvent,
  type CandidateReminderSet,
  type ReminderRef,
} from './candidate-reminder';

const REF: ReminderRef = { reminderId: 'rem-1', applicationId: 'a-1', candidateId: 'c-1', candidateUserId: 'u-1', jobId: 'j-1', stageId: 's-1' };
const NOW = '2026-11-24T08:00:00.000Z';
const context = (iso = NOW): DecisionContext => ({ now: new Date(iso), actor: { kind: 'candidate', id: 'c-1', name: 'Layla' }, companyId: 'co-1' });
const decide = (history: CandidateReminderEvent[], command: CandidateReminderCommand, iso = NOW) =>
  candidateReminderDecider.decide(command, history.reduce(candidateReminderDecider.evolve, candidateReminderDecider.initialState()), context(iso));
const set = (remindAt: string, timeZone = 'Asia/Dubai'): CandidateReminderCommand => ({ type: 'SetCandidateReminder', data: { ref: REF, remindAt: new Date(remindAt), timeZone } });

describe('candidate reminder', () => {
  it('reads the picked wall-clock time in the candidate’s time zone', () => {
    expect(reminderInstant('2026-11-25T09:00', 'Asia/Dubai').toISOString()).toBe('2026-11-25T05:00:00.000Z');
    expect(reminderInstant('2026-11-25T09:00', 'America/New_York').toISOString()).toBe('2026-11-25T14:00:00.000Z');
    expect(reminderLocalDateTime('2026-11-25T05:00:00.000Z', 'Asia/Dubai')).toBe('2026-11-25T09:00');
    expect(() => reminderInstant('', 'Asia/Dubai')).toThrow(CANDIDATE_REMINDER_MESSAGES.dateRequired);
    expect(() => reminderInstant('2026-11-25T09:00', 'Mars/Olympus')).toThrow(CANDIDATE_REMINDER_MESSAGES.timeZoneInvalid);
  });

  it('sets a reminder in the future, moves it when another time is picked, and ignores the same time', () => {
    const first = decide([], set('2026-11-25T05:00:00.000Z'));
    expect(first).toEqual([{ type: 'CandidateReminderSet', data: { ...REF, remindAt: '2026-11-25T05:00:00.000Z', timeZone: 'Asia/Dubai', setAt: NOW, round: 1 } }]);
    expect(decide(first, set('2026-11-25T05:00:00.000Z'))).toEqual([]);
    expect(decide(first, set('2026-11-26T05:00:00.000Z'))).toMatchObject([{ type: 'CandidateReminderMoved', data: { remindAt: '2026-11-26T05:00:00.000Z' } }]);
  });

  it('refuses a time that has passed or one too far ahead; once sent, setting it again starts a new round', () => {
    expect(() => decide([], set('2026-11-24T07:59:00.000Z'))).toThrow(CANDIDATE_REMINDER_MESSAGES.dateInPast);
    expect(() => decide([], set('2028-01-01T00:00:00.000Z'))).toThrow(CANDIDATE_REMINDER_MESSAGES.dateTooFar);
    const first = decide([], set('2026-11-25T05:00:00.000Z'));
    const sent = decide(first, { type: 'MarkCandidateReminderSent', data: { remindAt: '2026-11-25T05:00:00.000Z', emailId: 'e-1' } }, '2026-11-25T05:00:01.000Z');
    expect(sent).toMatchObject([{ type: 'CandidateReminderSent', data: { emailId: 'e-1' } }]);
    const again = decide([...first, ...sent], set('2026-11-27T05:00:00.000Z'));
    expect(again).toMatchObject([{ type: 'CandidateReminderSet', data: { remindAt: '2026-11-27T05:00:00.000Z', round: 2 } }]);
    // Within the new round a change moves it, and names the round whose workflow it signals.
    expect(decide([...first, ...sent, ...again], set('2026-11-28T05:00:00.000Z'))).toMatchObject([{ type: 'CandidateReminderMoved', data: { round: 2 } }]);
    // A reminder recorded before rounds existed is round 1.
    const recorded = first[0] as CandidateReminderSet;
    const { round: _round, ...legacy } = recorded.data;
    expect(decide([{ ...recorded, data: legacy }, ...sent], set('2026-11-27T05:00:00.000Z'))).toMatchObject([{ data: { round: 2 } }]);
  });

  it('marks sent only the time that fired: a moved reminder or a second mark records nothing', () => {
    const first = decide([], set('2026-11-25T05:00:00.000Z'));
    const moved = [...first, ...decide(first, set('2026-11-26T05:00:00.000Z'))];
    expect(decide(moved, { type: 'MarkCandidateReminderSent', data: { remindAt: '2026-11-25T05:00:00.000Z', emailId: 'e-1' } })).toEqual([]);
    const sent = decide(moved, { type: 'MarkCandidateReminderSent', data: { remindAt: '2026-11-26T05:00:00.000Z', emailId: 'e-1' } });
    expect(decide([...moved, ...sent], { type: 'MarkCandidateReminderSent', data: { remindAt: '2026-11-26T05:00:00.000Z', emailId: 'e-1' } })).toEqual([]);
  });
});
