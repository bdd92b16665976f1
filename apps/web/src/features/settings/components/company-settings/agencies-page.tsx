import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { SETTINGS_PERMISSIONS } from '@ats/domain/company-settings/settings-permissions';
import { hasPermission } from '@ats/domain/identity';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAgencies, type Agency } from '@ats/web/app/api/agencies-api';
import { errorText } from '@ats/web/app/api/error-text';
import { showSuccessToast } from '@ats/web/app/api/toast-bus';
import { useSession } from '@ats/web/app/auth/session';
import { ConfirmDialog } from '@ats/web/app/components/confirm-dialog';
import { RowActions } from '@ats/web/app/components/row-actions';
import { SettingsTableCard } from '@ats/web/app/components/settings-table-card';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';
import { useDeleteAgency, useSaveAgency } from '../../api/agencies-api';
import { AgencyDialog } from './agency-dialog';

/** The portal link an agency is sent, on this web app's own origin. */
const portalUrl = (agency: Agency) => `${window.location.origin}${agency.link}`;

/**
 * /recruiter-settings/agencies (spec 02 §2.9): the company's agencies with their primary contact, assigned jobs
 * and portal link; add, edit and delete. The assigned jobs are the jobs' own (the list reads them from the jobs).
 */
export const AgenciesPage = () => {
  const intl = useIntl();
  usePageTitle('settings.agencies');
  const session = useSession();
  const agencies = useAgencies();
  const save = useSaveAgency();
  const remove = useDeleteAgency();
  const [editing, setEditing] = useState<{ agency: Agency | null } | null>(null);
  const [deleting, setDeleting] = useState<Agency | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  if (session.status !== 'signed-in') return null;
  const may = (permission: string) => hasPermission(session.holder, permission);

  const copyLink = async (agency: Agency) => {
    await navigator.clipboard?.writeText(portalUrl(agency));
    showSuccessToast('agencies.linkCopied');
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        showSuccessToast('agencies.toast.deleted', { name: deleting.name });
        setDeleting(null);
      },
      onError: (error) => setDeleteError(errorText(intl, error)),
    });
  };

  return (
    <Box>
      <Box sx={{ mb: 2 }}>
        <Typography variant="h1">
          <FormattedMessage id="settings.agencies" />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="agencies.subtitle" />
        </Typography>
      </Box>
      <SettingsTableCard<Agency>
        title="settings.agencies"
        addLabel={may(SETTINGS_PERMISSIONS.agencyAdd) ? 'agencies.add' : undefined}
        onAdd={() => setEditing({ agency: null })}
        query={agencies}
        columns={['agencies.column.name', 'agencies.column.contact', 'agencies.column.jobs', 'agencies.column.link', 'agencies.column.actions']}
        emptyTitle="agencies.empty"
        errorTitle="agencies.error"
        renderRow={(agency) => (
          <TableRow key={agency.id}>
            <TableCell>{agency.name}</TableCell>
            <TableCell>
              <span>{agency.contactName}</span>
              <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ textAlign: 'start' }}>
                {agency.contactEmail}
              </Typography>
            </TableCell>
            <TableCell>
              {agency.jobs.length === 0 ? (
                <FormattedMessage id="agencies.noJobs" />
              ) : (
                <Stack component="ul" spacing={0.25} sx={{ m: 0, p: 0, listStyle: 'none' }}>
                  {agency.jobs.map((job) => (
                    <li key={job.id}>{job.name}</li>
                  ))}
                </Stack>
              )}
            </TableCell>
            <TableCell>
              <Stack direction="row" spacing={0.5} alignItems="center">
                <Link href={portalUrl(agency)} target="_blank" rel="noopener noreferrer" dir="ltr" sx={{ wordBreak: 'break-all' }}>
                  {portalUrl(agency)}
                </Link>
                <Tooltip title={intl.formatMessage({ id: 'agencies.copyLink' }, { name: agency.name })}>
                  <IconButton size="small" aria-label={intl.formatMessage({ id: 'agencies.copyLink' }, { name: agency.name })} onClick={() => void copyLink(agency)}>
                    <ContentCopyIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Stack>
            </TableCell>
            <TableCell align="right">
              <RowActions
                actions={[
                  may(SETTINGS_PERMISSIONS.agencyEdit) && {
                    key: 'edit',
                    label: intl.formatMessage({ id: 'agencies.editNamed' }, { name: agency.name }),
                    icon: <EditOutlinedIcon fontSize="small" />,
                    onClick: () => setEditing({ agency }),
                  },
                  may(SETTINGS_PERMISSIONS.agencyDelete) && {
                    key: 'delete',
                    label: intl.formatMessage({ id: 'agencies.deleteNamed' }, { name: agency.name }),
                    icon: <DeleteOutlineIcon fontSize="small" />,
                    onClick: () => {
                      setDeleteError(null);
                      setDeleting(agency);
                    },
                  },
                ]}
              />
            </TableCell>
          </TableRow>
        )}
      />
      {editing && (
        <AgencyDialog
          agency={editing.agency}
          busy={save.isPending}
          onSave={async (body) => {
            await save.mutateAsync({ id: editing.agency?.id, body });
            showSuccessToast(editing.agency ? 'agencies.toast.saved' : 'agencies.toast.added', { name: body.name });
          }}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={intl.formatMessage({ id: 'agencies.delete.title' }, { name: deleting?.name ?? '' })}
        description={intl.formatMessage({ id: 'agencies.delete.description' })}
        busy={remove.isPending}
        error={deleteError}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
};
