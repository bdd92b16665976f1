import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormErrorBanner } from '@ats/web/app/forms/form-error-banner';
import { DIALOG_PAPER_SX } from '@ats/web/app/theme/theme';
import type { StageInsight } from '@ats/web/features/jobs/api/jobs-api';
import type { JobDetail } from '@ats/web/features/jobs/api/job-types';
import { useTemplateChange } from '@ats/web/features/jobs/hooks/use-template-change';

export type ChangeTemplateDialogProps = { job: JobDetail; insights: readonly StageInsight[]; onClose: () => void };

/** Spec 02 §2.4, §4.3: another stage pipeline template for a saved job, with a stage-mapping step. */
export const ChangeTemplateDialog = ({ job, insights, onClose }: ChangeTemplateDialogProps) => {
  const intl = useIntl();
  const titleId = useId();
  const state = useTemplateChange(job, insights, onClose);
  const countOf = (stageId: string) => insights.find((item) => item.stageId === stageId)?.total ?? 0;

  return (
    <Dialog
      open
      onClose={state.busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { sx: DIALOG_PAPER_SX } }}
    >
      <DialogTitle id={titleId}>
        <FormattedMessage id="jobs.template.title" />
      </DialogTitle>
      <DialogContent>
        <FormErrorBanner error={state.error} />
        {state.step === 'pick' ? (
          <TextField
            select
            fullWidth
            required
            id="change-template"
            sx={{ mt: 1 }}
            label={intl.formatMessage({ id: 'jobs.field.template' })}
            value={state.templateId}
            onChange={(event) => state.choose(event.target.value)}
            disabled={state.loading}
          >
            {state.templates.map((template) => (
              <MenuItem key={template.id} value={template.id}>
                {template.name}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <Stack spacing={2}>
            <DialogContentText>
              <FormattedMessage id="jobs.template.mapHint" values={{ name: state.template?.name ?? '' }} />
            </DialogContentText>
            {job.stages.map((stage) =>
              stage.locked ? (
                <Typography key={stage.id} variant="body2">
                  <FormattedMessage id="jobs.template.mapsAutomatically" values={{ name: stage.name }} />
                </Typography>
              ) : (
                <TextField
                  key={stage.id}
                  select
                  fullWidth
                  size="small"
                  id={`map-${stage.id}`}
                  label={intl.formatMessage(
                    { id: 'jobs.template.mapStage' },
                    { name: stage.name, count: countOf(stage.id) },
                  )}
                  required={countOf(stage.id) > 0}
                  value={state.mapping[stage.id] ?? ''}
                  onChange={(event) => state.map(stage.id, event.target.value)}
                >
                  <MenuItem value="">
                    <FormattedMessage id="jobs.template.leaveOut" />
                  </MenuItem>
                  {(state.template?.stages ?? []).map((next) => (
                    <MenuItem key={next.name} value={next.name}>
                      {next.name}
                    </MenuItem>
                  ))}
                </TextField>
              ),
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={state.step === 'pick' ? onClose : state.back} disabled={state.busy}>
          <FormattedMessage id={state.step === 'pick' ? 'common.cancel' : 'jobs.template.back'} />
        </Button>
        {state.step === 'pick' ? (
          <Button variant="contained" onClick={state.next}>
            <FormattedMessage id="jobs.template.next" />
          </Button>
        ) : (
          <Button variant="contained" onClick={state.submit} loading={state.busy}>
            <FormattedMessage id="jobs.template.change" />
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
