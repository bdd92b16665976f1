import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fileNameError, MAX_FILE_NAME_LENGTH } from '@ats/domain/applications/application-file.rules';
import { DIALOG_PAPER_SX } from '@ats/web/app/theme/theme';
import type { ApplicationFile } from '@ats/web/features/candidates/api/files-api';
import { fileErrorText, fileRefusalText } from '@ats/web/app/api/file-error-text';

export type RenameFileDialogProps = {
  file: ApplicationFile | null;
  busy: boolean;
  /** The server's refusal, shown under the field. */
  error: unknown;
  onRename: (fileName: string) => void;
  onClose: () => void;
  onExited?: () => void;
};

/** Renames a file: the same rule as the server's (non-empty, at most 255 characters) before sending. */
export const RenameFileDialog = ({ file, busy, error, onRename, onClose, onExited }: RenameFileDialogProps) => {
  const intl = useIntl();
  const titleId = useId();
  const [name, setName] = useState('');
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    if (file) {
      setName(file.fileName ?? '');
      setChecked(false);
    }
  }, [file]);

  const refusal = checked ? fileNameError(name) : null;
  const message = refusal ? fileRefusalText(intl, refusal.code) : error ? fileErrorText(intl, error) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (fileNameError(name) === null) onRename(name.trim());
  };

  return (
    <Dialog
      open={file !== null}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true, sx: DIALOG_PAPER_SX } as object, transition: { onExited } }}
    >
      <DialogTitle id={titleId}>
        <FormattedMessage id="files.rename.title" />
      </DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={intl.formatMessage({ id: 'files.rename.label' })}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={message !== null}
          helperText={message ?? ' '}
          slotProps={{ htmlInput: { maxLength: MAX_FILE_NAME_LENGTH + 1 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          <FormattedMessage id="files.rename.save" />
        </Button>
      </DialogActions>
    </Dialog>
  );
};
