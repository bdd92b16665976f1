/**
 * Spec 02 §2.1: the jobs list, and the wizard at /recruiter/jobs/job-role/:jobRoleId/:editTab/:mode. Here, not in
 * the jobs feature, because the features that link to a job (the inbox, the hiring plan) do not import it.
 */
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
