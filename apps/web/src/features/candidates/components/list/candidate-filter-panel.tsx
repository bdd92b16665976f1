import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../../app/i18n/messages';
import { useCandidateListFilterOptions, type FilterOption } from '../../api/candidate-list-filters-api';
import type { CandidateListFilters } from '../../api/candidates-api';
import {
  NO_FILTERS,
  type CandidateListCriteria,
  type CustomFieldFilter,
  type DateParam,
  type ListFilterParam,
} from '../../hooks/use-candidate-list-criteria';
import { originLabel } from '../../labels';

const PHONE_DEBOUNCE_MS = 400;

type OptionsKey = 'statuses' | 'archivalReasons' | 'owners' | 'origin' | 'source' | 'tags' | 'jobStatuses' | 'jobOwners' | 'locations' | 'departments';

/** A list filter: its URL parameter, where its options come from and its label. */
type ListFilter = { param: ListFilterParam; options: OptionsKey; label: MessageId; archivedOnly?: boolean };

/** Spec 02 §3.9 "Filter layout": the base filters first (those with data behind them), then the advanced ones. */
const BASE_FILTERS: ListFilter[] = [
  { param: 'statuses', options: 'statuses', label: 'candidates.filter.statuses' },
  { param: 'archivalReasonIds', options: 'archivalReasons', label: 'candidates.filter.archivalReasonIds', archivedOnly: true },
  { param: 'owners', options: 'owners', label: 'candidates.filter.owners' },
  { param: 'origin', options: 'origin', label: 'candidates.filter.origin' },
  { param: 'source', options: 'source', label: 'candidates.filter.source' },
  { param: 'tag', options: 'tags', label: 'candidates.filter.tag' },
];
const ADVANCED_FILTERS: ListFilter[] = [
  { param: 'jobStatuses', options: 'jobStatuses', label: 'candidates.filter.jobStatuses' },
  { param: 'jobOwnerIds', options: 'jobOwners', label: 'candidates.filter.jobOwnerIds' },
  { param: 'locationIds', options: 'locations', label: 'candidates.filter.locationIds' },
  { param: 'departmentIds', options: 'departments', label: 'candidates.filter.departmentIds' },
];
const DATE_RANGES: Array<{ from: DateParam; to: DateParam; label: MessageId }> = [
  { from: 'applicationFromDate', to: 'applicationToDate', label: 'candidates.filter.applicationDate' },
  { from: 'lastActivityFromDate', to: 'lastActivityToDate', label: 'candidates.filter.lastActivityDate' },
  { from: 'hiredFromDate', to: 'hiredToDate', label: 'candidates.filter.hiredDate' },
];

export type CandidateFilterPanelProps = {
  filters: CandidateListFilters & { criteria: CandidateListCriteria };
  onChange: (changes: Partial<CandidateListCriteria>) => void;
};

const Section = ({ title, defaultExpanded, children }: { title: MessageId; defaultExpanded?: boolean; children: ReactNode }) => {
  const id = useId();
  return (
    <Accordion defaultExpanded={defaultExpanded} disableGutters variant="outlined" sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-header`} aria-controls={`${id}-content`}>
        <Typography variant="subtitle2" component="h3">
          <FormattedMessage id={title} />
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-content`}>{children}</AccordionDetails>
    </Accordion>
  );
};

const Grid = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>{children}</Box>
);

/** A multiple choice over a filter's options, each with its count; chosen values without an option stay shown. */
const OptionsFilter = ({
  label,
  options,
  value,
  optionLabel,
  loading,
  onChange,
}: {
  label: string;
  options: readonly FilterOption[];
  value: readonly string[];
  optionLabel: (option: FilterOption) => string;
  loading: boolean;
  onChange: (values: string[]) => void;
}) => {
  const intl = useIntl();
  const chosen = value.map((item) => options.find((option) => option.value === item) ?? { value: item, label: item, count: 0 });
  return (
    <Autocomplete
      multiple
      size="small"
      options={options as FilterOption[]}
      value={chosen}
      loading={loading}
      onChange={(_event, next) => onChange(next.map((option) => option.value))}
      getOptionLabel={optionLabel}
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest}>
            {intl.formatMessage({ id: 'candidates.filter.option' }, { label: optionLabel(option), count: option.count })}
          </li>
        );
      }}
      isOptionEqualToValue={(option, selected) => option.value === selected.value}
      limitTags={2}
      loadingText={intl.formatMessage({ id: 'common.loading' })}
      noOptionsText={intl.formatMessage({ id: 'candidates.filter.noOptions' })}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
};

/**
 * The candidate list's filter panel (spec 02 §2.11, §3.9): base, advanced and custom-field filters, each
 * option with how many applications of the tab it would keep (GET /job-applications/filters). Every change
 * goes to the URL through `onChange`.
 */
