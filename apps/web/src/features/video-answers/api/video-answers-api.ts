import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Upload } from 'tus-js-client';
import { api } from '@ats/web/app/api/api-client';
import type { Schema } from '@ats/web/app/api/openapi-types';
import { readTokens } from '@ats/web/app/auth/token-store';

/** The recorder page's ids (spec 03 §2.3 route): the application, its stage and the VIDEO_QUESTIONS task. */
export type VideoTaskTarget = { applicationId: string; stageId: string; taskId: string };

export type VideoAnswers = Schema<'VideoAnswersResponseDto'>;
export type VideoQuestion = Schema<'VideoQuestionResponseDto'>;
export type MediaKind = VideoQuestion['media'];

const pathOf = ({ applicationId, stageId, taskId }: VideoTaskTarget, suffix = '') =>
  `/candidate-journey/applications/${encodeURIComponent(applicationId)}/stages/${encodeURIComponent(stageId)}/tasks/${encodeURIComponent(taskId)}/video-answers${suffix}`;

const keyOf = (target: VideoTaskTarget) => ['video-answers', target.applicationId, target.stageId, target.taskId] as const;

export const useVideoAnswers = (target: VideoTaskTarget, enabled: boolean) =>
  useQuery({
    queryKey: keyOf(target),
    queryFn: ({ signal }) => api.get<VideoAnswers>(pathOf(target), { signal, auth: 'candidate' }),
    enabled,
    retry: false,
  });

/** Open (start), keep a take, submit: each refetches the task's state. */
export const useVideoAnswerAction = (target: VideoTaskTarget) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: { kind: 'start' } | { kind: 'keep'; questionId: string; fileId: string } | { kind: 'submit' }) =>
      action.kind === 'keep'
        ? api.post(pathOf(target, '/keep'), { questionId: action.questionId, fileId: action.fileId }, { auth: 'candidate' })
        : api.post(pathOf(target, `/${action.kind}`), undefined, { auth: 'candidate' }),
    meta: { toast: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: keyOf(target) }),
  });
};

export const useSendVideoLink = (target: VideoTaskTarget) =>
  useMutation({
    mutationFn: (phone: string) => api.post<Schema<'SmsSentResponseDto'>>(pathOf(target, '/send-link'), { phone }, { auth: 'candidate' }),
    meta: { toast: false },
  });

export const useRefreshVideoAnswers = (target: VideoTaskTarget) => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keyOf(target) });
};

/** The tus endpoint of the API (apps/api/src/candidate-journey/video-answers/video-uploads.ts). */
export const VIDEO_UPLOADS_ENDPOINT = '/api/candidate-journey/video-uploads';

export type TakeUpload = {
  /** Starts, or after a failure resumes from the offset the server has. */
  start: () => void;
  abort: () => void;
};

/**
 * One take as a resumable upload (tus, tus-js-client): sent in chunks, each request with the candidate's current
 * token; a dropped connection is retried with backoff and resumed from the server's offset, never from zero.
 * `onDone` gets the file id the server kept the take under.
 */
export const uploadTake = (
  target: VideoTaskTarget,
  questionId: string,
  recording: Blob,
  handlers: { onProgress: (percent: number) => void; onDone: (fileId: string | null) => void; onFailed: (error: unknown) => void },
): TakeUpload => {
  const upload = new Upload(recording, {
    endpoint: VIDEO_UPLOADS_ENDPOINT,
    chunkSize: 2 * 1024 * 1024,
    retryDelays: [0, 1000, 3000, 5000, 10000],
    metadata: { ...target, questionId, filetype: recording.type, filename: `answer-${questionId}` },
    onBeforeRequest: (request) => {
      const token = readTokens('candidate')?.accessToken;
      if (token) request.setHeader('Authorization', `Bearer ${token}`);
    },
    // A refusal (wrong type, no takes left, another's upload) will not change by retrying; a dropped line may.
    onShouldRetry: (error) => {
      const status = error.originalResponse?.getStatus() ?? 0;
      return status === 0 || status >= 500;
    },
    onProgress: (sent, total) => handlers.onProgress(total > 0 ? Math.round((sent / total) * 100) : 0),
    onSuccess: ({ lastResponse }) => handlers.onDone(lastResponse.getHeader('Ats-File-Id') ?? null),
    onError: (error) => handlers.onFailed(error),
  });
  return { start: () => upload.start(), abort: () => void upload.abort(false) };
};
