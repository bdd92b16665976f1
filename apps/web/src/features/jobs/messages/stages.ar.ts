import type { stagesEn } from './stages.en';

/** Arabic messages of the stage pipeline's later additions: exactly the keys of `stagesEn`. */
export const stagesAr: Record<keyof typeof stagesEn, string> = {
  'jobs.stage.moveDeleteTitle': 'حذف مرحلة {name}',
  'jobs.stage.moveDeleteHint':
    '{count, plural, one {يوجد مرشح واحد} two {يوجد مرشحان} few {يوجد # مرشحين} many {يوجد # مرشحًا} other {يوجد # مرشح}} في {name}، بمن فيهم المؤرشفون. اختر المرحلة التي ينتقلون إليها.',
  'jobs.stage.moveTo': 'نقل المرشحين إلى',
  'jobs.stage.moveToRequired': 'يرجى اختيار المرحلة التي سينتقل إليها المرشحون',
  'jobs.stage.moveDelete': 'نقل المرشحين وحذف المرحلة',
};
