import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorText } from '@ats/web/app/api/error-text';
import { useJobsDropdown } from '@ats/web/app/api/jobs-api';
import { DIALOG_PAPER_SX } from '@ats/web/app/theme/theme';
import { useJob } from '@ats/web/features/candidates/api/candidates-api';

export type JobAndStage = { jobId: string; jobName: string; stageId?: string };

export type JobAndStageDialogProps = {
  open: boolean;
  title: string;
  confirmLabel: string;
  /** Jobs that cannot be chosen (the application's own; the server refuses the candidate's other applications' jobs). */
  excludedJobIds: readonly string[];
  busy: boolean;
  /** The server's refusal, shown in the dialog, which stays open. */
  error: unknown;
  onClose: () => void;
  onConfirm: (choice: JobAndStage) => void;
};

/**
 * Picks another job and, optionally, a stage of it (spec 02 §4.4 'move to, or add to, another job and stage').
 * Closed jobs take no candidates; without a stage, the server starts the candidate where their origin starts.
 */
export const JobAndStageDialog = ({ open, title, confirmLabel, excludedJobIds, busy, error, onClose, onConfirm }: JobAndStageDialogProps) => {
  const intl = useIntl();
  const titleId = useId();
  const jobs = useJobsDropdown();
  const [jobId, setJobId] = useState('');
  const [stageId, setStageId] = useState('');
  const [showError, setShowError] = useState(false);
  const job = useJob(jobId || null);

  useEffect(() => {
    if (open) {
      setJobId('');
      setStageId('');
      setShowError(false);
    }
  }, [open]);

  const choices = (jobs.data ?? []).filter((candidate) => candidate.status !== 'CLOSED' && !excludedJobIds.includes(candidate.id));

  const confirm = () => {
    if (!jobId) {
      setShowError(true);
      return;
    }
    onConfirm({ jobId, jobName: choices.find((choice) => choice.id === jobId)?.name ?? '', stageId: stageId || undefined });
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs" slotProps={{ paper: { sx: DIALOG_PAPER_SX } }}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {Boolean(error) && (
            <Alert severity="error" role="alert">
              {errorText(intl, error)}
            </Alert>
          )}
          <TextField
            select
            required
            fullWidth
            size="small"
            id="job-change-job"
            label={intl.formatMessage({ id: 'jobChange.job' })}
            value={jobId}
            onChange={(event) => {
              setJobId(event.target.value);
              setStageId('');
              setShowError(false);
            }}
            error={showError}
            helperText={showError ? intl.formatMessage({ id: 'validation.jobRequired' }) : undefined}
            disabled={jobs.isPending || busy}
          >
            {choices.map((choice) => (
              <MenuItem key={choice.id} value={choice.id}>
                {choice.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            fullWidth
            size="small"
            id="job-change-stage"
            label={intl.formatMessage({ id: 'jobChange.stage' })}
            value={stageId}
            onChange={(event) => setStageId(event.target.value)}
            disabled={!jobId || job.isPending || busy}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">
              <FormattedMessage id="jobChange.stageDefault" />
            </MenuItem>
            {(job.data?.stages ?? []).map((stage) => (
              <MenuItem key={stage.id} value={stage.id}>
                {stage.name}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button variant="contained" onClick={confirm} loading={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
