/** Spec 02 §2.1: the jobs list, and the wizard at /recruiter/jobs/job-role/:jobRoleId/:editTab/:mode. */
export const JOBS_PATH = '/recruiter/jobs';

export type WizardTab = 'job-information' | 'application' | 'hiring-flow' | 'collaborators' | 'publish';
/** The route constants' order (spec 02 §2.3). */
export const WIZARD_TABS: readonly WizardTab[] = [
  'job-information',
  'application',
  'hiring-flow',
  'collaborators',
  'publish',
];
export type WizardMode = 'edit' | 'VIEW';

/** 'new' marks a job not yet saved. */
export const NEW_JOB_ID = 'new';

export const wizardPath = (jobId: string, tab: WizardTab = 'job-information', mode: WizardMode = 'edit'): string =>
  `${JOBS_PATH}/job-role/${encodeURIComponent(jobId)}/${tab}/${mode}`;

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
