import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { INTERVIEWS_PAGE_SIZE, useInterviewDashboard, type InterviewItem, type InterviewView, type InterviewWhen } from '../api/interviews-api';
import { InterviewActions } from './interview-actions';
import { InterviewBriefDialog } from './interview-brief-dialog';
import { formatInterviewTime } from './interview-time';

const VIEWS: Array<{ value: InterviewView; label: 'interviews.dashboard.all' | 'interviews.dashboard.mine' | 'interviews.dashboard.pending' }> = [
  { value: 'ALL', label: 'interviews.dashboard.all' },
  { value: 'MINE', label: 'interviews.dashboard.mine' },
  { value: 'PENDING_FEEDBACK', label: 'interviews.dashboard.pending' },
];

const isView = (value: string | null): value is InterviewView => VIEWS.some((view) => view.value === value);

/**
 * The interviews dashboard (spec 03 §2.1, /recruiter/interview-dashboard): All interviews, My interviews and My
 * pending feedback, each Upcoming or Completed, paged; each interview offers Join, add or view feedback and its
 * brief. The tab, the list and the page are in the URL.
 */
export const InterviewDashboardPage = () => {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const view: InterviewView = isView(params.get('view')) ? (params.get('view') as InterviewView) : 'ALL';
  const when: InterviewWhen = params.get('when') === 'COMPLETED' ? 'COMPLETED' : 'UPCOMING';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [brief, setBrief] = useState<InterviewItem | null>(null);
  const interviews = useInterviewDashboard(view, when, page);
  const change = (next: Partial<{ view: InterviewView; when: InterviewWhen; page: number }>) =>
    setParams({ view: next.view ?? view, when: next.when ?? when, page: String(next.page ?? 1) });
  const pages = interviews.data ? Math.max(1, Math.ceil(interviews.data.total / INTERVIEWS_PAGE_SIZE)) : 1;

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h1" sx={{ fontSize: '1.6rem', mb: 2 }}>
        <FormattedMessage id="interviews.dashboard.title" />
      </Typography>
      <Tabs value={view} onChange={(_event, value: InterviewView) => change({ view: value })} aria-label={intl.formatMessage({ id: 'interviews.dashboard.tabs' })} variant="scrollable">
        {VIEWS.map(({ value, label }) => (
          <Tab key={value} value={value} label={intl.formatMessage({ id: label })} id={`interviews-tab-${value}`} aria-controls="interviews-panel" />
        ))}
      </Tabs>
      <Box role="tabpanel" id="interviews-panel" aria-labelledby={`interviews-tab-${view}`} sx={{ pt: 2 }}>
        {view !== 'PENDING_FEEDBACK' && (
          <ToggleButtonGroup
            exclusive
            size="small"
            value={when}
            onChange={(_event, value: InterviewWhen | null) => value && change({ when: value })}
            aria-label={intl.formatMessage({ id: 'interviews.dashboard.when' })}
            sx={{ mb: 2 }}
          >
            <ToggleButton value="UPCOMING">
              <FormattedMessage id="interviews.dashboard.upcoming" />
            </ToggleButton>
            <ToggleButton value="COMPLETED">
              <FormattedMessage id="interviews.dashboard.completed" />
            </ToggleButton>
          </ToggleButtonGroup>
        )}
        {interviews.isPending ? (
          <Box role="status" aria-label={intl.formatMessage({ id: 'interviews.dashboard.title' })}>
            <Skeleton height={48} />
            <Skeleton height={48} />
          </Box>
        ) : interviews.isError ? (
          <Alert severity="error">
            <FormattedMessage id="interviews.dashboard.error" />
          </Alert>
        ) : interviews.data.items.length === 0 ? (
          <Typography color="text.secondary" role="status">
            <FormattedMessage id="interviews.dashboard.empty" />
          </Typography>
        ) : (
          <TableContainer component={Paper} variant="outlined">
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>
                    <FormattedMessage id="interviews.dashboard.interview" />
                  </TableCell>
                  <TableCell>
                    <FormattedMessage id="interviews.dashboard.candidate" />
                  </TableCell>
                  <TableCell>
                    <FormattedMessage id="interviews.dashboard.date" />
                  </TableCell>
                  <TableCell>
                    <FormattedMessage id="interviews.dashboard.interviewers" />
                  </TableCell>
                  <TableCell>
                    <FormattedMessage id="interviews.dashboard.actions" />
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {interviews.data.items.map((interview) => (
                  <TableRow key={interview.interviewId}>
                    <TableCell>
                      {interview.title}
                      {interview.noShow && <Chip size="small" label={intl.formatMessage({ id: 'interviews.noShow' })} sx={{ ml: 1 }} />}
                      {interview.status === 'COMPLETED' && <Chip size="small" label={intl.formatMessage({ id: 'interviews.status.COMPLETED' })} sx={{ ml: 1 }} />}
                    </TableCell>
                    <TableCell>
                      <Link component={RouterLink} to={`/recruiter/candidate-profile/${interview.applicationId}`}>
                        {interview.candidateName ?? intl.formatMessage({ id: 'interviews.dashboard.unnamed' })}
                      </Link>
                      {interview.jobName && (
                        <Typography variant="body2" color="text.secondary">
                          {interview.jobName}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>{formatInterviewTime(intl, interview)}</TableCell>
                    <TableCell>{intl.formatList(interview.interviewers.map((person) => person.name ?? person.email ?? ''), { type: 'conjunction' })}</TableCell>
                    <TableCell>
                      <InterviewActions interview={interview} onBrief={setBrief} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {pages > 1 && (
          <Pagination
            sx={{ mt: 2 }}
            count={pages}
            page={page}
            onChange={(_event, next) => change({ page: next })}
            getItemAriaLabel={(type, number) => `${intl.formatMessage({ id: 'interviews.pagination' })} ${type === 'page' ? number : type}`}
          />
        )}
      </Box>
      <InterviewBriefDialog interview={brief} onClose={() => setBrief(null)} />
    </Box>
  );
};
