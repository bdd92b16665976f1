import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Navigate, useNavigate, useParams } from 'react-router';
import { bodyOf } from '@ats/web/app/approval-flows/approval-flow-editor';
import { ApprovalFlowForm, DefaultFlowEditor } from '@ats/web/app/approval-flows/approval-flow-form';
import { showSuccessToast } from '@ats/web/app/api/toast-bus';
import { LoadErrorState } from '@ats/web/app/components/empty-state';
import { PageLoader } from '@ats/web/app/components/page-loader';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';
import { useRequisition, useUpdateRequisition, type Requisition } from '../api/hiring-plan-api';
import { HiringPlanGate } from './hiring-plan-gate';

/** One requisition's own flow, saved with its fields (a change while pending or approved asks its approvers again). */
const RequisitionFlowEditor = ({ requisition }: { requisition: Requisition }) => {
  const navigate = useNavigate();
  const update = useUpdateRequisition(requisition.id);
  return (
    <ApprovalFlowForm
      initial={requisition.approvalFlow ?? null}
      busy={update.isPending}
      error={update.error}
      onSave={(draft) =>
        update.mutate(
          { ...requisition.details, recruiterIds: requisition.recruiterIds, approvalFlow: bodyOf(draft), expectedRevision: requisition.revision },
          {
            onSuccess: () => {
              showSuccessToast('approvalFlow.saved');
              navigate(`/recruiter/hiring-plan/opening/view/${requisition.id}`);
            },
          },
        )
      }
    />
  );
};

const ApprovalFlowContent = () => {
  usePageTitle('approvalFlow.editorTitle');
  const { type, id } = useParams();
  const requisition = useRequisition(type === 'opening' ? id : undefined);
  if (type !== 'default' && type !== 'opening') return <Navigate to="/404" replace />;
  return (
    <Box sx={{ p: 3, maxWidth: 1000 }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        <FormattedMessage id="approvalFlow.editorTitle" />
        {type === 'opening' && requisition.data ? ` · ${requisition.data.details.requisitionName}` : ''}
      </Typography>
      {type === 'default' ? (
        <DefaultFlowEditor type="requisition" />
      ) : requisition.isLoading ? (
        <PageLoader fullHeight={false} />
      ) : requisition.isError || !requisition.data ? (
        <LoadErrorState titleId="requisition.loadError" error={requisition.error} onRetry={() => requisition.refetch()} />
      ) : (
        <RequisitionFlowEditor requisition={requisition.data} />
      )}
    </Box>
  );
};

/** /recruiter/manage-hiring-plan/:type/:id: `default` edits the company's default flow, `opening` a requisition's own. */
export const ApprovalFlowPage = () => (
  <HiringPlanGate>
    <ApprovalFlowContent />
  </HiringPlanGate>
);

/** /recruiter-settings/manage-hiring-plan (spec 02 §2.1): the hiring plan's settings, its default approval flow. */
export const HiringPlanSettingsPage = () => {
  usePageTitle('approvalFlow.settingsTitle');
  return (
    <Box>
      <Box sx={{ mb: 2 }}>
        <Typography variant="h1">
          <FormattedMessage id="approvalFlow.settingsTitle" />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="approvalFlow.settingsSubtitle" />
        </Typography>
      </Box>
      <DefaultFlowEditor type="requisition" />
    </Box>
  );
};
