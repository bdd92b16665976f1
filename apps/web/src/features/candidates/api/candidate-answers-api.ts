import { useQuery } from '@tanstack/react-query';
import { api } from '@ats/web/app/api/api-client';
import { fetchFile, saveFile } from '@ats/web/app/api/file-transfer';
import type { Schema } from '@ats/web/app/api/openapi-types';
import { candidateKeys } from './candidates-api';

export type CandidateAnswers = Schema<'CandidateAnswersResponseDto'>;
export type CandidateTaskAnswers = Schema<'CandidateTaskAnswersDto'>;

export const candidateAnswersKey = (applicationId: string) => [...candidateKeys.all, 'candidate-answers', applicationId] as const;

/** The profile's 'Candidate answers' (02 §2.13): every task response of the application. */
export const useCandidateAnswers = (applicationId: string) =>
  useQuery({
    queryKey: candidateAnswersKey(applicationId),
    queryFn: ({ signal }) => api.get<CandidateAnswers>(`/job-applications/${encodeURIComponent(applicationId)}/candidate-answers`, { signal, readYourWrites: true }),
    meta: { toast: false },
  });

/** An answer's file, through the Files section's own download (the same access rule). */
export const downloadAnswerFile = async (applicationId: string, fileId: string, name: string): Promise<void> =>
  saveFile(await fetchFile(`/job-applications/${encodeURIComponent(applicationId)}/files/${encodeURIComponent(fileId)}/download`), name);
