import type { notificationTypesEn } from './notification-types.en';

/** Arabic titles of the notifications the inbox words in the browser; spread into inboxAr. */
export const notificationTypesAr: Record<keyof typeof notificationTypesEn, string> = {
  'inbox.type.STAGE_CHANGED': 'نقل {actor} المرشح {candidate} من {from} إلى {to}',
  'inbox.type.CANDIDATE_ARCHIVED': 'أرشف {actor} المرشح {candidate}: {reason}',
  'inbox.type.CANDIDATE_UNARCHIVED': 'ألغى {actor} أرشفة المرشح {candidate}',
  'inbox.type.CANDIDATE_UNDER_REVIEW.APPLIED': 'تقدّم {candidate} لوظيفة {job}',
  'inbox.type.CANDIDATE_UNDER_REVIEW.AGENCY': 'أضاف {actor} مرشح الوكالة {candidate} إلى الوظيفة {job}',
  'inbox.type.CANDIDATE_UNDER_REVIEW.REFERRAL': 'رشّح {actor} المرشح {candidate} للوظيفة {job}',
  'inbox.type.CANDIDATE_UNDER_REVIEW.ADDED': 'أضاف {actor} المرشح {candidate} إلى الوظيفة {job}',
  'inbox.type.CANDIDATE_OWNER_ASSIGNED': 'عيّنك {actor} مسؤولًا عن المرشح {candidate}',
  'inbox.type.EMAIL_SENT': 'راسل {actor} مرشحك {candidate} بالبريد الإلكتروني',
  'inbox.type.BULK_NOTES': 'علّق {actor} على {count, plural, one {مرشح واحد} two {مرشحَين} few {# مرشحين} many {# مرشحًا} other {# مرشح}} من مرشحيك',
  'inbox.type.BULK_CANDIDATE_OWNER_ASSIGNED_REMOVED': 'جعلك {actor} مسؤولًا عن {count, plural, one {مرشح واحد} two {مرشحَين} few {# مرشحين} many {# مرشحًا} other {# مرشح}}',
  'inbox.type.JOB_POSTING_FAILURE_UPDATE': 'تعذّر نشر {job} على {board}: {reason}',
  'inbox.type.AUTO_CLOSE_JOBS_REMINDER': 'تُغلق الوظيفة {job} تلقائيًا في {date}',
  'inbox.type.JOB_TEAM.ASSIGNED.owner': 'عيّنك {actor} مالكًا للوظيفة {job}',
  'inbox.type.JOB_TEAM.ASSIGNED.recruiter': 'عيّنك {actor} مسؤول توظيف للوظيفة {job}',
  'inbox.type.JOB_TEAM.ASSIGNED.hiringManager': 'عيّنك {actor} مدير توظيف للوظيفة {job}',
  'inbox.type.JOB_TEAM.REMOVED.owner': 'أزالك {actor} من ملكية الوظيفة {job}',
  'inbox.type.JOB_TEAM.REMOVED.recruiter': 'أزالك {actor} من مسؤولية التوظيف للوظيفة {job}',
  'inbox.type.JOB_TEAM.REMOVED.hiringManager': 'أزالك {actor} من إدارة التوظيف للوظيفة {job}',
  'inbox.actor.automation': 'الأتمتة',
};
