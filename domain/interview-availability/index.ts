export * from './slots';
export * from './booking.errors';
export * from './booking-policies';
