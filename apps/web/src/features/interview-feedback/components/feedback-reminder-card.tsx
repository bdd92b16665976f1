import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FEEDBACK_REMINDER_CADENCE_DAYS, MAX_PENDING_FEEDBACK_REMINDERS, feedbackReminderCadenceRule } from '@ats/domain/feedback-templates/feedback-template.errors';
import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { showSuccessToast } from '@ats/web/app/api/toast-bus';
import { useFeedbackReminderSettings, useSaveFeedbackReminderSettings } from '../api/feedback-templates-api';
import { feedbackErrorText, feedbackMessageText } from '../feedback-template-errors';

/**
 * The company's pending-feedback reminders (spec 03 §8): the first 24 hours after the interview, then every N
 * days until the interviewer's feedback is in; only those who may edit feedback templates change it.
 */
export const FeedbackReminderCard = ({ canEdit }: { canEdit: boolean }) => {
  const intl = useIntl();
  const settings = useFeedbackReminderSettings();
  const save = useSaveFeedbackReminderSettings();
  const [days, setDays] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (settings.data) setDays(String(settings.data.cadenceDays));
  }, [settings.data]);
  if (!settings.data) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cadenceDays = Number(days);
    const problem = feedbackReminderCadenceRule(cadenceDays);
    setMessage(problem && feedbackMessageText(intl, problem));
    if (problem) return;
    save.mutate(
      { cadenceDays },
      { onSuccess: () => showSuccessToast('feedbackReminder.saved'), onError: (error) => setMessage(feedbackErrorText(intl, error)) },
    );
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="feedback-reminder-title" sx={{ p: 2, mb: 3 }}>
      <Typography id="feedback-reminder-title" variant="h2" sx={{ mb: 1 }}>
        <FormattedMessage id="feedbackReminder.title" />
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        <FormattedMessage id="feedbackReminder.explained" values={{ count: MAX_PENDING_FEEDBACK_REMINDERS }} />
      </Typography>
      <Stack component="form" noValidate onSubmit={submit} direction="row" spacing={2} alignItems="flex-start">
        <TextField
          id="feedback-reminder-days"
          type="number"
          label={intl.formatMessage({ id: 'feedbackReminder.cadence' })}
          value={days}
          onChange={(event) => setDays(event.target.value)}
          disabled={!canEdit}
          error={message !== null}
          slotProps={{ htmlInput: { min: FEEDBACK_REMINDER_CADENCE_DAYS.min, max: FEEDBACK_REMINDER_CADENCE_DAYS.max, step: 1 } }}
          sx={{ width: 220 }}
        />
        {canEdit && (
          <Button type="submit" variant="outlined" loading={save.isPending} sx={{ mt: 1 }}>
            <FormattedMessage id="companySettings.save" />
          </Button>
        )}
      </Stack>
      {message && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {message}
        </Alert>
      )}
    </Paper>
  );
};
