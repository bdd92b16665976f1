import type { homeEn } from './en';

/** Arabic messages of the home feature: exactly the keys of `homeEn` (tsc checks it through this type). */
export const homeAr: Record<keyof typeof homeEn, string> = {
  'home.welcome': 'مرحبًا، {name}',
  'home.roleAtCompany': '{role} في {company}',
  'home.shortcuts': 'ابدأ الآن',
  'home.shortcut.candidates': 'راجع المرشحين وانقلهم عبر مراحل التوظيف.',
  'home.shortcut.addCandidate': 'أضف مرشحًا إلى إحدى وظائفك.',
  'home.shortcut.teams': 'ادعُ مسؤولي التوظيف ومديري التوظيف والموظفين.',
  'home.coming.title': 'قريبًا في هذه الصفحة',
  'home.coming.body': 'ستعرض صفحتك الرئيسية قائمة خطوات البدء ومرشحيك النشطين ووظائفك في لمحة. لم تُبنَ هذه الأجزاء في هذا الإصدار بعد.',
  'home.onboarding.body': 'لم يكتمل إعداد شركتك: يبقى معظم التطبيق مقفلًا حتى يكتمل.',
  'home.onboarding.action': 'إكمال الإعداد',
  'portal.title': 'بوابة الموظفين',
  'portal.body': 'هنا ستساعد شركتك في التوظيف:',
  'portal.refer': 'أحِل مرشحين إلى الوظائف المتاحة برابط الإحالة الخاص بك',
  'portal.referrals': 'تابع المرشحين الذين أحلتهم',
  'portal.internalJobs': 'تقدّم إلى الوظائف الداخلية',
  'portal.notBuilt': 'لم تُبنَ هذه التبويبات في هذا الإصدار بعد.',
};
