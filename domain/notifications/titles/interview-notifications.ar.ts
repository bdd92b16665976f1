import type { interviewNotificationsEn } from './interview-notifications.en';

/** Arabic titles of the interview notifications; part of domain/notifications/notification-titles. */
export const interviewNotificationsAr: Record<keyof typeof interviewNotificationsEn, string> = {
  'inbox.type.INTERVIEWS.INVITED': 'دعاك {actor} إلى {interview} مع {candidate}',
  'inbox.type.INTERVIEWS.REMOVED': 'أزالك {actor} من {interview} مع {candidate}',
  'inbox.type.INTERVIEWS.RESCHEDULED': 'غيّر {actor} موعد {interview} مع {candidate}',
  'inbox.type.INTERVIEWS.CANCELLED': 'ألغى {actor} {interview} مع {candidate}',
  'inbox.type.INTERVIEW_SCORES': 'أرسل {actor} تقييمه لـ{candidate} في {interview}',
  'inbox.type.PENDING_FEEDBACK_REMINDER': 'تقييمك لـ{candidate} في {interview} لم يُرسل بعد',
};
