import { INTERVIEW_MESSAGES } from '@ats/domain/interviews/interview.errors';
import { act, screen, waitFor, within } from '@testing-library/react';
import { apiFailure, installFakeApi, type FakeApi } from '@ats/web/testing/fake-api';
import { ADMIN_USER } from '@ats/web/testing/fixtures';
import { renderPage } from '@ats/web/testing/render-page';
import type { InterviewItem } from '../api/interviews-api';
import { interviewsAr } from '../messages/ar';
import { ApplicationInterviews } from './application-interviews';
import { InterviewDashboardPage } from './interview-dashboard-page';
import { toLocalDateTimeInput } from './interview-time';

const SCHEDULING = 'COMPANY::INTERVIEWS::CALENDAR_INTERVIEW_SCHEDULING::*';
const SCHEDULER = { ...ADMIN_USER, permissionV1: [SCHEDULING, 'COMPANY::CANDIDATES::PROFILES::VIEW'], permissionV2: [SCHEDULING] };
/** An interviewer who reads the dashboard but may not schedule. */
const INTERVIEWER = { ...ADMIN_USER, id: 'u-alia', roles: ['COMPANY_INTERVIEWER'], permissionV1: ['COMPANY::VIEW_AND_SUBMIT_SCORES'], permissionV2: [] };

const startsAt = new Date(Date.now() + 3 * 86_400_000);
startsAt.setHours(10, 0, 0, 0);
const anInterview = (overrides: Partial<InterviewItem> = {}): InterviewItem => ({
  interviewId: 'i1',
  applicationId: 'a1',
  jobId: 'j1',
  jobName: 'Backend engineer',
  candidateName: 'Maya Khoury',
  title: 'Systems design',
  location: 'Riyadh office',
  description: null,
  organizer: { id: ADMIN_USER.id, name: 'Rania Haddad', email: ADMIN_USER.email },
  interviewers: [{ id: 'u-alia', name: 'Alia Interviewer', email: 'alia@demo.example', feedbackSubmitted: false }],
  fixedAttendees: [],
  startsAt: startsAt.toISOString(),
  endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(),
  timeZone: 'Asia/Riyadh',
  durationMinutes: 60,
  meetingType: 'IN_PERSON',
  meetingLink: null,
  feedbackTemplateId: null,
  bookingLinkId: null,
  status: 'SCHEDULED',
  noShow: false,
  invitation: { uid: 'uid-1', sequence: 0 },
  isInterviewer: false,
  feedbackSubmittedByMe: false,
  revision: 1,
  ...overrides,
});
const listOf = (...items: InterviewItem[]) => ({ body: { items, total: items.length, page: 1, take: 20 } });
const MEMBERS = {
  data: [
    { id: ADMIN_USER.id, fullName: 'Rania Haddad', email: ADMIN_USER.email },
    { id: 'u-alia', fullName: 'Alia Interviewer', email: 'alia@demo.example' },
    { id: 'u-omar', fullName: 'Omar Interviewer', email: 'omar@demo.example' },
  ],
};
const PAGE = { signedIn: true, path: '/recruiter/interview-dashboard' } as const;

const dashboard = (me: typeof SCHEDULER | typeof INTERVIEWER, interview: InterviewItem, more: Parameters<typeof installFakeApi>[0] = {}): FakeApi =>
  installFakeApi({ 'GET /users/me': { body: me }, 'GET /interviews': listOf(interview), 'GET /company-roles/company-users/v1': { body: MEMBERS }, ...more });

const listReads = (api: FakeApi) => api.callsTo('GET /interviews').length;

