import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { FormErrorBanner } from '@ats/web/app/forms/form-error-banner';
import type { Collaborator } from '@ats/web/features/jobs/api/collaborators-api';
import type { JobDetail } from '@ats/web/features/jobs/api/job-types';
import { useCollaboratorsEditor, usesStages } from '@ats/web/features/jobs/hooks/use-collaborators-editor';
import { CollaboratorDialog } from './collaborator-dialog';

export type CollaboratorListProps = { job: JobDetail; readOnly: boolean };

/** Spec 02 §2.3, §3.13, §6.1: the job's collaborators with their per-job permissions and invite status. */
export const CollaboratorList = ({ job, readOnly }: CollaboratorListProps) => {
  const intl = useIntl();
  const editor = useCollaboratorsEditor(job.id);

  const permissionsText = (collaborator: Collaborator) => {
    if (collaborator.permissions.length === 0) return intl.formatMessage({ id: 'jobs.collaborators.noPermissions' });
    const stages = usesStages(collaborator.permissions)
      ? ` ${intl.formatMessage({ id: collaborator.stageIds?.length ? 'jobs.permission.stagesSome' : 'jobs.permission.stagesAll' })}`
      : '';
    return collaborator.permissions
      .map((permission) => {
        const label = intl.formatMessage({ id: `jobs.permission.${permission}` });
        return permission === 'MOVE_STAGES_AND_SEND_EMAILS' || permission === 'ACCESS_PROFILE'
          ? `${label}${stages}`
          : label;
      })
      .join(', ');
  };

  const row = (collaborator: Collaborator, manageable: boolean) => {
    const name = collaborator.fullName || collaborator.email;
    return (
      <ListItem key={collaborator.userId} divider disableGutters>
        <Stack direction="row" spacing={2} alignItems="flex-start" sx={{ width: '100%' }}>
          <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
            <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap">
              <Typography fontWeight={600}>{name}</Typography>
              <Chip
                size="small"
                variant="outlined"
                label={intl.formatMessage({ id: `jobs.collaborators.status.${collaborator.status}` })}
              />
              {collaborator.allJobs && (
                <Chip size="small" label={intl.formatMessage({ id: 'jobs.collaborators.allJobs' })} />
              )}
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {permissionsText(collaborator)}
            </Typography>
            {!manageable && (
              <Typography variant="body2" color="text.secondary">
                <FormattedMessage id="jobs.collaborators.readOnly" />{' '}
                <Link component={RouterLink} to="/recruiter-settings/teams">
                  <FormattedMessage id="jobs.collaborators.teamPage" />
                </Link>
              </Typography>
            )}
          </Stack>
          {manageable && !readOnly && (
            <Stack direction="row">
              <IconButton
                aria-label={intl.formatMessage({ id: 'jobs.collaborators.edit' }, { name })}
                onClick={() => editor.openEdit(collaborator)}
              >
                <EditOutlinedIcon />
              </IconButton>
              <IconButton
                aria-label={intl.formatMessage({ id: 'jobs.collaborators.remove' }, { name })}
                onClick={() => editor.remove(collaborator.userId)}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Stack>
          )}
        </Stack>
      </ListItem>
    );
  };

  const rows = [
    ...editor.manageable.map((item) => row(item, true)),
    ...editor.readOnly.map((item) => row(item, false)),
  ];

  return (
    <section aria-labelledby="collaborators-heading">
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 1 }}>
        <Typography id="collaborators-heading" variant="h3" component="h2">
          <FormattedMessage id="jobs.collaborators.list.heading" />
        </Typography>
        {!readOnly && (
          <Button variant="outlined" onClick={editor.openAdd}>
            <FormattedMessage id="jobs.collaborators.add" />
          </Button>
        )}
      </Stack>
      <FormErrorBanner error={editor.error} />
      {editor.query.isError && (
        <Alert severity="error">
          <FormattedMessage id="jobs.collaborators.list.error" />
        </Alert>
      )}
      {editor.query.isPending ? (
        <Typography color="text.secondary">
          <FormattedMessage id="common.loading" />
        </Typography>
      ) : rows.length > 0 ? (
        <List aria-labelledby="collaborators-heading">{rows}</List>
      ) : (
        !editor.query.isError && (
          <Typography color="text.secondary">
            <FormattedMessage id="jobs.collaborators.list.empty" />
          </Typography>
        )
      )}
      {!readOnly && editor.changed && (
        <Button variant="contained" sx={{ mt: 2 }} loading={editor.saving} onClick={editor.save}>
          <FormattedMessage id="jobs.collaborators.save" />
        </Button>
      )}
      {editor.dialog && <CollaboratorDialog editor={editor} stages={job.stages} />}
    </section>
  );
};
