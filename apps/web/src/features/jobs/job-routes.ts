import { JOBS_PATH, NEW_JOB_ID, WIZARD_TABS, wizardPath, type WizardTab } from '@ats/web/app/job-paths';

export { JOBS_PATH, NEW_JOB_ID, WIZARD_TABS, wizardPath, type WizardMode, type WizardTab } from '@ats/web/app/job-paths';

export const NEW_JOB_PATH = wizardPath(NEW_JOB_ID);

/** The module editor's name of a task type: 'SHORTLISTING_QUESTIONS' → 'shortlisting-questions'. */
export const moduleName = (type: string): string => type.toLowerCase().replace(/_/g, '-');

/** Spec 02 §2.1: one candidate task (module) of a stage, at /recruiter/jobs/job-role/:jobRoleId/:stageId/:moduleId/:moduleName/edit. */
export const moduleEditorPath = (jobId: string, stageId: string, task: { id: string; type: string }): string =>
  `${JOBS_PATH}/job-role/${[jobId, stageId, task.id, moduleName(task.type)].map(encodeURIComponent).join('/')}/edit`;

export const isWizardTab = (value: string | undefined): value is WizardTab => WIZARD_TABS.includes(value as WizardTab);

export const nextTab = (tab: WizardTab): WizardTab | null => WIZARD_TABS[WIZARD_TABS.indexOf(tab) + 1] ?? null;

/** The candidate list filtered to one job (its `jobRoleIds` query parameter). */
export const jobCandidatesPath = (jobId: string): string =>
  `/recruiter/candidates?jobRoleIds=${encodeURIComponent(jobId)}`;

/** The public job page as shared and encoded in the QR code: the job's `publicPath` on this site. */
export const jobPublicUrl = (publicPath: string, origin = window.location.origin): string => `${origin}${publicPath}`;
