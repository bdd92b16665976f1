import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { JobDropdownItem } from '@ats/web/app/api/api-types';
import { useJobsDropdown } from '@ats/web/app/api/jobs-api';
import { useJobs } from '../../api/candidates-api';
import { MIN_SEARCH_LENGTH } from '../../hooks/use-candidate-list-params';
import { SearchField } from '@ats/web/app/components/search-field';

const SEARCH_DEBOUNCE_MS = 400;

type StageOption = { id: string; label: string };

export type CandidateFiltersProps = {
  jobRoleIds: string[];
  stages: string[];
  nameOrEmail: string;
  onJobsChange: (jobRoleIds: string[], stages: string[]) => void;
  onStagesChange: (stages: string[]) => void;
  onSearchChange: (nameOrEmail: string) => void;
};

export const CandidateFilters = ({
  jobRoleIds,
  stages,
  nameOrEmail,
  onJobsChange,
  onStagesChange,
  onSearchChange,
}: CandidateFiltersProps) => {
  const intl = useIntl();
  const jobs = useJobsDropdown();
  const selectedJobs = useJobs(jobRoleIds);
  const [searchText, setSearchText] = useState(nameOrEmail);
  const lastSent = useRef(nameOrEmail);

  // Follow outside changes of the URL (Back, links).
  useEffect(() => {
    if (nameOrEmail !== lastSent.current) {
      lastSent.current = nameOrEmail;
      setSearchText(nameOrEmail);
    }
  }, [nameOrEmail]);

  const trimmed = searchText.trim();
  const tooShort = trimmed.length > 0 && trimmed.length < MIN_SEARCH_LENGTH;

  useEffect(() => {
    if (tooShort || trimmed === lastSent.current) return;
    const timer = window.setTimeout(() => {
      lastSent.current = trimmed;
      onSearchChange(trimmed);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [trimmed, tooShort, onSearchChange]);

  const jobOptions = useMemo(() => jobs.data ?? [], [jobs.data]);
  const selectedJobOptions = useMemo(
    () =>
      jobRoleIds.map(
        (id) =>
          jobOptions.find((job) => job.id === id) ?? ({ id, name: id, status: 'PUBLISHED' } satisfies JobDropdownItem),
      ),
    [jobRoleIds, jobOptions],
  );

  const stageOptions = useMemo<StageOption[]>(() => {
    const many = jobRoleIds.length > 1;
    return selectedJobs.flatMap((query) =>
      (query.data?.stages ?? []).map((stage) => ({
        id: stage.id,
        label: many && query.data ? `${stage.name} — ${query.data.name}` : stage.name,
      })),
    );
  }, [selectedJobs, jobRoleIds.length]);
  const selectedStageOptions = stageOptions.filter((option) => stages.includes(option.id));
  const stagesLoading = selectedJobs.some((query) => query.isPending);

  const handleJobsChange = (next: JobDropdownItem[]) => {
    const ids = next.map((job) => job.id);
    // Keep only the stages that belong to a job still selected.
    const keptStages =
      stageOptions.length === 0
        ? []
        : stages.filter((id) =>
            selectedJobs.some((q) => q.data && ids.includes(q.data.id) && q.data.stages.some((s) => s.id === id)),
          );
    onJobsChange(ids, keptStages);
  };

  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ mb: 2 }}
      role="search"
      aria-label={intl.formatMessage({ id: 'candidates.filters.label' })}
    >
      <Autocomplete
        multiple
        size="small"
        sx={{ flex: 1, minWidth: 220 }}
        options={jobOptions}
        loading={jobs.isPending}
        value={selectedJobOptions}
        onChange={(_event, next) => handleJobsChange(next)}
        getOptionLabel={(job) => job.name}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        limitTags={2}
        loadingText={intl.formatMessage({ id: 'common.loading' })}
        noOptionsText={intl.formatMessage({ id: 'candidates.filters.noJobs' })}
        renderInput={(params) => <TextField {...params} label={intl.formatMessage({ id: 'candidates.filters.job' })} />}
      />
      <Autocomplete
        multiple
        size="small"
        sx={{ flex: 1, minWidth: 200 }}
        options={stageOptions}
        disabled={jobRoleIds.length === 0}
        loading={stagesLoading}
        value={selectedStageOptions}
        onChange={(_event, next) => onStagesChange(next.map((option) => option.id))}
        getOptionLabel={(option) => option.label}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        limitTags={2}
        loadingText={intl.formatMessage({ id: 'common.loading' })}
        noOptionsText={intl.formatMessage({ id: 'candidates.filters.noStages' })}
        renderInput={(params) => (
          <TextField
            {...params}
            label={intl.formatMessage({ id: 'candidates.filters.stage' })}
            helperText={
              jobRoleIds.length === 0 ? intl.formatMessage({ id: 'candidates.filters.stageHint' }) : undefined
            }
          />
        )}
      />
      <SearchField
        size="small"
        sx={{ flex: 1, minWidth: 220 }}
        label={intl.formatMessage({ id: 'candidates.filters.search' })}
        value={searchText}
        onChange={(event) => setSearchText(event.target.value)}
        error={tooShort}
        helperText={tooShort ? intl.formatMessage({ id: 'validation.searchMinLength' }) : undefined}
      />
    </Stack>
  );
};
