import type { auditorEn } from './auditor.en';

/** The auditor's view, history export, erasure and the candidates CSV export (Arabic). */
export const auditorAr: Record<keyof typeof auditorEn, string> = {
  'auditor.toolbar.label': 'أدوات التدقيق',
  'auditor.asOf.label': 'كما في',
  'auditor.asOf.help': 'التاريخ والوقت بتوقيتك المحلي',
  'auditor.asOf.show': 'اعرض كما في',
  'auditor.asOf.banner': 'عرض كما في {date}',
  'auditor.asOf.bannerDetail':
    'الملف كما كان حينها، مقروءًا من سجله ({revision, plural, one {حدث واحد} other {# أحداث}} من {total}). لا يمكن تغيير شيء هنا.',
  'auditor.asOf.backToNow': 'العودة إلى الآن',
  'auditor.asOf.loading': 'جارٍ قراءة السجل…',
  'auditor.asOf.contact': 'التواصل',
  'auditor.asOf.email': 'البريد الإلكتروني',
  'auditor.asOf.phone': 'الهاتف',
  'auditor.asOf.owner': 'المسؤول',
  'auditor.asOf.stage': 'المرحلة',
  'auditor.asOf.status': 'الحالة',
  'auditor.asOf.job': 'الوظيفة',
  'auditor.asOf.archivalReason': 'سبب الأرشفة',
  'auditor.asOf.comments': 'التعليقات حينها',
  'auditor.asOf.noComments': 'لا تعليقات حتى ذلك الوقت',
  'auditor.asOf.commentDeleted': 'محذوف',
  'auditor.asOf.files': 'الملفات حينها',
  'auditor.asOf.noFiles': 'لا ملفات حتى ذلك الوقت',
  'auditor.erase.action': 'مسح البيانات الشخصية',
  'auditor.erase.title': 'مسح البيانات الشخصية لـ {name}؟',
  'auditor.erase.body':
    'يُتلف الاسم وبيانات التواصل ونصوص التعليقات وإجابات الحقول المخصصة والملفات في كل الطلبات نهائيًا. يحتفظ السجل بما حدث ومن قام به، ويظهر «ممسوح» مكان البيانات الشخصية. لا يمكن التراجع عن ذلك.',
  'auditor.erase.confirm': 'امسح نهائيًا',
  'auditor.erase.cancel': 'إلغاء',
  'auditor.erase.done': 'تم مسح البيانات الشخصية للمرشح.',
  'auditor.erased': 'ممسوح',
  'timeline.candidateErased': 'تم مسح البيانات الشخصية',
  'candidates.export.csv': 'تصدير CSV',
  'candidates.export.failed': 'تعذر تصدير المرشحين. يرجى المحاولة مرة أخرى.',
};
