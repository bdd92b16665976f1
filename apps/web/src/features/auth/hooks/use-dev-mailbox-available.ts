import { useQuery } from '@tanstack/react-query';
import { api } from '@ats/web/app/api/api-client';

/** Whether the development mailbox answers (no SMTP server configured): then the OTP page points to it. */
export const useDevMailboxAvailable = () =>
  useQuery({
    queryKey: ['dev-mailbox', 'available'],
    queryFn: async ({ signal }) => {
      try {
        await api.get('/dev-mailbox', { query: { take: 1 }, signal, auth: 'none' });
        return true;
      } catch {
        return false;
      }
    },
    staleTime: Infinity,
    meta: { toast: false },
  });
