import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { isApiError } from '@ats/web/app/api/api-error';
import { errorText } from '@ats/web/app/api/error-text';
import { showSuccessToast } from '@ats/web/app/api/toast-bus';
import type { MessageId } from '@ats/web/app/i18n/messages';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';
import {
  useCalendarIntegration,
  useConnectCalendar,
  useDisconnectCalendar,
  type CalendarIntegration,
} from '../api/calendar-integration-api';

type Fields = { serverUrl: string; username: string; password: string };
type FieldErrors = Partial<Record<keyof Fields, MessageId>>;

/** The API's refusals, by error code, in the interface language (the server's English otherwise). */
const REFUSALS: Readonly<Record<string, MessageId>> = {
  'calendar-credentials-refused': 'calendarIntegration.error.credentialsRefused',
  'calendar-server-unreachable': 'calendarIntegration.error.serverUnreachable',
  'calendar-server-not-allowed': 'calendarIntegration.error.serverNotAllowed',
  'calendar-not-found': 'calendarIntegration.error.calendarNotFound',
  'calendar-integration-failed': 'calendarIntegration.failed',
};

const refusalText = (intl: IntlShape, error: unknown): string => {
  const id = isApiError(error) && error.errorCode ? REFUSALS[error.errorCode] : undefined;
  return id ? intl.formatMessage({ id }) : errorText(intl, error);
};

const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

// The same rules the API applies, so the common slips are named at the field before any request.
const validate = (fields: Fields): FieldErrors => {
  const errors: FieldErrors = {};
  if (!fields.serverUrl.trim()) errors.serverUrl = 'calendarIntegration.required.serverUrl';
  else if (!isHttpUrl(fields.serverUrl.trim())) errors.serverUrl = 'calendarIntegration.invalid.serverUrl';
  if (!fields.username.trim()) errors.username = 'calendarIntegration.required.username';
  if (!fields.password) errors.password = 'calendarIntegration.required.password';
  return errors;
};

const CurrentCalendar = ({ integration }: { integration: CalendarIntegration }) => {
  const intl = useIntl();
  const connection = integration.connection;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle2" component="p" color="text.secondary">
        <FormattedMessage id="calendarIntegration.current" />
      </Typography>
      <Chip
        sx={{ my: 1 }}
        color={integration.integrated ? 'success' : 'error'}
        label={intl.formatMessage({ id: `calendarIntegration.provider.${integration.provider}` as MessageId })}
      />
      <Typography variant="body2">
        {connection ? (
          <FormattedMessage
            id="calendarIntegration.connectedAs"
            values={{ calendar: connection.calendarName ?? connection.calendarUrl, server: connection.serverUrl, username: connection.username }}
          />
        ) : (
          <FormattedMessage id="calendarIntegration.builtinHelp" />
        )}
      </Typography>
      {integration.status === 'ACCESS_EXPIRED' && (
        <Alert severity="error" sx={{ mt: 2 }}>
          <FormattedMessage id="calendarIntegration.accessExpired" />
        </Alert>
      )}
      {integration.status === 'UNREACHABLE' && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          <FormattedMessage id="calendarIntegration.failed" />
        </Alert>
      )}
    </Box>
  );
};

const ConnectForm = ({ reconnect }: { reconnect: boolean }) => {
  const intl = useIntl();
  const connect = useConnectCalendar();
  const [fields, setFields] = useState<Fields>({ serverUrl: '', username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (name: keyof Fields) => (event: { target: { value: string } }) => {
    setFields((current) => ({ ...current, [name]: event.target.value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    connect.mutate(
      { kind: 'CALDAV', serverUrl: fields.serverUrl.trim(), username: fields.username.trim(), password: fields.password },
      {
        onSuccess: () => {
          setFields({ serverUrl: '', username: '', password: '' });
          showSuccessToast('calendarIntegration.connected');
        },
      },
    );
  };
  const fieldError = (name: keyof Fields) => (errors[name] ? intl.formatMessage({ id: errors[name] }) : undefined);
  const headingId = 'calendar-connect-heading';
  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        <FormattedMessage id={reconnect ? 'calendarIntegration.reconnectHeading' : 'calendarIntegration.connectHeading'} />
      </Typography>
      <Stack spacing={2} sx={{ maxWidth: 520 }}>
        <TextField
          label={intl.formatMessage({ id: 'calendarIntegration.serverUrl' })}
          value={fields.serverUrl}
          onChange={set('serverUrl')}
          required
          type="url"
          inputProps={{ maxLength: 2000, dir: 'ltr' }}
          error={!!errors.serverUrl}
          helperText={fieldError('serverUrl') ?? intl.formatMessage({ id: 'calendarIntegration.serverUrlHelp' })}
        />
        <TextField
          label={intl.formatMessage({ id: 'calendarIntegration.username' })}
          value={fields.username}
          onChange={set('username')}
          required
          autoComplete="username"
          inputProps={{ maxLength: 320, dir: 'ltr' }}
          error={!!errors.username}
          helperText={fieldError('username')}
        />
        <TextField
          label={intl.formatMessage({ id: 'calendarIntegration.password' })}
          value={fields.password}
          onChange={set('password')}
          required
          type="password"
          autoComplete="current-password"
          inputProps={{ maxLength: 1000 }}
          error={!!errors.password}
          helperText={fieldError('password') ?? intl.formatMessage({ id: 'calendarIntegration.passwordHelp' })}
        />
        {connect.isError && <Alert severity="error">{refusalText(intl, connect.error)}</Alert>}
        <Box>
          <Button type="submit" variant="contained" disabled={connect.isPending}>
            <FormattedMessage id={connect.isPending ? 'calendarIntegration.connecting' : 'calendarIntegration.connect'} />
          </Button>
        </Box>
      </Stack>
    </Box>
  );
};

/**
 * /recruiter-settings/app-integration (spec 03 "Calendar & Email integration"): the calendar interviews use —
 * the built-in one (CAL) until the user connects a CalDAV calendar, which the server checks before saving.
 */
export const CalendarIntegrationPage = () => {
  usePageTitle('calendarIntegration.title');
  const intl = useIntl();
  const integration = useCalendarIntegration();
  const disconnect = useDisconnectCalendar();
  return (
    <Box>
      <Box sx={{ mb: 2 }}>
        <Typography variant="h1">
          <FormattedMessage id="calendarIntegration.title" />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="calendarIntegration.subtitle" />
        </Typography>
      </Box>
      {integration.isError && (
        <Alert severity="error">
          <FormattedMessage id="calendarIntegration.loadError" />
        </Alert>
      )}
      {integration.isPending && <Skeleton variant="rounded" height={320} />}
      {integration.data && (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography variant="h2" sx={{ mb: 2 }}>
            <FormattedMessage id="calendarIntegration.calendar" />
          </Typography>
          <CurrentCalendar integration={integration.data} />
          {integration.data.provider !== 'CAL' && (
            <Box sx={{ mb: 3 }}>
              <Button
                variant="outlined"
                color="error"
                disabled={disconnect.isPending}
                onClick={() => disconnect.mutate(undefined, { onSuccess: () => showSuccessToast('calendarIntegration.disconnected') })}
              >
                <FormattedMessage id="calendarIntegration.disconnect" />
              </Button>
              {disconnect.isError && (
                <Alert severity="error" sx={{ mt: 2 }}>
                  {refusalText(intl, disconnect.error)}
                </Alert>
              )}
            </Box>
          )}
          <ConnectForm reconnect={integration.data.provider !== 'CAL'} />
        </Paper>
      )}
    </Box>
  );
};
