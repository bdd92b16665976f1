import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DIALOG_PAPER_SX } from '@ats/web/app/theme/theme';
import type { StageEditor } from '@ats/web/features/jobs/hooks/use-stage-editor';

export type MoveCandidatesDialogProps = { editor: StageEditor; count: number };

/**
 * Spec 02 §4.3 'Move candidates and delete stage': a stage with candidates (active or archived) is deleted only
 * with a stage they move to; a restage workflow then moves them.
 */
export const MoveCandidatesDialog = ({ editor, count }: MoveCandidatesDialogProps) => {
  const intl = useIntl();
  const titleId = useId();
  const deleting = editor.deleting!;
  const [target, setTarget] = useState('');
  const [missing, setMissing] = useState(false);
  const targets = editor.stages.filter((stage) => stage.id !== deleting.id);

  const submit = () => {
    if (!target) {
      setMissing(true);
      return;
    }
    editor.moveAndDelete(target);
  };

  return (
    <Dialog
      open
      onClose={editor.removing ? undefined : editor.cancelDelete}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: DIALOG_PAPER_SX } }}
    >
      <DialogTitle id={titleId}>
        <FormattedMessage id="jobs.stage.moveDeleteTitle" values={{ name: deleting.name }} />
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          <FormattedMessage id="jobs.stage.moveDeleteHint" values={{ count, name: deleting.name }} />
        </DialogContentText>
        <TextField
          select
          fullWidth
          required
          id="move-to-stage"
          label={intl.formatMessage({ id: 'jobs.stage.moveTo' })}
          value={target}
          onChange={(event) => {
            setTarget(event.target.value);
            setMissing(false);
          }}
          error={missing}
          helperText={missing ? intl.formatMessage({ id: 'jobs.stage.moveToRequired' }) : undefined}
        >
          {targets.map((stage) => (
            <MenuItem key={stage.id} value={stage.id}>
              {stage.name}
            </MenuItem>
          ))}
        </TextField>
        {editor.deleteError && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {editor.deleteError}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={editor.cancelDelete} disabled={editor.removing}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button onClick={submit} variant="contained" color="error" loading={editor.removing}>
          <FormattedMessage id="jobs.stage.moveDelete" />
        </Button>
      </DialogActions>
    </Dialog>
  );
};
