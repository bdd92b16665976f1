import { fireEvent, screen, waitFor } from '@testing-library/react';
import { installFakeApi, type FakeRequest } from '@ats/web/testing/fake-api';
import { ADMIN_USER } from '@ats/web/testing/fixtures';
import { renderPage } from '@ats/web/testing/render-page';
import type { Requisition } from '../api/hiring-plan-api';
import { MarkHiredDialog } from './requisition-view';

const REQUISITION = { id: 'r1', status: 'APPROVED', hiringProgress: 'IN_PROGRESS' } as Requisition;
const SALMA = { applicationId: 'a1', firstName: 'Salma', lastName: 'Haddad', email: 'salma@example.com', jobName: 'Backend Engineer' };

const fakeApi = () =>
  installFakeApi({
    'GET /users/me': { body: ADMIN_USER },
    // The candidate list's search answers her only for the whole typed text: on a slow machine the debounce may
    // also fire for 's' or 'sa', and the option must not appear before the search for 'sal' was made.
    'GET /job-applications': (request: FakeRequest) => ({
      body: { items: request.query.get('nameOrEmail') === 'sal' ? [SALMA] : [], total: 1, page: 1, take: 10 },
    }),
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
  expect(await screen.findByText('لم يتم العثور على مرشحين')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'وضع علامة تم التوظيف' }));
  expect(await screen.findByRole('alert')).toBeTruthy();
  expect(api.callsTo('POST /requisitions/r1/mark-as-hired')[0]!.body).not.toHaveProperty('candidate');
});
