import { changeUser, type IdentityDecision, type UserRow } from '../identity/identity-rows';
import { jobPermissionStrings } from '../identity/default-permissions';
import { jobVisibility } from '../identity/job-access';
import { decision } from '../shared/relational-decision';

/** What an interviewer needs on the job: the candidate's profile and timeline (spec 03 "Interview"). */
const PROFILE_ACCESS = jobPermissionStrings(['ACCESS_PROFILE']);

/**
 * Interviewers added to an interview become collaborators on its job (spec 03 "Interview"), with access to
 * the candidate's profile: a new per-job entry, or the profile access added to the entry they have. Members
 * who see every job (admins, all-jobs collaborators) and the job's owner are left as they are; nothing is
 * ever taken away here.
 */
export const addInterviewersAsCollaborators = (
  existing: { job: { id: string; ownerId: string | null }; interviewers: readonly UserRow[] },
  by: { companyId: string; actorId: string },
): IdentityDecision<{ added: string[] }> => {
  const added: string[] = [];
  const parts = existing.interviewers.flatMap((member) => {
    if (member.companyId !== by.companyId || member.deletedAt) return [];
    if (member.id === existing.job.ownerId) return [];
    const holder = { roles: member.roles, permissions: member.permissionV1, companyPermissions: [], collaboratorPermissions: member.collaboratorPermissions };
    if (jobVisibility(holder).scope === 'all') return [];
    const entry = member.collaboratorPermissions.find((candidate) => candidate.jobRoleId === existing.job.id);
    if (entry && PROFILE_ACCESS.every((permission) => entry.permissions.includes(permission))) return [];
    const next = entry
      ? member.collaboratorPermissions.map((candidate) =>
          candidate === entry ? { ...entry, permissions: [...new Set([...entry.permissions, ...PROFILE_ACCESS])] } : candidate,
        )
      : [...member.collaboratorPermissions, { jobRoleId: existing.job.id, permissions: PROFILE_ACCESS, stageIds: null }];
    added.push(member.id);
    return [changeUser(by, member, { collaboratorPermissions: next })];
  });
  return decision({ added }, { writes: parts.flatMap((part) => part.writes), audit: parts.flatMap((part) => part.audit) });
};
