import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DateTime } from 'luxon';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useParams } from 'react-router';
import { CANDIDATE_REMINDER_MESSAGES, reminderInstant } from '@ats/domain/candidate-reminders/candidate-reminder';
import { isApiError, isNotFound } from '@ats/web/app/api/api-error';
import { errorText } from '@ats/web/app/api/error-text';
import { useAccessToken } from '@ats/web/app/auth/token-store';
import { CandidateSignInPrompt } from '@ats/web/app/candidate-tasks/candidate-sign-in-link';
import { PageLoader } from '@ats/web/app/components/page-loader';
import { isolated } from '@ats/web/app/i18n/isolated';
import type { MessageId } from '@ats/web/app/i18n/messages';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';
import { useCandidateReminder, useSetCandidateReminder } from '../api/candidate-reminder-api';

const RULE_MESSAGES: Readonly<Record<string, MessageId>> = {
  [CANDIDATE_REMINDER_MESSAGES.dateRequired]: 'candidateReminder.error.dateRequired',
  [CANDIDATE_REMINDER_MESSAGES.dateInPast]: 'candidateReminder.error.dateInPast',
  [CANDIDATE_REMINDER_MESSAGES.dateTooFar]: 'candidateReminder.error.dateTooFar',
};

const reminderErrorText = (intl: IntlShape, error: unknown): string => {
  const id = RULE_MESSAGES[error instanceof Error ? error.message : ''];
  if (id) return intl.formatMessage({ id });
  return isApiError(error) ? errorText(intl, error) : intl.formatMessage({ id: 'error.unexpected' });
};

/** The device's time zone: the candidate picks a time on their own clock. */
const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** What the page checks before sending: the same message the server would give, without the round trip. */
const localError = (intl: IntlShape, value: string, timeZone: string): string | null => {
  try {
    if (reminderInstant(value, timeZone).getTime() <= Date.now()) return intl.formatMessage({ id: 'candidateReminder.error.dateInPast' });
    return null;
  } catch (error) {
    return reminderErrorText(intl, error);
  }
};

/**
 * The candidate's reminder page (`/reminder/role/:jobRoleId/:jobApplicationId/:stageId`, spec 03 §2.3, §5): after
 * applying, they pick when to be e-mailed a link back to their tasks, on their own clock; picking again moves it.
 * The candidate's own token only; works on a phone.
 */
export const CandidateReminderPage = ({ signIn }: { signIn?: ReactNode } = {}) => {
  const intl = useIntl();
  usePageTitle('candidateReminder.title');
  const { jobRoleId = '', jobApplicationId = '', stageId = '' } = useParams();
  const token = useAccessToken('candidate');
  const reminder = useCandidateReminder(jobApplicationId, stageId, token !== null);
  const save = useSetCandidateReminder(jobApplicationId, stageId);
  const [timeZone] = useState(deviceTimeZone);
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const headingId = useId();

  const current = reminder.data;
  // The time set is edited in place; once it went out, the field starts empty for another one.
  useEffect(() => {
    if (current?.remindAt && !current.sentAt) setValue(DateTime.fromISO(current.remindAt, { zone: timeZone }).toFormat("yyyy-MM-dd'T'HH:mm"));
  }, [current?.remindAt, current?.sentAt, timeZone]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const invalid = localError(intl, value, timeZone);
    setFieldError(invalid);
    if (invalid) return;
    save.mutate({ remindAt: value, timeZone }, { onSuccess: () => setSaved(true), onError: (failure) => setFieldError(reminderErrorText(intl, failure)) });
  };

  const when = (iso: string) => isolated(intl.formatDate(iso, { dateStyle: 'full', timeStyle: 'short', timeZone }));

  const body = () => {
    if (token === null)
      return <CandidateSignInPrompt message={intl.formatMessage({ id: 'candidateReminder.signIn' })} jobId={jobRoleId} signIn={signIn} />;
    if (reminder.isPending) return <PageLoader />;
    if (reminder.isError)
      return <Alert severity="error">{isNotFound(reminder.error) ? intl.formatMessage({ id: 'candidateReminder.notFound' }) : errorText(intl, reminder.error)}</Alert>;
    const data = reminder.data;
    // Sent: said so, and another reminder can be set (a new one, not a change to the one that went out).
    const pending = data.sentAt ? null : data.remindAt;
    return (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {data.sentAt && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {intl.formatMessage({ id: 'candidateReminder.sent' }, { date: when(data.sentAt) })}
          </Alert>
        )}
        <Typography sx={{ mb: 2 }}>{intl.formatMessage({ id: 'candidateReminder.intro' }, { job: isolated(data.jobName) })}</Typography>
        <Box component="form" onSubmit={submit} noValidate>
          <Stack spacing={2}>
            <TextField
              label={intl.formatMessage({ id: 'candidateReminder.date' })}
              type="datetime-local"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              required
              error={fieldError !== null}
              helperText={fieldError ?? intl.formatMessage({ id: 'candidateReminder.timeZone' }, { zone: timeZone })}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: DateTime.now().setZone(timeZone).toFormat("yyyy-MM-dd'T'HH:mm") } }}
              fullWidth
            />
            <Box>
              <Button type="submit" variant="contained" disabled={save.isPending}>
                {intl.formatMessage({ id: pending ? 'candidateReminder.change' : data.sentAt ? 'candidateReminder.again' : 'candidateReminder.save' })}
              </Button>
            </Box>
            <Typography role="status">
              {saved && pending ? `${intl.formatMessage({ id: 'candidateReminder.saved' })} ` : ''}
              {pending ? intl.formatMessage({ id: 'candidateReminder.current' }, { date: when(pending) }) : ''}
            </Typography>
          </Stack>
        </Box>
      </Paper>
    );
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ width: '100%', maxWidth: 640, mx: 'auto', px: { xs: 2, sm: 3 }, py: 3 }}>
      <Typography id={headingId} variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' }, mb: 2 }}>
        {intl.formatMessage({ id: 'candidateReminder.title' })}
      </Typography>
      {body()}
    </Box>
  );
};
