import type { DigestLanguage } from './notification-preferences';

/**
 * An inbox notification as the server words it for a reader (spec 01 §3.8), from its type and the names its link
 * data carries. The web words the inbox in the browser from its own messages; mail the server writes (the daily
 * digest) needs its own words, kept here once for every server-side caller.
 */
export type WordedNotification = {
  type: string;
  /** The English title the inbox recorded: the wording when the type has none or a name it needs is missing. */
  title: string;
  candidateName?: string | null;
  roleName?: string | null;
  redirectionData?: Readonly<Record<string, unknown>> | null;
};

type Names = {
  actor?: string;
  candidate?: string;
  job?: string;
  from?: string;
  to?: string;
  reason?: string;
  interview?: string;
  board?: string;
  failure?: string;
  closeOn?: string;
  count?: number;
};

/** A type's words given the names; null when the type's variant (arrival, change, role) is not worded. */
type Wording = (names: Required<Names>, variant: Readonly<Record<string, string | undefined>>) => string | null;

/** Arabic counted nouns: one, two, few (3–10), many (11–99), other (spec: Arabic plural categories). */
const arabicCount = (count: number, forms: { one: string; two: string; few: string; many: string; other: string }): string => {
  const category = new Intl.PluralRules('ar').select(count) as keyof typeof forms | 'zero';
  return (category === 'zero' ? forms.other : forms[category]).replace('#', String(count));
};
const ARABIC_CANDIDATES = { one: 'مرشح واحد', two: 'مرشحَين', few: '# مرشحين', many: '# مرشحًا', other: '# مرشح' };

const TEAM_ROLES_EN: Record<string, string> = { owner: 'the owner', recruiter: 'the recruiter', hiringManager: 'the hiring manager' };
const TEAM_ASSIGNED_AR: Record<string, string> = { owner: 'مالكًا للوظيفة', recruiter: 'مسؤول توظيف للوظيفة', hiringManager: 'مدير توظيف للوظيفة' };
const TEAM_REMOVED_AR: Record<string, string> = { owner: 'من ملكية الوظيفة', recruiter: 'من مسؤولية التوظيف للوظيفة', hiringManager: 'من إدارة التوظيف للوظيفة' };

