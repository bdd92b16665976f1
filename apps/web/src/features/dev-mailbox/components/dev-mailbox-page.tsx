import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { api } from '../../../app/api/api-client';
import { isApiError } from '../../../app/api/api-error';
import { showErrorMessageToast, showSuccessToast } from '../../../app/api/toast-bus';
import { EmptyState, LoadErrorState } from '../../../app/components/empty-state';
import type { MessageId } from '../../../app/i18n/messages';
import { usePageTitle } from '../../../app/shell/use-page-title';
import { isolated } from '../../../app/i18n/isolated';
import { SearchField } from '../../../app/components/search-field';

export type MailboxMessage = {
  id: string;
  to: string;
  subject: string;
  text: string;
  status: string;
  createdAt: string;
};
export type MailboxPage = { messages: MailboxMessage[]; total: number };

const PAGE_SIZE = 20;

const STATUS_LABEL: Record<string, MessageId> = {
  PENDING: 'devMailbox.status.PENDING',
  SENT: 'devMailbox.status.SENT',
  FAILED: 'devMailbox.status.FAILED',
};
/** New mail (a code just requested) shows up without a reload. */
const POLL_MS = 5000;

/** The first standalone 6-digit number of a message: a sign-in or verification code. */
export const codeIn = (text: string): string | null => /(?<!\d)\d{6}(?!\d)/.exec(text)?.[0] ?? null;

const MessageCard = ({ message }: { message: MailboxMessage }) => {
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

/**
 * /dev/mailbox: the mail the server would have sent, while no SMTP server is configured (docs/api.md
 * "Development mailbox"), so a person can read their sign-in code. Public: whoever needs it is not signed in.
 */
export const DevMailboxPage = () => {
  const intl = useIntl();
  usePageTitle('devMailbox.title');
  const [searchParams, setSearchParams] = useSearchParams();
  const to = searchParams.get('to')?.trim() ?? '';
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const [address, setAddress] = useState(to);
  useEffect(() => setAddress(to), [to]);

  const mailbox = useQuery({
    queryKey: ['dev-mailbox', to, page],
    queryFn: ({ signal }) =>
      api.get<MailboxPage>('/dev-mailbox', { query: { to, page, take: PAGE_SIZE }, signal, auth: 'none' }),
    refetchInterval: (query) => (query.state.error ? false : POLL_MS),
    placeholderData: keepPreviousData,
    meta: { toast: false },
    retry: false,
  });
  const disabled = isApiError(mailbox.error) && mailbox.error.statusCode === 404;
  const messages = mailbox.data?.messages ?? [];
  const pages = Math.max(1, Math.ceil((mailbox.data?.total ?? 0) / PAGE_SIZE));

  const search = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (address.trim()) next.set('to', address.trim().toLowerCase());
    setSearchParams(next);
  };

  return (
    <Box sx={{ width: '100%', maxWidth: 880 }}>
      <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 1 }}>
        <MailOutlineIcon color="primary" />
        <Typography variant="h1">
          <FormattedMessage id="devMailbox.title" />
        </Typography>
      </Stack>
      <Alert severity="warning" sx={{ mb: 2 }}>
        <FormattedMessage id="devMailbox.notice" />
      </Alert>
      <Box component="form" role="search" onSubmit={search} sx={{ display: 'flex', gap: 1, mb: 2 }}>
        <SearchField
          size="small"
          fullWidth
          label={intl.formatMessage({ id: 'devMailbox.search' })}
          placeholder="name@company.com"
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        <Button type="submit" variant="contained">
          <FormattedMessage id="devMailbox.searchButton" />
        </Button>
      </Box>
      <Box sx={{ height: 4, mb: 1 }}>
        {mailbox.isFetching && <LinearProgress aria-label={intl.formatMessage({ id: 'common.loading' })} />}
      </Box>

      {disabled ? (
        <Paper variant="outlined">
          <EmptyState
            title={<FormattedMessage id="devMailbox.off.title" />}
            body={<FormattedMessage id="devMailbox.off.body" />}
          />
        </Paper>
      ) : mailbox.isError && !mailbox.data ? (
        <Paper variant="outlined">
          <LoadErrorState titleId="devMailbox.error" error={mailbox.error} onRetry={mailbox.refetch} />
        </Paper>
      ) : mailbox.isPending ? null : messages.length === 0 ? (
        <Paper variant="outlined">
          <EmptyState
            icon={<MailOutlineIcon />}
            title={
              to ? (
                <FormattedMessage id="devMailbox.empty.filtered" values={{ address: isolated(to) }} />
              ) : (
                <FormattedMessage id="devMailbox.empty" />
              )
            }
            body={<FormattedMessage id="devMailbox.empty.body" />}
          />
        </Paper>
      ) : (
        <Stack spacing={1.5} component="section" aria-label={intl.formatMessage({ id: 'devMailbox.list' })}>
          {messages.map((message) => (
            <MessageCard key={message.id} message={message} />
          ))}
          {pages > 1 && (
            <Pagination
              count={pages}
              page={page}
              onChange={(_event, next) => {
                const params = new URLSearchParams(searchParams);
                params.set('page', String(next));
                setSearchParams(params);
              }}
              sx={{ alignSelf: 'center', pt: 1 }}
            />
          )}
        </Stack>
      )}
    </Box>
  );
};
