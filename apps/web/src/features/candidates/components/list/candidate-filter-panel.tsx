import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CANDIDATE_GENDERS, PREFER_NOT_TO_SAY } from '@ats/domain/candidates';
import { TEAM_ACCESS_TYPES } from '@ats/domain/identity/team-members';
import type { MessageId } from '@ats/web/app/i18n/messages';
import { useCandidateListFilterOptions, type FilterOption } from '../../api/candidate-list-filters-api';
import type { CandidateListFilters } from '../../api/candidates-api';
import {
  NO_FILTERS,
  type CandidateListCriteria,
  type CustomFieldFilter,
  type DateParam,
  type IncludeUnspecifiedParam,
  type ListFilterParam,
} from '../../hooks/use-candidate-list-criteria';
import { originLabel } from '../../labels';
import { countryOptions } from '../profile/candidate-details/candidate-details-messages';
import { CandidateResponseFilters } from './candidate-response-filters';

const PHONE_DEBOUNCE_MS = 400;

type OptionsKey =
  | 'statuses'
  | 'archivalReasons'
  | 'owners'
  | 'origin'
  | 'source'
  | 'tags'
  | 'referredBy'
  | 'sourcedBy'
  | 'agency'
  | 'jobStatuses'
  | 'jobOwners'
  | 'locations'
  | 'departments';

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
  { param: 'sourcedBy', options: 'sourcedBy', label: 'candidates.filter.sourcedBy' },
  { param: 'referredBy', options: 'referredBy', label: 'candidates.filter.referredBy' },
  { param: 'agency', options: 'agency', label: 'candidates.filter.agency' },
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
  { from: 'interviewFromDate', to: 'interviewToDate', label: 'candidates.filter.interviewDate' },
];

/** Demographics (spec 02 §3.9, 03 "Apply form"): fixed choices, each with 'Include unspecified' beside it. */
type DemographicParam = 'gender' | 'nationality' | 'countryOfResidence';
const DEMOGRAPHICS: Array<{ param: DemographicParam; unspecified: IncludeUnspecifiedParam; label: MessageId }> = [
  { param: 'gender', unspecified: 'includeUnspecifiedGender', label: 'candidates.filter.gender' },
  { param: 'nationality', unspecified: 'includeUnspecifiedNationality', label: 'candidates.filter.nationality' },
  { param: 'countryOfResidence', unspecified: 'includeUnspecifiedCountryOfResidences', label: 'candidates.filter.countryOfResidence' },
];
const GENDER_FILTER_VALUES = [...CANDIDATE_GENDERS, 'Others'] as const;
/** Countries listed before the reader types: enough to scroll, few enough to open at once. */
const COUNTRIES_LISTED = 50;

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
  counted = true,
  limit,
}: {
  label: string;
  options: readonly FilterOption[];
  value: readonly string[];
  optionLabel: (option: FilterOption) => string;
  loading: boolean;
  onChange: (values: string[]) => void;
  /** Fixed choices have no counts. */
  counted?: boolean;
  /** At most this many choices listed at once (a country list is found by typing). */
  limit?: number;
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
            {counted ? intl.formatMessage({ id: 'candidates.filter.option' }, { label: optionLabel(option), count: option.count }) : optionLabel(option)}
          </li>
        );
      }}
      isOptionEqualToValue={(option, selected) => option.value === selected.value}
      filterOptions={limit ? createFilterOptions<FilterOption>({ limit }) : undefined}
      limitTags={2}
      loadingText={intl.formatMessage({ id: 'common.loading' })}
      noOptionsText={intl.formatMessage({ id: 'candidates.filter.noOptions' })}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
};

/**
 * The candidate list's filter panel (spec 02 §2.11, §3.9): base, advanced, custom-field and candidate-response filters, each
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
  // Question ids mean something within one job: the section is offered with exactly one job selected, and stays
  // while response filters are set so that they can be removed.
  const showResponses = filters.jobRoleIds.length === 1 || criteria.candidateResponseFilters.length > 0;
  // Open at first when the URL sets response filters; an Accordion's default must not change afterwards.
  const [responsesExpanded] = useState(() => criteria.candidateResponseFilters.length > 0);

  const demographicChoices = useMemo((): Record<DemographicParam, FilterOption[]> => {
    const countries = countryOptions(intl.locale).map(({ code, name }) => ({ value: code, label: name, count: 0 }));
    const preferNotToSay = { value: PREFER_NOT_TO_SAY, label: intl.formatMessage({ id: 'candidateDetails.preferNotToSay' }), count: 0 };
    return {
      gender: GENDER_FILTER_VALUES.map((value) => ({ value, label: intl.formatMessage({ id: `candidates.filter.gender.${value}` as MessageId }), count: 0 })),
      nationality: [preferNotToSay, ...countries],
      countryOfResidence: countries,
    };
  }, [intl]);
  // The job team's access types (spec 03 §6), fixed choices like the demographics.
  const accessTypeChoices = useMemo(
    (): FilterOption[] => TEAM_ACCESS_TYPES.map((value) => ({ value, label: intl.formatMessage({ id: `role.${value}` as MessageId }), count: 0 })),
    [intl],
  );
  const demographicFilter = ({ param, unspecified, label }: (typeof DEMOGRAPHICS)[number]) => {
    const chosen = criteria[param];
    const choices = demographicChoices[param];
    return (
      <Box key={param}>
        <OptionsFilter
          label={intl.formatMessage({ id: label })}
          options={choices}
          value={chosen}
          optionLabel={(option) => option.label}
          loading={false}
          counted={false}
          limit={COUNTRIES_LISTED}
          onChange={(values) => onChange({ [param]: values, ...(values.length === 0 ? { [unspecified]: false } : {}) })}
        />
        <FormControlLabel
          control={<Checkbox size="small" checked={criteria[unspecified]} onChange={(event) => onChange({ [unspecified]: event.target.checked })} />}
          label={intl.formatMessage({ id: 'candidates.filter.includeUnspecified' }, { filter: intl.formatMessage({ id: label }) })}
          // 'Include unspecified' widens a choice of values; alone it filters nothing.
          disabled={chosen.length === 0}
        />
      </Box>
    );
  };

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
          <OptionsFilter
            label={intl.formatMessage({ id: 'candidates.filter.accessTypeIds' })}
            options={accessTypeChoices}
            value={criteria.accessTypeIds}
            optionLabel={(option) => option.label}
            loading={false}
            counted={false}
            onChange={(values) => onChange({ accessTypeIds: values })}
          />
          {DEMOGRAPHICS.map(demographicFilter)}
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
      {showResponses && (
        <Section title="candidates.filterPanel.candidateResponses" defaultExpanded={responsesExpanded}>
          {!options.data ? null : options.data.candidateResponseFilter || criteria.candidateResponseFilters.length > 0 ? (
            <CandidateResponseFilters
              questions={options.data.candidateResponses}
              value={criteria.candidateResponseFilters}
              onChange={(candidateResponseFilters) => onChange({ candidateResponseFilters })}
            />
          ) : (
            <Typography variant="body2" color="text.secondary">
              <FormattedMessage id="candidates.responses.empty" />
            </Typography>
          )}
        </Section>
      )}
      <Stack direction="row" justifyContent="flex-end" sx={{ mt: 1 }}>
        <Button size="small" onClick={() => onChange(NO_FILTERS)}>
          <FormattedMessage id="candidates.filterPanel.clear" />
        </Button>
      </Stack>
    </Box>
  );
};
