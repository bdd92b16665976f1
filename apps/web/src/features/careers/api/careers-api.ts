import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../app/api/api-client';
import type { ResponseOf } from '../../../app/api/openapi-types';

export type CareerPage = ResponseOf<'/api/careers/{companyName}/jobs', 'get'>;
export type CareerJob = ResponseOf<'/api/careers/{companyName}/jobs/{id}', 'get'>;

const path = (companyName: string) => `/careers/${encodeURIComponent(companyName)}/jobs`;

/** The public career page's calls: no token, whoever visits (spec 03 "Career page"). */
export const careerKeys = {
  page: (companyName: string, search: string, page: number) => ['careers', companyName, 'jobs', search, page] as const,
  job: (companyName: string, jobId: string) => ['careers', companyName, 'job', jobId] as const,
};

export const CAREER_PAGE_SIZE = 20;

export const useCareerPage = (companyName: string, search: string, page: number) =>
  useQuery({
    queryKey: careerKeys.page(companyName, search, page),
    queryFn: ({ signal }) =>
      api.get<CareerPage>(path(companyName), { signal, auth: 'none', query: { search: search || undefined, page, take: CAREER_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

export const useCareerJob = (companyName: string, jobId: string) =>
  useQuery({
    queryKey: careerKeys.job(companyName, jobId),
    queryFn: ({ signal }) => api.get<CareerJob>(`${path(companyName)}/${encodeURIComponent(jobId)}`, { signal, auth: 'none' }),
  });
