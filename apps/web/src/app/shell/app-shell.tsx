import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useSession } from '../auth/session';
import { BulkActionPanel } from '../../features/bulk-actions/components/bulk-action-panel';
import { InboxDrawer } from '../../features/inbox/components/inbox-drawer';
import { InboxLive } from '../../features/inbox/hooks/use-inbox-push';
import { PushProvider } from '../push/push-provider';
import { clearCandidateListViewState, isCandidateRelatedPath } from './candidate-view-state';
import { canUseInbox } from './navigation';
import { TopNavigation } from './top-navigation';
import { useAppTokensExpiredRedirect } from './use-app-tokens-expired-redirect';

/** The staff application shell: top navigation, the notification inbox and the routed page. */
export const AppShell = () => {
  const [inboxOpen, setInboxOpen] = useState(false);
  const { pathname } = useLocation();
  const session = useSession();
  const showInbox = session.status === 'signed-in' && canUseInbox(session.holder);
  useAppTokensExpiredRedirect();

  useEffect(() => {
    if (!isCandidateRelatedPath(pathname)) clearCandidateListViewState();
  }, [pathname]);

  return (
    // Real-time push for the signed-in user: toasts, and live updates any page may subscribe to (usePush).
    <PushProvider enabled={session.status === 'signed-in'}>
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
        <TopNavigation inboxOpen={inboxOpen} onOpenInbox={() => setInboxOpen(true)} />
        <Box component="main" id="main" sx={{ flex: 1, width: '100%', maxWidth: 1440, mx: 'auto', px: { xs: 2, md: 3 }, py: 3 }}>
          <Outlet />
        </Box>
        {showInbox && <InboxDrawer open={inboxOpen} onClose={() => setInboxOpen(false)} />}
        {/* Spec 01 §2.4: the bulk actions status panel, on /recruiter paths. */}
        <BulkActionPanel />
        {showInbox && <InboxLive />}
      </Box>
    </PushProvider>
  );
};