test('reschedules: only what changed is sent; a busy interviewer is refused in the dialog, which stays open; then it saves and the list is read again', async () => {
  const api = dashboard(SCHEDULER, anInterview(), { 'PUT /interviews/i1': apiFailure(409, 'An interviewer is busy at this time: Omar Interviewer') });
  const { user } = renderPage(<InterviewDashboardPage />, PAGE);
  const trigger = await screen.findByRole('button', { name: 'Reschedule Systems design' });
  await user.click(trigger);
  const dialog = await screen.findByRole('dialog', { name: 'Reschedule Systems design' });
  const start = within(dialog).getByLabelText(/Start date and time/) as HTMLInputElement;
  expect(start.value).toBe(toLocalDateTimeInput(startsAt.toISOString()));
  const later = new Date(startsAt.getTime() + 86_400_000);
  await user.clear(start);
  await user.type(start, toLocalDateTimeInput(later.toISOString()));
  await user.click(within(dialog).getByRole('combobox', { name: /Interviewers/ }));
  await user.click(await screen.findByRole('option', { name: 'Omar Interviewer' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

  expect((await within(dialog).findByRole('alert')).textContent).toContain('An interviewer is busy at this time: Omar Interviewer');
  expect(api.callsTo('PUT /interviews/i1')).toHaveLength(1);
  const sent = api.callsTo('PUT /interviews/i1')[0]!;
  expect(sent.body).toEqual({ startsAt: later.toISOString(), timeZone: expect.any(String), interviewerIds: ['u-alia', 'u-omar'] });
  expect(sent.headers['Idempotency-Key']).toBeTruthy();
  expect(screen.getByRole('dialog', { name: 'Reschedule Systems design' })).toBeTruthy();

  const readsBefore = listReads(api);
  api.answer('PUT /interviews/i1', { body: { position: '42' } });
  await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(listReads(api)).toBeGreaterThan(readsBefore));
  expect(api.callsTo('PUT /interviews/i1')).toHaveLength(2);
});

test('reschedule asks for interviewers before sending anything', async () => {
  const api = dashboard(SCHEDULER, anInterview());
  const { user } = renderPage(<InterviewDashboardPage />, PAGE);
  await user.click(await screen.findByRole('button', { name: 'Reschedule Systems design' }));
  const dialog = await screen.findByRole('dialog');
  // Backspace in the picker removes the last (here the only) interviewer.
  await user.click(within(dialog).getByRole('combobox', { name: /Interviewers/ }));
  await user.keyboard('{Escape}{Backspace}');
  await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
  expect(await within(dialog).findByText('Please select at least one interviewer')).toBeTruthy();
  expect(api.callsTo('PUT /interviews/i1')).toHaveLength(0);
});

test('cancel asks first, posts to /cancel, and a refusal stays in the dialog; Escape returns focus to the action', async () => {
  const api = dashboard(SCHEDULER, anInterview(), { 'POST /interviews/i1/cancel': apiFailure(409, INTERVIEW_MESSAGES.notScheduled) });
  const { user } = renderPage(<InterviewDashboardPage />, PAGE);
  const trigger = await screen.findByRole('button', { name: 'Cancel Systems design' });
  await user.click(trigger);
  const dialog = await screen.findByRole('dialog', { name: 'Cancel Systems design?' });
  expect(api.callsTo('POST /interviews/i1/cancel')).toHaveLength(0);
  await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), '  Position filled ');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel interview' }));
  expect((await within(dialog).findByRole('alert')).textContent).toContain(INTERVIEW_MESSAGES.notScheduled);
  expect(api.callsTo('POST /interviews/i1/cancel')[0]!.body).toEqual({ reason: 'Position filled' });
  expect(screen.getByRole('dialog', { name: 'Cancel Systems design?' })).toBeTruthy();

  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(document.activeElement).toBe(trigger));
  expect(api.callsTo('POST /interviews/i1/cancel')).toHaveLength(1);
});

test('cancel succeeds from the keyboard: the dialog closes and the list is read again', async () => {
  const api = dashboard(SCHEDULER, anInterview(), { 'POST /interviews/i1/cancel': { body: { position: '7' } } });
  const { user } = renderPage(<InterviewDashboardPage />, PAGE);
  const trigger = await screen.findByRole('button', { name: 'Cancel Systems design' });
  act(() => trigger.focus());
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'Cancel Systems design?' });
  // The confirming button has the focus inside the dialog.
  await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel interview' })));
  const readsBefore = listReads(api);
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(api.callsTo('POST /interviews/i1/cancel').map((call) => call.body)).toEqual([{ reason: null }]);
  await waitFor(() => expect(listReads(api)).toBeGreaterThan(readsBefore));
});

test('mark as completed posts to /complete; the refusal reads in Arabic', async () => {
  const api = dashboard(SCHEDULER, anInterview(), { 'POST /interviews/i1/complete': apiFailure(409, INTERVIEW_MESSAGES.cancelled) });
  const { user } = renderPage(<InterviewDashboardPage />, { ...PAGE, language: 'ar' });
  await user.click(await screen.findByRole('button', { name: 'تعيين Systems design كمكتملة' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: interviewsAr['interviews.complete.confirm'] }));
  expect((await within(dialog).findByRole('alert')).textContent).toContain(interviewsAr['interviews.refusal.cancelled']);
  expect(api.callsTo('POST /interviews/i1/complete')).toHaveLength(1);
});

