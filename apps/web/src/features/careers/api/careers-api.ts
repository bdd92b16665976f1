import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@ats/web/app/api/api-client';
import type { ResponseOf } from '@ats/web/app/api/openapi-types';

export type CareerPage = ResponseOf<'/api/careers/{companyName}/jobs', 'get'>;
export type CareerJob = ResponseOf<'/api/careers/{companyName}/jobs/{id}', 'get'>;

const path = (companyName: string) => `/careers/${encodeURIComponent(companyName)}/jobs`;

/** The public career page's calls: no token, whoever visits (spec 03 "Career page"). */
/** The career page's filters (spec 03 §2.3): any left empty. */
export type CareerFilters = { search: string; departmentId: string; locationId: string; workType: string };

export const careerKeys = {
  page: (companyName: string, filters: CareerFilters, page: number) => ['careers', companyName, 'jobs', filters, page] as const,
  job: (companyName: string, jobId: string) => ['careers', companyName, 'job', jobId] as const,
};

export const CAREER_PAGE_SIZE = 20;

export const useCareerPage = (companyName: string, filters: CareerFilters, page: number) =>
  useQuery({
    queryKey: careerKeys.page(companyName, filters, page),
    queryFn: ({ signal }) =>
      api.get<CareerPage>(path(companyName), { signal, auth: 'none', query: { ...filters, page, take: CAREER_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

export const useCareerJob = (companyName: string, jobId: string) =>
  useQuery({
    queryKey: careerKeys.job(companyName, jobId),
    queryFn: ({ signal }) => api.get<CareerJob>(`${path(companyName)}/${encodeURIComponent(jobId)}`, { signal, auth: 'none' }),
  });
