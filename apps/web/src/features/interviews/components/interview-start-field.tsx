import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';

export type InterviewStartFieldProps = {
  /** A datetime-local value ("2026-11-25T10:00"), read in `timeZone` (the reader's, see interview-time.ts). */
  value: string;
  onChange: (value: string) => void;
  timeZone: string;
  /** The field's message, already in words; the zone is said otherwise. */
  error?: string;
};

/** An interview's start, in the reader's zone (scheduling and rescheduling). */
export const InterviewStartField = ({ value, onChange, timeZone, error }: InterviewStartFieldProps) => {
  const intl = useIntl();
  return (
    <TextField
      type="datetime-local"
      label={intl.formatMessage({ id: 'interviews.schedule.startsAt' })}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required
      error={Boolean(error)}
      helperText={error ?? intl.formatMessage({ id: 'interviews.schedule.timeZone' }, { zone: timeZone })}
      InputLabelProps={{ shrink: true }}
    />
  );
};
