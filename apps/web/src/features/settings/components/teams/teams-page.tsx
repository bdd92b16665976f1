import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import SearchIcon from '@mui/icons-material/Search';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { hasPermission, PERMISSIONS } from '@ats/domain/identity';
import {
  canManageMember,
  isTeamAccessType,
  TEAM_ACCESS_TYPES,
  type TeamAccessType,
} from '@ats/domain/identity/team-members';
import { useEffect, useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isApiError } from '../../../../app/api/api-error';
import { errorText } from '../../../../app/api/error-text';
import { showSuccessToast } from '../../../../app/api/toast-bus';
import { ACCESS_LABEL_OF_TEAM_ROLE, ROLE_LABEL } from '../../../../app/auth/role-labels';
import { useSession, type SignedIn } from '../../../../app/auth/session';
import { ConfirmDialog } from '../../../../app/components/confirm-dialog';
import { EmptyState, LoadErrorState } from '../../../../app/components/empty-state';
import { LetterAvatar } from '../../../../app/components/letter-avatar';
import { useRelativeTime } from '../../../../app/format/use-relative-time';
import { usePageTitle } from '../../../../app/shell/use-page-title';
import { MemberDialog, type MemberDialogMode } from './member-dialog';
import {
  ACCESS_FILTERS,
  baseNameOf,
  ROLES_OF_ACCESS,
  STATUS_LABEL,
  teamMessageId,
  type AccessFilter,
} from '../../team-labels';
import { useDeleteMember, useMembers, useResendInvite, type Member } from '../../api/teams-api';

const PAGE_SIZES = [10, 25, 50];
const SEARCH_DEBOUNCE_MS = 300;

const useDebounced = (value: string, delay: number) => {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return debounced;
};

/** Both filters narrow the same accessType query: the roles left are those every chosen filter admits. */
const rolesFor = (
  accessFilters: readonly AccessFilter[],
  roleFilters: readonly TeamAccessType[],
): TeamAccessType[] | null => {
  let roles: TeamAccessType[] = [...TEAM_ACCESS_TYPES];
  if (accessFilters.length > 0)
    roles = roles.filter((role) => accessFilters.some((filter) => ROLES_OF_ACCESS[filter] === role));
  if (roleFilters.length > 0) roles = roles.filter((role) => roleFilters.includes(role));
  if (accessFilters.length === 0 && roleFilters.length === 0) return [];
  return roles.length === 0 ? null : roles;
};

const STATUS_COLOUR: Record<string, 'success' | 'info' | 'default'> = {
  ACTIVE: 'success',
  INVITE_SENT: 'info',
  NOT_INVITED: 'default',
};

