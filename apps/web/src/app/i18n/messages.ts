import { applyPortalAr } from '../../features/apply-portal/messages/ar';
import { applyPortalEn } from '../../features/apply-portal/messages/en';
import { authAr } from '../../features/auth/messages/ar';
import { brandingAr } from '../../features/branding/messages/ar';
import { brandingEn } from '../../features/branding/messages/en';
import { authEn } from '../../features/auth/messages/en';
import { bulkActionsAr } from '../../features/bulk-actions/messages/ar';
import { bulkActionsEn } from '../../features/bulk-actions/messages/en';
import { candidatesAr } from '../../features/candidates/messages/ar';
import { candidateJourneyAr } from '../../features/candidate-journey/messages/candidate-journey.ar';
import { candidateJourneyEn } from '../../features/candidate-journey/messages/candidate-journey.en';
import { careersAr } from '../../features/careers/messages/ar';
import { careersEn } from '../../features/careers/messages/en';
import { calendarIntegrationAr } from '../../features/calendar-integration/messages/calendar-integration.ar';
import { calendarIntegrationEn } from '../../features/calendar-integration/messages/calendar-integration.en';
import { candidatesEn } from '../../features/candidates/messages/en';
import { jobChangeAr } from '../../features/candidates/messages/job-change.ar';
import { jobChangeEn } from '../../features/candidates/messages/job-change.en';
import { devMailboxAr } from '../../features/dev-mailbox/messages/ar';
import { devMailboxEn } from '../../features/dev-mailbox/messages/en';
import { homeAr } from '../../features/home/messages/ar';
import { homeEn } from '../../features/home/messages/en';
import { inboxAr } from '../../features/inbox/messages/ar';
import { interviewBookingAr } from '../../features/interview-booking/messages/interview-booking.ar';
import { interviewBookingEn } from '../../features/interview-booking/messages/interview-booking.en';
import { interviewFeedbackAr } from '../../features/interview-feedback/messages/ar';
import { interviewFeedbackEn } from '../../features/interview-feedback/messages/en';
import { inboxEn } from '../../features/inbox/messages/en';
import { jobsAr } from '../../features/jobs/messages/ar';
import { jobsEn } from '../../features/jobs/messages/en';
import { notificationPreferencesAr } from '../../features/notification-preferences/messages/ar';
import { notificationPreferencesEn } from '../../features/notification-preferences/messages/en';
import { hiringPlanAr } from '../../features/hiring-plan/messages/ar';
import { hiringPlanEn } from '../../features/hiring-plan/messages/en';
import { homeAssignmentAr } from '../../features/home-assignment/messages/home-assignment.ar';
import { homeAssignmentEn } from '../../features/home-assignment/messages/home-assignment.en';
import { candidateReminderAr } from '../../features/candidate-reminder/messages/candidate-reminder.ar';
import { candidateReminderEn } from '../../features/candidate-reminder/messages/candidate-reminder.en';
import { viewNotSupportedAr } from '../../features/view-not-supported/messages/view-not-supported.ar';
import { viewNotSupportedEn } from '../../features/view-not-supported/messages/view-not-supported.en';
import { issueReportsAr } from '../../features/issue-reports/messages/issue-reports.ar';
import { issueReportsEn } from '../../features/issue-reports/messages/issue-reports.en';
import { interviewsAr } from '../../features/interviews/messages/ar';
import { interviewsEn } from '../../features/interviews/messages/en';
import { offersAr } from '../../features/offers/messages/ar';
import { offersEn } from '../../features/offers/messages/en';
import { quizAr } from '../../features/quiz/messages/quiz.ar';
import { quizEn } from '../../features/quiz/messages/quiz.en';
import { settingsAr } from '../../features/settings/messages/ar';
import { settingsEn } from '../../features/settings/messages/en';
import { videoAnswersAr } from '../../features/video-answers/messages/video-answers.ar';
import { videoAnswersEn } from '../../features/video-answers/messages/video-answers.en';
import { ar as appAr } from './ar';
import { en as appEn } from './en';
import type { Language } from './language';

