import { screen, waitFor } from '@testing-library/react';
import type { InboxNotification } from '@ats/web/app/api/api-types';
import { PushProvider } from '@ats/web/app/push/push-provider';
import { installFakeApi } from '@ats/web/testing/fake-api';
import { fakePushConnection, pushMessage } from '@ats/web/testing/fake-push-stream';
import { renderPage } from '@ats/web/testing/render-page';
import { useInboxUnreadCount } from '../api/inbox-api';
import { InboxLive } from './use-inbox-push';

const moved: InboxNotification = {
  id: 'n1',
  type: 'STAGE_CHANGED',
  title: 'Sara Ali moved Noor Hassan from Sourced to Interview',
  isRead: false,
  isImportant: false,
  createdAt: '2026-11-24T01:00:00.000Z',
  jobApplicationId: 'app-1',
  jobRoleId: 'job-1',
  candidateName: 'Noor Hassan',
  roleName: 'Engineer',
  redirectionData: { actorName: 'Sara Ali', fromStageName: 'Sourced', toStageName: 'Interview', stageMovements: true },
};

const Badge = () => {
  const count = useInboxUnreadCount();
  return <p>unread {count.data ?? '…'}</p>;
};

test('a new notification pushed live refreshes the badge and toasts its title in the reader’s language', async () => {
  let unread = 2;
  const api = installFakeApi({ 'GET /inbox/list-count': () => ({ body: unread }), 'POST /push/acknowledge': { body: { success: true, count: 1 } } });
  const { sources, connection } = fakePushConnection();
  renderPage(
    <PushProvider enabled connection={connection}>
      <InboxLive />
      <Badge />
    </PushProvider>,
    { signedIn: true, language: 'ar' },
  );
  expect(await screen.findByText('unread 2')).toBeTruthy();
  await waitFor(() => expect(sources).toHaveLength(1));
  unread = 3;
  sources[0]!.emit(pushMessage('9', { title: moved.title, payload: { notification: moved } }));
  expect(await screen.findByText('unread 3')).toBeTruthy();
  expect(await screen.findByText('نقل Sara Ali المرشح Noor Hassan من Sourced إلى Interview')).toBeTruthy();
  await waitFor(() => expect(api.callsTo('POST /push/acknowledge').map((call) => call.body)).toEqual([{ ids: ['9'] }]));
});
