import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApprovalSubjectType } from '@ats/domain/approval-flows';
import { useMemberOptions } from '../api/company-options';
import { errorText } from '../api/error-text';
import { showSuccessToast } from '../api/toast-bus';
import { LoadErrorState } from '../components/empty-state';
import { PageLoader } from '../components/page-loader';
import { ApprovalFlowEditor, bodyOf, draftOf, stepsMissingApprover, type FlowDraft } from './approval-flow-editor';
import { useDefaultFlow, useSaveDefaultFlow, type ApprovalFlowView } from './default-flow-api';

/** The editor with its save button: the spec's refusal while a stage lacks an approver, the API's error beside it. */
export const ApprovalFlowForm = ({
  initial,
  onSave,
  busy,
  error,
}: {
  initial: ApprovalFlowView | null;
  onSave: (draft: FlowDraft) => void;
  busy: boolean;
  error: unknown;
}) => {
  const intl = useIntl();
  const members = useMemberOptions(true);
  const [draft, setDraft] = useState<FlowDraft>(() => draftOf(initial));
  const [tried, setTried] = useState(false);
  const incomplete = stepsMissingApprover(draft).length > 0;
  return (
    <Box component="form" noValidate onSubmit={(event) => event.preventDefault()}>
      {tried && incomplete && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          <FormattedMessage id="approvalFlow.incomplete" />
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

/** The company's default flow for requisitions or offers, loaded and saved. */
export const DefaultFlowEditor = ({ type }: { type: ApprovalSubjectType }) => {
  const flow = useDefaultFlow(type);
  const save = useSaveDefaultFlow(type);
  if (flow.isLoading) return <PageLoader fullHeight={false} />;
  if (flow.isError) return <LoadErrorState titleId="approvalFlow.loadError" error={flow.error} onRetry={() => flow.refetch()} />;
  return (
    <ApprovalFlowForm
      initial={flow.data ?? null}
      busy={save.isPending}
      error={save.error}
      onSave={(draft) => save.mutate(bodyOf(draft), { onSuccess: () => showSuccessToast('approvalFlow.saved') })}
    />
  );
};
