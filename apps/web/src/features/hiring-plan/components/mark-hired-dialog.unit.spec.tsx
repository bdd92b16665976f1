import { fireEvent, screen, waitFor } from '@testing-library/react';
import { installFakeApi, type FakeRequest } from '@ats/web/testing/fake-api';
import { ADMIN_USER } from '@ats/web/testing/fixtures';
import { renderPage } from '@ats/web/testing/render-page';
import type { Requisition } from '../api/hiring-plan-api';
import { MarkHiredDialog } from './requisition-view';

const REQUISITION = { id: 'r1', status: 'APPROVED', hiringProgress: 'IN_PROGRESS' } as Requisition;
const SALMA = { applicationId: 'a1', firstName: 'Salma', lastName: 'Haddad', email: 'salma@example.com', jobName: 'Backend Engineer' };
/** Hired elsewhere in the product and archived already: found in the candidate list's archived tab only. */
const SALIM = { applicationId: 'a2', firstName: 'Salim', lastName: 'Nasser', email: 'salim@example.com', jobName: 'Data Engineer' };

const fakeApi = () =>
  installFakeApi({
    'GET /users/me': { body: ADMIN_USER },
    // The candidate list's search answers only for the whole typed text, Salma in the active tab and Salim in the
    // archived one: an option must not appear before the search for 'sal' was made.
    'GET /job-applications': (request: FakeRequest) => {
      const items = request.query.get('nameOrEmail') !== 'sal' ? [] : request.query.get('active') === 'false' ? [SALIM] : [SALMA];
      return { body: { items, total: items.length, page: 1, take: 10 } };
    },
    'POST /requisitions/r1/mark-as-hired': { body: { id: 'r1', revision: 5, position: '9' } },
  });

const setDate = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

test('marks as hired with a candidate found by name: the application is sent, with the product’s name for her', async () => {
  const api = fakeApi();
  const onClose = jest.fn();
  const { user } = renderPage(<MarkHiredDialog requisition={REQUISITION} open onClose={onClose} />, { signedIn: true });
  setDate('Hired date', '2027-01-15');
  await user.type(screen.getByRole('combobox', { name: /Search candidate by name or email/ }), 'sal');
  await user.click(await screen.findByRole('option', { name: /Salma Haddad/ }));
  await user.click(screen.getByRole('button', { name: 'Mark as Hired' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(api.callsTo('POST /requisitions/r1/mark-as-hired')[0]!.body).toEqual({
    hiredDate: '2027-01-15',
    candidate: { applicationId: 'a1', name: 'Salma Haddad', email: 'salma@example.com' },
    offerSentDate: null,
  });
  expect(api.callsTo('GET /job-applications').some((call) => call.query.get('nameOrEmail') === 'sal')).toBe(true);
});

test('finds archived candidates too, marked as archived, and sends the archived application', async () => {
  const api = fakeApi();
  const { user } = renderPage(<MarkHiredDialog requisition={REQUISITION} open onClose={jest.fn()} />, { signedIn: true });
  setDate('Hired date', '2027-01-15');
  const search = screen.getByRole('combobox', { name: /Search candidate by name or email/ });
  // Spec 02 §9: fewer than 3 characters search nothing.
  await user.type(search, 'sa');
  expect(await screen.findByText('Type at least 3 characters to search')).toBeTruthy();
  await user.type(search, 'l');
  const salim = await screen.findByRole('option', { name: /Salim Nasser/ });
  expect(salim.textContent).toContain('salim@example.com · Data Engineer · Archived');
  expect(screen.getByRole('option', { name: /Salma Haddad/ }).textContent).not.toContain('Archived');
  // Both tabs of the candidate list were asked, and nothing shorter than 3 characters.
  const searches = api.callsTo('GET /job-applications');
  expect(new Set(searches.map((call) => call.query.get('active')))).toEqual(new Set(['true', 'false']));
  expect(searches.every((call) => (call.query.get('nameOrEmail') ?? '').length >= 3)).toBe(true);
  await user.click(salim);
  await user.click(screen.getByRole('button', { name: 'Mark as Hired' }));
  await waitFor(() => expect(api.callsTo('POST /requisitions/r1/mark-as-hired')).toHaveLength(1));
  expect(api.callsTo('POST /requisitions/r1/mark-as-hired')[0]!.body).toMatchObject({
    candidate: { applicationId: 'a2', name: 'Salim Nasser', email: 'salim@example.com' },
  });
});

test('a new candidate instead: name and e-mail, no application', async () => {
  const api = fakeApi();
  const { user } = renderPage(<MarkHiredDialog requisition={REQUISITION} open onClose={jest.fn()} />, { signedIn: true });
  setDate('Hired date', '2027-01-15');
  await user.click(screen.getByRole('radio', { name: 'New candidate' }));
  expect(screen.queryByRole('combobox', { name: /Search candidate/ })).toBeNull();
  await user.type(screen.getByRole('textbox', { name: /Candidate name/ }), 'Omar Said');
  await user.type(screen.getByRole('textbox', { name: /Candidate email/ }), 'omar@example.com');
  await user.click(screen.getByRole('button', { name: 'Mark as Hired' }));
  await waitFor(() => expect(api.callsTo('POST /requisitions/r1/mark-as-hired')).toHaveLength(1));
  expect(api.callsTo('POST /requisitions/r1/mark-as-hired')[0]!.body).toMatchObject({ candidate: { name: 'Omar Said', email: 'omar@example.com' } });
  expect((api.callsTo('POST /requisitions/r1/mark-as-hired')[0]!.body as { candidate: object }).candidate).not.toHaveProperty('applicationId');
});

test('in Arabic: searches, says when nobody matches, and shows the server’s refusal', async () => {
  const api = installFakeApi({
    'GET /users/me': { body: ADMIN_USER },
    'GET /job-applications': { body: { items: [], total: 0, page: 1, take: 10 } },
    'POST /requisitions/r1/mark-as-hired': { status: 400, body: { message: 'Please select candidate', statusCode: 400 } },
  });
  const { user } = renderPage(<MarkHiredDialog requisition={REQUISITION} open onClose={jest.fn()} />, { signedIn: true, language: 'ar' });
  expect(screen.getByRole('radio', { name: 'مرشح موجود' })).toHaveProperty('checked', true);
  await user.type(screen.getByRole('combobox', { name: /ابحث عن مرشح/ }), 'zz');
  expect(await screen.findByText('اكتب 3 أحرف على الأقل للبحث')).toBeTruthy();
  await user.type(screen.getByRole('combobox', { name: /ابحث عن مرشح/ }), 'z');
  expect(await screen.findByText('لم يتم العثور على مرشحين')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'وضع علامة تم التوظيف' }));
  expect(await screen.findByRole('alert')).toBeTruthy();
  expect(api.callsTo('POST /requisitions/r1/mark-as-hired')[0]!.body).not.toHaveProperty('candidate');
});
