import { screen, waitFor, within } from '@testing-library/react';
import { apiFailure, installFakeApi } from '@ats/web/testing/fake-api';
import { renderPage } from '@ats/web/testing/render-page';
import { InterviewBookingPage } from './booking-page';

const PAGE = {
  companyName: 'Acme',
  eventName: 'Screening call',
  description: '',
  durationMinutes: 30,
  eventType: 'VIDEO_CONFERENCE',
  organizerAddress: '',
  timeZone: 'Europe/London',
  slots: ['2030-01-07T09:00:00.000Z', '2030-01-07T09:30:00.000Z', '2030-01-08T14:00:00.000Z'],
  booked: null,
};

const renderBooking = (language: 'en' | 'ar' = 'en') =>
  renderPage(<InterviewBookingPage />, { path: '/interview-booking/:token', url: '/interview-booking/signed.token.here', language });

test('lists the free slots by day and books the one picked, in the zone the candidate chose', async () => {
  const api = installFakeApi({
    'GET /interview-bookings/signed.token.here': { body: PAGE },
    'POST /interview-bookings/signed.token.here': { status: 201, body: { bookingId: 'b1', start: PAGE.slots[1], end: '2030-01-07T10:00:00.000Z', interviewId: 'i1' } },
  });
  const { user } = renderBooking();
  expect(await screen.findByText('Screening call with Acme')).toBeTruthy();
  const zone = screen.getByRole('combobox', { name: 'Show times in' });
  await user.clear(zone);
  await user.type(zone, 'Asia/Tokyo');
  await user.click(await screen.findByRole('option', { name: 'Asia/Tokyo' }));
  // 09:30 UTC is 18:30 in Tokyo
  const monday = screen.getByRole('region', { name: /Free times on Monday, January 7, 2030/ });
  await user.click(within(monday).getByRole('button', { name: /6:30\s?PM/ }));
  await waitFor(() => expect(api.callsTo('POST /interview-bookings/signed.token.here')).toHaveLength(1));
  expect(api.callsTo('POST /interview-bookings/signed.token.here')[0]!.body).toEqual({ start: PAGE.slots[1], timeZone: 'Asia/Tokyo' });
});

test('a slot taken meanwhile is said plainly, in Arabic too', async () => {
  installFakeApi({
    'GET /interview-bookings/signed.token.here': { body: PAGE },
    'POST /interview-bookings/signed.token.here': apiFailure(409, 'This time is no longer available. Please choose another slot.'),
  });
  const { user } = renderBooking('ar');
  const slots = await screen.findAllByRole('button', { name: /^احجز/ });
  await user.click(slots[0]!);
  expect(await screen.findByText('هذا الوقت لم يعد متاحًا. يرجى اختيار وقت آخر.')).toBeTruthy();
});

test('a stale link shows the clear error and no slots', async () => {
  installFakeApi({
    'GET /interview-bookings/signed.token.here': apiFailure(404, 'This booking link is invalid or has expired. Please ask the recruiter for a new one.'),
  });
  renderBooking();
  expect((await screen.findByRole('alert')).textContent).toBe('This booking link is invalid or has expired. Please ask the recruiter for a new one.');
  expect(screen.queryAllByRole('button', { name: /^Book/ })).toHaveLength(0);
});
