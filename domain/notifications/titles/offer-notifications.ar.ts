import type { offerNotificationsEn } from './offer-notifications.en';

/** Arabic titles of the offer notifications; part of domain/notifications/notification-titles. */
export const offerNotificationsAr: Record<keyof typeof offerNotificationsEn, string> = {
  'inbox.type.OFFER_APPROVAL_REQUEST': 'العرض المقدّم إلى {candidate} بانتظار موافقتك',
  'inbox.type.OFFER_APPROVAL_APPROVED': 'تمت الموافقة على العرض المقدّم إلى {candidate}',
  'inbox.type.OFFER_APPROVAL_REJECTED': 'رفض {actor} العرض المقدّم إلى {candidate}',
  'inbox.type.OFFER_SENT': 'أرسل {actor} عرضًا إلى {candidate}',
  'inbox.type.OFFER_ACCEPTED': 'وقّع {candidate} العرض',
  'inbox.type.OFFER_REJECTED': 'تم رفض العرض المقدّم إلى {candidate}',
};
