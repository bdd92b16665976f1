import type { stagesEn } from './stages.en';

/** Arabic messages of the stage pipeline's later additions: exactly the keys of `stagesEn`. */
export const stagesAr: Record<keyof typeof stagesEn, string> = {
  'jobs.stage.moveDeleteTitle': 'حذف مرحلة {name}',
  'jobs.stage.moveDeleteHint':
    '{count, plural, one {يوجد مرشح واحد} two {يوجد مرشحان} few {يوجد # مرشحين} many {يوجد # مرشحًا} other {يوجد # مرشح}} في {name}، بمن فيهم المؤرشفون. اختر المرحلة التي ينتقلون إليها.',
  'jobs.stage.moveTo': 'نقل المرشحين إلى',
  'jobs.stage.moveToRequired': 'يرجى اختيار المرحلة التي سينتقل إليها المرشحون',
  'jobs.stage.moveDelete': 'نقل المرشحين وحذف المرحلة',
  'jobs.video.questionTitle': 'عنوان السؤال {number}',
  'jobs.video.retakes': 'عدد المحاولات للسؤال {number}',
  'jobs.video.remove': 'إزالة السؤال {number}',
  'jobs.skill.name': 'المهارة {number}',
  'jobs.skill.questionCount': 'عدد أسئلة المهارة {number}',
  'jobs.skill.remove': 'إزالة المهارة {number}',
  'jobs.skill.add': 'إضافة مجموعة مهارة',
  'jobs.skill.passPercentage': 'نسبة النجاح',
  'jobs.skill.allowedMinutes': 'الوقت المسموح (بالدقائق)',
  'jobs.task.testName': 'اسم الاختبار',
  'jobs.task.emailSubject': 'موضوع البريد الإلكتروني',
  'jobs.task.emailBody': 'نص البريد الإلكتروني',
  'jobs.rule.passPercentage': 'أدخل نسبة نجاح صحيحة للاختبار',
  'jobs.rule.skillBlocks': 'يجب أن تحتوي مجموعة مهارة واحدة على الأقل على أكثر من صفر أسئلة',
  'jobs.rule.retakes': 'عدد المحاولات بين 1 و3 لكل سؤال',
  'jobs.template.open': 'تغيير القالب',
  'jobs.template.title': 'تغيير قالب مراحل التوظيف',
  'jobs.template.required': 'يرجى اختيار قالب مراحل التوظيف',
  'jobs.template.next': 'التالي',
  'jobs.template.back': 'رجوع',
  'jobs.template.change': 'تغيير القالب',
  'jobs.template.mapHint': 'اربط كل مرحلة في هذه الوظيفة بمرحلة من {name}. يجب ربط المراحل التي فيها مرشحون.',
  'jobs.template.mapsAutomatically': '{name} مرحلة مقفلة وتُربط تلقائيًا',
  'jobs.template.mapStage':
    '{name} ({count, plural, zero {لا مرشحين} one {مرشح واحد} two {مرشحان} few {# مرشحين} many {# مرشحًا} other {# مرشح}})',
  'jobs.template.leaveOut': 'غير مربوطة: احذف هذه المرحلة',
  'jobs.template.mapRequired': 'يرجى ربط مرحلة {stage}: فيها مرشحون',
  'jobs.template.toast.changed': 'أصبحت مراحل التوظيف تتبع {name}',
};