/** An interview that began an hour ago: a no-show can be marked once it has begun. */
const begun = () => {
  const start = Date.now() - 3_600_000;
  return { startsAt: new Date(start).toISOString(), endsAt: new Date(start + 3_600_000).toISOString() };
};

test('an interviewer without the scheduling permission marks a no-show (PUT /no-show) and reads the refusal as the API words it', async () => {
  const api = dashboard(INTERVIEWER, anInterview({ isInterviewer: true, ...begun() }), {
    'PUT /interviews/i1/no-show': apiFailure(409, INTERVIEW_MESSAGES.noShowAfterFeedback),
  });
  const { user } = renderPage(<InterviewDashboardPage />, PAGE);
  await user.click(await screen.findByRole('button', { name: 'Mark Systems design as a no-show' }));
  expect(screen.queryByRole('button', { name: 'Reschedule Systems design' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Cancel Systems design' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Mark Systems design as completed' })).toBeNull();
  const dialog = await screen.findByRole('dialog', { name: 'Mark the candidate as a no-show?' });
  await user.click(within(dialog).getByRole('button', { name: 'Mark as no-show' }));
  expect((await within(dialog).findByRole('alert')).textContent).toContain(INTERVIEW_MESSAGES.noShowAfterFeedback);
  expect(api.callsTo('PUT /interviews/i1/no-show')[0]!.body).toEqual({ noShow: true });
});

test('no no-show is offered before the interview has begun', async () => {
  dashboard(INTERVIEWER, anInterview({ isInterviewer: true }));
  renderPage(<InterviewDashboardPage />, PAGE);
  await screen.findByRole('button', { name: 'Interview Brief of Systems design' });
  expect(screen.queryByRole('button', { name: 'Mark Systems design as a no-show' })).toBeNull();
});

test('a no-show already marked is removed with noShow false', async () => {
  const api = dashboard(SCHEDULER, anInterview({ noShow: true }), { 'PUT /interviews/i1/no-show': { body: { position: '9' } } });
  const { user } = renderPage(<InterviewDashboardPage />, PAGE);
  await user.click(await screen.findByRole('button', { name: 'Remove the no-show of Systems design' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Remove the no-show?' })).getByRole('button', { name: 'Remove no-show' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(api.callsTo('PUT /interviews/i1/no-show')[0]!.body).toEqual({ noShow: false });
});

test('nothing to do on a cancelled interview; no no-show once another interviewer has given feedback', async () => {
  dashboard(SCHEDULER, anInterview({ status: 'CANCELLED' }));
  const first = renderPage(<InterviewDashboardPage />, PAGE);
  await screen.findByRole('button', { name: 'Interview Brief of Systems design' });
  expect(screen.queryByRole('button', { name: /Reschedule|Cancel Systems|completed|no-show/ })).toBeNull();
  first.unmount();

  dashboard(SCHEDULER, anInterview({ interviewers: [{ id: 'u-alia', name: 'Alia Interviewer', email: 'alia@demo.example', feedbackSubmitted: true }] }));
  renderPage(<InterviewDashboardPage />, PAGE);
  await screen.findByRole('button', { name: 'Reschedule Systems design' });
  expect(screen.queryByRole('button', { name: 'Mark Systems design as a no-show' })).toBeNull();
});

test("the profile's Interviews & comments list offers the same actions and reads the application's interviews again after one", async () => {
  const api = installFakeApi({
    'GET /users/me': { body: SCHEDULER },
    'GET /job-applications/a1/interviews': listOf(anInterview()),
    'POST /interviews/i1/complete': { body: { position: '11' } },
  });
  const { user } = renderPage(<ApplicationInterviews applicationId="a1" />, { signedIn: true, path: '/recruiter/candidate-profile/a1' });
  await user.click(await screen.findByRole('button', { name: 'Mark Systems design as completed' }));
  const reads = api.callsTo('GET /job-applications/a1/interviews').length;
  api.answer('GET /job-applications/a1/interviews', listOf(anInterview({ status: 'COMPLETED' })));
  await user.click(within(await screen.findByRole('dialog', { name: 'Mark Systems design as completed?' })).getByRole('button', { name: 'Mark as completed' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(api.callsTo('POST /interviews/i1/complete')).toHaveLength(1);
  expect(api.callsTo('GET /job-applications/a1/interviews').length).toBeGreaterThan(reads);
  expect(await screen.findByText('Completed')).toBeTruthy();
  // A completed interview is no longer rescheduled, cancelled or completed.
  expect(screen.queryByRole('button', { name: 'Reschedule Systems design' })).toBeNull();
});
