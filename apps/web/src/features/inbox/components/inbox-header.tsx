import CloseIcon from '@mui/icons-material/Close';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import TuneIcon from '@mui/icons-material/Tune';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '@ats/web/app/i18n/messages';
import type { InboxBulkAction } from '../api/inbox-api';

const BULK_ACTIONS: readonly { action: InboxBulkAction; label: MessageId; destructive: boolean }[] = [
  { action: 'MARK_ALL_READ', label: 'inbox.bulk.markAllRead', destructive: false },
  { action: 'MARK_ALL_UNREAD', label: 'inbox.bulk.markAllUnread', destructive: false },
  { action: 'DELETE_ALL_READ_NOTIFICATIONS', label: 'inbox.bulk.deleteAllRead', destructive: true },
  { action: 'DELETE_ALL_NOTIFICATIONS', label: 'inbox.bulk.deleteAll', destructive: true },
];
const NOTIFICATION_PREFERENCES_PATH = '/recruiter-settings/notification-preferences';

export type InboxHeaderProps = {
  /** The id of the title, which names the drawer. */
  titleId: string;
  onBulk: (action: InboxBulkAction, destructive: boolean) => void;
  onClose: () => void;
};

/** The drawer's title row: the bulk actions menu, the preferences link (new tab) and the close button. */
export const InboxHeader = ({ titleId, onBulk, onClose }: InboxHeaderProps) => {
  const intl = useIntl();
  const bulkMenuId = useId();
  const [bulkAnchor, setBulkAnchor] = useState<HTMLElement | null>(null);

  return (
    <>
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
            onClick={() => {
              setBulkAnchor(null);
              onBulk(action, destructive);
            }}
            sx={destructive ? { color: 'error.main' } : undefined}
          >
            {intl.formatMessage({ id: label })}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
