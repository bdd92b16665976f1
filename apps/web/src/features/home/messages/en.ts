/** English messages of the home feature (ICU syntax); merged into the catalogue by app/i18n/messages.ts. */
export const homeEn = {
  'home.welcome': 'Welcome, {name}',
  'home.roleAtCompany': '{role} at {company}',
  'home.shortcuts': 'Get going',
  'home.shortcut.candidates': 'Review candidates and move them through your pipelines.',
  'home.shortcut.addCandidate': 'Add a candidate to one of your jobs.',
  'home.shortcut.teams': 'Invite recruiters, hiring managers and employees.',
  'home.coming.title': 'Coming to this page',
  'home.coming.body': 'Your home page will show the getting-started checklist, your active candidates and your jobs at a glance. These are not built in this version yet.',
  'home.onboarding.body': 'Your company set-up is not finished: most of the app stays locked until it is.',
  'home.onboarding.action': 'Finish set-up',
  'portal.title': 'Employee portal',
  'portal.body': 'This is where you will help your company hire:',
  'portal.refer': 'Refer candidates for open jobs with your own referral link',
  'portal.referrals': 'Follow the candidates you referred',
  'portal.internalJobs': 'Apply to internal jobs',
  'portal.notBuilt': 'These tabs are not built in this version yet.',
};
