import type { rejectionTemplateEn } from './rejection-template.en';

/** Arabic messages of the rejection e-mail automation's template picker (spec 02 §3.5); spread into jobsAr. */
export const rejectionTemplateAr: Record<keyof typeof rejectionTemplateEn, string> = {
  'jobs.automation.rejectionTemplate.loading': 'جارٍ تحميل قوالب البريد الإلكتروني…',
  'jobs.automation.rejectionTemplate.loadError': 'تعذّر تحميل قوالب البريد الإلكتروني.',
  'jobs.automation.rejectionTemplate.empty': 'لا توجد قوالب بريد إلكتروني بعد',
  'jobs.automation.rejectionTemplate.manage': 'إدارة قوالب البريد الإلكتروني',
  'jobs.automation.rejectionTemplate.unknown': 'يجب أن يكون قالب بريد الرفض أحد قوالب البريد الإلكتروني لشركتك.',
  'jobs.automation.rejectionTemplate.withType': '{title} ({type})',
};
