import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { DIALOG_PAPER_SX } from '../theme/theme';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  /** Defaults to "This action cannot be undone". */
  description?: string;
  confirmLabel?: string;
  /** Defaults to "Cancel"; name it when the confirmation itself is a cancelling (e.g. "Keep it"), so the two buttons differ. */
  cancelLabel?: string;
  danger?: boolean;
  busy?: boolean;
  /** A refusal to show inside the dialog (e.g. the server's reason), leaving it open. */
  error?: string | null;
  /** More to ask before confirming (e.g. an optional reason), under the description. */
  children?: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
};

/** A confirmation dialog; Escape and Cancel close it. */
export const ConfirmDialog = ({ open, title, description, confirmLabel, cancelLabel, danger = true, busy = false, error = null, children, onConfirm, onClose }: ConfirmDialogProps) => {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      slotProps={{ paper: { sx: DIALOG_PAPER_SX } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>
          {description ?? <FormattedMessage id="common.cannotBeUndone" />}
        </DialogContentText>
        {children}
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {cancelLabel ?? <FormattedMessage id="common.cancel" />}
        </Button>
        <Button onClick={onConfirm} variant="contained" color={danger ? 'error' : 'primary'} disabled={busy} autoFocus>
          {confirmLabel ?? <FormattedMessage id="common.delete" />}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
