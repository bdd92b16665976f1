import type { bulkEmailsEn } from './bulk-emails.en';

/** Arabic messages of a bulk e-mail sent later on each candidate's Emails tab. */
export const bulkEmailsAr: Record<keyof typeof bulkEmailsEn, string> = {
  'emails.bulk.chip': 'بريد جماعي',
  'emails.bulk.note': 'جزء من بريد إلكتروني جماعي. لا يمكن إلغاؤه إلا لجميع مرشحيه معًا، من لوحة الإجراءات الجماعية لمن أرسله.',
};
