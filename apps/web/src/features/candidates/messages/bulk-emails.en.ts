/** English messages of a bulk e-mail sent later as each candidate's Emails tab shows it (spec 02 §2.14; 03 Email). */
export const bulkEmailsEn = {
  'emails.bulk.chip': 'Bulk email',
  'emails.bulk.note': 'Part of a bulk email. It can only be cancelled for all its candidates at once, from the bulk actions panel of the person who sent it.',
} as const;
