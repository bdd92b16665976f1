import type { offersListEn } from './offers-list.en';

/** Arabic: the company-wide offers list and the send-offer requisition picker; spread into offersAr. */
export const offersListAr: Record<keyof typeof offersListEn, string> = {
  'offers.approvalFlow.title': 'مسار الموافقة على العروض',
  'offers.approvalFlow.subtitle': 'مراحل المعتمدين التي يمر بها العرض افتراضيًا. يمكن للمرسل تغييرها لعرض واحد.',
  'offers.approvalFlow.edit': 'مسار الموافقة الافتراضي',
  'offers.send.defaultFlowUsed': 'يبدأ من مسار الموافقة الافتراضي لشركتك.',
  'offers.list.filterJob': 'الوظيفة',
  'offers.list.allJobs': 'كل الوظائف',
  'offers.list.filterStatus': 'الحالة',
  'offers.list.candidate': 'المرشح',
  'offers.list.job': 'الوظيفة',
  'offers.list.template': 'خطاب العرض',
  'offers.list.status': 'الحالة',
  'offers.list.updated': 'آخر تغيير',
  'offers.list.unnamed': 'مرشح',
  'offers.list.emptyFiltered': 'لا توجد عروض تطابق هذه الفلاتر',
  'offers.send.requisitionHelp': 'تربط شركتك كل عرض بطلب توظيف مفتوح.',
  'offers.send.noRequisitions': 'لا يوجد طلب توظيف مفتوح لربط هذا العرض به.',
  'offers.send.selectRequisition': 'يرجى اختيار طلب التوظيف',
};
