/** The candidate's reminder page (spec 03 §2.3 `/reminder/role/...`, §5 "Reminder page"). */
export const candidateReminderEn = {
  'candidateReminder.title': 'Remind me later',
  'candidateReminder.intro': 'Not ready to continue with {job} now? Pick when we should e-mail you a link back to your tasks.',
  'candidateReminder.signIn': 'To set a reminder, sign in with the e-mail you applied with.',
  'candidateReminder.notFound': 'This reminder page is not available.',
  'candidateReminder.date': 'Reminder date',
  'candidateReminder.timeZone': 'Times are in your time zone: {zone}',
  'candidateReminder.save': 'Set reminder',
  'candidateReminder.change': 'Change reminder',
  'candidateReminder.again': 'Set another reminder',
  'candidateReminder.current': 'We will remind you on {date}.',
  'candidateReminder.saved': 'Your reminder is set.',
  'candidateReminder.sent': 'We sent your reminder on {date}.',
  'candidateReminder.error.dateRequired': 'The reminder date field is required',
  'candidateReminder.error.dateInPast': 'The reminder date must be in the future',
  'candidateReminder.error.dateTooFar': 'The reminder date must be within 365 days',
};
