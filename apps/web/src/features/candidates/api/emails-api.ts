import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, newIdempotencyKey } from '@ats/web/app/api/api-client';
import type { Schema } from '@ats/web/app/api/openapi-types';
import { candidateKeys } from './candidates-api';

export type CandidateEmail = Schema<'EmailResponseDto'>;
export type CandidateEmailList = Schema<'EmailListResponseDto'>;
export type SendEmailInput = Schema<'SendEmailRequestDto'>;
export type EmailCommandResult = Schema<'EmailCommandResultDto'>;

/** Under the application's keys, so any command on the application refreshes its e-mails too. */
export const emailKeys = { list: (applicationId: string) => [...candidateKeys.all, 'emails', applicationId] as const };

const path = (applicationId: string, rest = '') => `/job-applications/${encodeURIComponent(applicationId)}/emails${rest}`;

export const useApplicationEmails = (applicationId: string, enabled = true) =>
  useQuery({
    queryKey: emailKeys.list(applicationId),
    queryFn: ({ signal }) => api.get<CandidateEmailList>(path(applicationId), { signal, readYourWrites: true }),
    enabled,
    // The panel shows its own load error in place.
    meta: { toast: false },
  });

/** Send or schedule, and cancel: refetch the application's queries. */
export const useEmailCommands = (applicationId: string) => {
  const queryClient = useQueryClient();
  const afterCommand = async () => {
    await queryClient.invalidateQueries({ queryKey: candidateKeys.all });
  };
  return {
    send: useMutation({
      mutationFn: (input: SendEmailInput) =>
        api.post<EmailCommandResult>(path(applicationId), input, { idempotencyKey: newIdempotencyKey() }),
      onSuccess: afterCommand,
      meta: { toast: false },
    }),
    cancel: useMutation({
      mutationFn: (emailId: string) =>
        api.post<EmailCommandResult>(path(applicationId, `/${encodeURIComponent(emailId)}/cancel`), {}, { idempotencyKey: newIdempotencyKey() }),
      onSuccess: afterCommand,
    }),
  };
};
