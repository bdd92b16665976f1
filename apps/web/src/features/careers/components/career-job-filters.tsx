import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';
import { WORK_TYPE_LABEL } from '@ats/web/app/format/job-labels';
import type { MessageId } from '@ats/web/app/i18n/messages';
import type { CareerFilters, CareerPage } from '../api/careers-api';

export type CareerJobFiltersProps = {
  options: CareerPage['filters'];
  value: CareerFilters;
  onChange: (next: Partial<CareerFilters>) => void;
};

/** The career page's filters (spec 03 §2.3): department, location and work type, from the listed jobs. */
export const CareerJobFilters = ({ options, value, onChange }: CareerJobFiltersProps) => {
  const intl = useIntl();
  const select = (name: 'departmentId' | 'locationId' | 'workType', label: MessageId, choices: Array<{ id: string; name: string }>) => (
    <TextField
      select
      size="small"
      label={intl.formatMessage({ id: label })}
      value={value[name]}
      onChange={(event) => onChange({ [name]: event.target.value })}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value="">{intl.formatMessage({ id: 'careers.filter.any' })}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
  const workTypes = (Object.keys(WORK_TYPE_LABEL) as Array<keyof typeof WORK_TYPE_LABEL>).map((id) => ({ id, name: intl.formatMessage({ id: WORK_TYPE_LABEL[id] }) }));
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }} role="group" aria-label={intl.formatMessage({ id: 'careers.filters' })}>
      {options.departments.length > 0 && select('departmentId', 'careers.filter.department', options.departments)}
      {options.locations.length > 0 && select('locationId', 'careers.filter.location', options.locations)}
      {select('workType', 'careers.filter.workType', workTypes)}
    </Stack>
  );
};
