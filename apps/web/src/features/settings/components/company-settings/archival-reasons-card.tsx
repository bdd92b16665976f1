import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { nameRule, SETTINGS_MESSAGES } from '@ats/domain/company-settings/company-settings.errors';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { showSuccessToast } from '@ats/web/app/api/toast-bus';
import { ConfirmDialog } from '@ats/web/app/components/confirm-dialog';
import {
  useAddArchivalReason,
  useArchivalReasons,
  useDeleteArchivalReason,
  type ArchivalReason,
} from '../../api/pipeline-api';
import { settingsErrorText } from '../../settings-errors';
import { NameDialog } from './name-dialog';
import { RowActions } from './row-actions';
import { SettingsTableCard } from './settings-table-card';

const reasonRule = nameRule(SETTINGS_MESSAGES.reasonRequired);

export type ArchivalReasonsCardProps = { canAdd: boolean; canDelete: boolean };

/**
 * Archival reasons (spec 02 §2.7, §5.11): default and used flags; a reason of the company's own that no archived
 * candidate carries can be deleted; default reasons cannot be edited or deleted.
 */
export const ArchivalReasonsCard = ({ canAdd, canDelete }: ArchivalReasonsCardProps) => {
  const intl = useIntl();
  const reasons = useArchivalReasons();
  const add = useAddArchivalReason();
  const remove = useDeleteArchivalReason();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<ArchivalReason | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        showSuccessToast('reasons.toast.deleted', { name: deleting.text });
        setDeleting(null);
      },
      onError: (error) => setDeleteError(settingsErrorText(intl, error)),
    });
  };

  return (
    <>
      <SettingsTableCard<ArchivalReason>
        title="reasons.title"
        addLabel={canAdd ? 'reasons.add' : undefined}
        onAdd={() => setAdding(true)}
        query={reasons}
        columns={['reasons.column.reason', 'reasons.column.type', 'reasons.column.used', 'reasons.column.actions']}
        emptyTitle="reasons.empty"
        errorTitle="reasons.error"
        renderRow={(reason) => (
          <TableRow key={reason.id}>
            <TableCell>{reason.text}</TableCell>
            <TableCell>
              {reason.isDefault ? (
                <Chip
                  size="small"
                  color="primary"
                  variant="outlined"
                  label={<FormattedMessage id="reasons.default" />}
                />
              ) : (
                <FormattedMessage id="reasons.custom" />
              )}
            </TableCell>
            <TableCell>
              <FormattedMessage id={reason.usedByArchivedCandidates ? 'reasons.used' : 'reasons.notUsed'} />
            </TableCell>
            <TableCell align="right">
              <RowActions
                name={reason.text}
                onDelete={
                  canDelete && !reason.isDefault && !reason.usedByArchivedCandidates
                    ? () => {
                        setDeleteError(null);
                        setDeleting(reason);
                      }
                    : undefined
                }
              />
            </TableCell>
          </TableRow>
        )}
      />
      {adding && (
        <NameDialog
          title="reasons.dialog.title"
          label="reasons.field.text"
          rule={reasonRule}
          busy={add.isPending}
          onSave={async (text) => {
            await add.mutateAsync(text);
            showSuccessToast('reasons.toast.added');
          }}
          onClose={() => setAdding(false)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={intl.formatMessage({ id: 'reasons.delete.title' }, { name: deleting?.text ?? '' })}
        busy={remove.isPending}
        error={deleteError}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
};
