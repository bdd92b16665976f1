import type { EntityManager } from 'typeorm';
import { hasPermission, PERMISSIONS } from '@ats/domain/identity';
import { CustomFieldErrors } from '@ats/domain/company-settings/custom-field-policies';
import type { CustomFieldResponseFilter, PermittedStages } from '@ats/projections/candidate-list/candidate-list.query';
import { stageIdsOfJobs } from '@ats/projections/candidate-list/job-stages.query';
import type { Caller } from '../../identity/caller';
import type { JobAccess } from '../../identity/job-access';

export type CandidateListScope = {
  jobIds: string[] | null;
  permittedStages: PermittedStages;
  /** Only when asked for (candidate-response filters or their options); unset, confidential answers never match. */
  confidentialAnswerStages?: PermittedStages;
};

/**
 * What of the company's applications the caller's list may show: the jobs they see, and within them the
 * stages where they may open a profile — the very check the profile makes (`JobAccess.assertPermitted` with
 * the application's stage), judged here per stage of each visible job, so a stage-limited collaborator's
 * list holds no one whose profile would answer 403.
 */
export const candidateListScope = async (
  manager: EntityManager,
  access: JobAccess,
  caller: Caller,
  { confidentialAnswers = false } = {},
): Promise<CandidateListScope> => {
  const jobIds = await access.visibleJobIds(caller);
  const permittedStages = await stagesWith(manager, caller, jobIds, PERMISSIONS.candidatesProfilesView);
  if (!confidentialAnswers) return { jobIds, permittedStages };
  return { jobIds, permittedStages, confidentialAnswerStages: await confidentialAnswerStages(manager, caller, jobIds) };
};

/** The stages of `jobIds` (null: every job) where the caller holds `permission`; null when they hold it everywhere. */
const stagesWith = async (manager: EntityManager, caller: Caller, jobIds: string[] | null, permission: string): Promise<PermittedStages> => {
  // Granted as a user permission it holds for every job and stage: nothing to narrow.
  if (hasPermission(caller, permission)) return null;
  const wholeJobIds: string[] = [];
  const stages: Array<{ jobId: string; stageId: string }> = [];
  for (const job of await stageIdsOfJobs(manager, caller.companyId, jobIds)) {
    const permitted = job.stageIds.filter((stageId) => hasPermission(caller, permission, { jobRoleId: job.jobId, stageId }));
    if (permitted.length === job.stageIds.length) wholeJobIds.push(job.jobId);
    else stages.push(...permitted.map((stageId) => ({ jobId: job.jobId, stageId })));
  }
  return { wholeJobIds, stages };
};

/**
 * Where the caller reads confidential answers — the profile's rule (`canSeeConfidential`: confidential access
 * at the application's current stage), judged per stage of the jobs they see — so that filtering by candidate
 * responses matches a confidential answer only where the profile would show it.
 */
const confidentialAnswerStages = (manager: EntityManager, caller: Caller, jobIds: string[] | null): Promise<PermittedStages> =>
  stagesWith(manager, caller, jobIds, PERMISSIONS.candidatesConfidential);

/**
 * The candidate fields the caller may filter the list by: the company's, and confidential ones only with
 * confidential access everywhere (a response's confidentiality is not per job). Others answer 'Custom field not
 * found', as another company's would.
 */
export const filterableCustomFieldIds = async (manager: EntityManager, caller: Caller): Promise<string[]> => {
  const seesConfidential = hasPermission(caller, PERMISSIONS.candidatesConfidential);
  const rows: Array<{ id: string }> = await manager.query(
    `SELECT id FROM custom_fields WHERE company_id = $1 AND entity = 'CANDIDATE' ${seesConfidential ? '' : 'AND NOT is_confidential'}`,
    [caller.companyId],
  );
  return rows.map((row) => row.id);
};

export const assertFilterableCustomFields = (filters: readonly CustomFieldResponseFilter[] | undefined, allowed: readonly string[]): void => {
  if (filters?.some((filter) => !allowed.includes(filter.fieldId))) throw CustomFieldErrors.fieldNotFound();
};
