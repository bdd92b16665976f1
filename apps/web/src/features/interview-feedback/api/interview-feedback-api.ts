import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@ats/web/app/api/api-client';
import type { Schema } from '@ats/web/app/api/openapi-types';

/** The interview and its feedback (GET /interviews/{id}, POST and GET /interviews/{id}/feedback). */
export type Interview = Schema<'InterviewResponseDto'>;
export type SkillScore = Schema<'SkillScoreResponseDto'>;
export type SubmittedFeedback = Schema<'InterviewFeedbackResponseDto'>;
export type InterviewFeedbackList = Schema<'InterviewFeedbackListResponseDto'>;
export type FeedbackSubmission = Schema<'SubmitFeedbackRequestDto'>;

const interviewKeys = {
  one: (id: string) => ['interviews', id] as const,
  feedback: (id: string) => ['interviews', id, 'feedback'] as const,
};

const path = (id: string, suffix = '') => `/interviews/${encodeURIComponent(id)}${suffix}`;

export const useInterview = (id: string) => useQuery({ queryKey: interviewKeys.one(id), queryFn: ({ signal }) => api.get<Interview>(path(id), { signal }) });

/** Read once the caller's own feedback is in: before, the API hides the others' anyway. */
export const useInterviewFeedback = (id: string, enabled: boolean) =>
  useQuery({ queryKey: interviewKeys.feedback(id), queryFn: ({ signal }) => api.get<InterviewFeedbackList>(path(id, '/feedback'), { signal }), enabled });

export const useSubmitFeedback = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: FeedbackSubmission) => api.post<unknown>(path(id, '/feedback'), submission),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: interviewKeys.one(id) }),
    meta: { toast: false },
  });
};
