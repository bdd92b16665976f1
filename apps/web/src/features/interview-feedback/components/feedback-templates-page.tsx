import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FEEDBACK_TEMPLATE_PERMISSIONS } from '@ats/domain/feedback-templates/feedback-template-permissions';
import { hasPermission } from '@ats/domain/identity';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { showSuccessToast } from '@ats/web/app/api/toast-bus';
import { useSession } from '@ats/web/app/auth/session';
import { ConfirmDialog } from '@ats/web/app/components/confirm-dialog';
import { RowActions } from '@ats/web/app/components/row-actions';
import { SettingsTableCard } from '@ats/web/app/components/settings-table-card';
import type { MessageId } from '@ats/web/app/i18n/messages';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';
import { useDeleteFeedbackTemplate, useFeedbackTemplates, type FeedbackTemplate } from '../api/feedback-templates-api';
import { feedbackErrorText } from '../feedback-template-errors';
import { FeedbackReminderCard } from './feedback-reminder-card';

const COLUMNS: readonly MessageId[] = [
  'feedbackTemplates.column.name',
  'feedbackTemplates.column.skills',
  'feedbackTemplates.column.sections',
  'feedbackTemplates.column.actions',
];

export const FEEDBACK_TEMPLATE_EDITOR = (id: string) => `/recruiter/interview-scorecard-templates/${encodeURIComponent(id)}`;

/**
 * /recruiter-settings/interview-scorecard-templates (spec 03 §2.1 "Interview feedback templates"): a table with
 * template name, skills, sections and actions; add and edit open /recruiter/interview-scorecard-templates/:templateId;
 * delete asks first.
 */
export const FeedbackTemplatesPage = () => {
  const intl = useIntl();
  usePageTitle('feedbackTemplates.title');
  const session = useSession();
  const navigate = useNavigate();
  const templates = useFeedbackTemplates();
  const remove = useDeleteFeedbackTemplate();
  const [deleting, setDeleting] = useState<FeedbackTemplate | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  if (session.status !== 'signed-in') return null;
  const may = (permission: string) => hasPermission(session.holder, permission);

  const renderRow = (row: FeedbackTemplate) => (
    <TableRow key={row.id}>
      <TableCell>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {row.name}
        </Typography>
      </TableCell>
      <TableCell>
        <Typography variant="body2">{row.sections.flatMap((section) => section.skills.map((skill) => skill.name)).join(', ')}</Typography>
      </TableCell>
      <TableCell>{row.sections.map((section) => section.title).join(', ')}</TableCell>
      <TableCell align="right">
        <RowActions
          actions={[
            may(FEEDBACK_TEMPLATE_PERMISSIONS.edit) && {
              key: 'edit',
              label: intl.formatMessage({ id: 'feedbackTemplates.editNamed' }, { name: row.name }),
              icon: <EditOutlinedIcon fontSize="small" />,
              to: FEEDBACK_TEMPLATE_EDITOR(row.id),
            },
            may(FEEDBACK_TEMPLATE_PERMISSIONS.delete) && {
              key: 'delete',
              label: intl.formatMessage({ id: 'feedbackTemplates.deleteNamed' }, { name: row.name }),
              icon: <DeleteOutlineIcon fontSize="small" />,
              onClick: () => {
                setDeleteError(null);
                setDeleting(row);
              },
            },
          ]}
        />
      </TableCell>
    </TableRow>
  );

  return (
    <Box>
      <Box sx={{ mb: 2 }}>
        <Typography variant="h1">
          <FormattedMessage id="feedbackTemplates.title" />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="feedbackTemplates.subtitle" />
        </Typography>
      </Box>
      <SettingsTableCard<FeedbackTemplate>
        title="feedbackTemplates.list"
        addLabel={may(FEEDBACK_TEMPLATE_PERMISSIONS.add) ? 'feedbackTemplates.add' : undefined}
        onAdd={() => void navigate(FEEDBACK_TEMPLATE_EDITOR('new'))}
        query={templates}
        columns={COLUMNS}
        emptyTitle="feedbackTemplates.empty"
        errorTitle="feedbackTemplates.error"
        renderRow={renderRow}
      />
      {(may(FEEDBACK_TEMPLATE_PERMISSIONS.list) || may(FEEDBACK_TEMPLATE_PERMISSIONS.edit)) && (
        <FeedbackReminderCard canEdit={may(FEEDBACK_TEMPLATE_PERMISSIONS.edit)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={intl.formatMessage({ id: 'feedbackTemplates.delete.title' }, { name: deleting?.name ?? '' })}
        busy={remove.isPending}
        error={deleteError}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              showSuccessToast('feedbackTemplates.toast.deleted', { name: deleting.name });
              setDeleting(null);
            },
            onError: (error) => setDeleteError(feedbackErrorText(intl, error)),
          });
        }}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
};
