import type { requisitionNotificationsEn } from './requisition-notifications.en';

/** Arabic titles of the requisition notifications. */
export const requisitionNotificationsAr: Record<keyof typeof requisitionNotificationsEn, string> = {
  'hiringPlan.inbox.APPROVAL_REQUEST': 'طلب توظيف بانتظار موافقتك',
  'hiringPlan.inbox.APPROVAL_REMINDER': 'تذكير: طلب توظيف بانتظار موافقتك',
  'hiringPlan.inbox.REQUISITION_APPROVED': 'تمت الموافقة على طلب التوظيف الخاص بك',
  'hiringPlan.inbox.REQUISITION_REJECTED': 'رفض {actor} طلب التوظيف الخاص بك',
  'hiringPlan.inbox.REQUISITION_RECRUITER_ASSIGNED': 'عيّنك {actor} مسؤول توظيف على طلب توظيف',
  'hiringPlan.inbox.REQUISITION_RECRUITER_REMOVED': 'أزالك {actor} من مسؤولي التوظيف على طلب توظيف',
};
