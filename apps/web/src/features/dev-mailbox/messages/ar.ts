import type { devMailboxEn } from './en';

/** Arabic messages of the dev-mailbox feature: exactly the keys of `devMailboxEn` (tsc checks it through this type). */
export const devMailboxAr: Record<keyof typeof devMailboxEn, string> = {
  'common.copied': 'تم النسخ إلى الحافظة',
  'common.copyFailed': 'تعذّر النسخ',
  'devMailbox.title': 'صندوق بريد التطوير',
  'devMailbox.notice': 'هذه الصفحة موجودة فقط ما دام لم يُعدّ خادم SMTP: تُحفظ هنا الرسائل التي كان التطبيق سيرسلها (رموز تسجيل الدخول والدعوات). تتوقف بمجرد ضبط SMTP_URL.',
  'devMailbox.search': 'البريد الإلكتروني للمستلم',
  'devMailbox.searchButton': 'بحث',
  'devMailbox.to': 'إلى {address}',
  'devMailbox.code': 'الرمز:',
  'devMailbox.copyCode': 'نسخ الرمز',
  'devMailbox.status.PENDING': 'محفوظة هنا (لم تُرسل)',
  'devMailbox.status.SENT': 'أُرسلت',
  'devMailbox.status.FAILED': 'فشل الإرسال',
  'devMailbox.list': 'الرسائل',
  'devMailbox.off.title': 'صندوق بريد التطوير متوقف',
  'devMailbox.off.body': 'تم إعداد خادم SMTP، لذا تُرسل الرسائل عبر البريد الإلكتروني.',
  'devMailbox.error': 'تعذّر تحميل صندوق البريد.',
  'devMailbox.empty': 'لا توجد رسائل بعد',
  'devMailbox.empty.filtered': 'لا توجد رسائل إلى {address}',
  'devMailbox.empty.body': 'اطلب رمز تسجيل دخول وسيظهر هنا خلال ثوانٍ.',
};
