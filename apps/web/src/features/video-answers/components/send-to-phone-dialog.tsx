import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { validatePhone } from '@ats/domain/candidates/contact-validation';
import { fieldMessageText, toFieldMessage } from '@ats/web/app/forms/field-message';
import { useSendVideoLink, type VideoTaskTarget } from '../api/video-answers-api';
import { videoAnswerErrorText } from '../video-answer-errors';

export type SendToPhoneButtonProps = { target: VideoTaskTarget };

/**
 * 'Send link to my phone' (spec 03 §2.3, §5 "Recorder"): a phone number is required and must be valid (the
 * product's phone rule, checked here and again by the API); the link goes by SMS; 'Unable to send SMS' when not.
 */
export const SendToPhoneButton = ({ target }: SendToPhoneButtonProps) => {
  const intl = useIntl();
  const send = useSendVideoLink(target);
  const [open, setOpen] = useState(false);
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const titleId = useId();

  const close = () => {
    setOpen(false);
    setError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = phone.trim();
    if (!number) return setError(intl.formatMessage({ id: 'videoAnswers.phone.required' }));
    const invalid = validatePhone(number);
    if (invalid) return setError(fieldMessageText(intl, toFieldMessage(invalid, number)) ?? invalid);
    setError(null);
    send.mutate(number, {
      onSuccess: () => {
        setSentTo(number);
        close();
      },
      onError: (failure) => setError(videoAnswerErrorText(intl, failure, 'videoAnswers.phone.failed')),
    });
  };

  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        <FormattedMessage id="videoAnswers.phone.open" />
      </Button>
      {sentTo && (
        <Alert severity="success" role="status" sx={{ mt: 1 }}>
          <FormattedMessage id="videoAnswers.phone.sent" values={{ phone: <bdi>{sentTo}</bdi> }} />
        </Alert>
      )}
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <form noValidate onSubmit={submit}>
          <DialogTitle id={titleId}>
            <FormattedMessage id="videoAnswers.phone.title" />
          </DialogTitle>
          <DialogContent>
            <Typography sx={{ mb: 2 }}>
              <FormattedMessage id="videoAnswers.phone.intro" />
            </Typography>
            <TextField
              autoFocus
              fullWidth
              type="tel"
              autoComplete="tel"
              label={intl.formatMessage({ id: 'videoAnswers.phone.label' })}
              helperText={error ?? intl.formatMessage({ id: 'videoAnswers.phone.help' })}
              error={error !== null}
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 30, dir: 'ltr' } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>
              <FormattedMessage id="videoAnswers.phone.cancel" />
            </Button>
            <Button type="submit" variant="contained" loading={send.isPending}>
              <FormattedMessage id="videoAnswers.phone.send" />
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
};
