import AddIcon from '@mui/icons-material/Add';
import WorkOutlineIcon from '@mui/icons-material/WorkOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import TablePagination from '@mui/material/TablePagination';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useCallback, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { PERMISSIONS } from '@ats/domain/identity/default-permissions';
import { allows } from '@ats/web/app/auth/access';
import { useSession } from '@ats/web/app/auth/session';
import { CountedTabLabel } from '@ats/web/app/components/counted-tab-label';
import { EmptyState, LoadErrorState } from '@ats/web/app/components/empty-state';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';
import { useJobList, type JobListFilters } from '../../api/jobs-api';
import { JOB_TABS, type JobTab } from '../../api/job-types';
import { useJobActions } from '../../hooks/use-job-actions';
import { JOBS_PAGE_SIZE, useJobListParams } from '../../hooks/use-job-list-params';
import { NEW_JOB_PATH } from '../../job-routes';
import { TAB_LABEL } from '../../labels';
import { CloneJobDialog } from './clone-job-dialog';
import { JobConfirmDialog } from './job-confirm-dialog';
import { JobFilters } from './job-filters';
import { JobTable } from './job-table';

/** /recruiter/jobs (spec 02 §2.2): search, filters, status tabs with counts, 10 jobs a page, per-job options. */
export const JobsListPage = () => {
  const intl = useIntl();
  usePageTitle('jobs.title');
  const headingId = useId();
  const { filters, update, hasFilters, clearFilters } = useJobListParams();
  const list = useJobList(filters);
  const actions = useJobActions();
  const session = useSession();
  // 'Create job' for those who may add jobs (COMPANY::JOBS::ADD; the API checks it again).
  const canCreate = session.status === 'signed-in' && allows(session.holder, { permissions: [PERMISSIONS.jobsAdd] });
  const onChange = useCallback((changes: Partial<JobListFilters>) => update(changes), [update]);

  const data = list.data;
  const rows = data?.items ?? [];
  const firstLoad = list.isPending;
  const showEmpty = !firstLoad && !list.isError && rows.length === 0;

  const tabLabel = (tab: JobTab) => <CountedTabLabel label={intl.formatMessage({ id: TAB_LABEL[tab] })} count={data?.counts?.[tab]} />;

  return (
    <Box>
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 2 }} spacing={2}>
        <Typography id={headingId} variant="h1">
          <FormattedMessage id="jobs.title" />
        </Typography>
        {canCreate && (
          <Button component={RouterLink} to={NEW_JOB_PATH} variant="contained" startIcon={<AddIcon />}>
            <FormattedMessage id="jobs.create" />
          </Button>
        )}
      </Stack>

      <JobFilters filters={filters} hasFilters={hasFilters} onChange={onChange} onClear={clearFilters} />

      <Paper variant="outlined">
        <Tabs
          value={filters.tab}
          onChange={(_event, tab: JobTab) => update({ tab })}
          aria-label={intl.formatMessage({ id: 'jobs.tabs.label' })}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ px: 1, borderBottom: 1, borderColor: 'divider' }}
        >
          {JOB_TABS.map((tab) => (
            <Tab key={tab} value={tab} label={tabLabel(tab)} id={`jobs-tab-${tab}`} aria-controls="jobs-panel" />
          ))}
        </Tabs>
        <Box sx={{ height: 4 }}>
          {list.isFetching && !firstLoad && (
            <LinearProgress aria-label={intl.formatMessage({ id: 'common.loading' })} />
          )}
        </Box>
        <Box role="tabpanel" id="jobs-panel" aria-labelledby={`jobs-tab-${filters.tab}`}>
          {list.isError && !data ? (
            <LoadErrorState titleId="jobs.error.title" error={list.error} onRetry={list.refetch} />
          ) : showEmpty ? (
            <EmptyState
              icon={<WorkOutlineIcon />}
              title={<FormattedMessage id="jobs.empty.title" />}
              body={<FormattedMessage id={hasFilters ? 'jobs.empty.filtered' : 'jobs.empty.body'} />}
              action={
                hasFilters ? (
                  <Button variant="outlined" onClick={clearFilters}>
                    <FormattedMessage id="jobs.filters.clear" />
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <>
              <JobTable rows={rows} loading={firstLoad} captionId={headingId} actions={actions} />
              <TablePagination
                component="div"
                count={data?.total ?? 0}
                page={Math.max(0, filters.page - 1)}
                rowsPerPage={JOBS_PAGE_SIZE}
                rowsPerPageOptions={[JOBS_PAGE_SIZE]}
                onPageChange={(_event, page) => update({ page: page + 1 })}
                labelRowsPerPage={intl.formatMessage({ id: 'pagination.rowsPerPage' })}
                labelDisplayedRows={({ from, to, count }) =>
                  intl.formatMessage({ id: 'pagination.displayedRows' }, { from, to, count })
                }
                getItemAriaLabel={(type) => intl.formatMessage({ id: `pagination.${type}` as const })}
              />
            </>
          )}
        </Box>
      </Paper>

      <JobConfirmDialog actions={actions} />
      {actions.cloning && <CloneJobDialog job={actions.cloning} onClose={actions.endClone} />}
    </Box>
  );
};
