import {
  changeNotificationPreferences,
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_EVENTS,
  normalisePreferences,
  preferenceEventOf,
  wantsNotification,
} from './notification-preferences';

const caller = { userId: 'user-1', companyId: 'company-1' };
const now = new Date('2026-11-24T01:00:00.000Z');

describe('notification preferences (spec 03)', () => {
  it('lists every event of the spec once and defaults to inbox and toasts on, e-mails and digest off', () => {
    expect(new Set(NOTIFICATION_EVENTS).size).toBe(NOTIFICATION_EVENTS.length);
    expect(NOTIFICATION_EVENTS).toHaveLength(18);
    expect(DEFAULT_NOTIFICATION_PREFERENCES.channels).toEqual({ emails: false, inbox: true, homepage: true });
    expect(Object.values(DEFAULT_NOTIFICATION_PREFERENCES.dailyDigest).every((on) => !on)).toBe(true);
    expect(Object.values(DEFAULT_NOTIFICATION_PREFERENCES.events).every((on) => on)).toBe(true);
  });

  it('reads stored preferences with today’s keys: missing ones default, unknown and non-boolean ones go', () => {
    const read = normalisePreferences({
      channels: { emails: true, fax: true } as never,
      events: { mentioned: false, stageMovement: 'no' as never },
    });
    expect(read.channels).toEqual({ emails: true, inbox: true, homepage: true });
    expect(read.events.mentioned).toBe(false);
    expect(read.events.stageMovement).toBe(true);
    expect(read.dailyDigest).toEqual(DEFAULT_NOTIFICATION_PREFERENCES.dailyDigest);
  });

  it('maps each inbox type to its event; job team changes to the owner’s or the collaborator’s switch', () => {
    expect(preferenceEventOf('MENTIONS')).toBe('mentioned');
    expect(preferenceEventOf('MENTIONS_REPLY')).toBe('replyToMyComment');
    expect(preferenceEventOf('NOTES')).toBe('commentOnOwnedCandidate');
    expect(preferenceEventOf('EMAIL_SENT')).toBe('candidateEmailed');
    expect(preferenceEventOf('STAGE_CHANGED')).toBe('stageMovement');
    expect(preferenceEventOf('CANDIDATE_UNARCHIVED')).toBe('archiveUnarchive');
    // The job team's notices of its applications: a new one to review and a move are stage movement, an archive archival.
    expect(preferenceEventOf('CANDIDATE_UNDER_REVIEW')).toBe('stageMovement');
    expect(preferenceEventOf('APPLICATION_STAGE_MOVEMENTS')).toBe('stageMovement');
    expect(preferenceEventOf('APPLICATION_ARCHIVAL')).toBe('archiveUnarchive');
    expect(preferenceEventOf('JOB_OWNER_COLLABORATOR_ASSIGNED_REMOVED', { jobRole: 'owner' })).toBe('jobOwner');
    expect(preferenceEventOf('JOB_OWNER_COLLABORATOR_ASSIGNED_REMOVED', { jobRole: 'collaborator' })).toBe('jobCollaborator');
    // Interviews: joining or leaving one, one a candidate booked, any other scheduling or cancelling.
    expect(preferenceEventOf('INTERVIEWS', { interviewersChanged: true })).toBe('attendeeAddedOrRemoved');
    expect(preferenceEventOf('INTERVIEWS', { interviewBooked: true })).toBe('candidateBookedSlot');
    expect(preferenceEventOf('INTERVIEWS')).toBe('interviewScheduledOrCancelled');
    expect(preferenceEventOf('JOB_POSTING_FAILURE_UPDATE')).toBeNull();
  });

  it('tells on a channel only when the channel and the event are both on', () => {
    const preferences = normalisePreferences({ channels: { emails: true, homepage: false }, events: { stageMovement: false } });
    expect(wantsNotification(preferences, 'inbox', 'MENTIONS')).toBe(true);
    expect(wantsNotification(preferences, 'emails', 'MENTIONS')).toBe(true);
    expect(wantsNotification(preferences, 'homepage', 'MENTIONS')).toBe(false);
    expect(wantsNotification(preferences, 'inbox', 'STAGE_CHANGED')).toBe(false);
    expect(wantsNotification(preferences, 'emails', 'CANDIDATE_UNDER_REVIEW')).toBe(false);
    expect(wantsNotification(preferences, 'inbox', 'APPLICATION_ARCHIVAL')).toBe(true);
    // Notices about the user's own jobs' health have no event switch: the channel decides.
    expect(wantsNotification(preferences, 'inbox', 'AUTO_CLOSE_JOBS_REMINDER')).toBe(true);
  });

  it('writes the first change as the user’s row, with an audit entry from nothing', () => {
    const decision = changeNotificationPreferences({ events: { mentioned: false } }, { row: null }, caller, { now });
    expect(decision.result.events.mentioned).toBe(false);
    expect(decision.result.events.replyToMyComment).toBe(true);
    expect(decision.writes).toEqual([
      { table: 'notification_preferences', insert: { id: 'user-1', companyId: 'company-1', preferences: decision.result, updatedAt: now } },
    ]);
    expect(decision.audit).toEqual([
      expect.objectContaining({ entity: 'notification-preferences', entityId: 'user-1', action: 'create', before: null, after: decision.result }),
    ]);
  });

  it('updates an existing row, keeping the switches the change leaves out', () => {
    const stored = normalisePreferences({ channels: { emails: true }, dailyDigest: { latestReleases: true } });
    const row = { id: 'user-1', companyId: 'company-1', preferences: stored, updatedAt: now };
    const decision = changeNotificationPreferences({ channels: { inbox: false } }, { row }, caller, { now });
    expect(decision.result.channels).toEqual({ emails: true, inbox: false, homepage: true });
    expect(decision.result.dailyDigest.latestReleases).toBe(true);
    expect(decision.writes).toEqual([{ table: 'notification_preferences', update: 'user-1', set: { preferences: decision.result, updatedAt: now } }]);
    expect(decision.audit[0]).toMatchObject({ action: 'update', before: stored });
  });

  it('keeps the interface language the change was made in, for the daily digest; without one the row keeps its own', () => {
    const first = changeNotificationPreferences({ dailyDigest: { unreadNotifications: true } }, { row: null }, { ...caller, language: 'ar' }, { now });
    expect(first.writes).toEqual([{ table: 'notification_preferences', insert: expect.objectContaining({ language: 'ar' }) }]);
    const row = { id: 'user-1', companyId: 'company-1', preferences: first.result, language: 'ar' as const, updatedAt: now };
    expect(changeNotificationPreferences({}, { row }, { ...caller, language: 'en' }, { now }).writes).toEqual([
      { table: 'notification_preferences', update: 'user-1', set: expect.objectContaining({ language: 'en' }) },
    ]);
    expect(changeNotificationPreferences({}, { row }, caller, { now }).writes[0]).not.toHaveProperty('set.language');
  });
});
