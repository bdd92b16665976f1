import type { viewNotSupportedEn } from './view-not-supported.en';

/** Arabic: the desktop-only notice. */
export const viewNotSupportedAr: Record<keyof typeof viewNotSupportedEn, string> = {
  'viewNotSupported.title': 'تحتاج إلى استخدام جهاز كمبيوتر للوصول إلى التطبيق',
  'viewNotSupported.body': 'افتح هذه الصفحة على جهاز كمبيوتر بشاشة أكبر.',
};
