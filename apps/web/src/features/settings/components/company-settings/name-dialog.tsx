import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { MessageId } from '@ats/web/app/i18n/messages';
import { DIALOG_PAPER_SX } from '@ats/web/app/theme/theme';
import { settingsErrorText, settingsMessageText } from '../../settings-errors';

export type NameDialogProps = {
  title: MessageId;
  label: MessageId;
  initialName?: string;
  /** The shared rule (domain/company-settings): the spec's message, or null. */
  rule: (value: unknown) => string | null;
  busy: boolean;
  /** Saves; a refusal it throws is shown in the dialog, which stays open. */
  onSave: (name: string) => Promise<unknown>;
  onClose: () => void;
  /** More fields below the name (e.g. the head of department). */
  children?: ReactNode;
  /** The submit button's label; Save by default. */
  submitLabel?: MessageId;
  /** A rule's message and a refusal in the interface language; the company settings' translations by default. */
  messageText?: (intl: IntlShape, message: string) => string;
  errorText?: (intl: IntlShape, error: unknown) => string;
};

/**
 * Add or edit a named setting: the name checked with the shared rule before anything is sent, the server's
 * refusal shown under the field. MUI's Dialog traps the focus and gives it back on close.
 */
export const NameDialog = ({
  title,
  label,
  initialName = '',
  rule,
  busy,
  onSave,
  onClose,
  children,
  submitLabel = 'companySettings.save',
  messageText = settingsMessageText,
  errorText = settingsErrorText,
}: NameDialogProps) => {
  const intl = useIntl();
  const titleId = useId();
  const fieldId = useId();
  const [name, setName] = useState(initialName);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = rule(name);
    setFormError(null);
    if (problem) {
      setFieldError(messageText(intl, problem));
      document.getElementById(fieldId)?.focus();
      return;
    }
    try {
      await onSave(name.trim());
      onClose();
    } catch (error) {
      setFormError(errorText(intl, error));
    }
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: DIALOG_PAPER_SX } }}
    >
      <DialogTitle id={titleId}>
        <FormattedMessage id={title} />
      </DialogTitle>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogContent dividers>
          <Stack spacing={2}>
            {formError && (
              <Alert severity="error" role="alert">
                {formError}
              </Alert>
            )}
            <TextField
              id={fieldId}
              label={intl.formatMessage({ id: label })}
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setFieldError(null);
              }}
              error={fieldError !== null}
              helperText={fieldError}
              required
              fullWidth
              autoFocus
              autoComplete="off"
            />
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            <FormattedMessage id={submitLabel} />
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};
