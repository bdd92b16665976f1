import { api } from '@ats/web/app/api/api-client';
import type { RequestBodyOf } from '@ats/web/app/api/openapi-types';

/** The identity calls of docs/api.md ("Sign-in", "Self-serve sign-up"). */
export type LoginCodeSent = { status: 'OTP_SENT' | string; userId: string };
export type TokenAnswer = { status?: string; token?: unknown; accessToken?: string; refreshToken?: string };

export type SignUpRequest = RequestBodyOf<'/api/company/self-serve/create', 'post'>;

export type CompanyDomainCheck = { exists: boolean; companyId?: string | null; companyName?: string | null };

export { ATS_USAGES, COMPANY_SIZES, CURRENT_ROLES, HIRING_NEEDS } from '@ats/domain/identity/self-serve';
export type { AtsUsage, CompanySize, HiringNeed } from '@ats/domain/identity/self-serve';
import type { AtsUsage, CompanySize, CurrentRole, HiringNeed, OnboardingResponses } from '@ats/domain/identity/self-serve';
export type CurrentRoleAnswer = CurrentRole;

/** Spec 01 §3.13 answers, as domain/identity/self-serve.ts defines them for the API too. */
export type OnboardingAnswers = OnboardingResponses;
// Kept for readers of this module's types.
export type OnboardingChoice = AtsUsage | CurrentRole | CompanySize | HiringNeed;

export const authApi = {
  requestLoginCode: (email: string) => api.post<LoginCodeSent>('/auth/otp/login', { email }, { auth: 'none' }),
  verifyLoginCode: (userId: string, otp: string) => api.post<TokenAnswer>('/auth/user/verify', { userId, otp }, { auth: 'none' }),
  logout: (refreshToken: string | null) => api.post<unknown>('/auth/logout', { refreshToken }, { auth: 'staff', quietExpiry: true }),

  signUp: (request: SignUpRequest) => api.post<{ userId: string }>('/company/self-serve/create', request, { auth: 'none' }),
  resendSignUpCode: (userId: string) =>
    api.post<unknown>(`/company/self-serve/resend-email/${encodeURIComponent(userId)}`, undefined, { auth: 'none' }),
  verifySignUpCode: (userId: string, otp: string) =>
    api.post<TokenAnswer & { userId?: string }>('/company/self-serve/verify-email-otp', { userId, otp }, { auth: 'none' }),

  checkCompanyDomain: (userId: string) => api.post<CompanyDomainCheck>('/company/self-serve/check-company-domain', { userId }, { auth: 'staff' }),
  joinAsEmployee: (userId: string, companyId: string) => api.post<TokenAnswer>('/auth/join-as-employee', { userId, companyId }, { auth: 'staff' }),
  createCompany: (companyName: string) =>
    api.post<TokenAnswer & { companyId: string }>('/company/self-serve/create-company', { companyName }, { auth: 'staff' }),
  saveOnboardingAnswers: (answers: OnboardingAnswers) =>
    api.post<unknown>('/company/self-serve/company-onboarding-responses', answers, { auth: 'staff' }),
};
