import { useMutation } from '@tanstack/react-query';
import { api, newIdempotencyKey } from '@ats/web/app/api/api-client';
import type { CommandResult } from '@ats/web/app/api/api-types';
import type { Schema } from '@ats/web/app/api/openapi-types';
import { useAfterCommand } from './candidates-api';

export type MoveToJobInput = { applicationId: string } & Schema<'JobChangeRequestDto'>;
export type AddToJobInput = { applicationId: string } & Schema<'AddToJobRequestDto'>;

const applicationPath = (applicationId: string) => `/job-applications/${encodeURIComponent(applicationId)}`;

/** 'Move to job' (spec 02 §4.4): the same application in another job and stage. The dialog shows a refusal. */
export const useMoveToJob = () => {
  const afterCommand = useAfterCommand();
  return useMutation({
    mutationFn: ({ applicationId, ...body }: MoveToJobInput) =>
      api.post<CommandResult>(`${applicationPath(applicationId)}/job-change`, body, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: afterCommand,
    meta: { toast: false },
  });
};

/** 'Add to job' (spec 02 §2.13): another application of the same candidate; answers its id. */
export const useAddToJob = () => {
  const afterCommand = useAfterCommand();
  return useMutation({
    mutationFn: ({ applicationId, ...body }: AddToJobInput) =>
      api.post<CommandResult>(`${applicationPath(applicationId)}/add-to-job`, body, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: afterCommand,
    meta: { toast: false },
  });
};

/**
 * 'Delete application' (spec 02 §2.13, §4.4). The caller leaves the profile first and then refreshes the lists
 * (`useAfterCommand`): refreshed at once, the deleted profile would unmount the caller before it could leave.
 */
export const useDeleteApplication = () =>
  useMutation({
    mutationFn: (applicationId: string) => api.delete<CommandResult>(applicationPath(applicationId), { idempotencyKey: newIdempotencyKey() }),
    meta: { toast: false },
  });
