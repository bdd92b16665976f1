import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '@ats/web/app/format/date-format';
import { useLocale } from '@ats/web/app/i18n/locale-context';
import type { JobListItem } from '../../api/job-types';
import type { JobActions } from '../../hooks/use-job-actions';
import { wizardPath } from '../../job-routes';
import { JobRowMenu } from './job-row-menu';

const SKELETON_ROWS = 5;
const COLUMNS = 6;

export type JobTableProps = { rows: JobListItem[]; loading: boolean; captionId: string; actions: JobActions };

export const JobTable = ({ rows, loading, captionId, actions }: JobTableProps) => {
  const intl = useIntl();
  const { language } = useLocale();
  const dash = '—';

  const whereShown = (row: JobListItem) => (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {row.careerPage && <Chip size="small" label={intl.formatMessage({ id: 'jobs.publish.careerPage' })} />}
      {row.employeePortal && <Chip size="small" label={intl.formatMessage({ id: 'jobs.publish.employeePortal' })} />}
      {row.confidential && (
        <Chip size="small" variant="outlined" label={intl.formatMessage({ id: 'jobs.publish.confidential' })} />
      )}
    </Stack>
  );

  return (
    <TableContainer>
      <Table size="small" aria-labelledby={captionId} aria-busy={loading}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">
              <FormattedMessage id="jobs.column.title" />
            </TableCell>
            <TableCell scope="col">
              <FormattedMessage id="jobs.column.department" />
            </TableCell>
            <TableCell scope="col">
              <FormattedMessage id="jobs.column.owner" />
            </TableCell>
            <TableCell scope="col">
              <FormattedMessage id="jobs.column.candidates" />
            </TableCell>
            <TableCell scope="col">
              <FormattedMessage id="jobs.column.date" />
            </TableCell>
            <TableCell scope="col">
              <FormattedMessage id="jobs.column.actions" />
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {loading
            ? Array.from({ length: SKELETON_ROWS }, (_, index) => (
                <TableRow key={`skeleton-${index}`} aria-hidden>
                  {Array.from({ length: COLUMNS }, (__, cell) => (
                    <TableCell key={cell}>
                      <Skeleton variant="text" width={cell === 0 ? '70%' : '50%'} />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : rows.map((row) => {
                const date = row.closedAt ?? row.publishedAt ?? row.createdAt;
                return (
                  <TableRow key={row.id} hover>
                    <TableCell component="th" scope="row">
                      <Link component={RouterLink} to={wizardPath(row.id)} underline="hover" sx={{ fontWeight: 600 }}>
                        {row.name}
                      </Link>
                      <Typography variant="caption" color="text.secondary" component="div">
                        {row.locationName ?? dash}
                      </Typography>
                      {whereShown(row)}
                    </TableCell>
                    <TableCell>{row.departmentName ?? dash}</TableCell>
                    <TableCell>{row.ownerName ?? dash}</TableCell>
                    <TableCell>
                      <FormattedMessage
                        id="jobs.column.candidatesValue"
                        values={{
                          active: intl.formatNumber(row.activeCandidates),
                          total: intl.formatNumber(row.totalCandidates),
                        }}
                      />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <time dateTime={date}>{formatDateTime(date, language)}</time>
                    </TableCell>
                    <TableCell>
                      <JobRowMenu job={row} actions={actions} />
                    </TableCell>
                  </TableRow>
                );
              })}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