/** The one table: each worded type in each language, as the web's inbox words it (apps/web/src/features/inbox/messages). */
const WORDINGS: Record<DigestLanguage, Record<string, Wording>> = {
  en: {
    MENTIONS: ({ actor, candidate }) => `${actor} mentioned you in a comment on ${candidate}`,
    MENTIONS_REPLY: ({ actor, candidate }) => `${actor} replied to your comment on ${candidate}`,
    NOTES: ({ actor, candidate }) => `${actor} commented on your candidate ${candidate}`,
    BULK_NOTES: ({ actor, count }) => `${actor} commented on ${count} of your candidates`,
    BULK_MENTIONS: ({ actor, count }) => `${actor} mentioned you in a comment on ${count} candidate${count === 1 ? '' : 's'}`,
    BULK_CANDIDATE_OWNER_ASSIGNED_REMOVED: ({ actor, count }) => `${actor} made you the owner of ${count} candidate${count === 1 ? '' : 's'}`,
    REPLY_FROM_CANDIDATE: ({ candidate }) => `${candidate} replied to your email`,
    // A bulk action's one notice of these (bulkCount) counts the reader's candidates; the stage or the reason only
    // when every item shared it.
    STAGE_CHANGED: ({ actor, candidate, from, to, count }, { bulk }) =>
      bulk ? `${actor} moved ${count} of your candidates${to ? ` to ${to}` : ''}` : `${actor} moved ${candidate} from ${from} to ${to}`,
    APPLICATION_STAGE_MOVEMENTS: ({ actor, candidate, from, to }) => `${actor} moved ${candidate} from ${from} to ${to}`,
    CANDIDATE_ARCHIVED: ({ actor, candidate, reason, count }, { bulk }) =>
      bulk ? `${actor} archived ${count} of your candidates${reason ? `: ${reason}` : ''}` : `${actor} archived ${candidate}: ${reason}`,
    APPLICATION_ARCHIVAL: ({ actor, candidate, reason }) => `${actor} archived ${candidate}: ${reason}`,
    CANDIDATE_UNARCHIVED: ({ actor, candidate, count }, { bulk }) => (bulk ? `${actor} unarchived ${count} of your candidates` : `${actor} unarchived ${candidate}`),
    CANDIDATE_UNDER_REVIEW: ({ actor, candidate, job }, { arrival }) =>
      arrival === 'APPLIED'
        ? `${candidate} applied for ${job}`
        : arrival === 'AGENCY'
          ? `${actor} added agency candidate ${candidate} to ${job}`
          : arrival === 'REFERRAL'
            ? `${actor} referred ${candidate} for ${job}`
            : arrival === 'ADDED'
              ? `${actor} added ${candidate} to ${job}`
              : null,
    CANDIDATE_OWNER_ASSIGNED: ({ actor, candidate }) => `${actor} made you the owner of ${candidate}`,
    EMAIL_SENT: ({ actor, candidate }) => `${actor} emailed your candidate ${candidate}`,
    INTERVIEWS: ({ actor, candidate, interview }, { interviewChange }) =>
      interviewChange === 'INVITED'
        ? `${actor} invited you to ${interview} with ${candidate}`
        : interviewChange === 'REMOVED'
          ? `${actor} removed you from ${interview} with ${candidate}`
          : interviewChange === 'RESCHEDULED'
            ? `${actor} rescheduled ${interview} with ${candidate}`
            : interviewChange === 'CANCELLED'
              ? `${actor} cancelled ${interview} with ${candidate}`
              : null,
    INTERVIEW_SCORES: ({ actor, candidate, interview }) => `${actor} submitted feedback on ${candidate} for ${interview}`,
    PENDING_FEEDBACK_REMINDER: ({ candidate, interview }) => `Your feedback on ${candidate} for ${interview} is pending`,
    OFFER_APPROVAL_REQUEST: ({ candidate }) => `The offer to ${candidate} is waiting for your approval`,
    OFFER_APPROVAL_APPROVED: ({ candidate }) => `The offer to ${candidate} was approved`,
    OFFER_APPROVAL_REJECTED: ({ actor, candidate }) => `${actor} rejected the offer to ${candidate}`,
    OFFER_SENT: ({ actor, candidate }) => `${actor} sent an offer to ${candidate}`,
    OFFER_ACCEPTED: ({ candidate }) => `${candidate} signed the offer`,
    OFFER_REJECTED: ({ candidate }) => `The offer to ${candidate} was rejected`,
    JOB_POSTING_FAILURE_UPDATE: ({ job, board, failure }) => `${job} could not be posted to ${board}: ${failure}`,
    AUTO_CLOSE_JOBS_REMINDER: ({ job, closeOn }) => `${job} closes automatically on ${closeOn}`,
    JOB_OWNER_COLLABORATOR_ASSIGNED_REMOVED: ({ actor, job }, { teamRole, teamChange }) => {
      const role = teamRole ? TEAM_ROLES_EN[teamRole] : undefined;
      if (!role) return null;
      return teamChange === 'ASSIGNED' ? `${actor} made you ${role} of ${job}` : teamChange === 'REMOVED' ? `${actor} removed you as ${role} of ${job}` : null;
    },
    APPROVAL_REQUEST: () => 'A requisition is waiting for your approval',
    APPROVAL_REMINDER: () => 'Reminder: a requisition is waiting for your approval',
    REQUISITION_APPROVED: () => 'Your requisition was approved',
    REQUISITION_REJECTED: ({ actor }) => `${actor} rejected your requisition`,
    REQUISITION_RECRUITER_ASSIGNED: ({ actor }) => `${actor} assigned you as recruiter on a requisition`,
    REQUISITION_RECRUITER_REMOVED: ({ actor }) => `${actor} removed you as recruiter from a requisition`,
  },
  ar: {
    MENTIONS: ({ actor, candidate }) => `أشار إليك ${actor} في تعليق على ${candidate}`,
    MENTIONS_REPLY: ({ actor, candidate }) => `ردّ ${actor} على تعليقك على ${candidate}`,
    NOTES: ({ actor, candidate }) => `علّق ${actor} على مرشحك ${candidate}`,
    BULK_NOTES: ({ actor, count }) => `علّق ${actor} على ${arabicCount(count, ARABIC_CANDIDATES)} من مرشحيك`,
    BULK_MENTIONS: ({ actor, count }) => `أشار إليك ${actor} في تعليق على ${arabicCount(count, ARABIC_CANDIDATES)}`,
    BULK_CANDIDATE_OWNER_ASSIGNED_REMOVED: ({ actor, count }) => `جعلك ${actor} مسؤولًا عن ${arabicCount(count, ARABIC_CANDIDATES)}`,
    REPLY_FROM_CANDIDATE: ({ candidate }) => `ردّ ${candidate} على رسالتك`,
    STAGE_CHANGED: ({ actor, candidate, from, to, count }, { bulk }) =>
      bulk
        ? `نقل ${actor} ${arabicCount(count, ARABIC_CANDIDATES)} من مرشحيك${to ? ` إلى ${to}` : ''}`
        : `نقل ${actor} المرشح ${candidate} من ${from} إلى ${to}`,
    APPLICATION_STAGE_MOVEMENTS: ({ actor, candidate, from, to }) => `نقل ${actor} المرشح ${candidate} من ${from} إلى ${to}`,
    CANDIDATE_ARCHIVED: ({ actor, candidate, reason, count }, { bulk }) =>
      bulk ? `أرشف ${actor} ${arabicCount(count, ARABIC_CANDIDATES)} من مرشحيك${reason ? `: ${reason}` : ''}` : `أرشف ${actor} المرشح ${candidate}: ${reason}`,
    APPLICATION_ARCHIVAL: ({ actor, candidate, reason }) => `أرشف ${actor} المرشح ${candidate}: ${reason}`,
    CANDIDATE_UNARCHIVED: ({ actor, candidate, count }, { bulk }) =>
      bulk ? `ألغى ${actor} أرشفة ${arabicCount(count, ARABIC_CANDIDATES)} من مرشحيك` : `ألغى ${actor} أرشفة المرشح ${candidate}`,
    CANDIDATE_UNDER_REVIEW: ({ actor, candidate, job }, { arrival }) =>
      arrival === 'APPLIED'
        ? `تقدّم ${candidate} لوظيفة ${job}`
        : arrival === 'AGENCY'
          ? `أضاف ${actor} مرشح الوكالة ${candidate} إلى الوظيفة ${job}`
          : arrival === 'REFERRAL'
            ? `رشّح ${actor} المرشح ${candidate} للوظيفة ${job}`
            : arrival === 'ADDED'
              ? `أضاف ${actor} المرشح ${candidate} إلى الوظيفة ${job}`
              : null,
    CANDIDATE_OWNER_ASSIGNED: ({ actor, candidate }) => `عيّنك ${actor} مسؤولًا عن المرشح ${candidate}`,
    EMAIL_SENT: ({ actor, candidate }) => `راسل ${actor} مرشحك ${candidate} بالبريد الإلكتروني`,
    INTERVIEWS: ({ actor, candidate, interview }, { interviewChange }) =>
      interviewChange === 'INVITED'
        ? `دعاك ${actor} إلى ${interview} مع ${candidate}`
        : interviewChange === 'REMOVED'
          ? `أزالك ${actor} من ${interview} مع ${candidate}`
          : interviewChange === 'RESCHEDULED'
            ? `غيّر ${actor} موعد ${interview} مع ${candidate}`
            : interviewChange === 'CANCELLED'
              ? `ألغى ${actor} ${interview} مع ${candidate}`
              : null,
    INTERVIEW_SCORES: ({ actor, candidate, interview }) => `أرسل ${actor} تقييمه لـ${candidate} في ${interview}`,
    PENDING_FEEDBACK_REMINDER: ({ candidate, interview }) => `تقييمك لـ${candidate} في ${interview} لم يُرسل بعد`,
    OFFER_APPROVAL_REQUEST: ({ candidate }) => `العرض المقدّم إلى ${candidate} بانتظار موافقتك`,
    OFFER_APPROVAL_APPROVED: ({ candidate }) => `تمت الموافقة على العرض المقدّم إلى ${candidate}`,
    OFFER_APPROVAL_REJECTED: ({ actor, candidate }) => `رفض ${actor} العرض المقدّم إلى ${candidate}`,
    OFFER_SENT: ({ actor, candidate }) => `أرسل ${actor} عرضًا إلى ${candidate}`,
    OFFER_ACCEPTED: ({ candidate }) => `وقّع ${candidate} العرض`,
    OFFER_REJECTED: ({ candidate }) => `تم رفض العرض المقدّم إلى ${candidate}`,
    JOB_POSTING_FAILURE_UPDATE: ({ job, board, failure }) => `تعذّر نشر ${job} على ${board}: ${failure}`,
    AUTO_CLOSE_JOBS_REMINDER: ({ job, closeOn }) => `تُغلق الوظيفة ${job} تلقائيًا في ${closeOn}`,
    JOB_OWNER_COLLABORATOR_ASSIGNED_REMOVED: ({ actor, job }, { teamRole, teamChange }) => {
      if (!teamRole) return null;
      if (teamChange === 'ASSIGNED' && TEAM_ASSIGNED_AR[teamRole]) return `عيّنك ${actor} ${TEAM_ASSIGNED_AR[teamRole]} ${job}`;
      if (teamChange === 'REMOVED' && TEAM_REMOVED_AR[teamRole]) return `أزالك ${actor} ${TEAM_REMOVED_AR[teamRole]} ${job}`;
      return null;
    },
    APPROVAL_REQUEST: () => 'طلب توظيف بانتظار موافقتك',
    APPROVAL_REMINDER: () => 'تذكير: طلب توظيف بانتظار موافقتك',
    REQUISITION_APPROVED: () => 'تمت الموافقة على طلب التوظيف الخاص بك',
    REQUISITION_REJECTED: ({ actor }) => `رفض ${actor} طلب التوظيف الخاص بك`,
    REQUISITION_RECRUITER_ASSIGNED: ({ actor }) => `عيّنك ${actor} مسؤول توظيف على طلب توظيف`,
    REQUISITION_RECRUITER_REMOVED: ({ actor }) => `أزالك ${actor} من مسؤولي التوظيف على طلب توظيف`,
  },
};

