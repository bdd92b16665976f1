import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { FormProvider } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormErrorBanner } from '@ats/web/app/forms/form-error-banner';
import { FormTextField } from '@ats/web/app/forms/form-text-field';
import { isolated } from '@ats/web/app/i18n/isolated';
import type { MessageId } from '@ats/web/app/i18n/messages';
import { DIALOG_PAPER_SX } from '@ats/web/app/theme/theme';
import { useDepartments, useLocations, useTeamMemberOptions } from '../../api/jobs-api';
import { useCloneForm, type CloneValues } from '../../hooks/use-clone-form';
import type { JobRef } from '../../hooks/use-job-actions';

export type CloneJobDialogProps = { job: JobRef; onClose: () => void };

type Option = { id: string; name: string };

/** Spec 02 §2.2, §5.6: display name, owner, department and location, then 'Clone as draft'. */
export const CloneJobDialog = ({ job, onClose }: CloneJobDialogProps) => {
  const intl = useIntl();
  const titleId = useId();
  const formId = useId();
  const state = useCloneForm(job, onClose);
  const members = useTeamMemberOptions();
  const departments = useDepartments();
  const locations = useLocations();

  const select = (name: keyof CloneValues, label: MessageId, options: Option[] | undefined, pending: boolean) => (
    <FormTextField<CloneValues>
      name={name}
      id={`clone-${name}`}
      label={intl.formatMessage({ id: label })}
      select
      required
      fullWidth
      checkOnBlur="never"
      whileInvalid="clear"
    >
      {pending && (
        <MenuItem value="" disabled>
          <FormattedMessage id="common.loading" />
        </MenuItem>
      )}
      {!pending && (options ?? []).length === 0 && (
        <MenuItem value="" disabled>
          <FormattedMessage id="jobs.filters.noOptions" />
        </MenuItem>
      )}
      {(options ?? []).map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </FormTextField>
  );

  const owners = members.data?.map((member) => ({ id: member.id, name: member.fullName || member.email }));

  return (
    <Dialog
      open
      onClose={state.busy ? undefined : onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: DIALOG_PAPER_SX } }}
    >
      <DialogTitle id={titleId}>
        <FormattedMessage id="jobs.clone.title" values={{ name: isolated(job.name) }} />
      </DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>
          <FormattedMessage id="jobs.clone.body" />
        </DialogContentText>
        <FormProvider {...state.form}>
          <Box component="form" id={formId} noValidate onSubmit={state.submit}>
            <FormErrorBanner error={state.formError} />
            <Stack spacing={2}>
              <FormTextField<CloneValues>
                name="displayName"
                id="clone-displayName"
                label={intl.formatMessage({ id: 'jobs.field.displayName' })}
                required
                fullWidth
                autoFocus
                whileInvalid="clear"
              />
              {select('ownerId', 'jobs.field.owner', owners, members.isPending)}
              {select('departmentId', 'jobs.field.department', departments.data, departments.isPending)}
              {select('locationId', 'jobs.field.location', locations.data, locations.isPending)}
            </Stack>
          </Box>
        </FormProvider>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={state.busy}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={state.busy}>
          <FormattedMessage id="jobs.clone.submit" />
        </Button>
      </DialogActions>
    </Dialog>
  );
};
