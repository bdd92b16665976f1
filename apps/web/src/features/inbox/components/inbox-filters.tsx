import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { InboxFilter, InboxOrder } from '@ats/web/app/api/api-types';
import type { MessageId } from '@ats/web/app/i18n/messages';

const FILTERS: readonly InboxFilter[] = ['UNREAD', 'STARRED', 'ALL'];
const FILTER_LABEL: Record<InboxFilter, MessageId> = {
  UNREAD: 'inbox.filter.unread',
  STARRED: 'inbox.filter.starred',
  ALL: 'inbox.filter.all',
};

export type InboxFiltersProps = {
  filter: InboxFilter;
  order: InboxOrder;
  onFilterChange: (filter: InboxFilter) => void;
  onOrderChange: (order: InboxOrder) => void;
};

/** Unread, starred or all (radio buttons), and newest or oldest first. */
export const InboxFilters = ({ filter, order, onFilterChange, onOrderChange }: InboxFiltersProps) => {
  const intl = useIntl();
  const orderLabelId = useId();

  return (
    <Stack direction="row" alignItems="center" spacing={2} sx={{ px: 2, pb: 1, flexWrap: 'wrap' }} useFlexGap>
      <RadioGroup
        row
        value={filter}
        onChange={(event) => onFilterChange(event.target.value as InboxFilter)}
        aria-label={intl.formatMessage({ id: 'inbox.filter.label' })}
        sx={{ flex: 1 }}
      >
        {FILTERS.map((value) => (
          <FormControlLabel
            key={value}
            value={value}
            control={<Radio size="small" />}
            label={intl.formatMessage({ id: FILTER_LABEL[value] })}
          />
        ))}
      </RadioGroup>
      <FormControl size="small" sx={{ minWidth: 130 }}>
        <InputLabel id={orderLabelId}>
          <FormattedMessage id="inbox.order.label" />
        </InputLabel>
        <Select
          labelId={orderLabelId}
          label={intl.formatMessage({ id: 'inbox.order.label' })}
          value={order}
          onChange={(event) => onOrderChange(event.target.value as InboxOrder)}
        >
          <MenuItem value="DESC">{intl.formatMessage({ id: 'inbox.order.newest' })}</MenuItem>
          <MenuItem value="ASC">{intl.formatMessage({ id: 'inbox.order.oldest' })}</MenuItem>
        </Select>
      </FormControl>
    </Stack>
  );
};