/** The names each type's words need; a notice missing one keeps its recorded title. */
const NEEDED: Record<string, ReadonlyArray<keyof Names>> = {
  MENTIONS: ['actor', 'candidate'],
  MENTIONS_REPLY: ['actor', 'candidate'],
  NOTES: ['actor', 'candidate'],
  BULK_NOTES: ['actor', 'count'],
  BULK_MENTIONS: ['actor', 'count'],
  BULK_CANDIDATE_OWNER_ASSIGNED_REMOVED: ['actor', 'count'],
  REPLY_FROM_CANDIDATE: ['candidate'],
  STAGE_CHANGED: ['actor', 'candidate', 'from', 'to'],
  APPLICATION_STAGE_MOVEMENTS: ['actor', 'candidate', 'from', 'to'],
  CANDIDATE_ARCHIVED: ['actor', 'candidate', 'reason'],
  APPLICATION_ARCHIVAL: ['actor', 'candidate', 'reason'],
  CANDIDATE_UNARCHIVED: ['actor', 'candidate'],
  CANDIDATE_OWNER_ASSIGNED: ['actor', 'candidate'],
  EMAIL_SENT: ['actor', 'candidate'],
  INTERVIEWS: ['actor', 'candidate', 'interview'],
  INTERVIEW_SCORES: ['actor', 'candidate', 'interview'],
  PENDING_FEEDBACK_REMINDER: ['candidate', 'interview'],
  OFFER_APPROVAL_REQUEST: ['candidate'],
  OFFER_APPROVAL_APPROVED: ['candidate'],
  OFFER_APPROVAL_REJECTED: ['actor', 'candidate'],
  OFFER_SENT: ['actor', 'candidate'],
  OFFER_ACCEPTED: ['candidate'],
  OFFER_REJECTED: ['candidate'],
  JOB_POSTING_FAILURE_UPDATE: ['job', 'board', 'failure'],
  AUTO_CLOSE_JOBS_REMINDER: ['job', 'closeOn'],
  JOB_OWNER_COLLABORATOR_ASSIGNED_REMOVED: ['actor', 'job'],
  REQUISITION_REJECTED: ['actor'],
  REQUISITION_RECRUITER_ASSIGNED: ['actor'],
  REQUISITION_RECRUITER_REMOVED: ['actor'],
};

