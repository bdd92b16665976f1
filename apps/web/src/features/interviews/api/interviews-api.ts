import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, newIdempotencyKey } from '../../../app/api/api-client';
import type { Schema } from '../../../app/api/openapi-types';

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
  });
};
