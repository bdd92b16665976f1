// The worker bundles this file: every workflow function the worker runs is exported here.
export { autoArchiveUnresponsive } from './auto-archive.workflow';
export { autoCloseJob } from './auto-close.workflow';
export { postJobToBoard, withdrawJobBoardPostings } from './job-posting.workflow';
export { restageCandidates } from './restage.workflow';
export { scheduledEmail } from './scheduled-email.workflow';
export { approvalWorkflow } from './approval.workflow';
export { runBulkAction } from './bulk-action.workflow';
export { rejectionEmailAfterArchive } from './rejection-email.workflow';
export { stageInvitation } from './stage-invitation.workflow';
export { feedbackReminder } from './feedback-reminder.workflow';
export { assignmentTimeLimit } from './assignment-time-limit.workflow';
export { candidateReminder } from './candidate-reminder.workflow';
export { quizTimeLimit } from './quiz-time-limit.workflow';
export { quizRejection } from './quiz-rejection.workflow';
export { archiveUnderQualified, progressQualified } from './candidate-qualification.workflow';
export { dailyDigest } from './daily-digest.workflow';
