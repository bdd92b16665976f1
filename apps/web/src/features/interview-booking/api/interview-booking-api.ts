import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, newIdempotencyKey } from '@ats/web/app/api/api-client';
import type { Schema } from '@ats/web/app/api/openapi-types';

/**
 * Self-scheduling's calls: interview availability (/interview-availabilities), booking links
 * (/interview-booking-links), the invite e-mail (/interview-booking-invites) and the candidate's booking page
 * (/interview-bookings/{token}, the signed link as proof, no session).
 */

export type Availability = Schema<'AvailabilityResponseDto'>;
export type AvailabilityBody = Schema<'AvailabilityRequestDto'>;
export type BookingLink = Schema<'BookingLinkResponseDto'>;
export type BookingLinkBody = Schema<'BookingLinkRequestDto'>;
export type BookingPage = Schema<'BookingPageResponseDto'>;

const keys = {
  availabilities: ['interview-availabilities'] as const,
  links: ['interview-booking-links'] as const,
  page: (token: string) => ['interview-booking', token] as const,
};

export const useAvailabilities = () =>
  useQuery({ queryKey: keys.availabilities, queryFn: ({ signal }) => api.get<Availability[]>('/interview-availabilities', { signal }) });

export const useSaveAvailability = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: AvailabilityBody }) =>
      id ? api.put<{ id: string }>(`/interview-availabilities/${encodeURIComponent(id)}`, body) : api.post<{ id: string }>('/interview-availabilities', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.availabilities }),
    meta: { toast: false },
  });
};

export const useBookingLinks = () =>
  useQuery({ queryKey: keys.links, queryFn: ({ signal }) => api.get<BookingLink[]>('/interview-booking-links', { signal }) });

export const useSaveBookingLink = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: BookingLinkBody }) =>
      id ? api.put<{ id: string }>(`/interview-booking-links/${encodeURIComponent(id)}`, body) : api.post<{ id: string }>('/interview-booking-links', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.links }),
    meta: { toast: false },
  });
};

export const useDeleteBookingLink = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ id: string }>(`/interview-booking-links/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.links }),
    meta: { toast: false },
  });
};

export const useSendBookingInvite = () =>
  useMutation({
    mutationFn: (body: { applicationId: string; linkId: string; subject: string; body: string }) =>
      api.post<Schema<'BookingInviteResponseDto'>>('/interview-booking-invites', body, { idempotencyKey: newIdempotencyKey() }),
    meta: { toast: false },
  });

export const useBookingPage = (token: string) =>
  useQuery({
    queryKey: keys.page(token),
    queryFn: ({ signal }) => api.get<BookingPage>(`/interview-bookings/${encodeURIComponent(token)}`, { signal, auth: 'none' }),
    retry: false,
    meta: { toast: false },
  });

export const useBookSlot = (token: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { start: string; timeZone: string }) =>
      api.post<Schema<'BookedSlotResponseDto'>>(`/interview-bookings/${encodeURIComponent(token)}`, body, { auth: 'none' }),
    // Taken meanwhile or booked: the page shows the slots as they are now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.page(token) }),
    meta: { toast: false },
  });
};
