import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAccessToken } from '@ats/web/app/auth/token-store';
import { EmptyState } from '@ats/web/app/components/empty-state';
import { PageLoader } from '@ats/web/app/components/page-loader';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';
import { Link as RouterLink, useParams } from 'react-router';
import { fetchCandidateOfferLetter, useCandidateOffer, useCandidateOfferAnswer } from '../api/offers-api';
import { offerErrorText, offerMessageText } from '../offer-errors';
import { placeholderLabel } from './offer-template-editor-page';
import { SignaturePad } from './signature-pad';

const MAX_SIGNATURE_BYTES = 200 * 1024;

const readAsDataUrl = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/**
 * The candidate's offer page (/profile-builder/role/:roleId/user/:userId/application/:applicationId/offer/:offerId,
 * spec 03 §2.3 'Congratulations. You got the offer.'): the candidate's own token only. Read the letter, fill their
 * placeholders, sign (drawn, or an uploaded JPG/JPEG/PNG of at most 200KB) and accept, or reject with a reason; the
 * recall and marked-as-signed messages.
 */
export const CandidateOfferPage = () => {
  const intl = useIntl();
  usePageTitle('candidateOffer.title');
  const { offerId = '', roleId = '' } = useParams();
  const token = useAccessToken('candidate');
  const offer = useCandidateOffer(offerId, token !== null);
  const answer = useCandidateOfferAnswer(offerId);
  const [values, setValues] = useState<Record<string, string>>({});
  const [terms, setTerms] = useState(false);
  const [mode, setMode] = useState<'DRAWN' | 'UPLOADED'>('DRAWN');
  const [signature, setSignature] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();

  const openLetter = async () => {
    const url = URL.createObjectURL(await fetchCandidateOfferLetter(offerId));
    window.open(url, '_blank', 'noopener');
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };

  const frame = (content: ReactNode) => (
    <Box sx={{ width: '100%', maxWidth: 720, mx: 'auto' }} component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h1" sx={{ mb: 1 }}>
        <FormattedMessage id="candidateOffer.title" />
      </Typography>
      {content}
    </Box>
  );

  if (token === null)
    return frame(
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography sx={{ mb: 2 }}>
          <FormattedMessage id="candidateOffer.signIn" />
        </Typography>
        {/* the apply portal's e-mail code gives the candidate their token; the e-mail's link then opens this page */}
        <Button component={RouterLink} to={`/profile-builder/role/${roleId}/user/new`} variant="contained">
          <FormattedMessage id="candidateOffer.signInAction" />
        </Button>
      </Paper>,
    );
  if (offer.isPending) return <PageLoader />;
  if (offer.isError)
    return frame(
      <Paper variant="outlined">
        <EmptyState role="alert" title={<FormattedMessage id="candidateOffer.error" />} />
      </Paper>,
    );
  const data = offer.data;

  const sign = async () => {
    setError(null);
    if (!terms) return setError(intl.formatMessage({ id: 'offersError.termsRequired' }));
    if (!signature) return setError(intl.formatMessage({ id: 'offersError.signatureRequired' }));
    try {
      await answer.mutateAsync({ kind: 'sign', body: { acceptedTerms: terms, candidateValues: values, signature, signatureKind: mode } });
    } catch (caught) {
      setError(offerErrorText(intl, caught));
    }
  };
  const reject = async () => {
    setError(null);
    if (!reason.trim()) return setError(intl.formatMessage({ id: 'offersError.rejectionReasonRequired' }));
    try {
      await answer.mutateAsync({ kind: 'reject', reason });
    } catch (caught) {
      setError(offerErrorText(intl, caught));
    }
  };

  return frame(
    <Stack spacing={2}>
      <Typography color="text.secondary">
        <FormattedMessage id="candidateOffer.subtitle" values={{ job: <bdi key="job">{data.jobName}</bdi>, company: <bdi key="company">{data.companyName}</bdi> }} />
      </Typography>
      {data.message && (
        <Alert severity="info">
          {data.status === 'MARKED_AS_SIGNED' ? <FormattedMessage id="offersError.markedAsSigned" /> : offerMessageText(intl, data.message)}
        </Alert>
      )}
      {data.status === 'CANDIDATE_SIGNED' && <Alert severity="success"><FormattedMessage id="candidateOffer.signed" /></Alert>}
      {data.status === 'CANDIDATE_REJECTED' && <Alert severity="info"><FormattedMessage id="candidateOffer.rejected" /></Alert>}
      {data.letterAvailable && (
        <Box>
          <Button variant="outlined" onClick={() => void openLetter()}>
            <FormattedMessage id="candidateOffer.open" />
          </Button>
        </Box>
      )}
      {data.canRespond && (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Stack spacing={2}>
            {error && <Alert severity="error">{error}</Alert>}
            {data.candidatePlaceholders.length > 0 && (
              <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                <Typography component="legend" variant="h2" sx={{ mb: 1 }}>
                  <FormattedMessage id="candidateOffer.yourValues" />
                </Typography>
                <Stack spacing={2}>
                  {data.candidatePlaceholders.map((name) => (
                    <TextField
                      key={name}
                      required
                      label={intl.formatMessage({ id: placeholderLabel(name) })}
                      value={values[name] ?? ''}
                      onChange={(event) => setValues((all) => ({ ...all, [name]: event.target.value }))}
                      slotProps={{ htmlInput: { maxLength: 200 } }}
                    />
                  ))}
                </Stack>
              </Box>
            )}
            <Box>
              <Typography variant="h2" sx={{ mb: 1 }}>
                <FormattedMessage id="candidateOffer.signature" />
              </Typography>
              <Tabs value={mode} onChange={(_event, next: 'DRAWN' | 'UPLOADED') => { setMode(next); setSignature(null); }}>
                <Tab value="DRAWN" label={intl.formatMessage({ id: 'candidateOffer.draw' })} />
                <Tab value="UPLOADED" label={intl.formatMessage({ id: 'candidateOffer.upload' })} />
              </Tabs>
              <Box sx={{ pt: 2 }}>
                {mode === 'DRAWN' ? (
                  <SignaturePad onChange={setSignature} />
                ) : (
                  <Stack spacing={1}>
                    <Button component="label" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
                      <FormattedMessage id="candidateOffer.upload" />
                      <input
                        type="file"
                        hidden
                        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
                        onChange={(event) => {
                          const file = event.target.files?.[0];
                          if (!file) return;
                          if (!['image/jpeg', 'image/png'].includes(file.type)) return setError(intl.formatMessage({ id: 'offersError.signatureInvalid' }));
                          if (file.size > MAX_SIGNATURE_BYTES) return setError(intl.formatMessage({ id: 'offersError.signatureTooLarge' }));
                          setError(null);
                          void readAsDataUrl(file).then(setSignature);
                        }}
                      />
                    </Button>
                    <Typography variant="body2" color="text.secondary">
                      <FormattedMessage id="candidateOffer.uploadHelp" />
                    </Typography>
                    {signature && <Box component="img" src={signature} alt="" sx={{ maxWidth: 240, maxHeight: 100 }} />}
                  </Stack>
                )}
              </Box>
            </Box>
            <FormControlLabel control={<Checkbox checked={terms} onChange={(event) => setTerms(event.target.checked)} />} label={intl.formatMessage({ id: 'candidateOffer.terms' })} />
            <Box>
              <Button variant="contained" onClick={() => void sign()} disabled={answer.isPending}>
                <FormattedMessage id="candidateOffer.accept" />
              </Button>
            </Box>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'flex-start' }} sx={{ pt: 2, borderTop: 1, borderColor: 'divider' }}>
              <TextField size="small" label={intl.formatMessage({ id: 'candidateOffer.rejectReason' })} value={reason} onChange={(event) => setReason(event.target.value)} slotProps={{ htmlInput: { maxLength: 500 } }} sx={{ flex: 1 }} />
              <Button color="error" variant="outlined" onClick={() => void reject()} disabled={answer.isPending}>
                <FormattedMessage id="candidateOffer.reject" />
              </Button>
            </Stack>
          </Stack>
        </Paper>
      )}
    </Stack>,
  );
};
