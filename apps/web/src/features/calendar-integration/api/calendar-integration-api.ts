import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@ats/web/app/api/api-client';
import type { components } from '@ats/web/app/api/generated/openapi';

export type CalendarIntegration = components['schemas']['CalendarIntegrationResponseDto'];
export type ConnectCalDavCalendar = components['schemas']['ConnectCalDavCalendarRequestDto'];

/** The caller's own calendar (GET / PUT / DELETE /calendar-integrations/me). */
export const calendarIntegrationKey = ['calendar-integrations', 'me'] as const;

export const useCalendarIntegration = () =>
  useQuery({
    queryKey: calendarIntegrationKey,
    queryFn: ({ signal }) => api.get<CalendarIntegration>('/calendar-integrations/me', { signal }),
    meta: { toast: false },
  });

/** Connects (the server asks the CalDAV server first); the page shows a refusal beside the form. */
export const useConnectCalendar = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ConnectCalDavCalendar) => api.put<CalendarIntegration>('/calendar-integrations/me', request),
    onSuccess: (integration) => queryClient.setQueryData(calendarIntegrationKey, integration),
    meta: { toast: false },
  });
};

export const useDisconnectCalendar = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<CalendarIntegration>('/calendar-integrations/me'),
    onSuccess: (integration) => queryClient.setQueryData(calendarIntegrationKey, integration),
  });
};