const MemberRows = ({
  members,
  session,
  onEdit,
  onDelete,
}: {
  members: Member[];
  session: SignedIn;
  onEdit: (member: Member) => void;
  onDelete: (member: Member) => void;
}) => {
  const intl = useIntl();
  const relative = useRelativeTime();
  const resend = useResendInvite();
  const { holder } = session;
  const canEdit = hasPermission(holder, PERMISSIONS.teamMembersEdit);
  const canAdd = hasPermission(holder, PERMISSIONS.teamMembersAdd);
  const canDelete = hasPermission(holder, PERMISSIONS.teamMembersDelete);

  return (
    <>
      {members.map((member) => {
        const type = isTeamAccessType(member.accessType) ? member.accessType : null;
        const manageable = type !== null && !member.isDeletedUser && canManageMember(holder.roles, type);
        const self = member.id === session.user.id;
        const name = member.isDeletedUser
          ? intl.formatMessage({ id: 'team.deletedUser' }, { name: baseNameOf(member.fullName) })
          : member.fullName || member.email;
        const access = type ? ACCESS_LABEL_OF_TEAM_ROLE[type] : null;
        return (
          <TableRow
            key={member.id}
            hover
            sx={member.isDeletedUser ? { '& td': { color: 'text.disabled' } } : undefined}
          >
            <TableCell>
              <Stack direction="row" spacing={1.5} alignItems="center">
                <LetterAvatar name={baseNameOf(member.fullName) || member.email} />
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body1" sx={{ fontWeight: 600 }} noWrap>
                    {name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" noWrap>
                    <bdi>{member.email}</bdi>
                  </Typography>
                </Box>
              </Stack>
            </TableCell>
            <TableCell>
              {type ? intl.formatMessage({ id: ROLE_LABEL[type] }) : member.accessType}
              {access && (
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {intl.formatMessage({ id: access })}
                </Typography>
              )}
            </TableCell>
            <TableCell>{intl.formatNumber(member.jobsAssigned ?? 0)}</TableCell>
            <TableCell>
              {member.lastActive ? (
                <Tooltip title={intl.formatDate(member.lastActive, { dateStyle: 'medium', timeStyle: 'short' })}>
                  <time dateTime={member.lastActive}>{relative(member.lastActive)}</time>
                </Tooltip>
              ) : (
                <FormattedMessage id="team.lastActive.never" />
              )}
            </TableCell>
            <TableCell>
              {member.isDeletedUser ? (
                <Chip size="small" label={intl.formatMessage({ id: 'team.status.DELETED' })} variant="outlined" />
              ) : (
                <Chip
                  size="small"
                  color={STATUS_COLOUR[member.status] ?? 'default'}
                  variant={member.status === 'ACTIVE' ? 'filled' : 'outlined'}
                  label={
                    STATUS_LABEL[member.status]
                      ? intl.formatMessage({ id: STATUS_LABEL[member.status]! })
                      : member.status
                  }
                />
              )}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {manageable && canEdit && !self && (
                <Tooltip title={intl.formatMessage({ id: 'team.action.edit' })}>
                  <IconButton
                    size="small"
                    onClick={() => onEdit(member)}
                    aria-label={intl.formatMessage({ id: 'team.action.editNamed' }, { name })}
                  >
                    <EditOutlinedIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
              {manageable && canAdd && member.status !== 'ACTIVE' && (
                <Tooltip title={intl.formatMessage({ id: 'team.action.resend' })}>
                  <span>
                    <IconButton
                      size="small"
                      disabled={resend.isPending && resend.variables === member.id}
                      onClick={() =>
                        resend.mutate(member.id, {
                          onSuccess: () => showSuccessToast('team.toast.invited', { email: member.email }),
                        })
                      }
                      aria-label={intl.formatMessage({ id: 'team.action.resendNamed' }, { name })}
                    >
                      <SendOutlinedIcon
                        fontSize="small"
                        sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
                      />
                    </IconButton>
                  </span>
                </Tooltip>
              )}
              {manageable && canDelete && !self && (
                <Tooltip title={intl.formatMessage({ id: 'team.action.delete' })}>
                  <IconButton
                    size="small"
                    onClick={() => onDelete(member)}
                    aria-label={intl.formatMessage({ id: 'team.action.deleteNamed' }, { name })}
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
            </TableCell>
          </TableRow>
        );
      })}
    </>
  );
};

const COLUMNS = [
  'team.column.name',
  'team.column.roleType',
  'team.column.jobsAssigned',
  'team.column.lastActive',
  'team.column.status',
] as const;

/**
 * /recruiter-settings/teams (spec 03 "Team members screen"): NAME, ROLE TYPE, JOBS ASSIGNED, LAST ACTIVE, STATUS,
 * ACTIONS; search by name or e-mail; access-type and role-type filters; deleted users on request; invite, edit,
 * resend and delete, each shown only to whom the shared permission rules allow it.
 */
export const TeamsPage = () => {
  const intl = useIntl();
  usePageTitle('settings.teams');
  const session = useSession();
  const headingId = useId();
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const [accessFilters, setAccessFilters] = useState<AccessFilter[]>([]);
  const [roleFilters, setRoleFilters] = useState<TeamAccessType[]>([]);
  const [includeDeleted, setIncludeDeleted] = useState(false);
  const [page, setPage] = useState(1);
  const [take, setTake] = useState(PAGE_SIZES[0]!);
  const [dialog, setDialog] = useState<MemberDialogMode | null>(null);
  const [deleting, setDeleting] = useState<Member | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const remove = useDeleteMember();

  const roles = rolesFor(accessFilters, roleFilters);
  const rolesKey = roles === null ? null : roles.join(',');
  const filters = useMemo(
    () => ({
      page,
      take,
      accessTypes: rolesKey ? (rolesKey.split(',') as TeamAccessType[]) : [],
      includeDeletedUsers: includeDeleted,
      search: debouncedSearch,
    }),
    [page, take, rolesKey, includeDeleted, debouncedSearch],
  );
  // Filters that admit no role at all: nothing to ask the server.
  const list = useMembers(filters, roles !== null);

  useEffect(() => setPage(1), [debouncedSearch, accessFilters, roleFilters, includeDeleted]);

  if (session.status !== 'signed-in') return null;
  const canAdd = hasPermission(session.holder, PERMISSIONS.teamMembersAdd);
  const members = roles === null ? [] : (list.data?.data ?? []);
  const total = roles === null ? 0 : (list.data?.total ?? 0);
  const filtered = debouncedSearch !== '' || accessFilters.length > 0 || roleFilters.length > 0;
  const loading = roles !== null && list.isPending;

  const confirmDelete = () => {
    if (!deleting) return;
    setDeleteError(null);
    remove.mutate(deleting.id, {
      onSuccess: () => {
        showSuccessToast('team.toast.deleted', { name: deleting.fullName });
        setDeleting(null);
      },
      onError: (error) => {
        const id = isApiError(error) && !error.isGeneric ? teamMessageId(error.message) : null;
        setDeleteError(id ? intl.formatMessage({ id }) : errorText(intl, error));
      },
    });
  };

  const multiSelect = <T extends string>(
    id: string,
    labelId: 'team.filter.accessType' | 'team.filter.roleType',
    options: readonly T[],
    value: T[],
    onChange: (next: T[]) => void,
    label: (option: T) => string,
  ) => (
    <TextField
      id={id}
      select
      size="small"
      label={intl.formatMessage({ id: labelId })}
      value={value}
      onChange={(event) => onChange(event.target.value as unknown as T[])}
      sx={{ minWidth: 200 }}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) =>
            (selected as T[]).length === 0
              ? intl.formatMessage({ id: 'team.filter.all' })
              : (selected as T[]).map(label).join(', '),
          displayEmpty: true,
        },
        inputLabel: { shrink: true },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {label(option)}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box>
      <Stack direction="row" alignItems="center" justifyContent="space-between" spacing={2} sx={{ mb: 2 }}>
        <Box>
          <Typography id={headingId} variant="h1">
            <FormattedMessage id="settings.teams" />
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage id="team.subtitle" />
          </Typography>
        </Box>
        {canAdd && (
          <Button
            variant="contained"
            startIcon={<PersonAddAlt1OutlinedIcon />}
            onClick={() => setDialog({ kind: 'create' })}
          >
            <FormattedMessage id="team.invite" />
          </Button>
        )}
      </Stack>

      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        alignItems={{ md: 'center' }}
        sx={{ mb: 2 }}
        role="search"
        aria-label={intl.formatMessage({ id: 'team.filters' })}
      >
        <TextField
          type="search"
          size="small"
          label={intl.formatMessage({ id: 'team.search' })}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ minWidth: 260 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        {multiSelect(
          'team-filter-access',
          'team.filter.accessType',
          ACCESS_FILTERS,
          accessFilters,
          setAccessFilters,
          (option) => intl.formatMessage({ id: `access.${option}` }),
        )}
        {multiSelect(
          'team-filter-role',
          'team.filter.roleType',
          TEAM_ACCESS_TYPES,
          roleFilters,
          setRoleFilters,
          (option) => intl.formatMessage({ id: ROLE_LABEL[option] }),
        )}
        <FormControlLabel
          control={<Switch checked={includeDeleted} onChange={(event) => setIncludeDeleted(event.target.checked)} />}
          label={intl.formatMessage({ id: 'team.includeDeleted' })}
        />
      </Stack>

      <Paper variant="outlined">
        <Box sx={{ height: 4 }}>
          {list.isFetching && !loading && <LinearProgress aria-label={intl.formatMessage({ id: 'common.loading' })} />}
        </Box>
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
                    <TableCell align="right">
                      {intl.formatMessage({ id: 'team.column.actions' }).toUpperCase()}
                    </TableCell>
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
                    <MemberRows
                      members={members}
                      session={session}
                      onEdit={(member) => setDialog({ kind: 'edit', member })}
                      onDelete={(member) => {
                        setDeleteError(null);
                        setDeleting(member);
                      }}
                    />
                  )}
                </TableBody>
              </Table>
            </TableContainer>
            <TablePagination
              component="div"
              count={total}
              page={Math.max(0, page - 1)}
              onPageChange={(_event, next) => setPage(next + 1)}
              rowsPerPage={take}
              rowsPerPageOptions={PAGE_SIZES}
              onRowsPerPageChange={(event) => {
                setTake(Number(event.target.value));
                setPage(1);
              }}
              labelRowsPerPage={intl.formatMessage({ id: 'pagination.rowsPerPage' })}
              labelDisplayedRows={({ from, to, count }) =>
                intl.formatMessage({ id: 'pagination.displayedRows' }, { from, to, count })
              }
              getItemAriaLabel={(type) => intl.formatMessage({ id: `pagination.${type}` })}
            />
          </>
        )}
      </Paper>

      {dialog && (
        <MemberDialog
          key={dialog.kind === 'edit' ? dialog.member.id : 'new'}
          mode={dialog}
          session={session}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={intl.formatMessage({ id: 'team.delete.title' }, { name: deleting?.fullName ?? '' })}
        description={intl.formatMessage({ id: 'team.delete.body' })}
        busy={remove.isPending}
        error={deleteError}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
};
