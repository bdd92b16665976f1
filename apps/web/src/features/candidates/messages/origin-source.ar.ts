import type { originSourceEn } from './origin-source.en';

/** Arabic messages of the profile's origin and source edit; spread into candidatesAr. */
export const originSourceAr: Record<keyof typeof originSourceEn, string> = {
  'profile.originSource.action': 'تعديل المصدر الأساسي والمصدر',
  'profile.originSource.title': 'المصدر الأساسي والمصدر لـ {name}',
  'profile.originSource.origin': 'المصدر الأساسي',
  'profile.originSource.source': 'المصدر',
  'profile.originSource.sourceHelp': 'مثل LinkedIn أو معرض توظيف؛ اتركه فارغًا لمسحه',
  'profile.originSource.save': 'حفظ',
  'profile.originSource.saved': 'تم حفظ المصدر الأساسي والمصدر',
};
