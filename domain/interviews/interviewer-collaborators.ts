import { changeUser, type IdentityMail, type IdentityTables, type UserRow } from '../identity/identity-rows';
import type { CollaboratorPermission } from '../identity/identity.types';
import { jobPermissionStrings } from '../identity/default-permissions';
import { jobVisibility } from '../identity/job-access';
import { decision, type RelationalDecision, type WriteContext } from '../shared/relational-decision';

/** What an interviewer needs on the job: the candidate's profile and timeline (spec 03 "Interview"). */
const PROFILE_ACCESS = jobPermissionStrings(['ACCESS_PROFILE']);

/**
 * What one interview gave one interviewer on its job: the permissions added to their collaborator entry because
 * of it (or kept there by it, when another interview had added them first). Access held by other means has no
 * grant, so taking grants back never takes it away.
 */
export type InterviewAccessGrantRow = {
  id: string;
  companyId: string;
  jobId: string;
  userId: string;
  interviewId: string;
  permissions: string[];
  createdAt: Date;
};

export type InterviewAccessTables = { interview_access_grants: InterviewAccessGrantRow };

export type InterviewerAccessDecision<Result> = RelationalDecision<IdentityTables & InterviewAccessTables, IdentityMail, Result>;

type Part = Pick<InterviewerAccessDecision<unknown>, 'writes' | 'audit'>;

const union = (lists: ReadonlyArray<readonly string[]>): Set<string> => new Set(lists.flat());

const seesEveryJob = (member: UserRow) =>
  jobVisibility({ roles: member.roles, permissions: member.permissionV1, companyPermissions: [], collaboratorPermissions: member.collaboratorPermissions }).scope === 'all';

/**
 * Interviewers added to an interview become collaborators on its job (spec 03 "Interview"), with access to
 * the candidate's profile: a new per-job entry, or the profile access added to the entry they have. Members
 * who see every job (admins, all-jobs collaborators) and the job's owner are left as they are. Each interviewer
 * the interview gives access to gets a grant naming what it gave, so `withdrawInterviewAccess` can take back
 * exactly that; `grants` are the interviewers' grants on the job.
 */
export const addInterviewersAsCollaborators = (
  existing: {
    job: { id: string; ownerId: string | null };
    interviewId: string;
    interviewers: readonly UserRow[];
    grants: readonly InterviewAccessGrantRow[];
  },
  by: { companyId: string; actorId: string },
  context: WriteContext,
): InterviewerAccessDecision<{ added: string[] }> => {
  const added: string[] = [];
  const parts = existing.interviewers.flatMap((member): Part[] => {
    if (member.companyId !== by.companyId || member.deletedAt) return [];
    if (member.id === existing.job.ownerId || seesEveryJob(member)) return [];
    const grants = existing.grants.filter((grant) => grant.userId === member.id && grant.jobId === existing.job.id);
    // A retried command finds its own grant: nothing more to give.
    if (grants.some((grant) => grant.interviewId === existing.interviewId)) return [];
    const entry = member.collaboratorPermissions.find((candidate) => candidate.jobRoleId === existing.job.id);
    const held = new Set(entry?.permissions ?? []);
    const fromInterviews = union(grants.map((grant) => grant.permissions));
    const missing = PROFILE_ACCESS.filter((permission) => !held.has(permission));
    // What another interview gave is also this one's to keep: removal from the other must not take it away.
    const granted = PROFILE_ACCESS.filter((permission) => !held.has(permission) || fromInterviews.has(permission));
    const result: Part[] = [];
    if (missing.length > 0) {
      const next = entry
        ? member.collaboratorPermissions.map((candidate) => (candidate === entry ? { ...entry, permissions: [...new Set([...entry.permissions, ...missing])] } : candidate))
        : [...member.collaboratorPermissions, { jobRoleId: existing.job.id, permissions: missing, stageIds: null }];
      added.push(member.id);
      result.push(changeUser(by, member, { collaboratorPermissions: next }));
    }
    if (granted.length > 0) {
      const grant = {
        id: context.newId(),
        companyId: by.companyId,
        jobId: existing.job.id,
        userId: member.id,
        interviewId: existing.interviewId,
        permissions: granted,
        createdAt: context.now,
      };
      result.push({ writes: [{ table: 'interview_access_grants', insert: grant }], audit: [] });
    }
    return result;
  });
  return decision({ added }, { writes: parts.flatMap((part) => part.writes), audit: parts.flatMap((part) => part.audit) });
};

/**
 * Interviewers taken off an interview, or all of a cancelled interview's, lose what that interview gave them on
 * its job: its grants go, and the permissions no remaining grant on the job covers leave their collaborator entry
 * (the entry goes when nothing is left in it). Access held before any interview, or given by other means, has no
 * grant and stays; so does what another interview of the job still grants. A completed interview never comes
 * here: feedback and history need its access. `grants` are the members' grants on the job, of every interview.
 */
export const withdrawInterviewAccess = (
  existing: { jobId: string; interviewId: string; members: readonly UserRow[]; grants: readonly InterviewAccessGrantRow[] },
  by: { companyId: string; actorId: string },
): InterviewerAccessDecision<{ withdrawn: string[] }> => {
  const withdrawn: string[] = [];
  const parts = existing.members.flatMap((member): Part[] => {
    const grants = existing.grants.filter((grant) => grant.userId === member.id && grant.jobId === existing.jobId && grant.companyId === by.companyId);
    const ending = grants.filter((grant) => grant.interviewId === existing.interviewId);
    if (ending.length === 0) return [];
    const remaining = union(grants.filter((grant) => grant.interviewId !== existing.interviewId).map((grant) => grant.permissions));
    const taken = union(ending.map((grant) => grant.permissions.filter((permission) => !remaining.has(permission))));
    const result: Part[] = [{ writes: ending.map((grant) => ({ table: 'interview_access_grants', delete: grant.id }) as const), audit: [] }];
    const entry = member.collaboratorPermissions.find((candidate) => candidate.jobRoleId === existing.jobId);
    if (entry && entry.permissions.some((permission) => taken.has(permission))) {
      const left = entry.permissions.filter((permission) => !taken.has(permission));
      const next = member.collaboratorPermissions.flatMap((candidate): CollaboratorPermission[] =>
        candidate !== entry ? [candidate] : left.length > 0 ? [{ ...entry, permissions: left }] : [],
      );
      withdrawn.push(member.id);
      result.push(changeUser(by, member, { collaboratorPermissions: next }));
    }
    return result;
  });
  return decision({ withdrawn }, { writes: parts.flatMap((part) => part.writes), audit: parts.flatMap((part) => part.audit) });
};
