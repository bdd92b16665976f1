import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { ApplicationRow } from '@ats/web/app/api/api-types';
import { formatDateTime } from '@ats/web/app/format/date-format';
import { useLocale } from '@ats/web/app/i18n/locale-context';
import { fullNameOf } from '@ats/web/app/shell/use-current-user';
import { useShownPersonal } from '../../hooks/use-shown-personal';
import { originLabel, profilePath } from '../../labels';

const SKELETON_ROWS = 6;

export type CandidateTableProps = {
  rows: ApplicationRow[];
  archived: boolean;
  loading: boolean;
  captionId: string;
  /** The bulk selection's checkboxes (features/bulk-actions), when the list offers bulk actions. */
  selection?: { isSelected: (id: string) => boolean; toggle: (id: string) => void; togglePage: (ids: string[]) => void };
};

export const CandidateTable = ({ rows, archived, loading, captionId, selection }: CandidateTableProps) => {
  const intl = useIntl();
  const shown = useShownPersonal();
  const { language } = useLocale();
  const navigate = useNavigate();
  const columnCount = (archived ? 7 : 6) + (selection ? 1 : 0);
  const pageIds = rows.map((row) => row.applicationId);
  const pageSelected = selection ? pageIds.filter((id) => selection.isSelected(id)).length : 0;

  return (
    <TableContainer>
      <Table size="small" aria-labelledby={captionId} aria-busy={loading}>
        <TableHead>
          <TableRow>
            {selection && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={pageIds.length > 0 && pageSelected === pageIds.length}
                  indeterminate={pageSelected > 0 && pageSelected < pageIds.length}
                  onChange={() => selection.togglePage(pageIds)}
                  slotProps={{ input: { 'aria-label': intl.formatMessage({ id: 'bulk.selection.page' }) } }}
                />
              </TableCell>
            )}
            <TableCell scope="col"><FormattedMessage id="candidates.column.name" /></TableCell>
            <TableCell scope="col"><FormattedMessage id="candidates.column.email" /></TableCell>
            <TableCell scope="col"><FormattedMessage id="candidates.column.job" /></TableCell>
            <TableCell scope="col"><FormattedMessage id="candidates.column.stage" /></TableCell>
            <TableCell scope="col"><FormattedMessage id="candidates.column.origin" /></TableCell>
            <TableCell scope="col"><FormattedMessage id="candidates.column.lastActivity" /></TableCell>
            {archived && (
              <TableCell scope="col"><FormattedMessage id="candidates.column.archivalReason" /></TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {loading
            ? Array.from({ length: SKELETON_ROWS }, (_, index) => (
                <TableRow key={`skeleton-${index}`} aria-hidden>
                  {Array.from({ length: columnCount }, (__, cell) => (
                    <TableCell key={cell}>
                      <Skeleton variant="text" width={cell === 0 ? '70%' : '60%'} />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : rows.map((row) => {
                // An erased candidate reads 'erased' in the reader's language.
                const name = shown(fullNameOf(row) || row.email);
                const origin = originLabel(row.origin);
                return (
                  <TableRow
                    key={row.applicationId}
                    hover
                    onClick={(event) => {
                      // The name link handles keyboard and modifier clicks; a plain click elsewhere on the row opens too.
                      if ((event.target as HTMLElement).closest('a, input, label, .MuiCheckbox-root')) return;
                      navigate(profilePath(row.applicationId));
                    }}
                    sx={{ cursor: 'pointer' }}
                  >
                    {selection && (
                      <TableCell padding="checkbox">
                        <Checkbox
                          checked={selection.isSelected(row.applicationId)}
                          onChange={() => selection.toggle(row.applicationId)}
                          slotProps={{ input: { 'aria-label': intl.formatMessage({ id: 'bulk.selection.row' }, { name }) } }}
                        />
                      </TableCell>
                    )}
                    <TableCell component="th" scope="row">
                      <Link component={RouterLink} to={profilePath(row.applicationId)} underline="hover" sx={{ fontWeight: 600 }}>
                        {name}
                      </Link>
                    </TableCell>
                    <TableCell>{shown(row.email)}</TableCell>
                    <TableCell>{row.jobName}</TableCell>
                    <TableCell>{row.stageName}</TableCell>
                    <TableCell>{origin ? intl.formatMessage({ id: origin }) : row.origin}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <time dateTime={row.lastActivityAt}>{formatDateTime(row.lastActivityAt, language)}</time>
                    </TableCell>
                    {archived && <TableCell>{row.archivalReason ?? '—'}</TableCell>}
                  </TableRow>
                );
              })}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
