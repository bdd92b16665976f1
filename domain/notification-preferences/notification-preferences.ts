import { decision, type AuditEntry, type RelationalDecision } from '../shared/relational-decision';

/**
 * A user's notification preferences (spec 03 "Notification preferences"): which channels tell them, which
 * daily-digest items they want, and which events they are told about. Relational configuration, per user.
 */

/** Channels: e-mails, the inbox, and the homepage (the app's live toasts). */
export const NOTIFICATION_CHANNELS = ['emails', 'inbox', 'homepage'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const DAILY_DIGEST_ITEMS = [
  'interviewReminder',
  'pendingFeedbackReminder',
  'jobWatchlistUpdates',
  'unreadNotifications',
  'latestReleases',
] as const;
export type DailyDigestItem = (typeof DAILY_DIGEST_ITEMS)[number];

/** The events of spec 03's list, grouped as the settings page shows them. */
export const NOTIFICATION_EVENT_GROUPS = {
  interviews: [
    'feedbackSubmitted',
    'pendingFeedbackReminder',
    'attendeeAddedOrRemoved',
    'interviewScheduledOrCancelled',
    'candidateBookedSlot',
  ],
  comments: ['mentioned', 'commentOnOwnedCandidate', 'replyToMyComment'],
  emails: ['candidateEmailed', 'candidateRepliedToAutomationEmail'],
  candidates: ['stageMovement', 'archiveUnarchive'],
  offers: ['offerSignedOrRejected', 'offerSubmittedForApproval', 'offerApprovedOrRejectedInFlow'],
  ownership: ['candidateOwner', 'jobOwner', 'jobCollaborator'],
} as const;
export type NotificationEventGroup = keyof typeof NOTIFICATION_EVENT_GROUPS;
export type NotificationEvent = (typeof NOTIFICATION_EVENT_GROUPS)[NotificationEventGroup][number];
export const NOTIFICATION_EVENTS = Object.values(NOTIFICATION_EVENT_GROUPS).flat() as NotificationEvent[];

export type NotificationPreferences = {
  channels: Record<NotificationChannel, boolean>;
  dailyDigest: Record<DailyDigestItem, boolean>;
  events: Record<NotificationEvent, boolean>;
};

const all = <K extends string>(keys: readonly K[], value: boolean) =>
  Object.fromEntries(keys.map((key) => [key, value])) as Record<K, boolean>;

/**
 * What a user who never saved preferences gets: the inbox and the live toasts for every event, no e-mails and
 * no digest (mail is opt-in: nobody's mailbox fills up unasked).
 */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  channels: { emails: false, inbox: true, homepage: true },
  dailyDigest: all(DAILY_DIGEST_ITEMS, false),
  events: all(NOTIFICATION_EVENTS, true),
};

/** A change: any subset of the three groups' switches. */
export type NotificationPreferencesChange = {
  channels?: Partial<Record<NotificationChannel, boolean>>;
  dailyDigest?: Partial<Record<DailyDigestItem, boolean>>;
  events?: Partial<Record<NotificationEvent, boolean>>;
};

/** The stored preferences read with today's keys: a key added later takes its default, an unknown one is dropped. */
export const normalisePreferences = (stored: Partial<NotificationPreferencesChange> | null | undefined): NotificationPreferences => {
  const pick = <K extends string>(keys: readonly K[], defaults: Record<K, boolean>, given: Partial<Record<K, unknown>> | undefined) =>
    Object.fromEntries(keys.map((key) => [key, typeof given?.[key] === 'boolean' ? given[key] : defaults[key]])) as Record<K, boolean>;
  return {
    channels: pick(NOTIFICATION_CHANNELS, DEFAULT_NOTIFICATION_PREFERENCES.channels, stored?.channels),
    dailyDigest: pick(DAILY_DIGEST_ITEMS, DEFAULT_NOTIFICATION_PREFERENCES.dailyDigest, stored?.dailyDigest),
    events: pick(NOTIFICATION_EVENTS, DEFAULT_NOTIFICATION_PREFERENCES.events, stored?.events),
  };
};

/**
 * Which preference event an inbox notification type belongs to (spec 01 §3.8 ↔ 03's list); types not listed
 * (job posting failures, auto-close reminders) are about the user's own jobs' health and always told.
 */
