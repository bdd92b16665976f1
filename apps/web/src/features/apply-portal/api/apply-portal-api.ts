import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@ats/web/app/api/api-client';
import { uploadForm, type UploadProgress } from '@ats/web/app/api/file-transfer';
import type { Schema } from '@ats/web/app/api/openapi-types';
import { storeTokens } from '@ats/web/app/auth/token-store';

export type JobApplyForm = Schema<'JobApplyFormResponseDto'>;
export type CandidateApplication = Schema<'PortalApplicationResponseDto'>;
export type CandidateCv = Schema<'ParseCvResponseDto'>;
export type ApplicationAnswers = Schema<'SubmitApplicationRequestDto'>;

export const applyPortalKeys = {
  form: (jobId: string) => ['apply-portal', 'form', jobId] as const,
  applications: ['apply-portal', 'applications'] as const,
};

/** The job's apply form: public, as the job page is (spec 03 §2.3). */
export const useJobApplyForm = (jobId: string) =>
  useQuery({
    queryKey: applyPortalKeys.form(jobId),
    queryFn: ({ signal }) => api.get<JobApplyForm>(`/apply-portal/jobs/${encodeURIComponent(jobId)}`, { signal, auth: 'none' }),
    retry: false,
  });

/** Step one: the e-mail gets a one-time code (nothing is shown for an address alone). */
export const useRequestCandidateCode = () =>
  useMutation({
    mutationFn: (email: string) =>
      api.post<{ status: 'OTP_SENT'; candidateUserId: string }>('/auth/candidate/get-or-create', { email }, { auth: 'none' }),
    meta: { toast: false },
  });

/** Step two: the code opens the candidate's session (their token pair, kept apart from any staff session). */
export const useVerifyCandidateCode = () =>
  useMutation({
    mutationFn: async (input: { candidateUserId: string; otp: string }) => {
      const verified = await api.post<{ candidateUserId: string; token: { accessToken: string; refreshToken: string } }>('/auth/candidate/verify', input, {
        auth: 'none',
      });
      storeTokens('candidate', verified.token);
      return verified;
    },
    meta: { toast: false },
  });

/** The candidate's own ongoing applications: several must be picked from (spec 03 §2.3). */
export const useCandidateApplications = (enabled: boolean) =>
  useQuery({
    queryKey: applyPortalKeys.applications,
    queryFn: ({ signal }) => api.get<{ items: CandidateApplication[] }>('/apply-portal/applications', { signal, auth: 'candidate' }),
    enabled,
  });

/** The CV goes up with its progress; the answer's fields fill the form (autofill). */
export const useUploadCandidateCv = (jobId: string) =>
  useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (progress: UploadProgress) => void }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return uploadForm<CandidateCv>(`/apply-portal/jobs/${encodeURIComponent(jobId)}/cv`, form, { onProgress, auth: 'candidate' });
    },
    meta: { toast: false },
  });

export const useSubmitApplication = (jobId: string) =>
  useMutation({
    mutationFn: (answers: ApplicationAnswers) =>
      api.post<{ id: string }>(`/apply-portal/jobs/${encodeURIComponent(jobId)}/applications`, answers, { auth: 'candidate' }),
    meta: { toast: false },
  });