export const CandidateFilterPanel = ({ filters, onChange }: CandidateFilterPanelProps) => {
  const intl = useIntl();
  const options = useCandidateListFilterOptions(filters);
  const { criteria } = filters;
  const loading = options.isPending;

  const [phone, setPhone] = useState(criteria.phoneNumber);
  const lastPhone = useRef(criteria.phoneNumber);
  useEffect(() => {
    // Follow outside changes of the URL (Back, Clear all filters).
    if (criteria.phoneNumber !== lastPhone.current) {
      lastPhone.current = criteria.phoneNumber;
      setPhone(criteria.phoneNumber);
    }
  }, [criteria.phoneNumber]);
  const phoneValid = phone.trim() === '' || /^[\d+\-() ]*\d[\d+\-() ]*$/.test(phone.trim());
  useEffect(() => {
    const trimmed = phone.trim();
    if (!phoneValid || trimmed === lastPhone.current) return;
    const timer = window.setTimeout(() => {
      lastPhone.current = trimmed;
      onChange({ phoneNumber: trimmed });
    }, PHONE_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [phone, phoneValid, onChange]);

  const optionLabel = (filter: ListFilter) => (option: FilterOption) => {
    if (filter.param === 'origin') {
      const id = originLabel(option.value);
      return id ? intl.formatMessage({ id }) : option.label;
    }
    if (filter.param === 'statuses') return intl.formatMessage({ id: `candidates.stageStatus.${option.value}` as MessageId });
    if (filter.param === 'jobStatuses') return intl.formatMessage({ id: `job.status.${option.value}` as MessageId });
    return option.label;
  };

  const listFilter = (filter: ListFilter) =>
    filter.archivedOnly && filters.active ? null : (
      <OptionsFilter
        key={filter.param}
        label={intl.formatMessage({ id: filter.label })}
        options={options.data?.[filter.options] ?? []}
        value={criteria[filter.param]}
        optionLabel={optionLabel(filter)}
        loading={loading}
        onChange={(values) => onChange({ [filter.param]: values })}
      />
    );

  const setCustomField = (fieldId: string, values: string[]) => {
    const others = criteria.customFieldResponseFilters.filter((filter) => filter.fieldId !== fieldId);
    const next: CustomFieldFilter[] = values.length ? [...others, { fieldId, values }] : others;
    onChange({ customFieldResponseFilters: next });
  };
  const customFields = (options.data?.customFields ?? []).filter((field) => field.options.length > 0);

  return (
    <Box component="section" aria-label={intl.formatMessage({ id: 'candidates.filterPanel.title' })} sx={{ mb: 2 }}>
      {options.isError && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          <FormattedMessage id="candidates.filterPanel.loadError" />
        </Alert>
      )}
      <Section title="candidates.filterPanel.base" defaultExpanded>
        <Grid>{BASE_FILTERS.map(listFilter)}</Grid>
      </Section>
      <Section title="candidates.filterPanel.advanced">
        <Grid>
          {ADVANCED_FILTERS.map(listFilter)}
          <TextField
            size="small"
            label={intl.formatMessage({ id: 'candidates.filter.phoneNumber' })}
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            error={!phoneValid}
            helperText={phoneValid ? undefined : intl.formatMessage({ id: 'validation.phoneInvalidCharacters' })}
            inputProps={{ maxLength: 30, inputMode: 'tel' }}
          />
          {DATE_RANGES.flatMap((range) =>
            (['from', 'to'] as const).map((end) => (
              <TextField
                key={range[end]}
                size="small"
                type="date"
                label={intl.formatMessage({ id: `candidates.filter.${end}` }, { filter: intl.formatMessage({ id: range.label }) })}
                value={criteria[range[end]]}
                onChange={(event) => onChange({ [range[end]]: event.target.value })}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            )),
          )}
        </Grid>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          <FormattedMessage id="candidates.filterPanel.aiNote" />
        </Typography>
      </Section>
      <Section title="candidates.filterPanel.customFields">
        {customFields.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage id="candidates.filterPanel.customFieldsEmpty" />
          </Typography>
        ) : (
          <Grid>
            {customFields.map((field) => (
              <OptionsFilter
                key={field.fieldId}
                label={field.name}
                options={field.options}
                value={criteria.customFieldResponseFilters.find((filter) => filter.fieldId === field.fieldId)?.values ?? []}
                optionLabel={(option) => option.label}
                loading={loading}
                onChange={(values) => setCustomField(field.fieldId, values)}
              />
            ))}
          </Grid>
        )}
      </Section>
      <Stack direction="row" justifyContent="flex-end" sx={{ mt: 1 }}>
        <Button size="small" onClick={() => onChange(NO_FILTERS)}>
          <FormattedMessage id="candidates.filterPanel.clear" />
        </Button>
      </Stack>
    </Box>
  );
};
