import type { issueReportsEn } from './issue-reports.en';

/** Arabic: the candidate's 'Report a problem' dialog. */
export const issueReportsAr: Record<keyof typeof issueReportsEn, string> = {
  'issueReport.open': 'الإبلاغ عن مشكلة',
  'issueReport.title': 'الإبلاغ عن مشكلة',
  'issueReport.intro': 'أخبرنا بما حدث. سيقرأ فريق الشركة بلاغك.',
  'issueReport.description': 'الوصف',
  'issueReport.attach': 'إرفاق ملفات',
  'issueReport.filesHelp': 'PNG أو JPG أو PDF، حتى {count} ملفات بحجم {size} ميغابايت لكل ملف',
  'issueReport.removeFile': 'إزالة {name}',
  'issueReport.send': 'إرسال البلاغ',
  'issueReport.sent': 'شكرًا لك. تم إرسال بلاغك.',
  'issueReport.error.descriptionRequired': 'لم يتم تقديم وصف',
  'issueReport.error.descriptionTooLong': 'يجب ألا يزيد الوصف عن {max} حرف',
  'issueReport.error.tooManyFiles': 'يمكنك إرفاق {count} ملفات كحد أقصى',
  'issueReport.error.fileType': 'يجب أن يكون الملف بصيغة PNG أو JPG أو PDF',
  'issueReport.error.fileTooLarge': 'لا يمكن أن يتجاوز حجم الملف {size} ميغابايت!',
};
