import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { hasPermission } from '@ats/domain/identity';
import { OFFER_TEMPLATE_PERMISSIONS } from '@ats/domain/offer-templates/offer-template-permissions';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router';
import { showSuccessToast } from '@ats/web/app/api/toast-bus';
import { useSession } from '@ats/web/app/auth/session';
import { ConfirmDialog } from '@ats/web/app/components/confirm-dialog';
import { RowActions } from '@ats/web/app/components/row-actions';
import type { MessageId } from '@ats/web/app/i18n/messages';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';
import { SettingsTableCard } from '@ats/web/app/components/settings-table-card';
import { useDeleteOfferTemplate, useOfferTemplates, type OfferTemplate } from '../api/offer-templates-api';
import { offerErrorText } from '../offer-errors';

const COLUMNS: readonly MessageId[] = [
  'offerTemplates.column.name',
  'offerTemplates.column.placeholders',
  'offerTemplates.column.lastActivity',
  'offerTemplates.column.actions',
];

/**
 * /recruiter-settings/offers (spec 03 §2.2 "Offer letter templates"): the company's templates with their
 * placeholders and last activity; add and edit open the 3-step flow at /recruiter/offers/:templateId; delete
 * asks first.
 */
export const OfferTemplatesPage = () => {
  const intl = useIntl();
  usePageTitle('offerTemplates.title');
  const session = useSession();
  const navigate = useNavigate();
  const templates = useOfferTemplates();
  const remove = useDeleteOfferTemplate();
  const [deleting, setDeleting] = useState<OfferTemplate | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  if (session.status !== 'signed-in') return null;
  const may = (permission: string) => hasPermission(session.holder, permission);

  const renderRow = (row: OfferTemplate) => {
    return (
      <TableRow key={row.id}>
        <TableCell>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {row.name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            <bdi>{row.letterFileName}</bdi>
          </Typography>
        </TableCell>
        <TableCell>
          <FormattedMessage id="offerTemplates.placeholderCount" values={{ count: row.placeholders.length }} />
        </TableCell>
        <TableCell>
          <FormattedMessage
            id="offerTemplates.lastActivity"
            values={{ date: intl.formatDate(row.updatedAt, { dateStyle: 'medium', timeStyle: 'short' }), name: row.updatedByName ?? '—' }}
          />
        </TableCell>
        <TableCell align="right">
          <RowActions
            actions={[
              may(OFFER_TEMPLATE_PERMISSIONS.edit) && {
                key: 'edit',
                label: intl.formatMessage({ id: 'offerTemplates.editNamed' }, { name: row.name }),
                icon: <EditOutlinedIcon fontSize="small" />,
                to: `/recruiter/offers/${row.id}`,
              },
              may(OFFER_TEMPLATE_PERMISSIONS.delete) && {
                key: 'delete',
                label: intl.formatMessage({ id: 'offerTemplates.deleteNamed' }, { name: row.name }),
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
  };

  return (
    <Box>
      <Box sx={{ mb: 2 }}>
        <Typography variant="h1">
          <FormattedMessage id="offerTemplates.title" />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="offerTemplates.subtitle" />
        </Typography>
        {/* The offers themselves and the default approval flow they start from. */}
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button component={RouterLink} to="/recruiter/offers" size="small">
            <FormattedMessage id="offers.list.title" />
          </Button>
          {(may('COMPANY::OFFERS::APPROVAL_FLOW::LIST') || may('COMPANY::OFFERS::APPROVAL_FLOW::EDIT')) && (
            <Button component={RouterLink} to="/recruiter/offers/approval-flow/default/company" size="small">
              <FormattedMessage id="offers.approvalFlow.edit" />
            </Button>
          )}
        </Stack>
      </Box>
      <SettingsTableCard<OfferTemplate>
        title="offerTemplates.list"
        addLabel={may(OFFER_TEMPLATE_PERMISSIONS.add) ? 'offerTemplates.add' : undefined}
        onAdd={() => void navigate('/recruiter/offers/new')}
        query={templates}
        columns={COLUMNS}
        emptyTitle="offerTemplates.empty"
        errorTitle="offerTemplates.error"
        renderRow={renderRow}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={intl.formatMessage({ id: 'offerTemplates.delete.title' }, { name: deleting?.name ?? '' })}
        busy={remove.isPending}
        error={deleteError}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              showSuccessToast('offerTemplates.toast.deleted', { name: deleting.name });
              setDeleting(null);
            },
            onError: (error) => setDeleteError(offerErrorText(intl, error)),
          });
        }}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
};
