import type { cvEn } from './cv.en';

/** Arabic messages of add-from-CV and CV search. */
export const cvAr: Record<keyof typeof cvEn, string> = {
  'cv.title': 'إضافة من سيرة ذاتية',
  'cv.upload': 'رفع السيرة الذاتية',
  'cv.hint': 'ارفع سيرة ذاتية (PDF أو Docx، حتى {size} ميغابايت) لتعبئة النموذج منها.',
  'cv.uploading': 'جارٍ رفع {name}… {percent}%',
  'cv.parsed': 'أُرفقت السيرة الذاتية: {name}. عُبّئ النموذج منها؛ يُرجى مراجعة البيانات.',
  'cv.cannotParse': 'عذرًا، لا يمكننا قراءة هذا الملف. يُرجى تعبئة النموذج يدويًا.',
  'cv.attached': 'السيرة الذاتية: {name}',
  'cv.remove': 'إزالة السيرة الذاتية',
  'cv.uploadFailed': 'تعذّر رفع السيرة الذاتية. يُرجى المحاولة لاحقًا.',
  'cvSearch.label': 'البحث في السير الذاتية',
  'cvSearch.term': 'كلمة أو عبارة في السيرة الذاتية',
  'cvSearch.add': 'إضافة كلمة',
  'cvSearch.mode': 'المطابقة',
  'cvSearch.includesAll': 'تضمين الكل',
  'cvSearch.includesAny': 'تضمين أيٍّ منها',
  'cvSearch.search': 'ابحث في السير الذاتية',
  'cvSearch.clear': 'مسح البحث في السير الذاتية',
  'cvSearch.noTerms': 'أضف كلمة بحث واحدة على الأقل',
  'cvSearch.terms': 'كلمات البحث',
};
