import AlternateEmailIcon from '@mui/icons-material/AlternateEmail';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DraftsOutlinedIcon from '@mui/icons-material/DraftsOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import ForwardToInboxOutlinedIcon from '@mui/icons-material/ForwardToInboxOutlined';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import UnarchiveOutlinedIcon from '@mui/icons-material/UnarchiveOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { InboxNotification } from '@ats/web/app/api/api-types';
import { formatDateTime } from '@ats/web/app/format/date-format';
import { useRelativeTime } from '@ats/web/app/format/use-relative-time';
import { useLocale } from '@ats/web/app/i18n/locale-context';
import { jobPublishLink, listedJobsOf } from '../notification-link';
import { notificationTitle } from '../notification-title';

const iconForType = (type: string): ReactNode => {
  switch (type) {
    case 'CANDIDATE_UNDER_REVIEW':
      return <PersonAddAlt1OutlinedIcon fontSize="small" />;
    case 'STAGE_CHANGED':
    case 'APPLICATION_STAGE_MOVEMENTS':
      return <SwapHorizIcon fontSize="small" />;
    case 'CANDIDATE_ARCHIVED':
    case 'APPLICATION_ARCHIVAL':
      return <ArchiveOutlinedIcon fontSize="small" />;
    case 'CANDIDATE_UNARCHIVED':
      return <UnarchiveOutlinedIcon fontSize="small" />;
    case 'MENTIONS':
    case 'BULK_MENTIONS':
    case 'MENTIONS_REPLY':
      return <AlternateEmailIcon fontSize="small" />;
    case 'NOTES':
    case 'BULK_NOTES':
      return <ChatBubbleOutlineIcon fontSize="small" />;
    case 'INTERVIEWS':
    case 'PENDING_FEEDBACK_REMINDER':
      return <EventOutlinedIcon fontSize="small" />;
    case 'EMAIL_SENT':
    case 'REPLY_FROM_CANDIDATE':
      return <ForwardToInboxOutlinedIcon fontSize="small" />;
    case 'CANDIDATE_OWNER_ASSIGNED':
    case 'BULK_CANDIDATE_OWNER_ASSIGNED_REMOVED':
      return <PersonOutlineIcon fontSize="small" />;
    case 'JOB_OWNER_COLLABORATOR_ASSIGNED_REMOVED':
      return <GroupOutlinedIcon fontSize="small" />;
    default:
      return <NotificationsNoneIcon fontSize="small" />;
  }
};

export type InboxRowProps = {
  notification: InboxNotification;
  onOpen: (notification: InboxNotification, to?: string) => void;
  onToggleRead: (notification: InboxNotification) => void;
  onToggleStar: (notification: InboxNotification) => void;
  onDelete: (notification: InboxNotification) => void;
};

export const InboxRow = ({ notification, onOpen, onToggleRead, onToggleStar, onDelete }: InboxRowProps) => {
  const intl = useIntl();
  const { language } = useLocale();
  const relativeTime = useRelativeTime();
  const { isRead, isImportant } = notification;
  const readLabel = intl.formatMessage({ id: isRead ? 'inbox.row.markUnread' : 'inbox.row.markRead' });
  const starLabel = intl.formatMessage({ id: isImportant ? 'inbox.row.unstar' : 'inbox.row.star' });
  const deleteLabel = intl.formatMessage({ id: 'inbox.row.delete' });
  const listedJobs = listedJobsOf(notification);

  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        px: 2,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: isRead ? 'transparent' : 'action.hover',
        listStyle: 'none',
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <ButtonBase
          onClick={() => onOpen(notification)}
          focusRipple
          sx={{
            width: '100%',
            minWidth: 0,
            textAlign: 'start',
            justifyContent: 'flex-start',
            alignItems: 'flex-start',
            gap: 1.5,
            borderRadius: 1,
            p: 0.5,
          }}
        >
          <Box sx={{ color: isRead ? 'text.disabled' : 'primary.main', mt: 0.25 }} aria-hidden>
            {iconForType(notification.type)}
          </Box>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography
              variant="body2"
              sx={{
                fontWeight: isRead ? 400 : 600,
                color: isRead ? 'text.secondary' : 'text.primary',
                wordBreak: 'break-word',
              }}
            >
              {notificationTitle(notification, intl)}
            </Typography>
            <Typography
              variant="caption"
              color="text.secondary"
              component="time"
              dateTime={notification.createdAt}
              title={formatDateTime(notification.createdAt, language)}
            >
              {relativeTime(notification.createdAt)}
            </Typography>
            {(notification.candidateName || notification.roleName) && (
              <Stack direction="row" spacing={0.5} useFlexGap sx={{ mt: 0.75, flexWrap: 'wrap' }}>
                {notification.candidateName && <Chip size="small" label={notification.candidateName} />}
                {notification.roleName && <Chip size="small" variant="outlined" label={notification.roleName} />}
                {typeof notification.redirectionData?.openingId === 'string' &&
                  notification.redirectionData.openingId && (
                    <Chip
                      size="small"
                      variant="outlined"
                      label={intl.formatMessage(
                        { id: 'hiringPlan.inbox.openingId' },
                        { id: notification.redirectionData.openingId },
                      )}
                    />
                  )}
              </Stack>
            )}
          </Box>
        </ButtonBase>
        {listedJobs.length > 1 && (
          // Spec 01 §2.8: a notification about several jobs links each of them.
          <Stack
            component="ul"
            direction="row"
            useFlexGap
            aria-label={intl.formatMessage({ id: 'inbox.row.jobs' })}
            sx={{ flexWrap: 'wrap', gap: 1, m: 0, mt: 0.5, ps: 5, listStyle: 'none' }}
          >
            {listedJobs.map((job) => (
              <li key={job.id}>
                <Link
                  component="button"
                  type="button"
                  variant="caption"
                  onClick={() => onOpen(notification, jobPublishLink(job.id))}
                >
                  {job.name}
                </Link>
              </li>
            ))}
          </Stack>
        )}
      </Box>
      <Stack direction="row" spacing={0} sx={{ flexShrink: 0 }}>
        <Tooltip title={readLabel}>
          <IconButton size="small" aria-label={readLabel} onClick={() => onToggleRead(notification)}>
            {isRead ? <MarkEmailUnreadOutlinedIcon fontSize="small" /> : <DraftsOutlinedIcon fontSize="small" />}
          </IconButton>
        </Tooltip>
        <Tooltip title={starLabel}>
          <IconButton
            size="small"
            aria-label={starLabel}
            aria-pressed={isImportant}
            onClick={() => onToggleStar(notification)}
          >
            {isImportant ? (
              <StarIcon fontSize="small" sx={{ color: 'warning.main' }} />
            ) : (
              <StarBorderIcon fontSize="small" />
            )}
          </IconButton>
        </Tooltip>
        <Tooltip title={deleteLabel}>
          <IconButton size="small" aria-label={deleteLabel} onClick={() => onDelete(notification)}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
    </Box>
  );
};
