import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { TEAM_ACCESS_TYPES } from '@ats/domain/identity/team-members';
import { useIntl } from 'react-intl';
import { ROLE_LABEL } from '@ats/web/app/auth/role-labels';
import type { TeamMembersState } from '../../hooks/use-team-members';
import { ACCESS_FILTERS } from '../../team-labels';
import { SearchField } from '@ats/web/app/components/search-field';

type MultiSelectProps<T extends string> = {
  id: string;
  labelId: 'team.filter.accessType' | 'team.filter.roleType';
  options: readonly T[];
  value: T[];
  onChange: (next: T[]) => void;
  label: (option: T) => string;
};

const MultiSelect = <T extends string>({ id, labelId, options, value, onChange, label }: MultiSelectProps<T>) => {
  const intl = useIntl();
  return (
    <TextField
      id={id}
      select
      size="small"
      label={intl.formatMessage({ id: labelId })}
      value={value}
      onChange={(event) => onChange(event.target.value as unknown as T[])}
      sx={{ minWidth: 200 }}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) =>
            (selected as T[]).length === 0
              ? intl.formatMessage({ id: 'team.filter.all' })
              : (selected as T[]).map(label).join(', '),
          displayEmpty: true,
        },
        inputLabel: { shrink: true },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {label(option)}
        </MenuItem>
      ))}
    </TextField>
  );
};

export type TeamFiltersProps = { state: TeamMembersState };

/** Search by name or e-mail, the access-type and role-type filters, and deleted users on request. */
export const TeamFilters = ({ state }: TeamFiltersProps) => {
  const intl = useIntl();
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      alignItems={{ md: 'center' }}
      sx={{ mb: 2 }}
      role="search"
      aria-label={intl.formatMessage({ id: 'team.filters' })}
    >
      <SearchField
        size="small"
        label={intl.formatMessage({ id: 'team.search' })}
        value={state.search}
        onChange={(event) => state.setSearch(event.target.value)}
        sx={{ minWidth: 260 }}
      />
      <MultiSelect
        id="team-filter-access"
        labelId="team.filter.accessType"
        options={ACCESS_FILTERS}
        value={state.accessFilters}
        onChange={state.setAccessFilters}
        label={(option) => intl.formatMessage({ id: `access.${option}` })}
      />
      <MultiSelect
        id="team-filter-role"
        labelId="team.filter.roleType"
        options={TEAM_ACCESS_TYPES}
        value={state.roleFilters}
        onChange={state.setRoleFilters}
        label={(option) => intl.formatMessage({ id: ROLE_LABEL[option] })}
      />
      <FormControlLabel
        control={
          <Switch checked={state.includeDeleted} onChange={(event) => state.setIncludeDeleted(event.target.checked)} />
        }
        label={intl.formatMessage({ id: 'team.includeDeleted' })}
      />
    </Stack>
  );
};
