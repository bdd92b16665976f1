import type { MessageId } from '../../app/i18n/messages';
import type {
  AnswerType,
  AutomationSender,
  CandidateTaskType,
  JobStatus,
  JobTab,
  LinkFieldSetting,
} from './api/job-types';
import type { WizardTab } from './job-routes';

/** Type of position and work type are worded in app/ (shared with the career page). */
export { POSITION_TYPE_LABEL, WORK_TYPE_LABEL } from '../../app/format/job-labels';

export const TAB_LABEL: Record<JobTab, MessageId> = {
  DRAFT: 'jobs.tab.DRAFT',
  PUBLISHED: 'jobs.tab.PUBLISHED',
  CLOSED: 'jobs.tab.CLOSED',
  TALENT_POOL: 'jobs.tab.TALENT_POOL',
  GENERAL_APPLICATIONS: 'jobs.tab.GENERAL_APPLICATIONS',
};

export const STATUS_LABEL: Record<JobStatus, MessageId> = {
  DRAFT: 'jobs.status.DRAFT',
  PUBLISHED: 'jobs.status.PUBLISHED',
  CLOSED: 'jobs.status.CLOSED',
};

export const WIZARD_TAB_LABEL: Record<WizardTab, MessageId> = {
  'job-information': 'jobs.wizard.tab.job-information',
  application: 'jobs.wizard.tab.application',
  'hiring-flow': 'jobs.wizard.tab.hiring-flow',
  collaborators: 'jobs.wizard.tab.collaborators',
  publish: 'jobs.wizard.tab.publish',
};

export const LINK_SETTING_LABEL: Record<LinkFieldSetting, MessageId> = {
  MANDATORY: 'jobs.application.MANDATORY',
  OPTIONAL: 'jobs.application.OPTIONAL',
  OFF: 'jobs.application.OFF',
};

export const TASK_TYPE_LABEL: Record<CandidateTaskType, MessageId> = {
  SHORTLISTING_QUESTIONS: 'jobs.task.SHORTLISTING_QUESTIONS',
  COLLECT_INFORMATION: 'jobs.task.COLLECT_INFORMATION',
  FILE_UPLOAD: 'jobs.task.FILE_UPLOAD',
  VIDEO_QUESTIONS: 'jobs.task.VIDEO_QUESTIONS',
  SKILL_BASED_TEST: 'jobs.task.SKILL_BASED_TEST',
  PSYCHOMETRIC_TEST: 'jobs.task.PSYCHOMETRIC_TEST',
  WELCOME_PAGE: 'jobs.task.WELCOME_PAGE',
  AUTO_SEND_INVITATION_EMAIL: 'jobs.task.AUTO_SEND_INVITATION_EMAIL',
  HOME_ASSIGNMENT: 'jobs.task.HOME_ASSIGNMENT',
};

export const ANSWER_TYPE_LABEL: Record<AnswerType, MessageId> = {
  NUMERIC: 'jobs.answerType.NUMERIC',
  SINGLE_SELECT: 'jobs.answerType.SINGLE_SELECT',
  MULTI_SELECT: 'jobs.answerType.MULTI_SELECT',
  CURRENCY: 'jobs.answerType.CURRENCY',
  YES_NO: 'jobs.answerType.YES_NO',
  SINGLE_LINE_TEXT: 'jobs.answerType.SINGLE_LINE_TEXT',
  MULTI_LINE_TEXT: 'jobs.answerType.MULTI_LINE_TEXT',
  FILE_UPLOAD: 'jobs.answerType.FILE_UPLOAD',
};

export const SENDER_LABEL: Record<AutomationSender, MessageId> = {
  NOREPLY: 'jobs.sender.NOREPLY',
  RECRUITER: 'jobs.sender.RECRUITER',
  CANDIDATE_OWNER: 'jobs.sender.CANDIDATE_OWNER',
};
