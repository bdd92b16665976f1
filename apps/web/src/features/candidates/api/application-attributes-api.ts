import { useMutation } from '@tanstack/react-query';
import { api, newIdempotencyKey } from '@ats/web/app/api/api-client';
import type { CommandResult } from '@ats/web/app/api/api-types';
import type { Schema } from '@ats/web/app/api/openapi-types';
import { useAfterCommand } from './candidates-api';

export type ChangeOwnerInput = { applicationId: string } & Schema<'ChangeOwnerRequestDto'>;
export type ChangeTagsInput = { applicationId: string } & Schema<'ChangeTagsRequestDto'>;

/** The profile's candidate owner selector (spec 02 §2.13). */
export const useChangeOwner = () => {
  const afterCommand = useAfterCommand();
  return useMutation({
    mutationFn: ({ applicationId, ...body }: ChangeOwnerInput) =>
      api.post<CommandResult>(`/job-applications/${encodeURIComponent(applicationId)}/owner-change`, body, {
        idempotencyKey: newIdempotencyKey(),
      }),
    onSuccess: afterCommand,
  });
};

/** The profile's tag editor: the tags added and removed since the profile was loaded, in one command. */
export const useChangeTags = () => {
  const afterCommand = useAfterCommand();
  return useMutation({
    mutationFn: ({ applicationId, ...body }: ChangeTagsInput) =>
      api.post<CommandResult>(`/job-applications/${encodeURIComponent(applicationId)}/add-or-remove-tags`, body, {
        idempotencyKey: newIdempotencyKey(),
      }),
    onSuccess: afterCommand,
  });
};

export type ChangeOriginSourceInput = { applicationId: string } & Schema<'ChangeOriginSourceRequestDto'>;

/** The profile's 'Edit origin and source': both in one command; the dialog shows a refusal itself. */
export const useChangeOriginSource = () => {
  const afterCommand = useAfterCommand();
  return useMutation({
    mutationFn: ({ applicationId, ...body }: ChangeOriginSourceInput) =>
      api.post<CommandResult>(`/job-applications/${encodeURIComponent(applicationId)}/origin-source-change`, body, {
        idempotencyKey: newIdempotencyKey(),
      }),
    onSuccess: afterCommand,
    meta: { toast: false },
  });
};
