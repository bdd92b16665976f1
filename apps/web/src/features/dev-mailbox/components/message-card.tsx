import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { showErrorMessageToast, showSuccessToast } from '@ats/web/app/api/toast-bus';
import { isolated } from '@ats/web/app/i18n/isolated';
import type { MessageId } from '@ats/web/app/i18n/messages';
import type { MailboxMessage } from '../api/dev-mailbox-api';
import { codeIn } from '../mailbox-code';

const STATUS_LABEL: Record<string, MessageId> = {
  PENDING: 'devMailbox.status.PENDING',
  SENT: 'devMailbox.status.SENT',
  FAILED: 'devMailbox.status.FAILED',
};

export type MessageCardProps = { message: MailboxMessage };

/** One message: subject, recipient, time and status, the code it holds (large, with a copy button) and its text. */
export const MessageCard = ({ message }: MessageCardProps) => {
  const intl = useIntl();
  const code = codeIn(`${message.subject}\n${message.text}`);
  const headingId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code ?? '');
      showSuccessToast('common.copied');
    } catch {
      showErrorMessageToast('common.copyFailed');
    }
  };
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        justifyContent="space-between"
        alignItems={{ sm: 'flex-start' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} variant="h3" component="h2">
            {message.subject}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage id="devMailbox.to" values={{ address: isolated(message.to) }} />
            {' · '}
            <time dateTime={message.createdAt}>
              {intl.formatDate(message.createdAt, { dateStyle: 'medium', timeStyle: 'medium' })}
            </time>
          </Typography>
        </Box>
        <Chip
          size="small"
          variant="outlined"
          label={
            STATUS_LABEL[message.status] ? intl.formatMessage({ id: STATUS_LABEL[message.status]! }) : message.status
          }
        />
      </Stack>
      {code && (
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 1.5 }}>
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage id="devMailbox.code" />
          </Typography>
          <Typography
            component="span"
            data-testid="mailbox-code"
            dir="ltr"
            sx={{ fontFamily: 'monospace', fontSize: '1.375rem', fontWeight: 700, letterSpacing: '0.2em' }}
          >
            {code}
          </Typography>
          <Tooltip title={intl.formatMessage({ id: 'devMailbox.copyCode' })}>
            <IconButton
              size="small"
              onClick={() => void copy()}
              aria-label={intl.formatMessage({ id: 'devMailbox.copyCode' })}
            >
              <ContentCopyIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      )}
      <Typography
        component="pre"
        variant="body2"
        dir="auto"
        sx={{
          mt: 1.5,
          mb: 0,
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
          fontFamily: 'inherit',
          color: 'text.secondary',
        }}
      >
        {message.text}
      </Typography>
    </Paper>
  );
};
