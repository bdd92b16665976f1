import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import CloseIcon from '@mui/icons-material/Close';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorText } from '@ats/web/app/api/error-text';
import { DIALOG_PAPER_SX } from '@ats/web/app/theme/theme';
import { useArchivalReasons } from '../../api/candidates-api';

export type ArchiveChoice = { archivalReasonId: string; sendRejectionEmail: boolean };

export type ArchiveDialogProps = {
  open: boolean;
  candidateName: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: (choice: ArchiveChoice) => void;
};

/**
 * Archive with a reason, optionally sending the rejection e-mail (spec 02 §4.4). The confirm button reads
 * "Archive", or "Archive and send" while "Send rejection email" is ticked.
 */
export const ArchiveDialog = ({ open, candidateName, busy, onClose, onConfirm }: ArchiveDialogProps) => {
  const intl = useIntl();
  const titleId = useId();
  const reasons = useArchivalReasons(open);
  const [reasonId, setReasonId] = useState('');
  const [sendRejectionEmail, setSendRejectionEmail] = useState(false);
  const [showError, setShowError] = useState(false);

  useEffect(() => {
    if (open) {
      setReasonId('');
      setSendRejectionEmail(false);
      setShowError(false);
    }
  }, [open]);

  const confirm = () => {
    if (!reasonId) {
      setShowError(true);
      return;
    }
    onConfirm({ archivalReasonId: reasonId, sendRejectionEmail });
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} slotProps={{ paper: { sx: DIALOG_PAPER_SX } }}>
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        <FormattedMessage id="archive.title" />
        <IconButton
          aria-label={intl.formatMessage({ id: 'common.close' })}
          onClick={onClose}
          disabled={busy}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            <FormattedMessage id="archive.description" values={{ name: candidateName }} />
          </DialogContentText>
          {reasons.isError && <Alert severity="error">{errorText(intl, reasons.error)}</Alert>}
          <TextField
            select
            required
            fullWidth
            size="small"
            id="archive-reason"
            label={intl.formatMessage({ id: 'archive.reason' })}
            value={reasonId}
            onChange={(event) => {
              setReasonId(event.target.value);
              setShowError(false);
            }}
            error={showError}
            helperText={showError ? intl.formatMessage({ id: 'validation.archiveReasonRequired' }) : undefined}
            disabled={reasons.isPending || busy}
          >
            {(reasons.data ?? []).map((reason) => (
              <MenuItem key={reason.id} value={reason.id}>
                {reason.text}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={
              <Checkbox checked={sendRejectionEmail} onChange={(event) => setSendRejectionEmail(event.target.checked)} disabled={busy} />
            }
            label={intl.formatMessage({ id: 'archive.sendRejectionEmail' })}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button variant="contained" color="error" onClick={confirm} loading={busy}>
          <FormattedMessage id={sendRejectionEmail ? 'archive.confirmAndSend' : 'archive.confirm'} />
        </Button>
      </DialogActions>
    </Dialog>
  );
};
