import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { CUSTOM_FIELD_ENTITIES } from '@ats/domain/company-settings/custom-field-policies';
import { SETTINGS_PERMISSIONS } from '@ats/domain/company-settings/settings-permissions';
import { hasPermission } from '@ats/domain/identity';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { showSuccessToast } from '@ats/web/app/api/toast-bus';
import { useSession } from '@ats/web/app/auth/session';
import { ConfirmDialog } from '@ats/web/app/components/confirm-dialog';
import type { MessageId } from '@ats/web/app/i18n/messages';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';
import {
  useCustomFields,
  useDeleteCustomField,
  useSaveCustomField,
  type CustomField,
  type CustomFieldEntity,
} from '../../api/custom-fields-api';
import { customFieldErrorText } from '@ats/web/app/api/custom-field-error-text';
import { CustomFieldDialog } from './custom-field-dialog';
import { RowActions } from './row-actions';
import { SettingsTableCard } from './settings-table-card';

/** /recruiter-settings/custom-fields (spec 03 "Custom fields screen"): candidate custom fields and job custom fields. */
export const CustomFieldsPage = () => {
  const intl = useIntl();
  usePageTitle('settings.customFields');
  const session = useSession();
  const [entity, setEntity] = useState<CustomFieldEntity>('CANDIDATE');
  const fields = useCustomFields(entity);
  const save = useSaveCustomField();
  const remove = useDeleteCustomField();
  const [editing, setEditing] = useState<{ field: CustomField | null } | null>(null);
  const [deleting, setDeleting] = useState<CustomField | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  if (session.status !== 'signed-in') return null;
  const mayManage = hasPermission(session.holder, SETTINGS_PERMISSIONS.customFieldsManage);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        showSuccessToast('customFields.toast.deleted', { name: deleting.name });
        setDeleting(null);
      },
      onError: (error) => setDeleteError(customFieldErrorText(intl, error)),
    });
  };

  return (
    <Box>
      <Box sx={{ mb: 2 }}>
        <Typography variant="h1">
          <FormattedMessage id="settings.customFields" />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="customFields.subtitle" />
        </Typography>
      </Box>
      <Tabs
        value={entity}
        onChange={(_event, next: CustomFieldEntity) => setEntity(next)}
        aria-label={intl.formatMessage({ id: 'customFields.tabs' })}
        sx={{ mb: 2 }}
      >
        {CUSTOM_FIELD_ENTITIES.map((each) => (
          <Tab key={each} value={each} label={intl.formatMessage({ id: `customFields.tab.${each}` as MessageId })} />
        ))}
      </Tabs>
      <SettingsTableCard<CustomField>
        key={entity}
        title={`customFields.tab.${entity}`}
        addLabel={mayManage ? 'customFields.add' : undefined}
        onAdd={() => setEditing({ field: null })}
        query={fields}
        columns={['customFields.column.name', 'customFields.column.type', 'customFields.column.appearsOn', 'customFields.column.actions']}
        emptyTitle={`customFields.empty.${entity}`}
        errorTitle={`customFields.error.${entity}`}
        renderRow={(field) => (
          <TableRow key={field.id}>
            <TableCell>
              <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
                <span>{field.name}</span>
                {field.isConfidential && <Chip size="small" label={intl.formatMessage({ id: 'customFields.confidential' })} />}
                {field.isDei && <Chip size="small" color="primary" variant="outlined" label={intl.formatMessage({ id: 'customFields.dei' })} />}
              </Stack>
            </TableCell>
            <TableCell>{intl.formatMessage({ id: `customFields.type.${field.fieldType}` as MessageId })}</TableCell>
            <TableCell>
              {field.placements.length > 0
                ? intl.formatList(field.placements.map((placement) => intl.formatMessage({ id: `customFields.placement.${placement}` as MessageId })))
                : intl.formatMessage({ id: 'customFields.notPlaced' })}
            </TableCell>
            <TableCell align="right">
              <RowActions
                name={field.name}
                onEdit={mayManage ? () => setEditing({ field }) : undefined}
                onDelete={
                  mayManage
                    ? () => {
                        setDeleteError(null);
                        setDeleting(field);
                      }
                    : undefined
                }
              />
            </TableCell>
          </TableRow>
        )}
      />
      {editing && (
        <CustomFieldDialog
          entity={entity}
          field={editing.field}
          busy={save.isPending}
          onSave={async (body) => {
            await save.mutateAsync({ id: editing.field?.id, body });
            showSuccessToast('customFields.toast.saved', { name: body.name ?? editing.field?.name ?? '' });
          }}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={intl.formatMessage({ id: 'customFields.delete.title' }, { name: deleting?.name ?? '' })}
        description={intl.formatMessage({ id: 'customFields.delete.description' })}
        busy={remove.isPending}
        error={deleteError}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
};
