import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useNavigate, useParams } from 'react-router';
import { errorText } from '../../../app/api/error-text';
import { showSuccessToast } from '../../../app/api/toast-bus';
import { LoadErrorState } from '../../../app/components/empty-state';
import { PageLoader } from '../../../app/components/page-loader';
import { usePageTitle } from '../../../app/shell/use-page-title';
import { useMemberOptions } from '../../../app/api/company-options';
import { useDefaultFlow, useRequisition, useSaveDefaultFlow, useUpdateRequisition, type ApprovalFlowView, type Requisition } from '../api/hiring-plan-api';
import { ApprovalFlowEditor, bodyOf, draftOf, stepsMissingApprover, type FlowDraft } from './approval-flow-editor';

const INCOMPLETE = 'Approval setup incomplete. Every stage must have an assigned approver to continue.';

/** The editor with its save button; `save` returns a promise so errors show beside it. */
const FlowForm = ({ initial, onSave, busy, error }: { initial: ApprovalFlowView | null; onSave: (draft: FlowDraft) => void; busy: boolean; error: unknown }) => {
  const intl = useIntl();
  const members = useMemberOptions(true);
  const [draft, setDraft] = useState<FlowDraft>(() => draftOf(initial));
  const [tried, setTried] = useState(false);
  const incomplete = stepsMissingApprover(draft).length > 0;
  return (
    <Box component="form" noValidate onSubmit={(event) => event.preventDefault()}>
      {tried && incomplete && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {INCOMPLETE}
        </Alert>
      )}
      {Boolean(error) && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {errorText(intl, error)}
        </Alert>
      )}
      <ApprovalFlowEditor value={draft} onChange={setDraft} members={members.data ?? []} showErrors={tried} disabled={busy} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }}>
        <Button
          type="submit"
          variant="contained"
          disabled={busy}
          onClick={() => {
            setTried(true);
            if (!incomplete) onSave(draft);
          }}
        >
          <FormattedMessage id="approvalFlow.save" />
        </Button>
      </Stack>
    </Box>
  );
};

/** The company default flow for requisitions: /recruiter-settings/manage-hiring-plan and /recruiter/manage-hiring-plan/default/:id. */
export const DefaultFlowEditor = () => {
  const flow = useDefaultFlow();
  const save = useSaveDefaultFlow();
  if (flow.isLoading) return <PageLoader fullHeight={false} />;
  if (flow.isError) return <LoadErrorState titleId="approvalFlow.loadError" error={flow.error} onRetry={() => flow.refetch()} />;
  return <FlowForm initial={flow.data ?? null} busy={save.isPending} error={save.error} onSave={(draft) => save.mutate(bodyOf(draft), { onSuccess: () => showSuccessToast('approvalFlow.saved') })} />;
};

/** One requisition's own flow, saved with its fields (a change while pending or approved asks its approvers again). */
const RequisitionFlowEditor = ({ requisition }: { requisition: Requisition }) => {
  const navigate = useNavigate();
  const update = useUpdateRequisition(requisition.id);
  return (
    <FlowForm
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

/** /recruiter/manage-hiring-plan/:type/:id: `default` edits the company's default flow, `opening` a requisition's own. */
export const ApprovalFlowPage = () => {
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
        <DefaultFlowEditor />
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
      <DefaultFlowEditor />
    </Box>
  );
};