/** The catalogues: the shell's (app/i18n) and one per feature (features/<feature>/messages), each in en and ar. */
export const CATALOGUES = {
  app: { en: appEn, ar: appAr },
  'apply-portal': { en: applyPortalEn, ar: applyPortalAr },
  auth: { en: authEn, ar: authAr },
  branding: { en: brandingEn, ar: brandingAr },
  'bulk-actions': { en: bulkActionsEn, ar: bulkActionsAr },
  candidates: { en: candidatesEn, ar: candidatesAr },
  'candidate-journey': { en: candidateJourneyEn, ar: candidateJourneyAr },
  // Its own file pair so the candidate profile's job-change actions add no lines to the candidates catalogue.
  'candidates-job-change': { en: jobChangeEn, ar: jobChangeAr },
  careers: { en: careersEn, ar: careersAr },
  'calendar-integration': { en: calendarIntegrationEn, ar: calendarIntegrationAr },
  'dev-mailbox': { en: devMailboxEn, ar: devMailboxAr },
  home: { en: homeEn, ar: homeAr },
  inbox: { en: inboxEn, ar: inboxAr },
  'interview-booking': { en: interviewBookingEn, ar: interviewBookingAr },
  'interview-feedback': { en: interviewFeedbackEn, ar: interviewFeedbackAr },
  interviews: { en: interviewsEn, ar: interviewsAr },
  'issue-reports': { en: issueReportsEn, ar: issueReportsAr },
  'home-assignment': { en: homeAssignmentEn, ar: homeAssignmentAr },
  'candidate-reminder': { en: candidateReminderEn, ar: candidateReminderAr },
  'view-not-supported': { en: viewNotSupportedEn, ar: viewNotSupportedAr },
  jobs: { en: jobsEn, ar: jobsAr },
  'notification-preferences': { en: notificationPreferencesEn, ar: notificationPreferencesAr },
  offers: { en: offersEn, ar: offersAr },
  quiz: { en: quizEn, ar: quizAr },
  settings: { en: settingsEn, ar: settingsAr },
  'video-answers': { en: videoAnswersEn, ar: videoAnswersAr },
  'hiring-plan': { en: hiringPlanEn, ar: hiringPlanAr },
} as const;

const en = { ...appEn, ...calendarIntegrationEn, ...applyPortalEn, ...authEn, ...brandingEn, ...bulkActionsEn, ...candidatesEn, ...candidateJourneyEn, ...jobChangeEn, ...careersEn, ...devMailboxEn, ...homeEn, ...inboxEn, ...interviewBookingEn, ...jobsEn, ...notificationPreferencesEn, ...offersEn, ...settingsEn, ...hiringPlanEn, ...interviewFeedbackEn, ...interviewsEn, ...issueReportsEn, ...homeAssignmentEn, ...candidateReminderEn, ...viewNotSupportedEn , ...videoAnswersEn, ...quizEn };

export type MessageId = keyof typeof en;

const ar: Record<MessageId, string> = { ...appAr, ...calendarIntegrationAr, ...applyPortalAr, ...authAr, ...brandingAr, ...bulkActionsAr, ...candidatesAr, ...candidateJourneyAr, ...jobChangeAr, ...careersAr, ...devMailboxAr, ...homeAr, ...inboxAr, ...interviewBookingAr, ...jobsAr, ...notificationPreferencesAr, ...offersAr, ...settingsAr, ...hiringPlanAr, ...interviewFeedbackAr, ...interviewsAr, ...issueReportsAr, ...homeAssignmentAr, ...candidateReminderAr, ...viewNotSupportedAr , ...videoAnswersAr, ...quizAr };

export const messagesByLanguage: Record<Language, Record<MessageId, string>> = { en, ar };

// react-intl reads its message ids from this global declaration, so tsc rejects any id missing from `en`.
// (Declaration merging needs an interface here.)
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
    interface Message {
      ids: MessageId;
    }
  }
}
