import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorText } from '@ats/web/app/api/error-text';

export type EraseCandidateDialogProps = {
  open: boolean;
  candidateName: string;
  busy: boolean;
  error: unknown;
  onClose: () => void;
  onConfirm: () => void;
};

/**
 * The confirmation before an erasure. MUI's Dialog keeps focus inside while open and gives it back to the button
 * that opened it on close; Cancel takes the first focus, so Enter alone never erases.
 */
export const EraseCandidateDialog = ({
  open,
  candidateName,
  busy,
  error,
  onClose,
  onConfirm,
}: EraseCandidateDialogProps) => {
  const intl = useIntl();
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>
        <FormattedMessage id="auditor.erase.title" values={{ name: candidateName }} />
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>
          <FormattedMessage id="auditor.erase.body" />
        </DialogContentText>
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorText(intl, error)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus>
          <FormattedMessage id="auditor.erase.cancel" />
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} loading={busy}>
          <FormattedMessage id="auditor.erase.confirm" />
        </Button>
      </DialogActions>
    </Dialog>
  );
};
