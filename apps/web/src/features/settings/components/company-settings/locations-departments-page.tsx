import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { nameRule, SETTINGS_MESSAGES } from '@ats/domain/company-settings/company-settings.errors';
import { SETTINGS_PERMISSIONS } from '@ats/domain/company-settings/settings-permissions';
import { hasPermission } from '@ats/domain/identity';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { showSuccessToast } from '@ats/web/app/api/toast-bus';
import { useSession } from '@ats/web/app/auth/session';
import { ConfirmDialog } from '@ats/web/app/components/confirm-dialog';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';
import {
  useDeletePlace,
  useDepartments,
  useLocations,
  useSavePlace,
  type Department,
  type DepartmentBody,
  type Location,
  type PlaceKind,
} from '../../api/company-settings-api';
import { settingsErrorText } from '../../settings-errors';
import { HeadOfDepartmentField } from './head-of-department-field';
import { NameDialog } from './name-dialog';
import { RowActions } from './row-actions';
import { SettingsTableCard } from './settings-table-card';

type Editing = { kind: 'locations'; row: Location | null } | { kind: 'departments'; row: Department | null };
type Deleting = { kind: PlaceKind; id: string; name: string };

const locationRule = nameRule(SETTINGS_MESSAGES.locationRequired);
const departmentRule = nameRule(SETTINGS_MESSAGES.departmentRequired);

/** /recruiter-settings/locations-departments (spec 03 "Locations & Departments screen"): two lists, each with add, edit and delete. */
export const LocationsDepartmentsPage = () => {
  const intl = useIntl();
  usePageTitle('settings.locationsDepartments');
  const session = useSession();
  const locations = useLocations();
  const departments = useDepartments();
  const saveLocation = useSavePlace<{ name: string }>('locations');
  const saveDepartment = useSavePlace<DepartmentBody>('departments');
  const deleteLocation = useDeletePlace('locations');
  const deleteDepartment = useDeletePlace('departments');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [head, setHead] = useState<string>('');
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  if (session.status !== 'signed-in') return null;
  const may = (permission: string) => hasPermission(session.holder, permission);
  const remove = deleting?.kind === 'departments' ? deleteDepartment : deleteLocation;

  const openDepartment = (row: Department | null) => {
    setHead(row?.headOfDepartmentId ?? '');
    setEditing({ kind: 'departments', row });
  };
  const askDelete = (kind: PlaceKind, row: { id: string; name: string }) => {
    setDeleteError(null);
    setDeleting({ kind, id: row.id, name: row.name });
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        showSuccessToast('places.toast.deleted', { name: deleting.name });
        setDeleting(null);
      },
      onError: (error) => setDeleteError(settingsErrorText(intl, error)),
    });
  };
  const saved = (name: string) => showSuccessToast('places.toast.saved', { name });

  return (
    <Box>
      <Box sx={{ mb: 2 }}>
        <Typography variant="h1">
          <FormattedMessage id="settings.locationsDepartments" />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="places.subtitle" />
        </Typography>
      </Box>
      <SettingsTableCard<Location>
        title="places.locations"
        addLabel={may(SETTINGS_PERMISSIONS.locationAdd) ? 'places.addLocation' : undefined}
        onAdd={() => setEditing({ kind: 'locations', row: null })}
        query={locations}
        columns={['places.column.name', 'places.column.jobs', 'places.column.actions']}
        emptyTitle="places.empty.locations"
        errorTitle="places.error.locations"
        renderRow={(row) => (
          <TableRow key={row.id}>
            <TableCell>{row.name}</TableCell>
            <TableCell>{intl.formatNumber(row.jobsCount)}</TableCell>
            <TableCell align="right">
              <RowActions
                name={row.name}
                onEdit={
                  may(SETTINGS_PERMISSIONS.locationEdit) ? () => setEditing({ kind: 'locations', row }) : undefined
                }
                onDelete={may(SETTINGS_PERMISSIONS.locationDelete) ? () => askDelete('locations', row) : undefined}
              />
            </TableCell>
          </TableRow>
        )}
      />
      <SettingsTableCard<Department>
        title="places.departments"
        addLabel={may(SETTINGS_PERMISSIONS.departmentAdd) ? 'places.addDepartment' : undefined}
        onAdd={() => openDepartment(null)}
        query={departments}
        columns={['places.column.name', 'places.column.head', 'places.column.jobs', 'places.column.actions']}
        emptyTitle="places.empty.departments"
        errorTitle="places.error.departments"
        renderRow={(row) => (
          <TableRow key={row.id}>
            <TableCell>{row.name}</TableCell>
            <TableCell>{row.headOfDepartmentName ?? <FormattedMessage id="places.noHead" />}</TableCell>
            <TableCell>{intl.formatNumber(row.jobsCount)}</TableCell>
            <TableCell align="right">
              <RowActions
                name={row.name}
                onEdit={may(SETTINGS_PERMISSIONS.departmentEdit) ? () => openDepartment(row) : undefined}
                onDelete={may(SETTINGS_PERMISSIONS.departmentDelete) ? () => askDelete('departments', row) : undefined}
              />
            </TableCell>
          </TableRow>
        )}
      />
      {editing?.kind === 'locations' && (
        <NameDialog
          title={editing.row ? 'places.dialog.editLocation' : 'places.dialog.addLocation'}
          label="places.field.location"
          initialName={editing.row?.name}
          rule={locationRule}
          busy={saveLocation.isPending}
          onSave={async (name) => {
            await saveLocation.mutateAsync({ id: editing.row?.id, body: { name } });
            saved(name);
          }}
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.kind === 'departments' && (
        <NameDialog
          title={editing.row ? 'places.dialog.editDepartment' : 'places.dialog.addDepartment'}
          label="places.field.department"
          initialName={editing.row?.name}
          rule={departmentRule}
          busy={saveDepartment.isPending}
          onSave={async (name) => {
            await saveDepartment.mutateAsync({ id: editing.row?.id, body: { name, headOfDepartmentId: head || null } });
            saved(name);
          }}
          onClose={() => setEditing(null)}
        >
          <HeadOfDepartmentField value={head} onChange={setHead} />
        </NameDialog>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={intl.formatMessage(
          { id: deleting?.kind === 'departments' ? 'places.delete.department' : 'places.delete.location' },
          { name: deleting?.name ?? '' },
        )}
        busy={remove.isPending}
        error={deleteError}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
};
