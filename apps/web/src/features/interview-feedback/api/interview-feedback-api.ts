import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../app/api/api-client';

/**
 * The interview and its feedback (GET /interviews/{id}, POST and GET /interviews/{id}/feedback), the shapes of
 * the interviews API's response DTOs (apps/api/src/interviews); written here until the generated OpenAPI types
 * have them.
 */
export type Interview = {
  interviewId: string;
  applicationId: string;
  jobId: string;
  jobName: string | null;
  candidateName: string | null;
  title: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  feedbackTemplateId: string | null;
  status: 'SCHEDULED' | 'CANCELLED' | 'COMPLETED';
  isInterviewer: boolean;
  feedbackSubmittedByMe: boolean;
};

export type SkillScore = { skillId: string; score: number | null; notes: string | null };

export type SubmittedFeedback = {
  interviewerId: string;
  interviewerName: string | null;
  feedbackTemplateId: string | null;
  scores: SkillScore[];
  notes: string | null;
  confidentialNotes: string | null;
  proceedToNextStage: boolean;
  totalScore: number;
  totalPercentage: number;
  submittedAt: string;
};

export type InterviewFeedbackList = { othersVisible: boolean; hiddenCount: number; items: SubmittedFeedback[] };

export type FeedbackSubmission = { scores: SkillScore[]; notes: string | null; confidentialNotes: string | null; proceedToNextStage: boolean };

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
