import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { DIALOG_PAPER_SX } from '@ats/web/app/theme/theme';
import type { UnsavedChanges } from '../../hooks/use-unsaved-changes';

export type UnsavedChangesDialogProps = {
  guard: UnsavedChanges;
  /** Saves the tab as a draft; resolves true when saved (the navigation then goes on). */
  onSaveDraft: () => Promise<boolean>;
  saving: boolean;
};

/** Held navigation with unsaved changes: stay, leave without saving, or save as draft and go on. */
export const UnsavedChangesDialog = ({ guard, onSaveDraft, saving }: UnsavedChangesDialogProps) => {
  const titleId = useId();
  const bodyId = useId();
  const { blocker } = guard;
  const open = blocker.state === 'blocked';
  const stay = () => blocker.reset?.();

  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : stay}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      slotProps={{ paper: { sx: DIALOG_PAPER_SX } }}
    >
      <DialogTitle id={titleId}>
        <FormattedMessage id="jobs.unsaved.title" />
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>
          <FormattedMessage id="jobs.unsaved.body" />
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={stay} disabled={saving}>
          <FormattedMessage id="jobs.unsaved.stay" />
        </Button>
        <Button onClick={() => blocker.proceed?.()} color="error" disabled={saving}>
          <FormattedMessage id="jobs.unsaved.leave" />
        </Button>
        <Button
          variant="contained"
          autoFocus
          loading={saving}
          onClick={async () => {
            if (await onSaveDraft()) blocker.proceed?.();
            else stay();
          }}
        >
          <FormattedMessage id="jobs.unsaved.saveDraft" />
        </Button>
      </DialogActions>
    </Dialog>
  );
};
