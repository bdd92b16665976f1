import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SearchField } from '@ats/web/app/components/search-field';
import type { MessageId } from '@ats/web/app/i18n/messages';
import type { JobListFilters } from '../../api/jobs-api';
import { useJobFilterOptions } from '../../api/jobs-api';
import type { JobFilterOptions, NamedOption } from '../../api/job-types';
import type { JobListKey } from '../../hooks/use-job-list-params';

const SEARCH_DEBOUNCE_MS = 400;

type PickerSpec = { key: JobListKey; option: keyof JobFilterOptions; label: MessageId };
const PICKERS: PickerSpec[] = [
  { key: 'departmentIds', option: 'departments', label: 'jobs.filters.department' },
  { key: 'ownerIds', option: 'owners', label: 'jobs.filters.owner' },
  { key: 'recruiterIds', option: 'recruiters', label: 'jobs.filters.recruiter' },
  { key: 'hiringManagerIds', option: 'hiringManagers', label: 'jobs.filters.hiringManager' },
];

export type JobFiltersProps = {
  filters: JobListFilters;
  hasFilters: boolean;
  onChange: (changes: Partial<JobListFilters>) => void;
  onClear: () => void;
};

/** Spec 02 §2.2: search by job title; Department, Owner, Recruiter, Hiring manager, Published type, Job visibility, Published date. */
export const JobFilters = ({ filters, hasFilters, onChange, onClear }: JobFiltersProps) => {
  const intl = useIntl();
  const options = useJobFilterOptions();
  const [searchText, setSearchText] = useState(filters.search);
  const lastSent = useRef(filters.search);

  // Follow outside changes of the URL (Back, clear filters).
  useEffect(() => {
    if (filters.search !== lastSent.current) {
      lastSent.current = filters.search;
      setSearchText(filters.search);
    }
  }, [filters.search]);

  useEffect(() => {
    const trimmed = searchText.trim();
    if (trimmed === lastSent.current) return;
    const timer = window.setTimeout(() => {
      lastSent.current = trimmed;
      onChange({ search: trimmed });
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [searchText, onChange]);

  const picker = ({ key, option, label }: PickerSpec) => {
    const all: NamedOption[] = options.data?.[option] ?? [];
    const value = filters[key].map((id) => all.find((item) => item.id === id) ?? { id, name: id });
    return (
      <Autocomplete
        key={key}
        multiple
        size="small"
        sx={{ minWidth: 200, flex: 1 }}
        options={all}
        loading={options.isPending}
        value={value}
        onChange={(_event, next) => onChange({ [key]: next.map((item) => item.id) })}
        getOptionLabel={(item) => item.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        limitTags={1}
        loadingText={intl.formatMessage({ id: 'common.loading' })}
        noOptionsText={intl.formatMessage({ id: 'jobs.filters.noOptions' })}
        renderInput={(params) => <TextField {...params} label={intl.formatMessage({ id: label })} />}
      />
    );
  };

  return (
    <Stack spacing={2} sx={{ mb: 2 }} role="search" aria-label={intl.formatMessage({ id: 'jobs.filters.label' })}>
      <SearchField
        size="small"
        sx={{ maxWidth: 420 }}
        label={intl.formatMessage({ id: 'jobs.filters.search' })}
        value={searchText}
        onChange={(event) => setSearchText(event.target.value)}
      />
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={2} alignItems="center">
        {PICKERS.map(picker)}
        <TextField
          select
          size="small"
          sx={{ minWidth: 180 }}
          label={intl.formatMessage({ id: 'jobs.filters.publishedType' })}
          value={filters.publishedType}
          onChange={(event) => onChange({ publishedType: event.target.value as JobListFilters['publishedType'] })}
        >
          <MenuItem value="">{intl.formatMessage({ id: 'jobs.filters.any' })}</MenuItem>
          <MenuItem value="careerPage">{intl.formatMessage({ id: 'jobs.publish.careerPage' })}</MenuItem>
          <MenuItem value="employeePortal">{intl.formatMessage({ id: 'jobs.publish.employeePortal' })}</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          sx={{ minWidth: 180 }}
          label={intl.formatMessage({ id: 'jobs.filters.visibility' })}
          value={filters.visibility}
          onChange={(event) => onChange({ visibility: event.target.value as JobListFilters['visibility'] })}
        >
          <MenuItem value="">{intl.formatMessage({ id: 'jobs.filters.any' })}</MenuItem>
          <MenuItem value="public">{intl.formatMessage({ id: 'jobs.filters.visibility.public' })}</MenuItem>
          <MenuItem value="confidential">{intl.formatMessage({ id: 'jobs.publish.confidential' })}</MenuItem>
        </TextField>
        <TextField
          type="date"
          size="small"
          label={intl.formatMessage({ id: 'jobs.filters.publishedFrom' })}
          value={filters.publishedFrom}
          onChange={(event) => onChange({ publishedFrom: event.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: filters.publishedTo || undefined } }}
        />
        <TextField
          type="date"
          size="small"
          label={intl.formatMessage({ id: 'jobs.filters.publishedTo' })}
          value={filters.publishedTo}
          onChange={(event) => onChange({ publishedTo: event.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: filters.publishedFrom || undefined } }}
        />
        {hasFilters && (
          <Button onClick={onClear}>
            <FormattedMessage id="jobs.filters.clear" />
          </Button>
        )}
      </Stack>
    </Stack>
  );
};
