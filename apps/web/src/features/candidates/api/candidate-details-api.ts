import { useMutation, useQuery } from '@tanstack/react-query';
import { api, newIdempotencyKey } from '@ats/web/app/api/api-client';
import type { CommandResult } from '@ats/web/app/api/api-types';
import type { Schema } from '@ats/web/app/api/openapi-types';
import { candidateKeys, useAfterCommand } from './candidates-api';

/** The candidate behind an application (GET /job-applications/:id/candidate, ADR 0016). */
export type CandidateProfile = Schema<'CandidateProfileResponseDto'>;
export type EditCandidateBody = Schema<'EditCandidateRequestDto'>;

/** Under the applications' key, so every command on the profile refreshes it too. */
const candidateKey = (applicationId: string) => [...candidateKeys.all, 'candidate', applicationId] as const;

export const useCandidateOfApplication = (applicationId: string) =>
  useQuery({
    queryKey: candidateKey(applicationId),
    queryFn: ({ signal }) =>
      api.get<CandidateProfile>(`/job-applications/${encodeURIComponent(applicationId)}/candidate`, { signal, readYourWrites: true }),
    // The section shows its own error state.
    meta: { toast: false },
  });

/** The profile's candidate edit; a 409 'candidate-merge-required' asks the caller to confirm the merge. */
export const useEditCandidate = () => {
  const afterCommand = useAfterCommand();
  return useMutation({
    mutationFn: ({ applicationId, body, idempotencyKey }: { applicationId: string; body: EditCandidateBody; idempotencyKey: string }) =>
      api.post<CommandResult>(`/job-applications/${encodeURIComponent(applicationId)}/candidate`, body, { idempotencyKey }),
    onSuccess: afterCommand,
    // The dialog shows the server's message beside its fields, or the merge confirmation.
    meta: { toast: false },
  });
};

export { newIdempotencyKey };
