import type { candidateReminderEn } from './candidate-reminder.en';

/** Arabic: the candidate's reminder page. */
export const candidateReminderAr: Record<keyof typeof candidateReminderEn, string> = {
  'candidateReminder.title': 'ذكّرني لاحقًا',
  'candidateReminder.intro': 'لست مستعدًا لمتابعة {job} الآن؟ اختر متى نرسل إليك بريدًا إلكترونيًا برابط العودة إلى مهامك.',
  'candidateReminder.signIn': 'لضبط تذكير، سجّل الدخول بالبريد الإلكتروني الذي تقدّمت به.',
  'candidateReminder.notFound': 'صفحة التذكير هذه غير متاحة.',
  'candidateReminder.date': 'تاريخ التذكير',
  'candidateReminder.timeZone': 'الأوقات حسب منطقتك الزمنية: {zone}',
  'candidateReminder.save': 'ضبط التذكير',
  'candidateReminder.change': 'تغيير التذكير',
  'candidateReminder.again': 'ضبط تذكير آخر',
  'candidateReminder.current': 'سنذكّرك في {date}.',
  'candidateReminder.saved': 'تم ضبط تذكيرك.',
  'candidateReminder.sent': 'أرسلنا تذكيرك في {date}.',
  'candidateReminder.error.dateRequired': 'حقل تاريخ التذكير مطلوب',
  'candidateReminder.error.dateInPast': 'يجب أن يكون تاريخ التذكير في المستقبل',
  'candidateReminder.error.dateTooFar': 'يجب أن يكون تاريخ التذكير خلال 365 يومًا',
};
