import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '@ats/web/app/components/confirm-dialog';
import { useInboxDrawer } from '../hooks/use-inbox-drawer';
import { InboxFilters } from './inbox-filters';
import { InboxHeader } from './inbox-header';
import { InboxList } from './inbox-list';

export type InboxDrawerProps = { open: boolean; onClose: () => void };

/** The notification inbox (spec 01 §2.8, 04 §9): a dialog drawer on the inline end of the page. */
export const InboxDrawer = ({ open, onClose }: InboxDrawerProps) => {
  const intl = useIntl();
  const titleId = useId();
  const inbox = useInboxDrawer(open, onClose);

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
      <InboxHeader titleId={titleId} onBulk={inbox.runBulk} onClose={onClose} />
      <InboxFilters filter={inbox.filter} order={inbox.order} onFilterChange={inbox.setFilter} onOrderChange={inbox.setOrder} />
      <Divider />
      <InboxList
        list={inbox.list}
        notifications={inbox.notifications}
        filter={inbox.filter}
        onOpen={inbox.openNotification}
        onToggleRead={inbox.toggleRead}
        onToggleStar={inbox.toggleStar}
        onDelete={inbox.requestDelete}
      />

      <ConfirmDialog
        open={inbox.pendingDelete !== null}
        title={intl.formatMessage({ id: 'inbox.confirm.deleteOne' })}
        busy={inbox.deleting}
        onConfirm={inbox.confirmDelete}
        onClose={inbox.cancelDelete}
      />
      <ConfirmDialog
        open={inbox.pendingBulk !== null}
        title={intl.formatMessage({
          id: inbox.pendingBulk === 'DELETE_ALL_READ_NOTIFICATIONS' ? 'inbox.bulk.deleteAllRead' : 'inbox.bulk.deleteAll',
        })}
        busy={inbox.bulkBusy}
        onConfirm={inbox.confirmBulk}
        onClose={inbox.cancelBulk}
      />
    </Drawer>
  );
};
