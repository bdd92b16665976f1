import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@ats/web/app/api/api-client';
import type { Schema } from '@ats/web/app/api/openapi-types';

export type CandidateReminder = Schema<'CandidateReminderResponseDto'>;

const path = (applicationId: string, stageId: string) => `/candidate-journey/reminders/${encodeURIComponent(applicationId)}/stages/${encodeURIComponent(stageId)}`;
const key = (applicationId: string, stageId: string) => ['candidate-reminder', applicationId, stageId] as const;

export const useCandidateReminder = (applicationId: string, stageId: string, enabled: boolean) =>
  useQuery({
    queryKey: key(applicationId, stageId),
    queryFn: ({ signal }) => api.get<CandidateReminder>(path(applicationId, stageId), { signal, auth: 'candidate' }),
    enabled,
    retry: false,
  });

/** Sets or moves the reminder: the wall-clock time picked and the candidate's time zone. */
export const useSetCandidateReminder = (applicationId: string, stageId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { remindAt: string; timeZone: string }) => api.put(path(applicationId, stageId), input, { auth: 'candidate' }),
    meta: { toast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(applicationId, stageId) }),
  });
};
