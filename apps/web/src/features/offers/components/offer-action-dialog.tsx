import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '@ats/web/app/i18n/messages';
import type { OfferActionInput } from '../api/offers-api';
import { offerErrorText } from '../offer-errors';
import { placeholderLabel } from './offer-template-editor-page';

export type OfferDialogKind = 'reject' | 'send' | 'recall' | 'mark-as-signed' | 'reject-on-behalf' | 'change-terms';

const TITLES: Record<OfferDialogKind, MessageId> = {
  reject: 'offers.dialog.rejectTitle',
  send: 'offers.action.send',
  recall: 'offers.dialog.recallTitle',
  'mark-as-signed': 'offers.dialog.markSignedTitle',
  'reject-on-behalf': 'offers.dialog.rejectOnBehalfTitle',
  'change-terms': 'offers.dialog.editTermsTitle',
};

export type OfferActionDialogProps = {
  kind: OfferDialogKind;
  jobName: string;
  round?: number;
  /** Change terms: the placeholders the sender fills, asked again. */
  senderPlaceholders?: readonly string[];
  /** Change terms: the offer's current values of them, which the fields start from (none for an offer made before they were kept). */
  currentSenderValues?: Readonly<Record<string, string>> | null;
  busy: boolean;
  onSubmit: (action: OfferActionInput) => Promise<unknown>;
  onClose: () => void;
};

/** The offer actions that ask for something first: a note, an e-mail, a signed PDF, a reason. */
export const OfferActionDialog = ({ kind, jobName, round, senderPlaceholders = [], currentSenderValues, busy, onSubmit, onClose }: OfferActionDialogProps) => {
  const intl = useIntl();
  const titleId = useId();
  const [text, setText] = useState('');
  const [comments, setComments] = useState('');
  const [subject, setSubject] = useState(() =>
    kind === 'recall' ? intl.formatMessage({ id: 'offers.dialog.recallSubject' }) : intl.formatMessage({ id: 'offers.send.defaultSubject' }, { job: jobName }),
  );
  const [body, setBody] = useState(() =>
    kind === 'recall' ? intl.formatMessage({ id: 'offers.dialog.recallBody' }) : `${intl.formatMessage({ id: 'offers.send.defaultBody' })} {{offer-link}}`,
  );
  const [withEmail, setWithEmail] = useState(true);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [senderValues, setSenderValues] = useState<Record<string, string>>(() => ({ ...currentSenderValues }));

  const action = (): OfferActionInput => {
    switch (kind) {
      case 'reject':
        return { kind: 'reject', note: text, round };
      case 'send':
        return { kind: 'send', email: { subject, body } };
      case 'recall':
        return { kind: 'recall', email: withEmail ? { subject, body } : null };
      case 'mark-as-signed':
        return { kind: 'mark-as-signed', file };
      case 'reject-on-behalf':
        return { kind: 'reject-on-behalf', reason: text, comments: comments || undefined };
      case 'change-terms':
        return { kind: 'change-terms', senderValues: Object.fromEntries(senderPlaceholders.map((name) => [name, senderValues[name] ?? ''])) };
    }
  };

  const submit = async () => {
    setError(null);
    try {
      await onSubmit(action());
      onClose();
    } catch (caught) {
      setError(offerErrorText(intl, caught));
    }
  };

  const emailFields = (
    <>
      <TextField label={intl.formatMessage({ id: 'offers.send.subject' })} value={subject} onChange={(event) => setSubject(event.target.value)} required />
      <TextField label={intl.formatMessage({ id: 'offers.send.body' })} value={body} onChange={(event) => setBody(event.target.value)} multiline minRows={3} required />
    </>
  );

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        <FormattedMessage id={TITLES[kind]} />
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          {kind === 'reject' && (
            <TextField autoFocus required label={intl.formatMessage({ id: 'offers.dialog.note' })} value={text} onChange={(event) => setText(event.target.value)} multiline minRows={2} />
          )}
          {kind === 'send' && emailFields}
          {kind === 'recall' && (
            <>
              <Typography variant="body2">
                <FormattedMessage id="offers.dialog.recallHelp" />
              </Typography>
              <FormControlLabel
                control={<Checkbox checked={withEmail} onChange={(event) => setWithEmail(event.target.checked)} />}
                label={intl.formatMessage({ id: 'offers.dialog.recallEmail' })}
              />
              {withEmail && emailFields}
            </>
          )}
          {kind === 'mark-as-signed' && (
            <Button component="label" variant="outlined">
              {file ? file.name : <FormattedMessage id="offers.dialog.signedPdf" />}
              <input type="file" hidden accept=".pdf,application/pdf" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
            </Button>
          )}
          {kind === 'change-terms' && (
            <>
              <Typography variant="body2">
                <FormattedMessage id="offers.dialog.editTermsHelp" />
              </Typography>
              {senderPlaceholders.map((name, index) => (
                <TextField
                  key={name}
                  autoFocus={index === 0}
                  required
                  label={intl.formatMessage({ id: placeholderLabel(name) })}
                  value={senderValues[name] ?? ''}
                  onChange={(event) => setSenderValues((values) => ({ ...values, [name]: event.target.value }))}
                />
              ))}
            </>
          )}
          {kind === 'reject-on-behalf' && (
            <>
              <TextField autoFocus required label={intl.formatMessage({ id: 'offers.dialog.reason' })} value={text} onChange={(event) => setText(event.target.value)} />
              <TextField label={intl.formatMessage({ id: 'offers.dialog.comments' })} value={comments} onChange={(event) => setComments(event.target.value)} multiline minRows={2} />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          <FormattedMessage id="offers.action.cancel" />
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy}>
          <FormattedMessage id="offers.action.confirm" />
        </Button>
      </DialogActions>
    </Dialog>
  );
};
