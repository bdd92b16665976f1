import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, newIdempotencyKey } from '@ats/web/app/api/api-client';
import type { CommandResult } from '@ats/web/app/api/api-types';
import { jobsKeys } from './jobs-api';
import type {
  ApplicationForm,
  JobDetails,
  JobKind,
  JobPublication,
  JobStatus,
  JobTeam,
  StageAutomations,
} from './job-types';

/**
 * After a job command (the API client has remembered its position for read-your-writes): refetch every job query (list, counts, detail, history, pickers).
 */
export const useAfterCommand = () => {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: jobsKeys.all });
  };
};

const path = (id: string, rest = '') => `/company-roles/${rest}${encodeURIComponent(id)}`;
export const sub = (id: string, rest: string) => `/company-roles/${encodeURIComponent(id)}/${rest}`;
/** Every command carries a fresh Idempotency-Key: a retried request appends nothing twice. */
export const options = () => ({ idempotencyKey: newIdempotencyKey() });

/** A command the caller shows its own errors for (forms): no shared toast. */
export const quiet = { toast: false } as const;

export type CreateJobBody = {
  name: string;
  createdBy?: 'manual' | 'ai';
  kind?: JobKind;
  details?: JobDetails;
  pipelineTemplateId?: string;
};
export type SaveJobBody = {
  details?: JobDetails;
  applicationForm?: ApplicationForm;
  team?: JobTeam;
  expectedRevision?: number;
};
export type CloneJobBody = { displayName: string; ownerId: string; departmentId: string; locationId: string };
export type AutomationsBody = Pick<StageAutomations, 'archiveUnresponsiveAfterDays'> &
  Partial<Omit<StageAutomations, 'archiveUnresponsiveAfterDays'>>;

export const useCreateJob = () => {
  const afterCommand = useAfterCommand();
  return useMutation({
    mutationFn: (body: CreateJobBody) => api.post<CommandResult>('/company-roles', body, options()),
    onSuccess: afterCommand,
    meta: quiet,
  });
};

export const useSaveJob = () => {
  const afterCommand = useAfterCommand();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: SaveJobBody }) =>
      api.post<CommandResult>(path(id, 'update-role/'), body, options()),
    onSuccess: afterCommand,
    meta: quiet,
  });
};

export const useChangeJobStatus = () => {
  const afterCommand = useAfterCommand();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: JobStatus }) =>
      api.post<CommandResult>(path(id, 'updateRoleStatus/'), { status }, options()),
    onSuccess: afterCommand,
    meta: quiet,
  });
};

export const useSetPublication = () => {
  const afterCommand = useAfterCommand();
  return useMutation({
    mutationFn: ({ id, publication }: { id: string; publication: JobPublication }) =>
      api.patch<CommandResult>(path(id, 'publish/'), { publication }, options()),
    onSuccess: afterCommand,
    meta: quiet,
  });
};

export const useDeleteJob = () => {
  const afterCommand = useAfterCommand();
  return useMutation({
    mutationFn: (id: string) => api.delete<CommandResult>(path(id, 'deleteJob/'), options()),
    onSuccess: afterCommand,
    meta: quiet,
  });
};

export const useCloneJob = () => {
  const afterCommand = useAfterCommand();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CloneJobBody }) =>
      api.post<CommandResult>(path(id, 'copyJobJourney/'), body, options()),
    onSuccess: afterCommand,
    meta: quiet,
  });
};

export const useSetAutoClose = () => {
  const afterCommand = useAfterCommand();
  return useMutation({
    mutationFn: ({ id, autoCloseOn }: { id: string; autoCloseOn: string | null }) =>
      api.post<CommandResult>(sub(id, 'set-auto-close-on'), { autoCloseOn }, options()),
    onSuccess: afterCommand,
  });
};

export const useAddCustomLink = () => {
  const afterCommand = useAfterCommand();
  return useMutation({
    mutationFn: ({ id, source, link }: { id: string; source: string; link: string }) =>
      api.post<CommandResult>(sub(id, 'custom-links'), { source, link }, options()),
    onSuccess: afterCommand,
    meta: quiet,
  });
};

export const useDeleteCustomLinks = () => {
  const afterCommand = useAfterCommand();
  return useMutation({
    mutationFn: ({ id, sources }: { id: string; sources: string[] }) =>
      api.patch<CommandResult>(sub(id, 'delete-custom-links'), { sources }, options()),
    onSuccess: afterCommand,
  });
};

export const useCloseCustomLink = () => {
  const afterCommand = useAfterCommand();
  return useMutation({
    mutationFn: ({ id, source }: { id: string; source: string }) =>
      api.patch<CommandResult>(sub(id, 'close-custom-link'), { source }, options()),
    onSuccess: afterCommand,
  });
};
