import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, newIdempotencyKey } from '@ats/web/app/api/api-client';
import { fetchFile, saveFile } from '@ats/web/app/api/file-transfer';
import type { Schema } from '@ats/web/app/api/openapi-types';
import { candidateKeys } from './candidates-api';

export type ApplicationAsOf = Schema<'ApplicationAsOfResponseDto'>;
export type CandidateErasure = Schema<'CandidateErasureResponseDto'>;

export const applicationPath = (applicationId: string) => `/job-applications/${encodeURIComponent(applicationId)}`;

/** The profile as it stood at `asOf` (an ISO date-time); nothing is asked while no moment is chosen. */
export const useApplicationAsOf = (applicationId: string, asOf: string | null) =>
  useQuery({
    queryKey: [...candidateKeys.all, 'as-of', applicationId, asOf] as const,
    queryFn: ({ signal }) =>
      api.get<ApplicationAsOf>(`${applicationPath(applicationId)}/as-of?asOf=${encodeURIComponent(asOf!)}`, { signal }),
    enabled: asOf !== null,
    // The bar shows the refusal (a future moment, one before the candidate was added) in place.
    meta: { toast: false },
    retry: false,
  });

/** Erases the candidate's personal data (admins): everything about the application is read again afterwards. */
export const useEraseCandidate = (applicationId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.delete<CandidateErasure>(`${applicationPath(applicationId)}/personal-data`, {
        idempotencyKey: newIdempotencyKey(),
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: candidateKeys.all });
    },
    meta: { toast: false },
  });
};

/** The candidate list's current filters as a CSV download (the export permission's holders). */
export const useExportCandidates = () =>
  useMutation({
    mutationFn: async (query: URLSearchParams) => {
      const blob = await fetchFile(`/exports/candidates?${query.toString()}`);
      saveFile(blob, `candidates-${new Date().toISOString().slice(0, 10)}.csv`);
    },
  });
