import type { jobChangeEn } from './job-change.en';

export const jobChangeAr: Record<keyof typeof jobChangeEn, string> = {
  'jobChange.action.moveToJob': 'نقل إلى وظيفة',
  'jobChange.action.delete': 'حذف الطلب',
  'jobChange.action.addToJob': 'إضافة إلى وظيفة',
  'jobChange.move.title': 'نقل {name} إلى وظيفة أخرى',
  'jobChange.move.confirm': 'نقل',
  'jobChange.add.title': 'إضافة {name} إلى وظيفة أخرى',
  'jobChange.add.confirm': 'إضافة إلى وظيفة',
  'jobChange.job': 'الوظيفة',
  'jobChange.stage': 'المرحلة',
  'jobChange.stageDefault': 'المرحلة الأولى حسب مصدر المرشح',
  'jobChange.delete.title': 'هل تريد حذف طلب {name} لوظيفة {job}؟',
  'jobChange.toast.moved': 'تم النقل إلى {job}',
  'jobChange.toast.added': 'تمت الإضافة إلى {job}',
  'jobChange.toast.deleted': 'تم حذف الطلب',
  'timeline.movedToJob': 'نُقل من {fromJob} ({fromStage}) إلى {job} ({stage})',
  'timeline.applicationDeleted': 'تم حذف الطلب',
};
