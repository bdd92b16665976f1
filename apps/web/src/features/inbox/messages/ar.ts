import { commentNotificationsAr } from './comment-notifications.ar';
import { emailNotificationsAr } from './email-notifications.ar';
import { interviewNotificationsAr } from './interview-notifications.ar';
import { offerNotificationsAr } from './offer-notifications.ar';
import { notificationTypesAr } from './notification-types.ar';
import type { inboxEn } from './en';

/** Arabic messages of the inbox feature: exactly the keys of `inboxEn` (tsc checks it through this type). */
export const inboxAr: Record<keyof typeof inboxEn, string> = {
  'inbox.title': 'الإشعارات',
  'inbox.bell.label': 'الإشعارات',
  'inbox.bell.labelWithCount': 'الإشعارات، {count} غير مقروءة',
  'inbox.close': 'إغلاق الإشعارات',
  'inbox.preferences': 'تفضيلات الإشعارات',
  'inbox.bulk.open': 'إجراءات الإشعارات',
  'inbox.bulk.markAllRead': 'تحديد الكل كمقروء',
  'inbox.bulk.markAllUnread': 'تحديد الكل كغير مقروء',
  'inbox.bulk.deleteAllRead': 'حذف كل الإشعارات المقروءة',
  'inbox.bulk.deleteAll': 'حذف كل الإشعارات',
  'inbox.order.label': 'الترتيب',
  'inbox.order.newest': 'الأحدث',
  'inbox.order.oldest': 'الأقدم',
  'inbox.filter.label': 'عرض الإشعارات',
  'inbox.filter.unread': 'غير المقروءة',
  'inbox.filter.starred': 'المميّزة بنجمة',
  'inbox.filter.all': 'الكل',
  'inbox.list.label': 'قائمة الإشعارات',
  'inbox.row.markRead': 'تحديد كمقروء',
  'inbox.row.markUnread': 'تحديد كغير مقروء',
  'inbox.row.star': 'تمييز بنجمة',
  'inbox.row.unstar': 'إزالة النجمة',
  'inbox.row.delete': 'حذف الإشعار',
  'inbox.row.jobs': 'الوظائف',
  'inbox.confirm.deleteOne': 'حذف الإشعار',
  'inbox.empty.unread.title': 'لا توجد إشعارات غير مقروءة',
  'inbox.empty.unread.body': 'ستظهر هنا التحديثات الجديدة عن مرشحيك ووظائفك.',
  'inbox.empty.starred.title': 'لا توجد إشعارات مميّزة بنجمة',
  'inbox.empty.starred.body': 'ميّز إشعارًا بنجمة للاحتفاظ به هنا.',
  'inbox.empty.all.title': 'لا توجد إشعارات بعد',
  'inbox.empty.all.body': 'ستظهر هنا التحديثات عن مرشحيك ووظائفك.',
  'inbox.empty.upToDate': 'أنت على اطلاع بكل جديد.',
  'inbox.error.title': 'تعذّر تحميل الإشعارات.',
  'inbox.toast.deleted': 'تم حذف الإشعار',
  'inbox.toast.deletedAllRead': 'تم حذف كل الإشعارات المقروءة',
  'inbox.toast.deletedAll': 'تم حذف كل الإشعارات',
  ...commentNotificationsAr,
  ...emailNotificationsAr,
  ...interviewNotificationsAr,
  ...offerNotificationsAr,
  ...notificationTypesAr,
};
