import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import FilterListIcon from '@mui/icons-material/FilterList';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import TablePagination from '@mui/material/TablePagination';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { allows } from '@ats/web/app/auth/access';
import { useSession } from '@ats/web/app/auth/session';
import { CountedTabLabel, countText } from '@ats/web/app/components/counted-tab-label';
import { EmptyState, LoadErrorState } from '@ats/web/app/components/empty-state';
import { saveCandidateListSearch } from '@ats/web/app/shell/candidate-view-state';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';
import { candidateListQuery, useCandidateList } from '../../api/candidates-api';
import { CANDIDATE_ROUTES } from '@ats/web/app/shell/candidate-routes';
import { CandidateFilters } from './candidate-filters';
import { CandidateTable } from './candidate-table';
import { CvSearchBox } from './cv-search-box';
import { CandidateFilterPanel } from './candidate-filter-panel';
import { CandidateListToolbar } from './candidate-list-toolbar';
import { activeFilterCount, NO_FILTERS, useCandidateListCriteria } from '../../hooks/use-candidate-list-criteria';
import { ExportCandidatesButton } from './export-candidates-button';
import { BulkActionBar } from './bulk/bulk-action-bar';
import { BulkActionListNotice, useBulkActionListFilter } from './bulk/bulk-action-list-notice';
import { useBulkSelection } from '../../hooks/use-bulk-selection';
import { PAGE_SIZES, useCandidateListParams } from '../../hooks/use-candidate-list-params';

type StatusTab = 'active' | 'archived';

