import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SignedIn } from '@ats/web/app/auth/session';
import { EmptyState, LoadErrorState } from '@ats/web/app/components/empty-state';
import type { Member } from '../../api/teams-api';
import { PAGE_SIZES, type TeamMembersState } from '../../hooks/use-team-members';
import { MemberRows } from './member-rows';

const COLUMNS = ['team.column.name', 'team.column.roleType', 'team.column.jobsAssigned', 'team.column.lastActive', 'team.column.status'] as const;

export type MembersTableProps = {
  state: TeamMembersState;
  session: SignedIn;
  headingId: string;
  onEdit: (member: Member) => void;
  onDelete: (member: Member) => void;
};

/** The members table with its loading, empty and error states, and the pagination. */
export const MembersTable = ({ state, session, headingId, onEdit, onDelete }: MembersTableProps) => {
  const intl = useIntl();
  const { list, loading, members, filtered } = state;
  return (
    <Paper variant="outlined">
      <Box sx={{ height: 4 }}>{list.isFetching && !loading && <LinearProgress aria-label={intl.formatMessage({ id: 'common.loading' })} />}</Box>
      {list.isError && !list.data ? (
        <LoadErrorState titleId="team.error.title" error={list.error} onRetry={list.refetch} />
      ) : !loading && members.length === 0 ? (
        <EmptyState
          icon={<GroupOutlinedIcon />}
          title={<FormattedMessage id={filtered ? 'team.empty.filtered' : 'team.empty.title'} />}
          body={<FormattedMessage id={filtered ? 'team.empty.filteredBody' : 'team.empty.body'} />}
        />
      ) : (
        <>
          <TableContainer>
            <Table aria-labelledby={headingId} size="medium">
              <TableHead>
                <TableRow>
                  {COLUMNS.map((column) => (
                    <TableCell key={column}>{intl.formatMessage({ id: column }).toUpperCase()}</TableCell>
                  ))}
                  <TableCell align="right">{intl.formatMessage({ id: 'team.column.actions' }).toUpperCase()}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody aria-busy={loading}>
                {loading ? (
                  Array.from({ length: 5 }, (_, index) => (
                    <TableRow key={index}>
                      {Array.from({ length: 6 }, (__, cell) => (
                        <TableCell key={cell}>
                          <Skeleton />
                        </TableCell>
                      ))}
                    </TableRow>
                  ))
                ) : (
                  <MemberRows members={members} session={session} onEdit={onEdit} onDelete={onDelete} />
                )}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={state.total}
            page={Math.max(0, state.page - 1)}
            onPageChange={(_event, next) => state.setPage(next + 1)}
            rowsPerPage={state.take}
            rowsPerPageOptions={PAGE_SIZES}
            onRowsPerPageChange={(event) => state.setTake(Number(event.target.value))}
            labelRowsPerPage={intl.formatMessage({ id: 'pagination.rowsPerPage' })}
            labelDisplayedRows={({ from, to, count }) => intl.formatMessage({ id: 'pagination.displayedRows' }, { from, to, count })}
            getItemAriaLabel={(type) => intl.formatMessage({ id: `pagination.${type}` })}
          />
        </>
      )}
    </Paper>
  );
};
