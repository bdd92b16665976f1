import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { hasPermission, PERMISSIONS } from '@ats/domain/identity';
import { canManageMember, isTeamAccessType } from '@ats/domain/identity/team-members';
import { FormattedMessage, useIntl } from 'react-intl';
import { showSuccessToast } from '@ats/web/app/api/toast-bus';
import { ACCESS_LABEL_OF_TEAM_ROLE, ROLE_LABEL } from '@ats/web/app/auth/role-labels';
import type { SignedIn } from '@ats/web/app/auth/session';
import { LetterAvatar } from '@ats/web/app/components/letter-avatar';
import { useRelativeTime } from '@ats/web/app/format/use-relative-time';
import { useResendInvite, type Member } from '../../api/teams-api';
import { baseNameOf, STATUS_LABEL } from '../../team-labels';

const STATUS_COLOUR: Record<string, 'success' | 'info' | 'default'> = {
  ACTIVE: 'success',
  INVITE_SENT: 'info',
  NOT_INVITED: 'default',
};

export type MemberRowsProps = {
  members: Member[];
  session: SignedIn;
  onEdit: (member: Member) => void;
  onDelete: (member: Member) => void;
};

/** One row per member: name and e-mail, role type, jobs, last active, status, and the actions allowed. */
export const MemberRows = ({ members, session, onEdit, onDelete }: MemberRowsProps) => {
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
