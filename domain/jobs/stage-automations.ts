import { DomainError } from '../shared';
import { isActivity, isPreScreening, type CandidateTask } from './candidate-tasks';

/** Who the automated e-mails come from (spec 02 §3.5). */
export type AutomationSender = 'NOREPLY' | 'RECRUITER' | 'CANDIDATE_OWNER';
export const AUTOMATION_SENDERS: readonly AutomationSender[] = ['NOREPLY', 'RECRUITER', 'CANDIDATE_OWNER'];

export type RejectionEmailAutomation = { template: string; sendAfterDays: number };

export type StageAutomations = {
  /** Archive candidates who stay in the stage this many days without leaving it; null when off. */
  archiveUnresponsiveAfterDays: number | null;
  autoProgressQualified: boolean;
  autoArchiveUnderQualified: boolean;
  /** The rejection e-mail sent N days after an auto-archive; null when off. */
  rejectionEmail: RejectionEmailAutomation | null;
  /** Send the stage's invitation e-mail when a candidate enters it. */
  invitationEmail: boolean;
  sender: AutomationSender;
};

export const noAutomations = (): StageAutomations => ({
  archiveUnresponsiveAfterDays: null,
  autoProgressQualified: false,
  autoArchiveUnderQualified: false,
  rejectionEmail: null,
  invitationEmail: false,
  sender: 'NOREPLY',
});

/** Automations stored before the other settings existed carried only the unresponsive days. */
export const normaliseAutomations = (stored: Partial<StageAutomations> | undefined): StageAutomations => ({
  ...noAutomations(),
  ...stored,
});

const refuse = (code: string, message: string) => new DomainError(code, message);

// Spec 02 §5.5.
export const AutomationErrors = {
  archiveUnresponsiveDays: () =>
    refuse('archive-unresponsive-days', 'Archive unresponsive after X days should be greater than or equal to 1 day'),
  rejectionTemplate: () => refuse('rejection-template-empty', 'Rejection email template cannot be empty.'),
  /** Checked by the API, which can see the company's templates: the automation stores a template's id. */
  rejectionTemplateUnknown: () =>
    refuse('rejection-template-unknown', 'The rejection email template must be one of your company’s email templates.'),
  rejectionDays: () => refuse('rejection-days', 'Days should be greater than 0'),
  invitationRequired: () =>
    refuse('invitation-email-required', 'The invitation email cannot be turned off while the stage has candidate tasks'),
  rejectionNeedsScreening: () =>
    refuse(
      'rejection-needs-screening',
      'The rejection email can be turned on only when the stage has pre-screening tasks or shortlisting questions',
    ),
  archiveNeedsTask: () =>
    refuse('archive-unresponsive-needs-task', 'Archive unresponsive can be turned on only when the stage has a candidate task'),
  qualificationNeedsScreening: () =>
    refuse('qualification-needs-screening', 'Add pre-screening tasks or shortlisting questions to judge qualification'),
} as const;

/** The first rule of spec 02 §5.5 the automations break for a stage with `tasks`; null when they hold. */
export const automationsError = (automations: StageAutomations, tasks: readonly CandidateTask[]): DomainError | null => {
  const days = automations.archiveUnresponsiveAfterDays;
  if (days !== null && (!Number.isInteger(days) || days < 1)) return AutomationErrors.archiveUnresponsiveDays();
  const rejection = automations.rejectionEmail;
  if (rejection && !rejection.template.trim()) return AutomationErrors.rejectionTemplate();
  if (rejection && !(Number.isInteger(rejection.sendAfterDays) && rejection.sendAfterDays > 0)) return AutomationErrors.rejectionDays();
  const activities = tasks.filter(isActivity);
  if (activities.length > 0 && !automations.invitationEmail) return AutomationErrors.invitationRequired();
  const screens = tasks.some(isPreScreening);
  if (rejection && !screens) return AutomationErrors.rejectionNeedsScreening();
  if ((automations.autoProgressQualified || automations.autoArchiveUnderQualified) && !screens)
    return AutomationErrors.qualificationNeedsScreening();
  if (days !== null && activities.length === 0) return AutomationErrors.archiveNeedsTask();
  return null;
};

/**
 * The automations that still hold after the stage's tasks change: the invitation e-mail goes on with the
 * first activity, and what needs tasks (or screening) goes off with the last one.
 */
export const automationsForTasks = (automations: StageAutomations, tasks: readonly CandidateTask[]): StageAutomations => {
  const activities = tasks.some(isActivity);
  const screens = tasks.some(isPreScreening);
  return {
    ...automations,
    invitationEmail: activities ? true : automations.invitationEmail,
    archiveUnresponsiveAfterDays: activities ? automations.archiveUnresponsiveAfterDays : null,
    rejectionEmail: screens ? automations.rejectionEmail : null,
    autoProgressQualified: screens && automations.autoProgressQualified,
    autoArchiveUnderQualified: screens && automations.autoArchiveUnderQualified,
  };
};

/** A stage that promises candidates something to do must have it before the job is published. */
export const stageNeedsTask = (automations: StageAutomations, tasks: readonly CandidateTask[]): boolean => {
  if (tasks.some(isActivity)) return false;
  return (
    tasks.length > 0 ||
    automations.invitationEmail ||
    automations.archiveUnresponsiveAfterDays !== null ||
    automations.autoProgressQualified ||
    automations.autoArchiveUnderQualified
  );
};
