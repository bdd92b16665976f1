import {
  addAvailability,
  addBookingLink,
  editAvailability,
  editBookingLink,
  type AvailabilityInput,
  type BookingLinkInput,
  type LinkInterviewers,
} from './booking-policies';

const context = { now: new Date('2026-01-05T10:00:00Z'), newId: () => 'new-id' };
const admin = { userId: 'admin', companyId: 'acme', isAdmin: true };
const ada = { userId: 'ada', companyId: 'acme', isAdmin: false };

const link = (overrides: Partial<BookingLinkInput> = {}): BookingLinkInput => ({
  name: 'Screening call',
  durationMinutes: 30,
  interviewerIds: ['ada'],
  timeZone: 'Europe/London',
  eventType: 'VIDEO_CONFERENCE',
  minimumNoticeMinutes: 60,
  bufferBeforeMinutes: 10,
  bufferAfterMinutes: 10,
  windowKind: 'BUSINESS_DAYS',
  windowDays: 10,
  ...overrides,
});
const integrated: LinkInterviewers = new Map([['ada', { member: true, calendarIntegrated: true }]]);

const availability = (overrides: Partial<AvailabilityInput> = {}): AvailabilityInput => ({
  interviewerId: 'ada',
  timeZone: 'Europe/London',
  workingHours: [{ day: 'MONDAY', start: '09:00', end: '17:00' }],
  minimumNoticeMinutes: 120,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 15,
  bookingWindowDays: 14,
  maxInterviewsPerDay: 3,
  ...overrides,
});

describe('booking link policies', () => {
  it('writes the link and its audit entry, the event name defaulting to the link name', () => {
    const { result, writes, audit } = addBookingLink(link(), { interviewers: integrated }, admin, context);
    expect(result).toMatchObject({ id: 'new-id', companyId: 'acme', name: 'Screening call', eventName: 'Screening call' });
    expect(writes).toEqual([{ table: 'interview_booking_links', insert: result }]);
    expect(audit[0]).toMatchObject({ entity: 'interview_booking_link', action: 'create', actorId: 'admin' });
  });

  it.each([
    [{ name: '  ' }, 'Please input link name'],
    [{ interviewerIds: [] }, 'Please select the interviewer'],
    [{ timeZone: 'Mars/Olympus' }, 'Please select the timezone'],
    [{ durationMinutes: 0 }, 'Please select the duration'],
    [{ eventType: 'CARRIER_PIGEON' }, 'Please select event type'],
  ])('refuses %j with the spec’s message', (overrides, message) => {
    expect(() => addBookingLink(link(overrides), { interviewers: integrated }, admin, context)).toThrow(message);
  });

  it('refuses an interviewer whose calendar is not integrated, and one of another company', () => {
    const notIntegrated: LinkInterviewers = new Map([['ada', { member: true, calendarIntegrated: false }]]);
    expect(() => addBookingLink(link(), { interviewers: notIntegrated }, admin, context)).toThrow(
      'The interviewer must have integrated their calendar with full permissions',
    );
    expect(() => addBookingLink(link({ interviewerIds: ['stranger'] }), { interviewers: integrated }, admin, context)).toThrow(
      'The interviewer must be a member of your team',
    );
  });

  it('treats another company’s link as not found', () => {
    const { result } = addBookingLink(link(), { interviewers: integrated }, { ...admin, companyId: 'other' }, context);
    expect(() => editBookingLink(link(), { link: result, interviewers: integrated }, admin, context)).toThrow('Booking link not found');
  });
});

describe('interview availability policies', () => {
  it('lets a member set their own availability but not another’s; an admin sets anyone’s', () => {
    expect(addAvailability(availability(), { interviewerIsMember: true, interviewerHasOne: false }, ada, context).result).toMatchObject({
      interviewerId: 'ada',
      maxInterviewsPerDay: 3,
    });
    expect(() => addAvailability(availability({ interviewerId: 'bo' }), { interviewerIsMember: true, interviewerHasOne: false }, ada, context)).toThrow(
      'You can only set your own availability',
    );
    expect(addAvailability(availability({ interviewerId: 'bo' }), { interviewerIsMember: true, interviewerHasOne: false }, admin, context).result.interviewerId).toBe('bo');
  });

  it('keeps the interviewer fixed in edit mode', () => {
    const { result } = addAvailability(availability(), { interviewerIsMember: true, interviewerHasOne: false }, admin, context);
    expect(() => editAvailability(availability({ interviewerId: 'bo' }), { availability: result }, admin, context)).toThrow(
      'The interviewer cannot be changed in edit mode',
    );
    const edited = editAvailability(availability({ bufferBeforeMinutes: 5 }), { availability: result }, admin, context);
    expect(edited.result).toMatchObject({ interviewerId: 'ada', bufferBeforeMinutes: 5 });
  });

  it('refuses working hours that end before they start, and a second availability for one interviewer', () => {
    expect(() =>
      addAvailability(
        availability({ workingHours: [{ day: 'MONDAY', start: '17:00', end: '09:00' }] }),
        { interviewerIsMember: true, interviewerHasOne: false },
        admin,
        context,
      ),
    ).toThrow(/Working hours must be/);
    expect(() => addAvailability(availability(), { interviewerIsMember: true, interviewerHasOne: true }, admin, context)).toThrow(
      /already has an availability/,
    );
  });
});