/** CANDIDATE_UNDER_REVIEW by an applicant names no actor; a bulk action's one notice names no candidate. */
const neededFor = (type: string, variant: Readonly<Record<string, string | undefined>>): ReadonlyArray<keyof Names> => {
  if (type === 'CANDIDATE_UNDER_REVIEW') return variant.arrival === 'APPLIED' ? ['candidate', 'job'] : ['actor', 'candidate', 'job'];
  if (variant.bulk) return ['actor', 'count'];
  return NEEDED[type] ?? [];
};

/** The types a bulk action tells each owner of once, counting their candidates (bulkCount). */
const BULK_NOTICE_TYPES = new Set(['STAGE_CHANGED', 'CANDIDATE_ARCHIVED', 'CANDIDATE_UNARCHIVED']);

const AUTOMATION: Record<DigestLanguage, string> = { en: 'Automation', ar: 'الأتمتة' };

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

const closeDay = (isoDate: string | undefined, language: DigestLanguage): string | undefined => {
  if (!isoDate || Number.isNaN(Date.parse(`${isoDate}T00:00:00Z`))) return undefined;
  return new Intl.DateTimeFormat(language === 'ar' ? 'ar-u-nu-latn' : 'en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
};

/**
 * A notification's title in the reader's language, worded from its type and names as the web's inbox words it;
 * the recorded (English) title when the type has no words or a name they need is missing.
 */
export const notificationTitleIn = (language: DigestLanguage, notification: WordedNotification): string => {
  const data = notification.redirectionData ?? {};
  const actorName = text(data.actorName);
  const names: Names = {
    actor: actorName === 'Automation' ? AUTOMATION[language] : actorName,
    candidate: text(notification.candidateName) ?? text(data.candidateName),
    job: text(data.jobName) ?? text(notification.roleName),
    from: text(data.fromStageName),
    to: text(data.toStageName),
    reason: text(data.archiveReason),
    interview: text(data.interviewTitle),
    board: text(data.boardName),
    failure: text(data.failureReason),
    closeOn: closeDay(text(data.autoCloseOn), language),
    count: typeof data.bulkCount === 'number' ? data.bulkCount : undefined,
  };
  const variant = {
    arrival: text(data.arrival),
    interviewChange: text(data.interviewChange),
    teamRole: text(data.teamRole),
    teamChange: text(data.teamChange),
    bulk: BULK_NOTICE_TYPES.has(notification.type) && names.count !== undefined ? 'yes' : undefined,
  };
  const wording = WORDINGS[language][notification.type];
  if (!wording || neededFor(notification.type, variant).some((name) => names[name] === undefined)) return notification.title;
  return wording(names as Required<Names>, variant) ?? notification.title;
};
