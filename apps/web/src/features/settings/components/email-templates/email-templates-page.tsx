import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { templateTitleRule } from '@ats/domain/email-templates/email-template.errors';
import { EMAIL_TEMPLATE_PERMISSIONS } from '@ats/domain/email-templates/email-template-permissions';
import { toScreenPlaceholders } from '@ats/domain/email-templates/placeholders';
import { hasPermission } from '@ats/domain/identity';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { showSuccessToast } from '@ats/web/app/api/toast-bus';
import { useSession } from '@ats/web/app/auth/session';
import { ConfirmDialog } from '@ats/web/app/components/confirm-dialog';
import { RowActions, type RowAction } from '@ats/web/app/components/row-actions';
import { SearchField } from '@ats/web/app/components/search-field';
import type { MessageId } from '@ats/web/app/i18n/messages';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';
import {
  useCloneEmailTemplate,
  useDeleteEmailTemplate,
  useEmailTemplates,
  useSaveEmailTemplate,
  type EmailTemplate,
} from '../../api/email-templates-api';
import { emailTemplateErrorText, emailTemplateMessageText } from '../../email-template-errors';
import { NameDialog } from '../company-settings/name-dialog';
import { SettingsTableCard } from '../company-settings/settings-table-card';
import { EmailTemplateDialog } from './email-template-dialog';

type Editing = { template: EmailTemplate | null };

const COLUMNS: readonly MessageId[] = [
  'emailTemplates.column.template',
  'emailTemplates.column.subject',
  'emailTemplates.column.lastActivity',
  'emailTemplates.column.actions',
];

/** The list's search: the title, the subject (as shown) or the type's name. */
const matches = (row: EmailTemplate, search: string, typeName: string) => {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [row.title, toScreenPlaceholders(row.subject), typeName].some((text) => text.toLowerCase().includes(needle));
};

/** One source's rows of the loaded list, as the table card reads a query. */
const rowsOf = (query: UseQueryResult<EmailTemplate[]>, keep: (row: EmailTemplate) => boolean) =>
  ({ ...query, data: query.data?.filter(keep) }) as UseQueryResult<EmailTemplate[]>;

/**
 * /recruiter-settings/manage-emails (spec 03 "Email templates screen"): company templates and system
 * templates, each row with its type, the default badge, subject and last activity; add, edit, clone (system
 * templates too, which are otherwise read-only) and delete with confirmation; search over both lists.
 */
