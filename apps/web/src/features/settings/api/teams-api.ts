import type { JobPermissionName } from '@ats/domain/identity';
import type { CompanyPermissionOption, TeamAccessType } from '@ats/domain/identity/team-members';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@ats/web/app/api/api-client';
import type { RequestBodyOf, Schema } from '@ats/web/app/api/openapi-types';

/** docs/api.md "Team members". */
export type MemberStatus = 'ACTIVE' | 'INVITE_SENT' | 'NOT_INVITED';

export type Member = {
  id: string;
  fullName: string;
  firstName: string;
  lastName: string;
  email: string;
  accessType: TeamAccessType | string;
  jobsAssigned: number;
  lastActive: string | null;
  status: MemberStatus | string;
  isDeletedUser: boolean;
  /** For the edit dialog: the company permission options the member holds, and their per-job permissions. */
  companyPermissions?: CompanyPermissionOption[] | null;
  jobPermissions?: MemberJobPermissions | null;
};

export type MemberJobPermissions = {
  allJobs: boolean;
  jobIds: string[];
  permissions: JobPermissionName[];
  stageIds: string[] | null;
};

export type MemberPage = { data: Member[]; total: number; page: number; take: number };

export type MemberFilters = {
  page: number;
  take: number;
  accessTypes: readonly TeamAccessType[];
  includeDeletedUsers: boolean;
  search: string;
};

export type JobPermissionsBody = Schema<'JobPermissionsDto'>;

export type CreateMemberBody = RequestBodyOf<'/api/auth/company/createUser', 'post'>;

export type UpdateMemberBody = Schema<'UpdateTeamMemberRequestDto'>;

export const teamKeys = {
  all: ['company-users'] as const,
  list: (filters: MemberFilters) => ['company-users', 'v1', filters] as const,
};

export const useMembers = (filters: MemberFilters, enabled = true) =>
  useQuery({
    queryKey: teamKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get<MemberPage>('/company-roles/company-users/v1', {
        query: {
          page: filters.page,
          take: filters.take,
          accessType: filters.accessTypes,
          includeDeletedUsers: filters.includeDeletedUsers ? true : undefined,
          search: filters.search,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
    meta: { toast: false },
  });

const useInvalidateMembers = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: teamKeys.all });
};

export const useCreateMember = () => {
  const invalidate = useInvalidateMembers();
  return useMutation({
    mutationFn: (body: CreateMemberBody) => api.post<{ id: string }>('/auth/company/createUser', body),
    onSuccess: () => invalidate(),
    meta: { toast: false },
  });
};

export const useUpdateMember = () => {
  const invalidate = useInvalidateMembers();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateMemberBody }) =>
      api.put<unknown>(`/company-roles/company-users/${encodeURIComponent(id)}`, body),
    onSuccess: () => invalidate(),
    meta: { toast: false },
  });
};

export const useResendInvite = () => {
  const invalidate = useInvalidateMembers();
  return useMutation({
    mutationFn: (id: string) => api.post<unknown>(`/auth/resend-invite/${encodeURIComponent(id)}`),
    onSuccess: () => invalidate(),
  });
};

export const useDeleteMember = () => {
  const invalidate = useInvalidateMembers();
  return useMutation({
    mutationFn: (id: string) => api.delete<unknown>(`/company-roles/company-users/${encodeURIComponent(id)}`),
    onSuccess: () => invalidate(),
    meta: { toast: false },
  });
};
