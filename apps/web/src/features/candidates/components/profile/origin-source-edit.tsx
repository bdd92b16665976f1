import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isConflict } from '@ats/web/app/api/api-error';
import { ORIGINS, type ApplicationDetail, type Origin } from '@ats/web/app/api/api-types';
import { errorText } from '@ats/web/app/api/error-text';
import { showSuccessToast } from '@ats/web/app/api/toast-bus';
import { DIALOG_PAPER_SX } from '@ats/web/app/theme/theme';
import { useChangeOriginSource } from '../../api/application-attributes-api';
import { ORIGIN_LABEL } from '../../labels';

/** As the add-candidate form's source (the server holds it to the same bound). */
const SOURCE_MAX_LENGTH = 255;

export type OriginSourceEditProps = {
  application: ApplicationDetail;
  name: string;
  /** Another command on the application is under way. */
  disabled: boolean;
  /** A stale revision (409): the profile reloads. */
  onConflict: () => void;
};

/**
 * 'Edit origin and source' on the profile (spec 02 §3.7 origin: applied, sourced, agency, referral; source as
 * free text, as on the add-candidate form). Both go in one command; an empty source clears it. The MUI dialog
 * traps focus while open and gives it back to the button on close.
 */
export const OriginSourceEdit = ({ application, name, disabled, onConflict }: OriginSourceEditProps) => {
  const intl = useIntl();
  const titleId = useId();
  const change = useChangeOriginSource();
  const [open, setOpen] = useState(false);
  const [origin, setOrigin] = useState<Origin | ''>(application.origin);
  const [source, setSource] = useState(application.source ?? '');
  const [showError, setShowError] = useState(false);

  const start = () => {
    setOrigin(application.origin);
    setSource(application.source ?? '');
    setShowError(false);
    change.reset();
    setOpen(true);
  };
  const close = () => setOpen(false);
  const trimmed = source.trim();
  const unchanged = origin === application.origin && trimmed === (application.source ?? '');

  const save = () => {
    if (!origin) {
      setShowError(true);
      return;
    }
    change.mutate(
      { applicationId: application.applicationId, origin, source: trimmed || null, expectedRevision: application.revision },
      {
        onSuccess: () => {
          close();
          showSuccessToast('profile.originSource.saved');
        },
        // Shown in the dialog; a stale revision also reloads the profile behind it.
        onError: (error) => {
          if (isConflict(error)) onConflict();
        },
      },
    );
  };

  return (
    <>
      <Button variant="outlined" onClick={start} disabled={disabled}>
        <FormattedMessage id="profile.originSource.action" />
      </Button>
      <Dialog
        open={open}
        onClose={change.isPending ? undefined : close}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="xs"
        slotProps={{ paper: { sx: DIALOG_PAPER_SX } }}
      >
        <DialogTitle id={titleId}>{intl.formatMessage({ id: 'profile.originSource.title' }, { name })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {change.error && (
              <Alert severity="error" role="alert">
                {errorText(intl, change.error)}
              </Alert>
            )}
            <TextField
              select
              required
              fullWidth
              size="small"
              id="origin-source-origin"
              label={intl.formatMessage({ id: 'profile.originSource.origin' })}
              value={origin}
              onChange={(event) => {
                setOrigin(event.target.value as Origin);
                setShowError(false);
              }}
              error={showError}
              helperText={showError ? intl.formatMessage({ id: 'validation.originRequired' }) : undefined}
              disabled={change.isPending}
            >
              {ORIGINS.map((value) => (
                <MenuItem key={value} value={value}>
                  {intl.formatMessage({ id: ORIGIN_LABEL[value] })}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              fullWidth
              size="small"
              id="origin-source-source"
              label={intl.formatMessage({ id: 'profile.originSource.source' })}
              value={source}
              onChange={(event) => setSource(event.target.value)}
              helperText={intl.formatMessage({ id: 'profile.originSource.sourceHelp' })}
              disabled={change.isPending}
              slotProps={{ htmlInput: { maxLength: SOURCE_MAX_LENGTH } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={change.isPending}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button variant="contained" onClick={save} loading={change.isPending} disabled={unchanged}>
            <FormattedMessage id="profile.originSource.save" />
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
