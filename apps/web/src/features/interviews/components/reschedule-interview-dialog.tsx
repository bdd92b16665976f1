import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormErrorBanner } from '@ats/web/app/forms/form-error-banner';
import type { MessageId } from '@ats/web/app/i18n/messages';
import { DIALOG_PAPER_SX } from '@ats/web/app/theme/theme';
import { useInterviewTeam, type ChangeInterviewBody, type InterviewItem, type TeamMember, type useChangeInterview } from '../api/interviews-api';
import { interviewErrorMessage } from './interview-errors';
import { fromLocalDateTimeInput, INTERVIEW_DURATIONS, readerTimeZone, toLocalDateTimeInput } from './interview-time';
import { InterviewStartField } from './interview-start-field';
import { InterviewerPicker } from './interviewer-picker';

type Errors = Partial<Record<'startsAt' | 'interviewers', MessageId>>;

export type RescheduleInterviewDialogProps = {
  interview: InterviewItem;
  change: ReturnType<typeof useChangeInterview>;
  onClose: () => void;
};

/**
 * Reschedule an interview or change its interviewers (PUT /interviews/{id}): start, duration and interviewers,
 * read in the reader's zone like the scheduling page. Only what changed is sent; the API's refusal (a start in
 * the past, a busy interviewer, a cancelled interview) is shown at the top and the dialog stays open.
 */
export const RescheduleInterviewDialog = ({ interview, change, onClose }: RescheduleInterviewDialogProps) => {
  const intl = useIntl();
  const titleId = useId();
  const team = useInterviewTeam();
  const timeZone = useMemo(readerTimeZone, []);
  const current = useMemo<TeamMember[]>(
    () => interview.interviewers.map((person) => ({ id: person.id, fullName: person.name ?? '', email: person.email ?? '' })),
    [interview.interviewers],
  );
  const [startsAt, setStartsAt] = useState(() => toLocalDateTimeInput(interview.startsAt));
  const [duration, setDuration] = useState(interview.durationMinutes);
  const [interviewers, setInterviewers] = useState<TeamMember[]>(current);
  const [errors, setErrors] = useState<Errors>({});

  // The current interviewers stay pickable even when the team list no longer holds them (e.g. a deleted user).
  const members = [...(team.data ?? []), ...current.filter((person) => !(team.data ?? []).some((member) => member.id === person.id))];
  const durations = INTERVIEW_DURATIONS.includes(interview.durationMinutes)
    ? INTERVIEW_DURATIONS
    : [...INTERVIEW_DURATIONS, interview.durationMinutes].sort((a, b) => a - b);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!startsAt) found.startsAt = 'interviews.validation.startsAt';
    if (interviewers.length === 0) found.interviewers = 'interviews.validation.interviewer';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body: ChangeInterviewBody = {};
    const start = fromLocalDateTimeInput(startsAt);
    if (Date.parse(start) !== Date.parse(interview.startsAt)) Object.assign(body, { startsAt: start, timeZone });
    if (duration !== interview.durationMinutes) body.durationMinutes = duration;
    const ids = interviewers.map((member) => member.id);
    if (ids.length !== current.length || ids.some((id) => !current.some((person) => person.id === id))) body.interviewerIds = ids;
    if (Object.keys(body).length === 0) return onClose();
    change.mutate({ kind: 'reschedule', body }, { onSuccess: onClose });
  };

  const message = (key: keyof Errors) => (errors[key] ? intl.formatMessage({ id: errors[key] }) : undefined);

  return (
    <Dialog open onClose={change.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" slotProps={{ paper: { sx: DIALOG_PAPER_SX } }}>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>
          <FormattedMessage id="interviews.reschedule.title" values={{ title: interview.title }} />
        </DialogTitle>
        <DialogContent>
          <FormErrorBanner error={interviewErrorMessage(change.error)} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            <InterviewStartField value={startsAt} onChange={setStartsAt} timeZone={timeZone} error={message('startsAt')} />
            <TextField select label={intl.formatMessage({ id: 'interviews.schedule.duration' })} value={duration} onChange={(event) => setDuration(Number(event.target.value))}>
              {durations.map((minutes) => (
                <MenuItem key={minutes} value={minutes}>
                  {intl.formatMessage({ id: 'interviews.schedule.minutes' }, { count: minutes })}
                </MenuItem>
              ))}
            </TextField>
            <InterviewerPicker members={members} value={interviewers} onChange={setInterviewers} loading={team.isPending} error={message('interviewers')} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={change.isPending}>
            <FormattedMessage id="interviews.dialog.close" />
          </Button>
          <Button type="submit" variant="contained" disabled={change.isPending}>
            <FormattedMessage id="interviews.reschedule.submit" />
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
