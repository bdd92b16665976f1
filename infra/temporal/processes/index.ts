import type { DeclaredProcess } from '../process-declaration';
import { assignmentTimeLimitProcess } from './assignment-time-limit.process';
import { autoArchiveProcess } from './auto-archive.process';
import { autoArchiveUnderQualifiedProcess } from './auto-archive-under-qualified.process';
import { autoProgressQualifiedProcess } from './auto-progress-qualified.process';
import { autoCloseProcess } from './auto-close.process';
import { bulkActionProcess } from './bulk-action.process';
import { candidateReminderProcess } from './candidate-reminder.process';
import { feedbackReminderProcess } from './feedback-reminder.process';
import { jobPostingProcess } from './job-posting.process';
import { jobPostingsWithdrawalProcess } from './job-postings-withdrawal.process';
import { offerApprovalProcess } from './offer-approval.process';
import { quizRejectionProcess } from './quiz-rejection.process';
import { quizTimeLimitProcess } from './quiz-time-limit.process';
import { rejectionEmailProcess } from './rejection-email.process';
import { restageProcess } from './restage.process';
import { requisitionApprovalProcess } from './requisition-approval.process';
import { scheduledEmailProcess } from './scheduled-email.process';
import { stageInvitationProcess } from './stage-invitation.process';

/** Every process the projector app starts; a new process is a new declaration file added here. */
export const PROCESSES: readonly DeclaredProcess[] = [
  autoArchiveProcess,
  autoCloseProcess,
  bulkActionProcess,
  jobPostingProcess,
  jobPostingsWithdrawalProcess,
  restageProcess,
  scheduledEmailProcess,
  rejectionEmailProcess,
  requisitionApprovalProcess,
  offerApprovalProcess,
  feedbackReminderProcess,
  quizTimeLimitProcess,
  quizRejectionProcess,
  assignmentTimeLimitProcess,
  candidateReminderProcess,
  autoArchiveUnderQualifiedProcess,
  autoProgressQualifiedProcess,
  stageInvitationProcess,
];
