import { act, screen, waitFor } from '@testing-library/react';
import { fakePushConnection, pushMessage } from '../../testing/fake-push-stream';
import { renderPage } from '../../testing/render-page';
import type { PushMessage } from './push-connection';
import { PushProvider, usePush, usePushToastText } from './push-provider';

const toast = pushMessage;

const setUp = (probe: () => null = () => null) => {
  const { sources, tickets, connection } = fakePushConnection();
  const acknowledge = jest.fn(async (_ids: string[]) => ({}));
  const Probe = probe;
  renderPage(
    <PushProvider
      enabled
      acknowledge={acknowledge}
      connection={connection}
    >
      <Probe />
    </PushProvider>,
    { signedIn: true },
  );
  return { sources, acknowledge, tickets };
};

test('opens the stream with a ticket, shows a toast after 500 ms as a warning, then deletes it (batched)', async () => {
  const { sources, acknowledge } = setUp();
  await waitFor(() => expect(sources).toHaveLength(1));
  expect(sources[0]!.url).toBe('/api/push/stream?ticket=ticket-1');
  const shownAt = Date.now();
  sources[0]!.emit(toast('7'));
  sources[0]!.emit(toast('8', { title: 'Omar replied' }));
  expect(screen.queryByText('Sara Ali mentioned you')).toBeNull();
  const alert = await screen.findByText('Sara Ali mentioned you');
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(450);
  expect(alert.closest('.MuiAlert-root')?.className).toContain('Warning');
  await waitFor(() => expect(acknowledge).toHaveBeenCalled());
  expect(acknowledge.mock.calls.flatMap(([ids]) => ids)).toEqual(['7', '8']);
  // The same message again (a resume's overlap) is not shown twice.
  sources[0]!.emit(toast('7'));
  await new Promise((resolve) => setTimeout(resolve, 900));
  expect(acknowledge.mock.calls.flatMap(([ids]) => ids)).toEqual(['7', '8']);
});

test('hands progress updates to their subscribers; a finished one is marked received, no toast', async () => {
  const seen: string[] = [];
  const Probe = () => {
    usePush('BULK_ACTION_PROGRESS', (message) => seen.push(`${message.id}:${message.progressBarStatus}`));
    return null;
  };
  const { sources, acknowledge } = setUp(Probe);
  await waitFor(() => expect(sources).toHaveLength(1));
  const progress = (id: string, status: PushMessage['progressBarStatus']) =>
    toast(id, { type: 'BULK_ACTION_PROGRESS', title: 'Archive Candidates', progressBarId: 'bulk-1', progressBarStatus: status });
  sources[0]!.emit(progress('10', 'inprogress'));
  sources[0]!.emit(progress('11', 'completed'));
  expect(seen).toEqual(['10:inprogress', '11:completed']);
  await waitFor(() => expect(acknowledge).toHaveBeenCalledWith(['11']));
  expect(screen.queryByText('Archive Candidates')).toBeNull();
});

test('words a toast with the text its feature gives', async () => {
  const Probe = () => {
    usePushToastText('INBOX_NOTIFICATION', (message) => `worded ${message.id}`);
    return null;
  };
  const { sources } = setUp(Probe);
  await waitFor(() => expect(sources).toHaveLength(1));
  sources[0]!.emit(toast('3'));
  expect(await screen.findByText('worded 3')).toBeTruthy();
});

test('when the stream closes for good, reopens it with a fresh ticket from the last event id seen', async () => {
  const { sources, tickets } = setUp();
  await waitFor(() => expect(sources).toHaveLength(1));
  sources[0]!.emit(toast('41'));
  sources[0]!.emit(toast('42'));
  sources[0]!.fail();
  await waitFor(() => expect(sources).toHaveLength(2), { timeout: 3000 });
  expect(tickets()).toBe(2);
  expect(sources[1]!.url).toBe('/api/push/stream?ticket=ticket-2&lastEventId=42');
  // While it is only reconnecting (CONNECTING), the browser resumes by itself: no new stream.
  sources[1]!.readyState = 0;
  act(() => sources[1]!.onerror?.(new Event('error')));
  await new Promise((resolve) => setTimeout(resolve, 1200));
  expect(sources).toHaveLength(2);
});
