import MailOutlineIcon from '@mui/icons-material/MailOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { EmptyState, LoadErrorState } from '@ats/web/app/components/empty-state';
import { SearchField } from '@ats/web/app/components/search-field';
import { isolated } from '@ats/web/app/i18n/isolated';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';
import { useMailbox } from '../api/dev-mailbox-api';
import { useMailboxSearch } from '../hooks/use-mailbox-search';
import { MessageCard } from './message-card';

/**
 * /dev/mailbox: the mail the server would have sent, while no SMTP server is configured (docs/api.md
 * "Development mailbox"), so a person can read their sign-in code. Public: whoever needs it is not signed in.
 */
export const DevMailboxPage = () => {
  const intl = useIntl();
  usePageTitle('devMailbox.title');
  const { to, page, address, setAddress, search, goToPage } = useMailboxSearch();
  const { mailbox, disabled, messages, pages } = useMailbox(to, page);

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
              onChange={(_event, next) => goToPage(next)}
              sx={{ alignSelf: 'center', pt: 1 }}
            />
          )}
        </Stack>
      )}
    </Box>
  );
};
