import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { hasPermission, PERMISSIONS } from '@ats/domain/identity';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isApiError } from '@ats/web/app/api/api-error';
import { errorText } from '@ats/web/app/api/error-text';
import { showSuccessToast } from '@ats/web/app/api/toast-bus';
import { useSession } from '@ats/web/app/auth/session';
import { ConfirmDialog } from '@ats/web/app/components/confirm-dialog';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';
import { useDeleteMember, type Member } from '../../api/teams-api';
import { useTeamMembers } from '../../hooks/use-team-members';
import { teamMessageId } from '../../team-labels';
import { MemberDialog, type MemberDialogMode } from './member-dialog';
import { MembersTable } from './members-table';
import { TeamFilters } from './team-filters';

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
  const state = useTeamMembers();
  const [dialog, setDialog] = useState<MemberDialogMode | null>(null);
  const [deleting, setDeleting] = useState<Member | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const remove = useDeleteMember();

  if (session.status !== 'signed-in') return null;
  const canAdd = hasPermission(session.holder, PERMISSIONS.teamMembersAdd);

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
          <Button variant="contained" startIcon={<PersonAddAlt1OutlinedIcon />} onClick={() => setDialog({ kind: 'create' })}>
            <FormattedMessage id="team.invite" />
          </Button>
        )}
      </Stack>
      <TeamFilters state={state} />
      <MembersTable
        state={state}
        session={session}
        headingId={headingId}
        onEdit={(member) => setDialog({ kind: 'edit', member })}
        onDelete={(member) => {
          setDeleteError(null);
          setDeleting(member);
        }}
      />
      {dialog && (
        <MemberDialog key={dialog.kind === 'edit' ? dialog.member.id : 'new'} mode={dialog} session={session} onClose={() => setDialog(null)} />
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
