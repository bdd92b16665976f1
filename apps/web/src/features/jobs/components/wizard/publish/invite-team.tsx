import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isApiError } from '@ats/web/app/api/api-error';
import { showSuccessToast } from '@ats/web/app/api/toast-bus';
import type { FieldMessage } from '@ats/web/app/forms/field-message';
import { FormErrorBanner } from '@ats/web/app/forms/form-error-banner';
import { DIALOG_PAPER_SX } from '@ats/web/app/theme/theme';
import { useTeamMemberOptions } from '@ats/web/features/jobs/api/jobs-api';
import type { JobDetail, TeamMemberOption } from '@ats/web/features/jobs/api/job-types';
import { useInviteTeam } from '@ats/web/features/jobs/api/publish-team-api';

export type InviteTeamProps = { job: JobDetail; readOnly: boolean };

/** Spec 02 §2.6: invite the team by e-mail to promote the job, once it is published. */
export const InviteTeam = ({ job, readOnly }: InviteTeamProps) => {
  const [open, setOpen] = useState(false);
  const published = job.status === 'PUBLISHED';
  return (
    <section aria-labelledby="invite-heading">
      <Typography id="invite-heading" variant="h3" component="h2" sx={{ mb: 1 }}>
        <FormattedMessage id="jobs.invite.heading" />
      </Typography>
      {!published && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          <FormattedMessage id="jobs.invite.unpublished" />
        </Typography>
      )}
      <Button variant="outlined" disabled={readOnly || !published} onClick={() => setOpen(true)}>
        <FormattedMessage id="jobs.invite.open" />
      </Button>
      {open && <InviteTeamDialog job={job} onClose={() => setOpen(false)} />}
    </section>
  );
};

export type InviteTeamDialogProps = { job: JobDetail; onClose: () => void };

/** Team members and an optional message; a refusal as the server words it, a toast once sent. */
export const InviteTeamDialog = ({ job, onClose }: InviteTeamDialogProps) => {
  const intl = useIntl();
  const titleId = useId();
  const members = useTeamMemberOptions();
  const invite = useInviteTeam(job.id);
  const [chosen, setChosen] = useState<TeamMemberOption[]>([]);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<FieldMessage | null>(null);
  const [missing, setMissing] = useState(false);

  const send = () => {
    setError(null);
    if (chosen.length === 0) {
      setMissing(true);
      return;
    }
    const text = message.trim();
    invite.mutate(
      { userIds: chosen.map((member) => member.id), ...(text ? { message: text } : {}) },
      {
        onSuccess: (answer) => {
          showSuccessToast('jobs.invite.sent', { count: answer?.invited ?? chosen.length });
          onClose();
        },
        onError: (failure) =>
          setError(isApiError(failure) && !failure.isGeneric ? { raw: failure.message } : { id: 'error.unexpected' }),
      },
    );
  };

  return (
    <Dialog
      open
      onClose={invite.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: DIALOG_PAPER_SX } }}
    >
      <DialogTitle id={titleId}>
        <FormattedMessage id="jobs.invite.heading" />
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormErrorBanner error={error} />
          <Autocomplete
            multiple
            options={members.data ?? []}
            loading={members.isPending}
            value={chosen}
            onChange={(_event, value) => {
              setChosen(value);
              setMissing(false);
            }}
            getOptionLabel={(member) => member.fullName || member.email}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            loadingText={intl.formatMessage({ id: 'common.loading' })}
            renderInput={(params) => (
              <TextField
                {...params}
                label={intl.formatMessage({ id: 'jobs.invite.members' })}
                required
                error={missing}
                helperText={missing ? intl.formatMessage({ id: 'jobs.invite.selectMembers' }) : undefined}
              />
            )}
          />
          <TextField
            label={intl.formatMessage({ id: 'jobs.invite.message' })}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            multiline
            minRows={3}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={invite.isPending}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button variant="contained" onClick={send} loading={invite.isPending}>
          <FormattedMessage id="jobs.invite.send" />
        </Button>
      </DialogActions>
    </Dialog>
  );
};
