import { resolveRole } from './role-resolution';
import { ALL_JOBS } from './permission-matching';
import type { PermissionHolder } from './identity.types';

/**
 * Which jobs a staff member sees (spec 01 §6.1 "all" vs "assigned"): admins and anyone with an all-jobs
 * ('*') collaborator entry see every job; everyone else the jobs they collaborate on plus those they own
 * (the owner is found by the caller's query, so it is not listed here).
 */
export type JobVisibility = { scope: 'all' } | { scope: 'assigned'; collaboratorJobIds: string[] };

export const jobVisibility = (holder: PermissionHolder): JobVisibility => {
  if (resolveRole(holder.roles).access === 'FULL_ACCESS') return { scope: 'all' };
  if (holder.collaboratorPermissions.some((entry) => entry.jobRoleId === ALL_JOBS)) return { scope: 'all' };
  return {
    scope: 'assigned',
    collaboratorJobIds: [...new Set(holder.collaboratorPermissions.map((entry) => entry.jobRoleId))],
  };
};

/** Whether a job is visible, given its owner. */
export const canSeeJob = (
  holder: PermissionHolder & { userId: string },
  job: { id: string; ownerId: string },
): boolean => {
  const visibility = jobVisibility(holder);
  return visibility.scope === 'all' || job.ownerId === holder.userId || visibility.collaboratorJobIds.includes(job.id);
};
