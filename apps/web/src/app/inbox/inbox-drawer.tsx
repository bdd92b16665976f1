import CloseIcon from '@mui/icons-material/Close';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import NotificationsOffOutlinedIcon from '@mui/icons-material/NotificationsOffOutlined';
import TuneIcon from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Select from '@mui/material/Select';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { InboxFilter, InboxNotification, InboxOrder } from '../api/api-types';
import { ConfirmDialog } from '../components/confirm-dialog';
import { EmptyState, LoadErrorState } from '../components/empty-state';
import type { MessageId } from '../i18n/messages';
import {
  INBOX_DEFAULT_FILTER,
  INBOX_DEFAULT_ORDER,
  useDeleteNotification,
  useInboxBulkAction,
  useInboxList,
  useUpdateNotification,
  type InboxBulkAction,
} from './inbox-api';
import { InboxRow } from './inbox-row';

const SHIMMER_ROWS = 8;
const FILTERS: readonly InboxFilter[] = ['UNREAD', 'STARRED', 'ALL'];
const FILTER_LABEL: Record<InboxFilter, MessageId> = {
  UNREAD: 'inbox.filter.unread',
  STARRED: 'inbox.filter.starred',
  ALL: 'inbox.filter.all',
};
const EMPTY_STATE: Record<InboxFilter, { title: MessageId; body: MessageId }> = {
  UNREAD: { title: 'inbox.empty.unread.title', body: 'inbox.empty.unread.body' },
  STARRED: { title: 'inbox.empty.starred.title', body: 'inbox.empty.starred.body' },
  ALL: { title: 'inbox.empty.all.title', body: 'inbox.empty.all.body' },
};
const BULK_ACTIONS: readonly { action: InboxBulkAction; label: MessageId; destructive: boolean }[] = [
  { action: 'MARK_ALL_READ', label: 'inbox.bulk.markAllRead', destructive: false },
  { action: 'MARK_ALL_UNREAD', label: 'inbox.bulk.markAllUnread', destructive: false },
  { action: 'DELETE_ALL_READ_NOTIFICATIONS', label: 'inbox.bulk.deleteAllRead', destructive: true },
  { action: 'DELETE_ALL_NOTIFICATIONS', label: 'inbox.bulk.deleteAll', destructive: true },
];
const NOTIFICATION_PREFERENCES_PATH = '/recruiter-settings/notification-preferences';

/** The candidate profile link of a notification (spec 01 §2.8), or null when it has no application. */
export const notificationLink = (notification: InboxNotification): string | null => {
  if (!notification.jobApplicationId) return null;
  const params = new URLSearchParams();
  const data = notification.redirectionData ?? {};
  const tabId = data.commentId ?? data.bamId ?? data.emailSentId;
  if (typeof tabId === 'string' && tabId) params.set('tabId', tabId);
  if (typeof data.filterId === 'string' && data.filterId) params.set('filterId', data.filterId);
  if (notification.type === 'APPLICATION_STAGE_MOVEMENTS') params.set('stageMovements', 'true');
  const search = params.toString();
  return `/recruiter/candidate-profile/${encodeURIComponent(notification.jobApplicationId)}${search ? `?${search}` : ''}`;
};

export type InboxDrawerProps = { open: boolean; onClose: () => void };

