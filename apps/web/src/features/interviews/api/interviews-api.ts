import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, newIdempotencyKey } from '@ats/web/app/api/api-client';
import type { Schema } from '@ats/web/app/api/openapi-types';

/** Interviews (/interviews: schedule, the dashboard, one interview; /job-applications/{id}/interviews). */
export type InterviewItem = Schema<'InterviewResponseDto'>;
export type InterviewList = Schema<'InterviewListResponseDto'>;
export type ScheduleInterviewBody = Schema<'ScheduleInterviewRequestDto'>;
export type InterviewView = 'ALL' | 'MINE' | 'PENDING_FEEDBACK';
export type InterviewWhen = 'UPCOMING' | 'COMPLETED';
export type TeamMember = { id: string; fullName: string; email: string; isDeletedUser?: boolean };

export const INTERVIEWS_PAGE_SIZE = 20;

export const interviewKeys = {
  all: ['interviews'] as const,
  dashboard: (view: InterviewView, when: InterviewWhen, page: number) => ['interviews', 'dashboard', view, when, page] as const,
  ofApplication: (applicationId: string) => ['interviews', 'application', applicationId] as const,
  members: ['interviews', 'members'] as const,
  templates: ['interviews', 'feedback-templates'] as const,
};

export const useInterviewDashboard = (view: InterviewView, when: InterviewWhen, page: number) =>
  useQuery({
    queryKey: interviewKeys.dashboard(view, when, page),
    queryFn: ({ signal }) => api.get<InterviewList>('/interviews', { signal, query: { view, when, page, take: INTERVIEWS_PAGE_SIZE }, readYourWrites: true }),
    placeholderData: keepPreviousData,
  });

export const useApplicationInterviews = (applicationId: string) =>
  useQuery({
    queryKey: interviewKeys.ofApplication(applicationId),
    queryFn: ({ signal }) => api.get<InterviewList>(`/job-applications/${encodeURIComponent(applicationId)}/interviews`, { signal, readYourWrites: true }),
  });

/** The organizer and interviewer pickers: the company's admins, recruiters and interviewers (spec 03 §8). */
export const useInterviewTeam = () =>
  useQuery({
    queryKey: interviewKeys.members,
    queryFn: async ({ signal }) => {
      const page = await api.get<{ data: TeamMember[] }>('/company-roles/company-users/v1', {
        query: { page: 1, take: 1000, accessType: ['COMPANY_ADMIN', 'COMPANY_INTERVIEWER', 'COMPANY_RECRUITER'] },
        signal,
      });
      return page.data.filter((member) => !member.isDeletedUser);
    },
    staleTime: 60_000,
  });

/** The feedback templates to pick from; none when the list is not available to the caller. */
export const useFeedbackTemplateOptions = () =>
  useQuery({
    queryKey: interviewKeys.templates,
    queryFn: async ({ signal }) => {
      const answer = await api.get<Array<{ id: string; name: string }> | { items: Array<{ id: string; name: string }> }>('/feedback-templates', { signal });
      return Array.isArray(answer) ? answer : answer.items;
    },
    retry: false,
    meta: { toast: false },
  });

export const useScheduleInterview = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ScheduleInterviewBody) => api.post<{ id: string; position: string }>('/interviews', body, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: () => client.invalidateQueries({ queryKey: interviewKeys.all }),
    // The page shows the refusal at the top of the form (in the reader's language), not also as a toast.
    meta: { toast: false },
  });
};

export type ChangeInterviewBody = Schema<'ChangeInterviewRequestDto'>;

/** What an interview's manager can do to it (PUT /interviews/{id}, cancel, complete, no-show). */
export type InterviewChange =
  | { kind: 'reschedule'; body: ChangeInterviewBody }
  | { kind: 'cancel'; reason: string | null }
  | { kind: 'complete' }
  | { kind: 'no-show'; noShow: boolean };

const sendInterviewChange = (interviewId: string, change: InterviewChange) => {
  const path = `/interviews/${encodeURIComponent(interviewId)}`;
  const options = { idempotencyKey: newIdempotencyKey() };
  switch (change.kind) {
    case 'reschedule':
      return api.put<{ position: string }>(path, change.body, options);
    case 'cancel':
      return api.post<{ position: string }>(`${path}/cancel`, { reason: change.reason }, options);
    case 'complete':
      return api.post<{ position: string }>(`${path}/complete`, {}, options);
    case 'no-show':
      return api.put<{ position: string }>(`${path}/no-show`, { noShow: change.noShow }, options);
  }
};

/**
 * One change to an interview. The refusal is shown in the dialog that asked (not as a toast); on success the
 * interview lists and the application's timeline are read again (the API client has recorded the position).
 */
export const useChangeInterview = (interview: Pick<InterviewItem, 'interviewId' | 'applicationId'>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: InterviewChange) => sendInterviewChange(interview.interviewId, change),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: interviewKeys.all }),
        // The candidate profile's timeline (features/candidates' history key) lists interview changes too.
        client.invalidateQueries({ queryKey: ['job-applications', 'history', interview.applicationId] }),
      ]),
    meta: { toast: false },
  });
};
