import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  NotificationPreferences,
  NotificationPreferencesChange,
} from '@ats/domain/notification-preferences/notification-preferences';
import { api } from '@ats/web/app/api/api-client';

/** The caller's own preferences (GET / PUT /notification-preferences, spec 03). */
export const notificationPreferencesKey = ['notification-preferences'] as const;

export const useNotificationPreferences = () =>
  useQuery({
    queryKey: notificationPreferencesKey,
    queryFn: ({ signal }) => api.get<NotificationPreferences>('/notification-preferences', { signal }),
    meta: { toast: false },
  });

/** Saves one switch (or several); the page shows the answer, which is the whole of the preferences. */
export const useChangeNotificationPreferences = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: NotificationPreferencesChange) => api.put<NotificationPreferences>('/notification-preferences', change),
    onSuccess: (preferences) => queryClient.setQueryData(notificationPreferencesKey, preferences),
  });
};