export const InboxDrawer = ({ open, onClose }: InboxDrawerProps) => {
  const intl = useIntl();
  const navigate = useNavigate();
  const titleId = useId();
  const orderLabelId = useId();
  const bulkMenuId = useId();
  const [order, setOrder] = useState<InboxOrder>(INBOX_DEFAULT_ORDER);
  const [filter, setFilter] = useState<InboxFilter>(INBOX_DEFAULT_FILTER);
  const [bulkAnchor, setBulkAnchor] = useState<HTMLElement | null>(null);
  const [pendingDelete, setPendingDelete] = useState<InboxNotification | null>(null);
  const [pendingBulk, setPendingBulk] = useState<InboxBulkAction | null>(null);

  const list = useInboxList(order, filter, open);
  const update = useUpdateNotification();
  const remove = useDeleteNotification();
  const bulk = useInboxBulkAction();

  const notifications = list.data?.pages.flatMap((page) => page.notifications ?? []) ?? [];

  const openNotification = (notification: InboxNotification) => {
    if (!notification.isRead) update.mutate({ id: notification.id, isRead: true });
    const link = notificationLink(notification);
    if (link) {
      onClose();
      navigate(link);
    }
  };

  const runBulk = (action: InboxBulkAction, destructive: boolean) => {
    setBulkAnchor(null);
    if (destructive) setPendingBulk(action);
    else bulk.mutate(action);
  };

  const confirmBulk = () => {
    if (!pendingBulk) return;
    bulk.mutate(pendingBulk, { onSettled: () => setPendingBulk(null) });
  };

  const confirmDelete = () => {
    if (!pendingDelete) return;
    remove.mutate(pendingDelete.id, { onSettled: () => setPendingDelete(null) });
  };

  const emptyState = EMPTY_STATE[filter];

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: '30%', minWidth: { xs: '100%', sm: 400 }, display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <Stack direction="row" alignItems="center" spacing={1} sx={{ px: 2, pt: 2, pb: 1 }}>
        <Typography id={titleId} variant="h2" component="h2" sx={{ flex: 1 }}>
          <FormattedMessage id="inbox.title" />
        </Typography>
        <Tooltip title={intl.formatMessage({ id: 'inbox.bulk.open' })}>
          <IconButton
            aria-label={intl.formatMessage({ id: 'inbox.bulk.open' })}
            aria-haspopup="menu"
            aria-controls={bulkAnchor ? bulkMenuId : undefined}
            aria-expanded={bulkAnchor ? 'true' : undefined}
            onClick={(event) => setBulkAnchor(event.currentTarget)}
          >
            <MoreVertIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={intl.formatMessage({ id: 'inbox.preferences' })}>
          <IconButton
            component="a"
            href={NOTIFICATION_PREFERENCES_PATH}
            target="_blank"
            rel="noopener"
            aria-label={intl.formatMessage({ id: 'inbox.preferences' })}
          >
            <TuneIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={intl.formatMessage({ id: 'common.close' })}>
          <IconButton aria-label={intl.formatMessage({ id: 'inbox.close' })} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      <Menu id={bulkMenuId} anchorEl={bulkAnchor} open={bulkAnchor !== null} onClose={() => setBulkAnchor(null)}>
        {BULK_ACTIONS.map(({ action, label, destructive }) => (
          <MenuItem
            key={action}
            onClick={() => runBulk(action, destructive)}
            sx={destructive ? { color: 'error.main' } : undefined}
          >
            {intl.formatMessage({ id: label })}
          </MenuItem>
        ))}
      </Menu>

      <Stack direction="row" alignItems="center" spacing={2} sx={{ px: 2, pb: 1, flexWrap: 'wrap' }} useFlexGap>
        <RadioGroup
          row
          value={filter}
          onChange={(event) => setFilter(event.target.value as InboxFilter)}
          aria-label={intl.formatMessage({ id: 'inbox.filter.label' })}
          sx={{ flex: 1 }}
        >
          {FILTERS.map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio size="small" />}
              label={intl.formatMessage({ id: FILTER_LABEL[value] })}
            />
          ))}
        </RadioGroup>
        <FormControl size="small" sx={{ minWidth: 130 }}>
          <InputLabel id={orderLabelId}>
            <FormattedMessage id="inbox.order.label" />
          </InputLabel>
          <Select
            labelId={orderLabelId}
            label={intl.formatMessage({ id: 'inbox.order.label' })}
            value={order}
            onChange={(event) => setOrder(event.target.value as InboxOrder)}
          >
            <MenuItem value="DESC">{intl.formatMessage({ id: 'inbox.order.newest' })}</MenuItem>
            <MenuItem value="ASC">{intl.formatMessage({ id: 'inbox.order.oldest' })}</MenuItem>
          </Select>
        </FormControl>
      </Stack>
      <Divider />

      <Box sx={{ flex: 1, overflowY: 'auto' }} aria-busy={list.isPending}>
        {list.isPending ? (
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
        ) : list.isError ? (
          <LoadErrorState titleId="inbox.error.title" error={list.error} onRetry={list.refetch} />
        ) : notifications.length === 0 ? (
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
        ) : (
          <>
            <Box component="ul" sx={{ m: 0, p: 0 }} aria-label={intl.formatMessage({ id: 'inbox.list.label' })}>
              {notifications.map((notification) => (
                <InboxRow
                  key={notification.id}
                  notification={notification}
                  onOpen={openNotification}
                  onToggleRead={(n) => update.mutate({ id: n.id, isRead: !n.isRead })}
                  onToggleStar={(n) => update.mutate({ id: n.id, isImportant: !n.isImportant })}
                  onDelete={setPendingDelete}
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

      <ConfirmDialog
        open={pendingDelete !== null}
        title={intl.formatMessage({ id: 'inbox.confirm.deleteOne' })}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setPendingDelete(null)}
      />
      <ConfirmDialog
        open={pendingBulk !== null}
        title={intl.formatMessage({
          id: pendingBulk === 'DELETE_ALL_READ_NOTIFICATIONS' ? 'inbox.bulk.deleteAllRead' : 'inbox.bulk.deleteAll',
        })}
        busy={bulk.isPending}
        onConfirm={confirmBulk}
        onClose={() => setPendingBulk(null)}
      />
    </Drawer>
  );
};
