import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useIntl } from 'react-intl';
import { badgeLabel, useInboxUnreadCount } from '../api/inbox-api';

export type InboxBellProps = { onOpen: () => void; expanded: boolean };

/** The bell with the unread badge: hidden at 0, "99+" above 99. */
export const InboxBell = ({ onOpen, expanded }: InboxBellProps) => {
  const intl = useIntl();
  const { data: count = 0 } = useInboxUnreadCount();
  const label = badgeLabel(count);
  const ariaLabel = label
    ? intl.formatMessage({ id: 'inbox.bell.labelWithCount' }, { count: label })
    : intl.formatMessage({ id: 'inbox.bell.label' });
  return (
    <Tooltip title={intl.formatMessage({ id: 'inbox.title' })}>
      <IconButton color="inherit" onClick={onOpen} aria-label={ariaLabel} aria-haspopup="dialog" aria-expanded={expanded}>
        <Badge badgeContent={label === null ? undefined : <bdi>{label}</bdi>} invisible={label === null} color="error" max={Number.MAX_SAFE_INTEGER}>
          <NotificationsNoneIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
};