export const CandidateListPage = () => {
  const intl = useIntl();
  usePageTitle('candidates.title');
  const headingId = useId();
  const panelId = useId();
  const { filters, update, search } = useCandidateListParams();
  const { criteria, update: updateCriteria } = useCandidateListCriteria();
  const bulkAction = useBulkActionListFilter();
  const listFilters = useMemo(() => ({ ...filters, criteria, bulkAction }), [filters, criteria, bulkAction]);
  const list = useCandidateList(listFilters);
  const filterCount = activeFilterCount(criteria);
  const [panelOpen, setPanelOpen] = useState(filterCount > 0);
  const session = useSession();
  // Spec 01 §6.4: Add candidate for admins and recruiters only.
  const canAdd = session.status === 'signed-in' && allows(session.holder, CANDIDATE_ROUTES.add);

  useEffect(() => {
    saveCandidateListSearch(search ? `?${search}` : '');
  }, [search]);

  const onSearchChange = useCallback((nameOrEmail: string) => update({ nameOrEmail }), [update]);

  const data = list.data;
  const rows = data?.items ?? [];
  const activeCount = data?.activeSearchCount?.count;
  const archivedCount = data?.archivedSearchCount?.count;
  const tab: StatusTab = filters.active ? 'active' : 'archived';
  // Over 10,000 the API stops counting ('10,000+'): the pages reach as far as the count.
  const totalCapped = (filters.active ? data?.activeSearchCount?.capped : data?.archivedSearchCount?.capped) === true;
  const hasFilters = filters.jobRoleIds.length > 0 || filters.stages.length > 0 || filters.nameOrEmail !== '' || filterCount > 0 || !!filters.cvSearch;
  const firstLoad = list.isPending;
  const showEmpty = !firstLoad && !list.isError && rows.length === 0;
  // A new filter or tab starts the bulk selection afresh; paging keeps it.
  const { page: _page, take: _take, ...selectionScope } = listFilters;
  const selection = useBulkSelection(JSON.stringify(selectionScope), data?.total ?? 0);
  const rowJobs = [...new Map(rows.map((row) => [row.jobId, { id: row.jobId, name: row.jobName }])).values()];

  const tabLabel = (labelId: 'candidates.tab.active' | 'candidates.tab.archived', count: number | undefined, capped: boolean | undefined) => (
    <CountedTabLabel label={intl.formatMessage({ id: labelId })} count={count} capped={capped === true} />
  );

  return (
    <Box>
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 2 }} spacing={2}>
        <Typography id={headingId} variant="h1">
          <FormattedMessage id="candidates.title" />
        </Typography>
        <Box sx={{ flex: 1 }} />
        <ExportCandidatesButton filters={listFilters} />
        {canAdd && (
          <Button
            component={RouterLink}
            to="/recruiter/candidates/add-candidate"
            variant="contained"
            startIcon={<PersonAddAlt1OutlinedIcon />}
          >
            <FormattedMessage id="candidates.add" />
          </Button>
        )}
      </Stack>

      <CandidateFilters
        jobRoleIds={filters.jobRoleIds}
        stages={filters.stages}
        nameOrEmail={filters.nameOrEmail}
        onJobsChange={(jobRoleIds, stages) => update({ jobRoleIds, stages })}
        onStagesChange={(stages) => update({ stages })}
        onSearchChange={onSearchChange}
      />
      <CvSearchBox value={filters.cvSearch ?? null} onChange={(cvSearch) => update({ cvSearch })} />
      <Stack direction="row" sx={{ mb: 1 }}>
        <Button
          variant={panelOpen ? 'contained' : 'outlined'}
          size="small"
          startIcon={<FilterListIcon />}
          aria-expanded={panelOpen}
          aria-controls={panelId}
          onClick={() => setPanelOpen((open) => !open)}
        >
          {filterCount > 0 ? (
            <FormattedMessage id="candidates.filterPanel.toggleCount" values={{ count: filterCount }} />
          ) : (
            <FormattedMessage id="candidates.filterPanel.toggle" />
          )}
        </Button>
      </Stack>
      <Box id={panelId} hidden={!panelOpen}>
        {panelOpen && <CandidateFilterPanel filters={listFilters} onChange={updateCriteria} />}
      </Box>
      <CandidateListToolbar criteria={criteria} groups={data?.groups} onChange={updateCriteria} />
      <BulkActionListNotice />

      <Paper variant="outlined">
        <Tabs
          value={tab}
          onChange={(_event, next: StatusTab) => update({ active: next === 'active' })}
          aria-label={intl.formatMessage({ id: 'candidates.tabs.label' })}
          sx={{ px: 1, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab
            value="active"
            label={tabLabel('candidates.tab.active', activeCount, data?.activeSearchCount?.capped)}
            id="candidates-tab-active"
            aria-controls="candidates-panel"
          />
          <Tab
            value="archived"
            label={tabLabel('candidates.tab.archived', archivedCount, data?.archivedSearchCount?.capped)}
            id="candidates-tab-archived"
            aria-controls="candidates-panel"
          />
        </Tabs>
        <Box sx={{ height: 4 }}>
          {list.isFetching && !firstLoad && (
            <LinearProgress aria-label={intl.formatMessage({ id: 'common.loading' })} />
          )}
        </Box>
        <Box
          role="tabpanel"
          id="candidates-panel"
          aria-labelledby={tab === 'active' ? 'candidates-tab-active' : 'candidates-tab-archived'}
        >
          {list.isError && !data ? (
            <LoadErrorState titleId="candidates.error.title" error={list.error} onRetry={list.refetch} />
          ) : showEmpty ? (
            <EmptyState
              icon={<PeopleOutlineIcon />}
              title={
                <FormattedMessage
                  id={
                    hasFilters
                      ? 'candidates.empty.filtered.title'
                      : tab === 'active'
                        ? 'candidates.empty.active.title'
                        : 'candidates.empty.archived.title'
                  }
                />
              }
              body={<FormattedMessage id={hasFilters ? 'candidates.empty.filtered.body' : 'candidates.empty.body'} />}
              action={
                hasFilters ? (
                  <Button
                    variant="outlined"
                    onClick={() => {
                      update({ jobRoleIds: [], stages: [], nameOrEmail: '', cvSearch: null });
                      updateCriteria(NO_FILTERS);
                    }}
                  >
                    <FormattedMessage id="candidates.filters.clear" />
                  </Button>
                ) : tab === 'active' && canAdd ? (
                  <Button component={RouterLink} to="/recruiter/candidates/add-candidate" variant="contained">
                    <FormattedMessage id="candidates.add" />
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <>
              {!firstLoad && (
                <BulkActionBar
                  selection={selection}
                  filter={candidateListQuery(listFilters)}
                  archived={tab === 'archived'}
                  total={data?.total ?? 0}
                  jobs={rowJobs}
                />
              )}
              <CandidateTable rows={rows} archived={tab === 'archived'} loading={firstLoad} captionId={headingId} selection={selection} />
              <TablePagination
                component="div"
                count={data?.total ?? 0}
                page={Math.max(0, filters.page - 1)}
                rowsPerPage={filters.take}
                rowsPerPageOptions={[...PAGE_SIZES]}
                onPageChange={(_event, page) => update({ page: page + 1 })}
                onRowsPerPageChange={(event) => update({ take: Number(event.target.value) })}
                labelRowsPerPage={intl.formatMessage({ id: 'pagination.rowsPerPage' })}
                labelDisplayedRows={({ from, to, count }) =>
                  intl.formatMessage({ id: 'pagination.displayedRows' }, { from: intl.formatNumber(from), to: intl.formatNumber(to), count: countText(intl, count, totalCapped) })
                }
                getItemAriaLabel={(type) => intl.formatMessage({ id: `pagination.${type}` as const })}
              />
            </>
          )}
        </Box>
      </Paper>
    </Box>
  );
};
