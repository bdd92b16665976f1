import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { DIALOG_PAPER_SX } from '../theme/theme';
import { acknowledgeSessionExpired, useSessionExpired } from './session-expiry';

/**
 * The session-expired warning (spec 01 §2.4): shown when the refresh failed; the page reloads on the login
 * page 2 s later, or at once with Okay.
 */
export const SessionExpiredDialog = () => {
  const open = useSessionExpired();
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog
      open={open}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      role="alertdialog"
      slotProps={{ paper: { sx: DIALOG_PAPER_SX } }}
    >
      <DialogTitle id={titleId}>
        <FormattedMessage id="session.expired.title" />
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>
          <FormattedMessage id="session.expired.body" />
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={acknowledgeSessionExpired} autoFocus>
          <FormattedMessage id="session.expired.okay" />
        </Button>
      </DialogActions>
    </Dialog>
  );
};
