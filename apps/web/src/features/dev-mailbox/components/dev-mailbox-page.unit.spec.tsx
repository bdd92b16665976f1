import { screen, waitFor, within } from '@testing-library/react';
import { apiFailure, installFakeApi } from '@ats/web/testing/fake-api';
import { renderPage } from '@ats/web/testing/render-page';
import { codeIn } from '../mailbox-code';
import { DevMailboxPage } from './dev-mailbox-page';

const MESSAGE = {
  id: 'm1',
  to: 'admin@demo-ats.example',
  subject: 'Your sign-in code',
  text: 'Your code is 482913. It expires in 10 minutes.',
  status: 'PENDING',
  createdAt: '2025-01-05T09:00:00.000Z',
};

const route = { path: '/dev/mailbox' };

test('shows each message with its code; a search narrows it to one lower-cased address', async () => {
  const api = installFakeApi({
    'GET /dev-mailbox': (request) => ({ body: request.query.get('to') === 'nobody@example.com' ? { messages: [], total: 0 } : { messages: [MESSAGE], total: 1 } }),
  });
  const page = renderPage(<DevMailboxPage />, route);
  const list = await screen.findByRole('region', { name: 'Messages' });
  const card = within(list).getByRole('article', { name: 'Your sign-in code' });
  expect(within(card).getByTestId('mailbox-code').textContent).toBe('482913');
  expect(within(card).getByText('Kept here (not sent)')).toBeTruthy();
  expect(within(card).getByRole('button', { name: 'Copy code' })).toBeTruthy();
  await page.user.type(within(screen.getByRole('search')).getByRole('searchbox', { name: 'Recipient email address' }), 'Nobody@Example.com{Enter}');
  await waitFor(() => expect(page.location()).toBe('/dev/mailbox?to=nobody%40example.com'));
  expect(await screen.findByText(/No messages to/)).toBeTruthy();
  expect(api.calls.at(-1)!.query.get('to')).toBe('nobody@example.com');
});

test('says so when an SMTP server is configured', async () => {
  installFakeApi({ 'GET /dev-mailbox': apiFailure(404, 'Not found') });
  renderPage(<DevMailboxPage />, route);
  expect(await screen.findByText('The development mailbox is switched off')).toBeTruthy();
});

test('reads in Arabic, right to left', async () => {
  installFakeApi({ 'GET /dev-mailbox': { body: { messages: [MESSAGE], total: 1 } } });
  renderPage(<DevMailboxPage />, { ...route, language: 'ar' });
  expect(document.documentElement.dir).toBe('rtl');
  expect(await screen.findByRole('button', { name: 'نسخ الرمز' })).toBeTruthy();
});

test('a code is the first standalone six-digit number', () => {
  expect(codeIn('Order 1234567, code 123456 or 654321')).toBe('123456');
  expect(codeIn('no code here')).toBeNull();
});
