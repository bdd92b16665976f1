import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';
import type { TeamMember } from '../api/interviews-api';

export type InterviewerPickerProps = {
  members: TeamMember[];
  value: TeamMember[];
  onChange: (value: TeamMember[]) => void;
  loading: boolean;
  /** The field's message (e.g. 'Please select at least one interviewer'), already in words. */
  error?: string;
};

/** The interviewers of an interview, picked from the company's team (scheduling and rescheduling). */
export const InterviewerPicker = ({ members, value, onChange, loading, error }: InterviewerPickerProps) => {
  const intl = useIntl();
  return (
    <Autocomplete
      multiple
      options={members}
      value={value}
      onChange={(_event, next) => onChange(next)}
      getOptionLabel={(member) => member.fullName || member.email}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={loading}
      renderInput={(input) => (
        <TextField {...input} label={intl.formatMessage({ id: 'interviews.schedule.interviewers' })} required error={Boolean(error)} helperText={error} />
      )}
    />
  );
};