export const EmailTemplatesPage = () => {
  const intl = useIntl();
  usePageTitle('settings.emailTemplates');
  const session = useSession();
  const templates = useEmailTemplates();
  const save = useSaveEmailTemplate();
  const clone = useCloneEmailTemplate();
  const remove = useDeleteEmailTemplate();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [viewing, setViewing] = useState<EmailTemplate | null>(null);
  const [cloning, setCloning] = useState<EmailTemplate | null>(null);
  const [deleting, setDeleting] = useState<EmailTemplate | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  if (session.status !== 'signed-in') return null;
  const may = (permission: string) => hasPermission(session.holder, permission);
  const typeName = (row: EmailTemplate) => intl.formatMessage({ id: `emailTemplates.type.${row.type}` as MessageId });
  const shown = (source: EmailTemplate['source']) => (row: EmailTemplate) =>
    row.source === source && matches(row, search, typeName(row));
  const emptyTitle = (fallback: MessageId): MessageId => (search.trim() ? 'emailTemplates.empty.search' : fallback);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        showSuccessToast('emailTemplates.toast.deleted', { name: deleting.title });
        setDeleting(null);
      },
      onError: (error) => setDeleteError(emailTemplateErrorText(intl, error)),
    });
  };

  const action = (label: MessageId, name: string, icon: ReactNode, onClick: () => void): RowAction => ({
    key: label,
    label: intl.formatMessage({ id: label }, { name }),
    icon,
    onClick,
  });

  const renderRow = (row: EmailTemplate) => {
    const system = row.source === 'SYSTEM';
    return (
      <TableRow key={row.id}>
        <TableCell>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {row.title}
          </Typography>
          <Stack direction="row" spacing={0.5} sx={{ mt: 0.5 }}>
            <Chip size="small" variant="outlined" label={typeName(row)} />
            {row.isDefault && (
              <Chip size="small" color="primary" label={intl.formatMessage({ id: 'emailTemplates.default' })} />
            )}
          </Stack>
        </TableCell>
        <TableCell>
          <bdi>{toScreenPlaceholders(row.subject)}</bdi>
        </TableCell>
        <TableCell>
          {row.updatedAt ? (
            <FormattedMessage
              id="emailTemplates.lastActivity"
              values={{
                date: intl.formatDate(row.updatedAt, { dateStyle: 'medium', timeStyle: 'short' }),
                name: row.updatedByName ?? '—',
              }}
            />
          ) : (
            <FormattedMessage id="emailTemplates.lastActivity.system" />
          )}
        </TableCell>
        <TableCell align="right">
          <RowActions
            actions={[
              system
                ? action('emailTemplates.viewNamed', row.title, <VisibilityOutlinedIcon fontSize="small" />, () => setViewing(row))
                : may(EMAIL_TEMPLATE_PERMISSIONS.edit) &&
                  action('emailTemplates.editNamed', row.title, <EditOutlinedIcon fontSize="small" />, () => setEditing({ template: row })),
              may(EMAIL_TEMPLATE_PERMISSIONS.add) &&
                action('emailTemplates.cloneNamed', row.title, <ContentCopyIcon fontSize="small" />, () => setCloning(row)),
              !system &&
                may(EMAIL_TEMPLATE_PERMISSIONS.delete) &&
                action('emailTemplates.deleteNamed', row.title, <DeleteOutlineIcon fontSize="small" />, () => {
                  setDeleteError(null);
                  setDeleting(row);
                }),
            ]}
          />
        </TableCell>
      </TableRow>
    );
  };

  return (
    <Box>
      <Box sx={{ mb: 2 }}>
        <Typography variant="h1">
          <FormattedMessage id="settings.emailTemplates" />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="emailTemplates.subtitle" />
        </Typography>
      </Box>
      <SearchField
        size="small"
        label={intl.formatMessage({ id: 'emailTemplates.search' })}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ mb: 2, minWidth: 280 }}
      />
      <SettingsTableCard<EmailTemplate>
        title="emailTemplates.company"
        addLabel={may(EMAIL_TEMPLATE_PERMISSIONS.add) ? 'emailTemplates.add' : undefined}
        onAdd={() => setEditing({ template: null })}
        query={rowsOf(templates, shown('COMPANY'))}
        columns={COLUMNS}
        emptyTitle={emptyTitle('emailTemplates.empty.company')}
        errorTitle="emailTemplates.error"
        renderRow={renderRow}
      />
      <SettingsTableCard<EmailTemplate>
        title="emailTemplates.system"
        query={rowsOf(templates, shown('SYSTEM'))}
        columns={COLUMNS}
        emptyTitle={emptyTitle('emailTemplates.empty.search')}
        errorTitle="emailTemplates.error"
        renderRow={renderRow}
      />
      {editing && (
        <EmailTemplateDialog
          template={editing.template}
          busy={save.isPending}
          onSave={async (body) => {
            await save.mutateAsync({ id: editing.template?.id, body });
            showSuccessToast('emailTemplates.toast.saved', { name: body.title });
          }}
          onClose={() => setEditing(null)}
        />
      )}
      {viewing && (
        <EmailTemplateDialog
          template={viewing}
          readOnly
          busy={false}
          onSave={async () => undefined}
          onClone={
            may(EMAIL_TEMPLATE_PERMISSIONS.add)
              ? () => {
                  setViewing(null);
                  setCloning(viewing);
                }
              : undefined
          }
          onClose={() => setViewing(null)}
        />
      )}
      {cloning && (
        // The clone's title ('Copy of …' to start with) is required and unique (spec 03 "Email templates").
        <NameDialog
          title="emailTemplates.dialog.clone"
          label="emailTemplates.field.cloneTitle"
          initialName={intl.formatMessage({ id: 'emailTemplates.cloneTitle' }, { title: cloning.title }).slice(0, 100)}
          rule={templateTitleRule}
          busy={clone.isPending}
          submitLabel="emailTemplates.clone"
          messageText={emailTemplateMessageText}
          errorText={emailTemplateErrorText}
          onSave={async (title) => {
            await clone.mutateAsync({ id: cloning.id, title });
            showSuccessToast('emailTemplates.toast.cloned', { name: title });
          }}
          onClose={() => setCloning(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={intl.formatMessage({ id: 'emailTemplates.delete.title' }, { name: deleting?.title ?? '' })}
        busy={remove.isPending}
        error={deleteError}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
};
