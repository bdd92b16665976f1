import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, newIdempotencyKey } from '@ats/web/app/api/api-client';
import { uploadForm, type UploadProgress } from '@ats/web/app/api/file-transfer';
import type { Schema } from '@ats/web/app/api/openapi-types';

export type CandidateJourney = Schema<'CandidateJourneyResponseDto'>;
export type CandidateJourneyTask = Schema<'CandidateJourneyTaskDto'>;
export type CandidateQuestion = Schema<'CandidateQuestionDto'>;
export type TaskSubmission = Schema<'SubmitCandidateTaskRequestDto'>;
export type TaskAnswer = Schema<'TaskAnswerRequestDto'>;
type CommandResult = { id: string; revision: number; position: string };

const journeyPath = (applicationId: string) => `/candidate-journey/applications/${encodeURIComponent(applicationId)}`;
export const candidateJourneyKey = (applicationId: string) => ['candidate-journey', applicationId] as const;

/**
 * The hub: the application's current stage and its tasks (candidate token pair). `afterPosition` (the apply's
 * answer) makes the first read wait until the application is listed as the candidate's. Read again whenever the hub
 * opens: the quiz, the recorder and the home assignment are done on pages of their own, which do not know this
 * query, and the candidate coming back from one must see it done.
 */
export const useCandidateJourney = (applicationId: string, afterPosition: string | null, enabled: boolean) =>
  useQuery({
    queryKey: candidateJourneyKey(applicationId),
    queryFn: ({ signal }) => api.get<CandidateJourney>(journeyPath(applicationId), { signal, auth: 'candidate', query: { afterPosition } }),
    enabled,
    retry: false,
    refetchOnMount: 'always',
  });

export type TaskTarget = { applicationId: string; stageId: string; taskId: string };
const taskPath = ({ applicationId, stageId, taskId }: TaskTarget, action: 'start' | 'submit') =>
  `${journeyPath(applicationId)}/stages/${encodeURIComponent(stageId)}/tasks/${encodeURIComponent(taskId)}/${action}`;

/** Opening an untimed task marks it started (once; opening again changes nothing). */
export const useStartCandidateTask = (target: TaskTarget) =>
  useMutation({
    mutationFn: () => api.post<CommandResult>(taskPath(target, 'start'), {}, { auth: 'candidate' }),
    meta: { toast: false },
  });

/** Handing the task in once; the hub is read again after it. */
export const useSubmitCandidateTask = (target: TaskTarget) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: TaskSubmission) => api.post<CommandResult>(taskPath(target, 'submit'), submission, { auth: 'candidate', idempotencyKey: newIdempotencyKey() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: candidateJourneyKey(target.applicationId) }),
    meta: { toast: false },
  });
};

/** A file to hand in with a task, with its progress: answers the new file's id. */
export const useUploadCandidateTaskFile = (applicationId: string) =>
  useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (progress: UploadProgress) => void }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return uploadForm<CommandResult & { fileId: string }>(`${journeyPath(applicationId)}/files`, form, { onProgress, auth: 'candidate', idempotencyKey: newIdempotencyKey() });
    },
    meta: { toast: false },
  });
