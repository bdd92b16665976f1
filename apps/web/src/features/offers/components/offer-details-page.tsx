import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import { EDITABLE_OFFER_STATUSES } from '@ats/domain/offers/offer-statuses';
import { HistoryExportButtons, HistoryExportFailure, useHistoryExport } from '@ats/web/app/components/history-export-buttons';
import { showSuccessToast } from '@ats/web/app/api/toast-bus';
import { useMemberOptions } from '@ats/web/app/api/company-options';
import { useSession } from '@ats/web/app/auth/session';
import { LoadErrorState } from '@ats/web/app/components/empty-state';
import { PageLoader } from '@ats/web/app/components/page-loader';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';
import { fetchOfferLetter, useOffer, useOfferAction, type OfferDetails } from '../api/offers-api';
import { offerErrorText } from '../offer-errors';
import { OfferActionDialog, type OfferDialogKind } from './offer-action-dialog';
import { OfferStatusChip } from './offer-status-chip';

/** Opens the offer's PDF in a new tab (the signed one once signed). */
export const openOfferLetter = async (offerId: string) => {
  const url = URL.createObjectURL(await fetchOfferLetter(offerId));
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};

/** The actions the offer's status allows (spec 03 "Offer transitions"); its terms change while it is not with the candidate. */
export const offerActionsFor = (offer: Pick<OfferDetails, 'status'>): OfferDialogKind[] => {
  const terms: OfferDialogKind[] = EDITABLE_OFFER_STATUSES.includes(offer.status) ? ['change-terms'] : [];
  switch (offer.status) {
    case 'REQUEST_APPROVED':
    case 'OFFER_RECALLED':
      return ['send', ...terms];
    case 'PENDING_ON_CANDIDATE':
      return ['recall', 'mark-as-signed', 'reject-on-behalf'];
    case 'CANDIDATE_SIGNED':
      return ['recall'];
    default:
      return terms;
  }
};

const ACTION_LABEL = {
  send: 'offers.action.send',
  recall: 'offers.action.recall',
  'mark-as-signed': 'offers.action.markSigned',
  'reject-on-behalf': 'offers.action.rejectOnBehalf',
  reject: 'offers.action.reject',
  'change-terms': 'offers.action.editTerms',
} as const;

/**
 * Offer details (/recruiter/offers/view-offer-details/jobRole/:jobRoleId/jobApplication/:applicationId/offer/:offerSentId,
 * spec 03 §2.2): the offer, its status and its approval; approvers approve or reject with a note; senders send,
 * recall, mark as signed or reject on the candidate's behalf.
 */
