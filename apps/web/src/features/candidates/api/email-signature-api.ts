import { useQuery } from '@tanstack/react-query';
import { api } from '@ats/web/app/api/api-client';
import type { Schema } from '@ats/web/app/api/openapi-types';

export type EmailSignature = Schema<'EmailSignatureResponseDto'>;

/**
 * The signature the signed-in user's e-mails to candidates end with (their own, else the company's), as the
 * server will add it. Asked again each time a composer opens, so a signature just saved on the profile shows.
 */
export const useEmailSignature = () =>
  useQuery({
    queryKey: ['users', 'me', 'email-signature'] as const,
    queryFn: ({ signal }) => api.get<EmailSignature>('/users/me/email-signature', { signal }),
    staleTime: 0,
    // Only a preview: without it the composer still sends, and the signature is still added.
    meta: { toast: false },
  });
