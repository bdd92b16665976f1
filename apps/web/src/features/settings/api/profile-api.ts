import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@ats/web/app/api/api-client';
import type { CurrentUser } from '@ats/web/app/api/api-types';
import type { Schema } from '@ats/web/app/api/openapi-types';
import { currentUserQueryKey } from '@ats/web/app/auth/session';

/** `PATCH /users/me` (spec 03 "Profile screen"): the signed-in user's names, time zone and e-mail signature. */
export type ProfileBody = Schema<'UpdateProfileRequestDto'>;

/**
 * Saves the profile; the answer is the user as `GET /users/me` now reads, so the session (names in the shell, the
 * time zone every date is shown in: useUserTimeZone) follows at once, and is read again to be sure.
 */
export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileBody) => api.patch<CurrentUser>('/users/me', body),
    // The form shows a refusal beside its field.
    meta: { toast: false },
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQueryKey, user);
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
};