export const OfferDetailsPage = () => {
  const intl = useIntl();
  usePageTitle('offers.details.title');
  const { offerSentId = '' } = useParams();
  // Opened from an inbox notification (?from=inbox), an answer is recorded as given from the inbox.
  const [params] = useSearchParams();
  const channel = params.get('from') === 'inbox' ? 'INBOX' : 'DETAILS_PAGE';
  const session = useSession();
  const offer = useOffer(offerSentId);
  const act = useOfferAction(offerSentId);
  const members = useMemberOptions(true);
  const [dialog, setDialog] = useState<OfferDialogKind | null>(null);
  const [error, setError] = useState<string | null>(null);
  const exportHistory = useHistoryExport(`/offers/${encodeURIComponent(offerSentId)}`, `offer-${offerSentId}`);

  if (offer.isPending) return <PageLoader />;
  if (offer.isError) return <LoadErrorState titleId="offers.details.error" error={offer.error} onRetry={offer.refetch} />;
  const data = offer.data;
  const me = session.status === 'signed-in' ? session.user.id : null;
  const nameOf = (id: string) => members.data?.find((m) => m.id === id)?.fullName ?? id;
  const approval = data.approval;
  const myTurn = approval?.status === 'PENDING' && me !== null && approval.awaitingApproverIds.includes(me);

  const approve = async () => {
    setError(null);
    try {
      await act.mutateAsync({ kind: 'approve', round: approval?.round, channel });
      showSuccessToast('offers.toast.done');
    } catch (caught) {
      setError(offerErrorText(intl, caught));
    }
  };

  return (
    <Box sx={{ maxWidth: 880 }}>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
        <Typography variant="h1">
          <FormattedMessage id="offers.details.title" />
        </Typography>
        <OfferStatusChip status={data.status} />
      </Stack>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack spacing={2}>
          {error && <Alert severity="error">{error}</Alert>}
          <Typography>
            <FormattedMessage id="offers.send.subtitle" values={{ candidate: <bdi>{data.candidateName ?? '—'}</bdi>, job: <bdi>{data.jobName}</bdi> }} />
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {data.templateName}
          </Typography>
          <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
            <Button variant="outlined" onClick={() => void openOfferLetter(data.offerId)}>
              <FormattedMessage id="offers.details.letter" />
            </Button>
            <HistoryExportButtons exportHistory={exportHistory} />
          </Stack>
          <HistoryExportFailure exportHistory={exportHistory} />
          {data.rejection && (
            <Alert severity="info">
              <FormattedMessage id="offers.details.rejection" values={{ reason: data.rejection.reason }} />
              {data.rejection.comments && (
                <>
                  <br />
                  <FormattedMessage id="offers.details.rejectionComments" values={{ comments: data.rejection.comments }} />
                </>
              )}
            </Alert>
          )}
          {approval && (
            <Box component="section" aria-labelledby="offer-approval-heading">
              <Typography id="offer-approval-heading" variant="h2" sx={{ mb: 1 }}>
                <FormattedMessage id="offers.details.approval" values={{ round: approval.round }} />
              </Typography>
              <List dense>
                {approval.steps.map((step, index) => (
                  <ListItem key={index} disableGutters>
                    <ListItemText
                      primary={intl.formatMessage(
                        { id: 'offers.details.step' },
                        {
                          number: index + 1,
                          approved: approval.decisions.filter((d) => d.stepIndex === index && d.decision === 'APPROVED').length,
                          required: step.required,
                        },
                      )}
                      secondary={step.approverIds.map(nameOf).join(', ')}
                    />
                  </ListItem>
                ))}
              </List>
              {approval.decisions.map((decision, index) => (
                <Typography key={index} variant="body2">
                  <FormattedMessage id="offers.details.decision" values={{ name: decision.approverName, decision: decision.decision }} />
                  {decision.note && (
                    <>
                      {' — '}
                      <FormattedMessage id="offers.details.note" values={{ note: decision.note }} />
                    </>
                  )}
                </Typography>
              ))}
              {approval.status === 'PENDING' && approval.awaitingApproverIds.length > 0 && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  <FormattedMessage id="offers.details.waitingFor" values={{ names: approval.awaitingApproverIds.map(nameOf).join(', ') }} />
                </Typography>
              )}
            </Box>
          )}
          <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
            {myTurn && (
              <>
                <Button variant="contained" onClick={() => void approve()} disabled={act.isPending}>
                  <FormattedMessage id="offers.action.approve" />
                </Button>
                <Button variant="outlined" color="error" onClick={() => setDialog('reject')} disabled={act.isPending}>
                  <FormattedMessage id="offers.action.reject" />
                </Button>
              </>
            )}
            {offerActionsFor(data).map((kind) => (
              <Button key={kind} variant="outlined" onClick={() => setDialog(kind)} disabled={act.isPending}>
                <FormattedMessage id={ACTION_LABEL[kind]} />
              </Button>
            ))}
          </Stack>
        </Stack>
      </Paper>
      {dialog && (
        <OfferActionDialog
          kind={dialog}
          jobName={data.jobName}
          round={approval?.round}
          senderPlaceholders={data.placeholders.filter((placeholder) => placeholder.filledBy === 'OFFER_SENDER').map((placeholder) => placeholder.name)}
          currentSenderValues={data.senderValues}
          busy={act.isPending}
          onSubmit={async (action) => {
            await act.mutateAsync(action.kind === 'reject' ? { ...action, channel } : action);
            showSuccessToast('offers.toast.done');
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </Box>
  );
};
