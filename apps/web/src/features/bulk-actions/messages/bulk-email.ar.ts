import type { bulkEmailEn } from './bulk-email.en';

/** Arabic messages of the bulk actions' e-mails. */
export const bulkEmailAr: Record<keyof typeof bulkEmailEn, string> = {
  'bulkEmail.attachment.add': 'إضافة ملف (PDF أو Docx)',
  'bulkEmail.attachment.remove': 'إزالة {name}',
  'bulkProgress.noInvitationEmail': 'لا يوجد بريد دعوة مضاف لهذه المرحلة. يرجى تعديل الوظيفة لإضافة بريد دعوة.',
};
