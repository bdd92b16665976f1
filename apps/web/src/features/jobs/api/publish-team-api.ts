import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, newIdempotencyKey } from '@ats/web/app/api/api-client';

export type InviteTeamBody = { userIds: string[]; message?: string };

/** POST /company-roles/{id}/invite-team: e-mails members the published job's link (spec 02 §2.6). */
export const useInviteTeam = (jobId: string) =>
  useMutation({
    mutationFn: (body: InviteTeamBody) =>
      api.post<{ invited: number }>(`/company-roles/${encodeURIComponent(jobId)}/invite-team`, body, {
        idempotencyKey: newIdempotencyKey(),
      }),
    meta: { toast: false },
  });

export type HeadhuntingWaitlist = { joined: boolean; joinedAt: string | null };

const waitlistKey = ['ai-headhunting', 'waitlist'] as const;

/** The publish page's 'AI Headhunting' waitlist card (spec 02 §2.6), once per company. */
export const useHeadhuntingWaitlist = () =>
  useQuery({
    queryKey: waitlistKey,
    queryFn: ({ signal }) => api.get<HeadhuntingWaitlist>('/ai-headhunting/waitlist', { signal }),
    meta: { toast: false },
  });

export const useJoinWaitlist = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<HeadhuntingWaitlist>('/ai-headhunting/waitlist', {}),
    onSuccess: (answer) => {
      if (answer && typeof answer.joined === 'boolean') queryClient.setQueryData(waitlistKey, answer);
      return queryClient.invalidateQueries({ queryKey: waitlistKey });
    },
  });
};
