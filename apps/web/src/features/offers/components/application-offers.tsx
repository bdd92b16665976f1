import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { isApiError } from '@ats/web/app/api/api-error';
import { useApplicationOffers } from '../api/offers-api';
import { OfferStatusChip } from './offer-status-chip';

export type ApplicationOffersProps = { applicationId: string; jobId: string };

export const offerDetailsPath = (offer: { jobId: string; applicationId: string; offerId: string }) =>
  `/recruiter/offers/view-offer-details/jobRole/${offer.jobId}/jobApplication/${offer.applicationId}/offer/${offer.offerId}`;

/**
 * The offer letter section of the candidate profile (spec 03 §2.2): the application's offers with their status,
 * each opening its details (send, recall, mark as signed, reject on behalf), and 'Send offer'. Hidden from those
 * who may not handle offers for this candidate (the API refuses them).
 */
export const ApplicationOffers = ({ applicationId, jobId }: ApplicationOffersProps) => {
  const intl = useIntl();
  const headingId = useId();
  const offers = useApplicationOffers(applicationId);
  if (offers.isError && isApiError(offers.error) && (offers.error.statusCode === 403 || offers.error.statusCode === 404)) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, mt: 2 }}>
      <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 1 }}>
        <Typography id={headingId} variant="h2">
          <FormattedMessage id="offers.section.title" />
        </Typography>
        <Button component={RouterLink} to={`/recruiter/offers/send/${applicationId}/job/${jobId}`} variant="contained" size="small">
          <FormattedMessage id="offers.section.new" />
        </Button>
      </Stack>
      {offers.isPending ? (
        <Box role="status" aria-label={intl.formatMessage({ id: 'offers.section.title' })}>
          <Skeleton height={32} />
        </Box>
      ) : offers.isError ? (
        <Typography role="alert" color="error">
          <FormattedMessage id="offers.list.error" />
        </Typography>
      ) : offers.data.items.length === 0 ? (
        <Typography color="text.secondary">
          <FormattedMessage id="offers.section.empty" />
        </Typography>
      ) : (
        <List dense disablePadding>
          {offers.data.items.map((offer) => (
            <ListItem key={offer.offerId} disableGutters sx={{ gap: 1 }}>
              <Link component={RouterLink} to={offerDetailsPath(offer)} aria-label={intl.formatMessage({ id: 'offers.section.open' }, { name: offer.templateName })}>
                {offer.templateName}
              </Link>
              <OfferStatusChip status={offer.status} />
              <Typography variant="caption" color="text.secondary">
                {intl.formatDate(offer.updatedAt, { dateStyle: 'medium' })}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
};
