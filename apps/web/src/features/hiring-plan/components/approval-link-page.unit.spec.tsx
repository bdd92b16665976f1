import { screen } from '@testing-library/react';
import { installFakeApi, type FakeRequest } from '@ats/web/testing/fake-api';
import { renderPage } from '@ats/web/testing/render-page';
import { ApprovalLinkPage } from './approval-link-page';

const OPEN = { subjectType: 'requisition', subjectId: 'r1', title: 'Backend hire', reference: 'REQ-7', approverName: 'Ada Admin', open: true, status: 'PENDING_APPROVAL' };

/** The link as the API answers it; once answered it is spent (open false), as the server's single-use token is. */
const fakeApi = (view: Record<string, unknown> = OPEN) => {
  let answered = false;
  return installFakeApi({
    'GET /approval-links/tok%201': () => ({ body: { ...view, open: view.open && !answered } }),
    'POST /approval-links/tok%201/decision': (request: FakeRequest) => {
      const body = request.body as { decision: string; note?: string };
      if (body.decision === 'REJECTED' && !body.note) return { status: 400, body: { message: 'Please add a note to reject', statusCode: 400 } };
      answered = true;
      return { status: 204 };
    },
  });
};

const open = (language: 'en' | 'ar' = 'en') => renderPage(<ApprovalLinkPage />, { path: '/approval/:token', url: '/approval/tok%201', language });

test('the approver approves from the e-mail link without signing in', async () => {
  const api = fakeApi();
  const { user } = open();
  expect(await screen.findByText('Hello Ada Admin,')).toBeTruthy();
  expect(screen.getByText('Requisition Backend hire (ID REQ-7)')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Approve' }));
  expect(await screen.findByText('Thank you, your answer was recorded.')).toBeTruthy();
  expect(api.callsTo('POST /approval-links/tok%201/decision').map((call) => call.body)).toEqual([{ decision: 'APPROVED' }]);
  // No staff token travels with the link's calls.
  expect(api.calls.every((call) => !call.headers.Authorization && !call.headers.authorization)).toBe(true);
  expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
});

test('rejecting needs a note: the server’s message, then the rejection with the note', async () => {
  const api = fakeApi();
  const { user } = open();
  await user.click(await screen.findByRole('button', { name: 'Reject' }));
  expect((await screen.findByRole('alert')).textContent).toContain('Please add a note to reject');
  await user.type(screen.getByRole('textbox', { name: 'Note' }), 'No budget this quarter');
  await user.click(screen.getByRole('button', { name: 'Reject' }));
  expect(await screen.findByText('Thank you, your answer was recorded.')).toBeTruthy();
  expect(api.callsTo('POST /approval-links/tok%201/decision').map((call) => call.body)).toEqual([
    { decision: 'REJECTED', note: '' },
    { decision: 'REJECTED', note: 'No budget this quarter' },
  ]);
});

test('a used or ended link says it can no longer be used and offers nothing to press', async () => {
  const api = fakeApi({ ...OPEN, open: false, status: 'APPROVED' });
  open();
  expect(await screen.findByText('This approval link can no longer be used.')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  expect(api.callsTo('POST /approval-links/tok%201/decision')).toHaveLength(0);
});

test('a forged or expired token reads as not valid', async () => {
  installFakeApi({ 'GET /approval-links/tok%201': { status: 404, body: { message: 'Not found', statusCode: 404 } } });
  open();
  expect((await screen.findByRole('alert')).textContent).toBe('This approval link is not valid.');
});

test('an offer’s link names the offer, not a requisition', async () => {
  fakeApi({ ...OPEN, subjectType: 'offer', title: 'Offer · Backend Engineer', reference: null });
  open();
  expect(await screen.findByText('Offer · Backend Engineer')).toBeTruthy();
  expect(screen.queryByText(/Requisition/)).toBeNull();
});

test('in Arabic: approves', async () => {
  fakeApi();
  const { user } = open('ar');
  expect(await screen.findByText('مرحباً Ada Admin،')).toBeTruthy();
  expect(screen.getByText('طلب التوظيف Backend hire (المعرّف REQ-7)')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'موافقة' }));
  expect(await screen.findByText('شكراً لك، تم تسجيل ردك.')).toBeTruthy();
});

test('in Arabic: a spent link', async () => {
  fakeApi({ ...OPEN, open: false });
  open('ar');
  expect(await screen.findByText('لم يعد بالإمكان استخدام رابط الموافقة هذا.')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'رفض' })).toBeNull();
});