const EVENT_OF_TYPE: Record<string, NotificationEvent | undefined> = {
  MENTIONS: 'mentioned',
  BULK_MENTIONS: 'mentioned',
  MENTIONS_REPLY: 'replyToMyComment',
  NOTES: 'commentOnOwnedCandidate',
  BULK_NOTES: 'commentOnOwnedCandidate',
  EMAIL_SENT: 'candidateEmailed',
  REPLY_FROM_CANDIDATE: 'candidateRepliedToAutomationEmail',
  STAGE_CHANGED: 'stageMovement',
  APPLICATION_STAGE_MOVEMENTS: 'stageMovement',
  // A new application to review enters the job's pipeline: the stage-movement switch silences it with the rest.
  CANDIDATE_UNDER_REVIEW: 'stageMovement',
  CANDIDATE_ARCHIVED: 'archiveUnarchive',
  CANDIDATE_UNARCHIVED: 'archiveUnarchive',
  APPLICATION_ARCHIVAL: 'archiveUnarchive',
  CANDIDATE_OWNER_ASSIGNED: 'candidateOwner',
  BULK_CANDIDATE_OWNER_ASSIGNED_REMOVED: 'candidateOwner',
  INTERVIEWS: 'interviewScheduledOrCancelled',
  INTERVIEW_SCORES: 'feedbackSubmitted',
  SCORES: 'feedbackSubmitted',
  PENDING_FEEDBACK_REMINDER: 'pendingFeedbackReminder',
  OFFER_ACCEPTED: 'offerSignedOrRejected',
  OFFER_REJECTED: 'offerSignedOrRejected',
  OFFER_APPROVAL_REQUEST: 'offerSubmittedForApproval',
  OFFER_APPROVAL_APPROVED: 'offerApprovedOrRejectedInFlow',
  OFFER_APPROVAL_REJECTED: 'offerApprovedOrRejectedInFlow',
};

/** What a notification says of itself, beyond its type, that picks its preference event. */
export type NotificationContext = {
  /** JOB_OWNER_COLLABORATOR_ASSIGNED_REMOVED: whether the change made or unmade the reader the job's owner. */
  jobRole?: 'owner' | 'collaborator';
  /** INTERVIEWS: the reader was added to or taken off an existing interview. */
  interviewersChanged?: boolean;
  /** INTERVIEWS: the interview is one a candidate booked through a self-scheduling link. */
  interviewBooked?: boolean;
};

/**
 * The preference event of a notification. JOB_OWNER_COLLABORATOR_ASSIGNED_REMOVED is the job owner's switch
 * when the change made or unmade them the owner, the collaborator's otherwise. INTERVIEWS is 'attendee added or
 * removed' when the reader joined or left an existing interview, 'candidate booked a slot' for an interview a
 * candidate booked, and 'interview scheduled or cancelled' otherwise (spec 03's list).
 */
export const preferenceEventOf = (type: string, context: NotificationContext = {}): NotificationEvent | null => {
  if (type === 'JOB_OWNER_COLLABORATOR_ASSIGNED_REMOVED') return context.jobRole === 'owner' ? 'jobOwner' : 'jobCollaborator';
  if (type === 'INTERVIEWS' && context.interviewersChanged) return 'attendeeAddedOrRemoved';
  if (type === 'INTERVIEWS' && context.interviewBooked) return 'candidateBookedSlot';
  return EVENT_OF_TYPE[type] ?? null;
};

/** Whether a notification of `type` reaches the user on `channel`: the channel on, and its event on. */
export const wantsNotification = (
  preferences: NotificationPreferences,
  channel: NotificationChannel,
  type: string,
  context: NotificationContext = {},
): boolean => {
  if (!preferences.channels[channel]) return false;
  const event = preferenceEventOf(type, context);
  return event === null || preferences.events[event];
};

/** The product's languages (spec 01: English and Arabic); a daily digest is written in its reader's. */
export const DIGEST_LANGUAGES = ['en', 'ar'] as const;
export type DigestLanguage = (typeof DIGEST_LANGUAGES)[number];

/** A stored row: the user's id is its id (one row per user). */
export type NotificationPreferencesRow = {
  id: string;
  companyId: string;
  preferences: NotificationPreferences;
  /** The interface language the user saved their preferences in: their daily digest's language. */
  language?: DigestLanguage;
  updatedAt: Date;
};

export type NotificationPreferencesTables = { notification_preferences: NotificationPreferencesRow };

/** `language`: the interface language of the request (spec 03 §7: every call carries it), kept for the digest. */
export type PreferencesCaller = { userId: string; companyId: string; language?: DigestLanguage };

/**
 * `PUT /notification-preferences`: the caller's own preferences with the change applied. The first save
 * writes the row; later ones update it; each is audited with before and after.
 */
export const changeNotificationPreferences = (
  change: NotificationPreferencesChange,
  existing: { row: NotificationPreferencesRow | null },
  caller: PreferencesCaller,
  { now }: { now: Date },
): RelationalDecision<NotificationPreferencesTables, never, NotificationPreferences> => {
  const before = existing.row ? normalisePreferences(existing.row.preferences) : null;
  const base = before ?? DEFAULT_NOTIFICATION_PREFERENCES;
  const preferences = normalisePreferences({
    channels: { ...base.channels, ...change.channels },
    dailyDigest: { ...base.dailyDigest, ...change.dailyDigest },
    events: { ...base.events, ...change.events },
  });
  const audit: AuditEntry = {
    companyId: caller.companyId,
    actorId: caller.userId,
    entity: 'notification-preferences',
    entityId: caller.userId,
    action: before ? 'update' : 'create',
    before,
    after: preferences,
  };
  const language = caller.language ? { language: caller.language } : {};
  const write = existing.row
    ? { table: 'notification_preferences' as const, update: caller.userId, set: { preferences, ...language, updatedAt: now } }
    : {
        table: 'notification_preferences' as const,
        insert: { id: caller.userId, companyId: caller.companyId, preferences, ...language, updatedAt: now },
      };
  return decision(preferences, { writes: [write], audit: [audit] });
};
