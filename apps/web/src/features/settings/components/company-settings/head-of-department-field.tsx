import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';
import { useMemberOptions } from '../../api/company-settings-api';

export type HeadOfDepartmentFieldProps = { value: string; onChange: (memberId: string) => void };

/** The head of department: a team member of the company (spec 03 "Department"), or none. */
export const HeadOfDepartmentField = ({ value, onChange }: HeadOfDepartmentFieldProps) => {
  const intl = useIntl();
  const members = useMemberOptions(true);
  const options = (members.data ?? []).filter((member) => !member.isDeletedUser || member.id === value);
  return (
    <TextField
      select
      id="head-of-department"
      label={intl.formatMessage({ id: 'places.field.head' })}
      value={members.data ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      disabled={members.isPending}
      fullWidth
    >
      <MenuItem value="">
        <em>{intl.formatMessage({ id: 'places.noHead' })}</em>
      </MenuItem>
      {options.map((member) => (
        <MenuItem key={member.id} value={member.id}>
          {member.fullName}
        </MenuItem>
      ))}
    </TextField>
  );
};
