import DoneAllIcon from '@mui/icons-material/DoneAll';
import NotificationsOffOutlinedIcon from '@mui/icons-material/NotificationsOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { FormattedMessage, useIntl } from 'react-intl';
import type { InboxFilter, InboxNotification } from '@ats/web/app/api/api-types';
import { EmptyState, LoadErrorState } from '@ats/web/app/components/empty-state';
import type { MessageId } from '@ats/web/app/i18n/messages';
import type { useInboxList } from '../api/inbox-api';
import { InboxRow } from './inbox-row';

const SHIMMER_ROWS = 8;
const EMPTY_STATE: Record<InboxFilter, { title: MessageId; body: MessageId }> = {
  UNREAD: { title: 'inbox.empty.unread.title', body: 'inbox.empty.unread.body' },
  STARRED: { title: 'inbox.empty.starred.title', body: 'inbox.empty.starred.body' },
  ALL: { title: 'inbox.empty.all.title', body: 'inbox.empty.all.body' },
};

export type InboxListProps = {
  list: ReturnType<typeof useInboxList>;
  notifications: InboxNotification[];
  /** Picks the empty state's words. */
  filter: InboxFilter;
  onOpen: (notification: InboxNotification, to?: string) => void;
  onToggleRead: (notification: InboxNotification) => void;
  onToggleStar: (notification: InboxNotification) => void;
  onDelete: (notification: InboxNotification) => void;
};

const InboxShimmer = () => {
  const intl = useIntl();
  return (
    <Box component="ul" sx={{ m: 0, p: 0 }} aria-label={intl.formatMessage({ id: 'common.loading' })}>
      {Array.from({ length: SHIMMER_ROWS }, (_, index) => (
        <Box component="li" key={index} sx={{ listStyle: 'none', display: 'flex', gap: 1.5, px: 2, py: 1.5 }}>
          <Skeleton variant="circular" width={24} height={24} />
          <Box sx={{ flex: 1 }}>
            <Skeleton variant="text" width="80%" />
            <Skeleton variant="text" width="30%" />
          </Box>
        </Box>
      ))}
    </Box>
  );
};

const InboxEmpty = ({ filter }: { filter: InboxFilter }) => {
  const emptyState = EMPTY_STATE[filter];
  return (
    <EmptyState
      icon={filter === 'STARRED' ? <NotificationsOffOutlinedIcon /> : <DoneAllIcon />}
      title={<FormattedMessage id={emptyState.title} />}
      body={
        <>
          <FormattedMessage id={emptyState.body} />
          {filter !== 'STARRED' && (
            <Box component="span" sx={{ display: 'block', mt: 1 }}>
              <FormattedMessage id="inbox.empty.upToDate" />
            </Box>
          )}
        </>
      }
    />
  );
};

/** The scrolling body of the drawer: a shimmer while loading, the error or empty state, or the rows and "Load more". */
export const InboxList = ({ list, notifications, filter, onOpen, onToggleRead, onToggleStar, onDelete }: InboxListProps) => {
  const intl = useIntl();
  return (
    <Box sx={{ flex: 1, overflowY: 'auto' }} aria-busy={list.isPending}>
      {list.isPending ? (
        <InboxShimmer />
      ) : list.isError ? (
        <LoadErrorState titleId="inbox.error.title" error={list.error} onRetry={list.refetch} />
      ) : notifications.length === 0 ? (
        <InboxEmpty filter={filter} />
      ) : (
        <>
          <Box component="ul" sx={{ m: 0, p: 0 }} aria-label={intl.formatMessage({ id: 'inbox.list.label' })}>
            {notifications.map((notification) => (
              <InboxRow
                key={notification.id}
                notification={notification}
                onOpen={onOpen}
                onToggleRead={onToggleRead}
                onToggleStar={onToggleStar}
                onDelete={onDelete}
              />
            ))}
          </Box>
          {list.hasNextPage && (
            <Box sx={{ p: 2, textAlign: 'center' }}>
              <Button variant="outlined" onClick={() => list.fetchNextPage()} loading={list.isFetchingNextPage}>
                <FormattedMessage id="common.loadMore" />
              </Button>
            </Box>
          )}
        </>
      )}
    </Box>
  );
};
