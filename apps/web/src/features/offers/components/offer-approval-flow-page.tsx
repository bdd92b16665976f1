import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Navigate, useParams } from 'react-router';
import { DefaultFlowEditor } from '@ats/web/app/approval-flows/approval-flow-form';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';

/** Spec 01 §6.2: who reads and who edits the company's default offer flow. */
export const OFFER_FLOW_ACCESS = { permissions: ['COMPANY::OFFERS::APPROVAL_FLOW::LIST', 'COMPANY::OFFERS::APPROVAL_FLOW::EDIT'] } as const;

/**
 * /recruiter/offers/approval-flow/:type/:id (spec 01 §2.1, 03 §2.2 "Offer approval flow editor"): `default` edits the
 * company's default offer flow, which the send-offer page starts from (the id names the company's flow and is not
 * read). An offer's own flow is chosen when it is sent; other types lead nowhere.
 */
export const OfferApprovalFlowPage = () => {
  usePageTitle('offers.approvalFlow.title');
  const { type } = useParams();
  if (type !== 'default') return <Navigate to="/404" replace />;
  return (
    <Box sx={{ maxWidth: 1000 }}>
      <Typography variant="h1">
        <FormattedMessage id="offers.approvalFlow.title" />
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        <FormattedMessage id="offers.approvalFlow.subtitle" />
      </Typography>
      <DefaultFlowEditor type="offer" />
    </Box>
  );
};
