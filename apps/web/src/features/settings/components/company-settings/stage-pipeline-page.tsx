import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SETTINGS_PERMISSIONS } from '@ats/domain/company-settings/settings-permissions';
import { hasPermission } from '@ats/domain/identity';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { showSuccessToast } from '@ats/web/app/api/toast-bus';
import { useSession } from '@ats/web/app/auth/session';
import { ConfirmDialog } from '@ats/web/app/components/confirm-dialog';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';
import { useDeleteTemplate, type PipelineTemplate } from '../../api/pipeline-api';
import { settingsErrorText } from '../../settings-errors';
import { ArchivalReasonsCard } from './archival-reasons-card';
import { TemplatesCard } from './templates-card';

/**
 * /recruiter-settings/stage-pipeline (spec 02 §2.7): the stage pipeline templates with their stages and the
 * jobs and candidates using each, and the archival reasons with their default and used flags.
 */
export const StagePipelinePage = () => {
  const intl = useIntl();
  usePageTitle('settings.stagePipeline');
  const session = useSession();
  const navigate = useNavigate();
  const remove = useDeleteTemplate();
  const [deleting, setDeleting] = useState<PipelineTemplate | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  if (session.status !== 'signed-in') return null;
  const may = (permission: string) => hasPermission(session.holder, permission);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        showSuccessToast('pipeline.toast.deleted', { name: deleting.name });
        setDeleting(null);
      },
      onError: (error) => setDeleteError(settingsErrorText(intl, error)),
    });
  };

  return (
    <Box>
      <Box sx={{ mb: 2 }}>
        <Typography variant="h1">
          <FormattedMessage id="settings.stagePipeline" />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="pipeline.subtitle" />
        </Typography>
      </Box>
      <TemplatesCard
        onAdd={may(SETTINGS_PERMISSIONS.pipelineAdd) ? () => void navigate('/recruiter/stage-pipeline/new') : undefined}
        onEdit={
          may(SETTINGS_PERMISSIONS.pipelineEdit)
            ? (template) => void navigate(`/recruiter/stage-pipeline/${template.id}`)
            : undefined
        }
        onDelete={
          may(SETTINGS_PERMISSIONS.pipelineDelete)
            ? (template) => {
                setDeleteError(null);
                setDeleting(template);
              }
            : undefined
        }
      />
      <ArchivalReasonsCard
        canAdd={may(SETTINGS_PERMISSIONS.archivalReasonAdd)}
        canDelete={may(SETTINGS_PERMISSIONS.archivalReasonDelete)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={intl.formatMessage({ id: 'pipeline.delete.title' }, { name: deleting?.name ?? '' })}
        busy={remove.isPending}
        error={deleteError}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
};
