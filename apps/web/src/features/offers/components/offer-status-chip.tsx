import Chip from '@mui/material/Chip';
import type { OfferStatus } from '@ats/domain/offers/offer-statuses';
import { useIntl } from 'react-intl';
import type { MessageId } from '@ats/web/app/i18n/messages';

const COLOR: Record<OfferStatus, 'default' | 'primary' | 'success' | 'error' | 'warning' | 'info'> = {
  APPROVAL_PENDING: 'warning',
  REQUEST_APPROVED: 'info',
  REQUEST_REJECTED: 'error',
  PENDING_ON_CANDIDATE: 'primary',
  CANDIDATE_SIGNED: 'success',
  CANDIDATE_REJECTED: 'error',
  MARKED_AS_SIGNED: 'success',
  OFFER_RECALLED: 'default',
};

/** One of the eight status labels of spec 03 "Offer statuses (labels)". */
export const OfferStatusChip = ({ status }: { status: OfferStatus }) => {
  const intl = useIntl();
  return <Chip size="small" color={COLOR[status]} variant="outlined" label={intl.formatMessage({ id: `offers.status.${status}` as MessageId })} />;
};
