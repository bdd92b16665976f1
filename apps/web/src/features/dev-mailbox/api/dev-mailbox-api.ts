import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@ats/web/app/api/api-client';
import { isApiError } from '@ats/web/app/api/api-error';

export type MailboxMessage = {
  id: string;
  to: string;
  subject: string;
  text: string;
  status: string;
  createdAt: string;
};
export type MailboxPage = { messages: MailboxMessage[]; total: number };

export const MAILBOX_PAGE_SIZE = 20;
/** New mail (a code just requested) shows up without a reload. */
const POLL_MS = 5000;

/** One page of the outbox, to one address or to all; public (whoever reads it is not signed in yet). */
export const useMailbox = (to: string, page: number) => {
  const mailbox = useQuery({
    queryKey: ['dev-mailbox', to, page],
    queryFn: ({ signal }) =>
      api.get<MailboxPage>('/dev-mailbox', { query: { to, page, take: MAILBOX_PAGE_SIZE }, signal, auth: 'none' }),
    refetchInterval: (query) => (query.state.error ? false : POLL_MS),
    placeholderData: keepPreviousData,
    meta: { toast: false },
    retry: false,
  });
  return {
    mailbox,
    /** The API answers 404 once an SMTP server is configured. */
    disabled: isApiError(mailbox.error) && mailbox.error.statusCode === 404,
    messages: mailbox.data?.messages ?? [],
    pages: Math.max(1, Math.ceil((mailbox.data?.total ?? 0) / MAILBOX_PAGE_SIZE)),
  };
};
