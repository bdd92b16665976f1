import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, newIdempotencyKey } from '@ats/web/app/api/api-client';

/** Spec 02 §3.13: the per-job permissions, in the order the spec lists them. */
export const JOB_PERMISSIONS = [
  'EDIT_JOB',
  'SEND_AND_VIEW_OFFERS',
  'MOVE_STAGES_AND_SEND_EMAILS',
  'VIEW_CONFIDENTIAL',
  'ACCESS_PROFILE',
  'DELETE_CANDIDATES',
] as const;

export type JobPermission = (typeof JOB_PERMISSIONS)[number];

export type CollaboratorStatus = 'ACTIVE' | 'INVITE_SENT' | 'NOT_INVITED' | 'PENDING_VERIFICATION';

/** GET /company-roles/{id}/collaborators: one member holding per-job permissions (docs/api.md "Jobs"). */
export type Collaborator = {
  userId: string;
  fullName: string;
  email: string;
  accessType: string;
  permissions: JobPermission[];
  stageIds: string[] | null;
  status: CollaboratorStatus;
  manageable: boolean;
  allJobs: boolean;
};

export type CollaboratorEntry = { userId: string; permissions: JobPermission[]; stageIds?: string[] };

export type RecruiterOption = {
  id: string;
  fullName: string;
  email: string;
  isDeletedUser?: boolean;
  jobPermissions?: { allJobs: boolean } | null;
};

const collaboratorsKey = (jobId: string) => ['company-roles', jobId, 'collaborators'] as const;

export const useJobCollaborators = (jobId: string) =>
  useQuery({
    queryKey: collaboratorsKey(jobId),
    queryFn: ({ signal }) =>
      api.get<Collaborator[]>(`/company-roles/${encodeURIComponent(jobId)}/collaborators`, { signal }),
    // The list shows its own error in place.
    meta: { toast: false },
  });

/** Recruiters who may become collaborators here: not deleted, and without all-jobs access (spec 02 §6.1). */
export const useRecruiterOptions = () =>
  useQuery({
    queryKey: ['company-users', 'v1', 'recruiters'] as const,
    queryFn: async ({ signal }) => {
      const page = await api.get<{ data: RecruiterOption[] }>('/company-roles/company-users/v1', {
        query: { page: 1, take: 1000, accessType: 'COMPANY_RECRUITER' },
        signal,
      });
      return page.data.filter((member) => !member.isDeletedUser && !member.jobPermissions?.allJobs);
    },
    staleTime: 60_000,
  });

/** Saves the job's whole manageable list (POST /company-roles/collaborator-permissions); the list is read again after. */
export const useSaveCollaborators = (jobId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (collaborators: CollaboratorEntry[]) =>
      api.post<unknown>(
        '/company-roles/collaborator-permissions',
        { jobRoleId: jobId, collaborators },
        { idempotencyKey: newIdempotencyKey() },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collaboratorsKey(jobId) }),
    meta: { toast: false },
  });
};
