import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { hasPermission } from '@ats/domain/identity';
import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useSession } from '@ats/web/app/auth/session';
import { EmptyState, LoadErrorState } from '@ats/web/app/components/empty-state';
import { PageLoader } from '@ats/web/app/components/page-loader';
import { SearchField } from '@ats/web/app/components/search-field';
import type { MessageId } from '@ats/web/app/i18n/messages';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';
import { HIRING_PLAN_TABS, useHighlights, useRequisitionList, type HiringPlanTab, type RequisitionListItem } from '../api/hiring-plan-api';
import { HiringPlanGate } from './hiring-plan-gate';

const CREATE = 'COMPANY::HIRING_PLAN::REQUISITIONS::CREATE';

type Column = 'openingId' | 'requisition' | 'role' | 'status' | 'progress' | 'headcount' | 'target' | 'hiredCandidate' | 'hiredDate';
const COLUMNS: readonly Column[] = ['openingId', 'requisition', 'role', 'status', 'progress', 'headcount', 'target'];
/** The Hired tab shows whom each requisition hired and when, in place of its status and progress. */
const HIRED_COLUMNS: readonly Column[] = ['openingId', 'requisition', 'role', 'hiredCandidate', 'hiredDate', 'headcount', 'target'];

const dateOf = (intl: ReturnType<typeof useIntl>, day: string) => intl.formatDate(`${day}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });

/** The hired candidate: a link to the application's profile when the hire was one of the company's applications. */
const HiredCandidateCell = ({ row }: { row: RequisitionListItem }) => {
  const candidate = row.hiredCandidate;
  if (!candidate) {
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        <FormattedMessage id="hiringPlan.hiredCandidate.unknown" />
      </Typography>
    );
  }
  if (!candidate.applicationId) return <bdi>{candidate.name}</bdi>;
  return (
    <Link component={RouterLink} to={`/recruiter/candidate-profile/${encodeURIComponent(candidate.applicationId)}`}>
      <bdi>{candidate.name}</bdi>
    </Link>
  );
};

/** The four tiles of spec 02 §2.16. */
const Highlights = () => {
  const intl = useIntl();
  const highlights = useHighlights();
  const data = highlights.data;
  const tiles: Array<{ id: MessageId; value: string }> = [
    { id: 'hiringPlan.tile.hiringNotStarted', value: data ? String(data.hiringNotStarted) : '–' },
    { id: 'hiringPlan.tile.hiringInProgress', value: data ? String(data.hiringInProgress) : '–' },
    { id: 'hiringPlan.tile.offerSent', value: data ? String(data.offerSent) : '–' },
    {
      id: 'hiringPlan.tile.averageTimeToFill',
      value: !data
        ? '–'
        : data.averageTimeToFillDays === null
          ? intl.formatMessage({ id: 'hiringPlan.tile.notAvailable' })
          : intl.formatMessage({ id: 'hiringPlan.tile.days' }, { days: intl.formatNumber(data.averageTimeToFillDays) }),
    },
  ];
  return (
    <Box component="section" aria-label={intl.formatMessage({ id: 'hiringPlan.tiles' })} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, mb: 3 }}>
      {tiles.map((tile) => (
        <Paper key={tile.id} variant="outlined" sx={{ p: 2 }}>
          <Typography variant="body2" color="text.secondary" component="h2">
            <FormattedMessage id={tile.id} />
          </Typography>
          <Typography variant="h2" component="p" aria-busy={highlights.isLoading}>
            {tile.value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
};

const HiringPlanContent = () => {
  const intl = useIntl();
  usePageTitle('hiringPlan.title');
  const session = useSession();
  const tableLabel = useId();
  const [tab, setTab] = useState<HiringPlanTab>('TO_BE_HIRED');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(10);
  const list = useRequisitionList(tab, search.trim(), page + 1, perPage);
  const mayCreate = session.status === 'signed-in' && hasPermission(session.holder, CREATE);
  const rows = list.data?.requisitions ?? [];
  const columns = tab === 'HIRED' ? HIRED_COLUMNS : COLUMNS;

  return (
    <Box sx={{ p: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h1">
          <FormattedMessage id="hiringPlan.title" />
        </Typography>
        {mayCreate && (
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/recruiter/hiring-plan/opening/add/new">
            <FormattedMessage id="hiringPlan.add" />
          </Button>
        )}
      </Stack>
      <Highlights />
      <Tabs
        value={tab}
        onChange={(_event, next: HiringPlanTab) => {
          setTab(next);
          setPage(0);
        }}
        aria-label={intl.formatMessage({ id: 'hiringPlan.tabs' })}
        variant="scrollable"
        sx={{ mb: 2 }}
      >
        {HIRING_PLAN_TABS.map((each) => (
          <Tab key={each} value={each} label={intl.formatMessage({ id: `hiringPlan.tab.${each}` as MessageId })} />
        ))}
      </Tabs>
      <SearchField
        size="small"
        label={intl.formatMessage({ id: 'hiringPlan.search' })}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(0);
        }}
        sx={{ mb: 2, minWidth: 280 }}
      />
      <Paper variant="outlined">
        {list.isLoading ? (
          <PageLoader fullHeight={false} />
        ) : list.isError ? (
          <LoadErrorState titleId="hiringPlan.loadError" error={list.error} onRetry={() => list.refetch()} />
        ) : rows.length === 0 ? (
          <EmptyState title={<FormattedMessage id="hiringPlan.empty.title" />} body={<FormattedMessage id="hiringPlan.empty.body" />} />
        ) : (
          <>
            <Table size="small" aria-labelledby={tableLabel}>
              <caption id={tableLabel} style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                {intl.formatMessage({ id: `hiringPlan.tab.${tab}` as MessageId })}
              </caption>
              <TableHead>
                <TableRow>
                  {columns.map((column) => (
                    <TableCell key={column} scope="col">
                      <FormattedMessage id={`hiringPlan.column.${column}`} />
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => {
                  const cells: Record<Column, ReactNode> = {
                    openingId: row.openingId,
                    requisition: <RouterLink to={`/recruiter/hiring-plan/opening/view/${row.id}`}>{row.requisitionName}</RouterLink>,
                    role: row.roleName,
                    status: <Chip size="small" label={intl.formatMessage({ id: `hiringPlan.status.${row.status}` as MessageId })} />,
                    progress: intl.formatMessage({ id: `hiringPlan.progress.${row.hiringProgress}` as MessageId }),
                    headcount: intl.formatNumber(row.headcount),
                    target: dateOf(intl, row.targetHiredDate),
                    hiredCandidate: <HiredCandidateCell row={row} />,
                    hiredDate: row.hiredDate ? dateOf(intl, row.hiredDate) : '–',
                  };
                  return (
                    <TableRow key={row.id} hover>
                      {columns.map((column) => (
                        <TableCell key={column}>{cells[column]}</TableCell>
                      ))}
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
            <TablePagination
              component="div"
              count={list.data?.paginationOptions.total ?? 0}
              page={page}
              rowsPerPage={perPage}
              rowsPerPageOptions={[10, 25, 50]}
              onPageChange={(_event, next) => setPage(next)}
              onRowsPerPageChange={(event) => {
                setPerPage(Number(event.target.value));
                setPage(0);
              }}
            />
          </>
        )}
      </Paper>
    </Box>
  );
};

/** /recruiter/hiring-plan (spec 02 §2.16): tiles, the five tabs, search and a paged list of requisitions. */
export const HiringPlanPage = () => (
  <HiringPlanGate>
    <HiringPlanContent />
  </HiringPlanGate>
);
