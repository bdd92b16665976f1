import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, Navigate, useParams } from 'react-router';
import { LoadErrorState } from '@ats/web/app/components/empty-state';
import { PageLoader } from '@ats/web/app/components/page-loader';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';
import { useDefaultFlow } from '@ats/web/app/approval-flows/default-flow-api';
import { useRequisition } from '../api/hiring-plan-api';
import { HiringPlanGate } from './hiring-plan-gate';
import { RequisitionForm } from './requisition-form';
import { RequisitionView } from './requisition-view';

const RequisitionContent = () => {
  const { mode, openingId } = useParams();
  const adding = mode === 'add';
  usePageTitle(adding ? 'requisition.title.add' : mode === 'edit' ? 'requisition.title.edit' : 'hiringPlan.title');
  const requisition = useRequisition(adding ? undefined : openingId);
  const defaultFlow = useDefaultFlow('requisition', adding);
  if (mode !== 'add' && mode !== 'edit' && mode !== 'view') return <Navigate to="/404" replace />;

  const back = (
    <Button component={RouterLink} to="/recruiter/hiring-plan" sx={{ mb: 2 }}>
      <FormattedMessage id="requisition.back" />
    </Button>
  );
  if ((!adding && requisition.isLoading) || (adding && defaultFlow.isLoading)) return <PageLoader />;
  if (!adding && (requisition.isError || !requisition.data)) {
    return (
      <Box sx={{ p: 3 }}>
        {back}
        <LoadErrorState titleId="requisition.loadError" error={requisition.error} onRetry={() => requisition.refetch()} />
      </Box>
    );
  }
  return (
    <Box sx={{ p: 3, maxWidth: 1100 }}>
      {back}
      {mode === 'view' ? (
        <RequisitionView requisition={requisition.data!} />
      ) : (
        <>
          <Typography variant="h1" sx={{ mb: 2 }}>
            <FormattedMessage id={adding ? 'requisition.title.add' : 'requisition.title.edit'} />
          </Typography>
          <RequisitionForm requisition={adding ? null : requisition.data!} defaultFlow={defaultFlow.data ?? null} />
        </>
      )}
    </Box>
  );
};

/** /recruiter/hiring-plan/opening/:mode/:openingId (spec 02 §2.1): add/new, edit or view a requisition. */
export const RequisitionPage = () => (
  <HiringPlanGate>
    <RequisitionContent />
  </HiringPlanGate>
);
