import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useIntl } from 'react-intl';
import type { ApplicationList } from '@ats/web/app/api/api-types';
import { countText } from '@ats/web/app/components/counted-tab-label';
import type { MessageId } from '@ats/web/app/i18n/messages';
import {
  GROUPINGS,
  SORTS,
  type CandidateListCriteria,
  type Grouping,
  type Order,
  type Sort,
} from '../../hooks/use-candidate-list-criteria';
import { originLabel } from '../../labels';

export type CandidateListToolbarProps = {
  criteria: CandidateListCriteria;
  groups: ApplicationList['groups'] | undefined;
  onChange: (changes: Partial<CandidateListCriteria>) => void;
};

/** The group's value in words: job and stage statuses and origins are translated, names shown as they are. */
const useGroupLabel = (grouping: Grouping) => {
  const intl = useIntl();
  return (group: { value: string; label: string }): string => {
    if (group.value === '') return intl.formatMessage({ id: 'candidates.groups.unknown' });
    if (grouping === 'jobStatus') return intl.formatMessage({ id: `job.status.${group.value}` as MessageId });
    if (grouping === 'status') return intl.formatMessage({ id: `candidates.stageStatus.${group.value}` as MessageId });
    if (grouping === 'origin') {
      const id = originLabel(group.value);
      return id ? intl.formatMessage({ id }) : group.label;
    }
    return group.label;
  };
};

/** Group-by (default job status, spec 02 §2.11), sort and order, and the tab's groups with their counts. */
export const CandidateListToolbar = ({ criteria, groups, onChange }: CandidateListToolbarProps) => {
  const intl = useIntl();
  const groupLabel = useGroupLabel(criteria.groupByValue);
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
        <TextField
          select
          size="small"
          sx={{ minWidth: 180 }}
          label={intl.formatMessage({ id: 'candidates.groupBy' })}
          value={criteria.groupByValue}
          onChange={(event) => onChange({ groupByValue: event.target.value as Grouping })}
        >
          {GROUPINGS.map((grouping) => (
            <MenuItem key={grouping} value={grouping}>
              {intl.formatMessage({ id: `candidates.groupBy.${grouping}` })}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          sx={{ minWidth: 180 }}
          label={intl.formatMessage({ id: 'candidates.sort' })}
          value={criteria.sort}
          onChange={(event) => onChange({ sort: event.target.value as Sort })}
        >
          {SORTS.map((sort) => (
            <MenuItem key={sort} value={sort}>
              {intl.formatMessage({ id: `candidates.sort.${sort}` })}
            </MenuItem>
          ))}
        </TextField>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={criteria.order}
          onChange={(_event, order: Order | null) => order && onChange({ order })}
          aria-label={intl.formatMessage({ id: 'candidates.order' })}
        >
          {(['ASC', 'DESC'] as const).map((order) => (
            <ToggleButton key={order} value={order}>
              {intl.formatMessage({ id: `candidates.order.${order}` })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      {groups && groups.length > 0 && (
        <Stack
          component="ul"
          direction="row"
          spacing={1}
          useFlexGap
          flexWrap="wrap"
          aria-label={intl.formatMessage({ id: 'candidates.groups.label' })}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {groups.map((group) => (
            <li key={group.value}>
              <Chip size="small" variant="outlined" label={intl.formatMessage({ id: 'candidates.groups.item' }, { label: groupLabel(group), count: countText(intl, group.count, group.capped === true) })} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
};
