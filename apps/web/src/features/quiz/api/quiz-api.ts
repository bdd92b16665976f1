import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@ats/web/app/api/api-client';
import { useLocale } from '@ats/web/app/i18n/locale-context';
import type { Schema } from '@ats/web/app/api/openapi-types';

/** The candidate's quiz page (candidate token pair): its state as the server keeps it, start, answer, submit. */
export type QuizState = Schema<'QuizStateResponseDto'>;
export type QuizTarget = { applicationId: string; stageId: string; taskId: string };

const path = ({ applicationId, stageId, taskId }: QuizTarget, suffix = '') =>
  `/candidate-quizzes/${encodeURIComponent(applicationId)}/${encodeURIComponent(stageId)}/${encodeURIComponent(taskId)}${suffix}`;

/** The server words the questions in the page's language (its Accept-Language): another language is another state. */
const quizKey = (target: QuizTarget, language: string) => ['candidate-quiz', target.applicationId, target.stageId, target.taskId, language] as const;

export const useCandidateQuiz = (target: QuizTarget, enabled: boolean) => {
  const { language } = useLocale();
  return useQuery({
    queryKey: quizKey(target, language),
    queryFn: ({ signal }) => api.get<QuizState>(path(target), { signal, auth: 'candidate' }),
    enabled,
    // The server's clock is the truth: never show a cached question as current.
    staleTime: 0,
    retry: false,
  });
};

export type QuizAction = { kind: 'start'; confirmed: boolean } | { kind: 'answer'; questionId: string; choice: number | null } | { kind: 'submit' };

/** Each action answers the page's next state, which replaces the cached one. */
export const useQuizAction = (target: QuizTarget) => {
  const queryClient = useQueryClient();
  const { language } = useLocale();
  return useMutation({
    mutationFn: (action: QuizAction) =>
      action.kind === 'start'
        ? api.post<QuizState>(path(target, '/start'), { confirmed: action.confirmed }, { auth: 'candidate' })
        : action.kind === 'answer'
          ? api.post<QuizState>(path(target, '/answer'), { questionId: action.questionId, choice: action.choice }, { auth: 'candidate' })
          : api.post<QuizState>(path(target, '/submit'), {}, { auth: 'candidate' }),
    onSuccess: (next) => queryClient.setQueryData(quizKey(target, language), next),
  });
};
