import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingPeriod, EventType, OfferedWindowKind, WorkingHours } from '@ats/domain/interview-availability';
import { api, newIdempotencyKey } from '../../../app/api/api-client';

/**
 * Self-scheduling's calls: interview availability (/interview-availabilities), booking links
 * (/interview-booking-links), the invite e-mail (/interview-booking-invites) and the candidate's booking page
 * (/interview-bookings/{token}, the signed link as proof, no session).
 */

export type Availability = {
  id: string;
  interviewerId: string;
  interviewerName: string;
  timeZone: string;
  workingHours: WorkingHours[];
  minimumNoticeMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  bookingWindowDays: number | null;
  maxInterviewsPerDay: number | null;
};
export type AvailabilityBody = Omit<Availability, 'id' | 'interviewerName'>;

export type BookingLink = {
  id: string;
  name: string;
  eventName: string;
  durationMinutes: number;
  description: string;
  interviewerIds: string[];
  interviewerNames: string[];
  timeZone: string;
  eventType: EventType;
  organizerAddress: string;
  minimumNoticeMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  windowKind: OfferedWindowKind;
  windowDays: number;
  frequencyLimitCount: number | null;
  frequencyLimitPeriod: BookingPeriod | null;
  feedbackTemplateId: string | null;
};
export type BookingLinkBody = Omit<BookingLink, 'id' | 'interviewerNames'>;

export type BookingPage = {
  companyName: string;
  eventName: string;
  description: string;
  durationMinutes: number;
  eventType: EventType;
  organizerAddress: string;
  timeZone: string;
  slots: string[];
  booked: { bookingId: string; start: string; end: string; interviewId: string | null } | null;
};

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
      api.post<{ inviteId: string; emailId: string; expiresAt: string }>('/interview-booking-invites', body, { idempotencyKey: newIdempotencyKey() }),
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
      api.post<{ bookingId: string; start: string; end: string }>(`/interview-bookings/${encodeURIComponent(token)}`, body, { auth: 'none' }),
    // Taken meanwhile or booked: the page shows the slots as they are now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.page(token) }),
    meta: { toast: false },
  });
};
