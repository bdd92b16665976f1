import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { AUTOMATION_SENDERS } from '@ats/domain/jobs/stage-automations';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormErrorBanner } from '@ats/web/app/forms/form-error-banner';
import { isolated } from '@ats/web/app/i18n/isolated';
import type { MessageId } from '@ats/web/app/i18n/messages';
import type { AutomationSender, JobDetail, JobStage } from '@ats/web/features/jobs/api/job-types';
import { useStageAutomations } from '@ats/web/features/jobs/hooks/use-stage-automations';
import { SENDER_LABEL } from '@ats/web/features/jobs/labels';
import { RejectionTemplateField } from './rejection-template-field';

export type StageAutomationsDialogProps = { job: JobDetail; stage: JobStage; readOnly: boolean; onClose: () => void };

const shown = (value: number | undefined | null) =>
  value === null || value === undefined || !Number.isFinite(value) ? '' : value;

/** Spec 02 §3.5, §5.5: the stage's automations. */
export const StageAutomationsDialog = ({ job, stage, readOnly, onClose }: StageAutomationsDialogProps) => {
  const intl = useIntl();
  const titleId = useId();
  const state = useStageAutomations(job, stage, onClose);
  const { value } = state;
  const t = (id: MessageId) => intl.formatMessage({ id });
  const toggle = (checked: boolean, onChange: (on: boolean) => void, label: MessageId) => (
    <FormControlLabel
      disabled={readOnly}
      control={<Switch checked={checked} onChange={(event) => onChange(event.target.checked)} />}
      label={t(label)}
    />
  );

  return (
    <Dialog open onClose={state.busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        <FormattedMessage id="jobs.automation.title" values={{ stage: isolated(stage.name) }} />
      </DialogTitle>
      <DialogContent dividers>
        <FormErrorBanner error={state.formError} />
        <Stack spacing={1.5}>
          {toggle(value.invitationEmail, (on) => state.set({ invitationEmail: on }), 'jobs.automation.invitation')}
          {toggle(
            value.autoProgressQualified,
            (on) => state.set({ autoProgressQualified: on }),
            'jobs.automation.autoProgress',
          )}
          {toggle(
            value.autoArchiveUnderQualified,
            (on) => state.set({ autoArchiveUnderQualified: on }),
            'jobs.automation.autoArchive',
          )}
          {toggle(
            value.archiveUnresponsiveAfterDays !== null,
            state.setArchiveOn,
            'jobs.automation.archiveUnresponsive',
          )}
          {value.archiveUnresponsiveAfterDays !== null && (
            <TextField
              type="number"
              size="small"
              disabled={readOnly}
              label={t('jobs.automation.archiveDays')}
              value={shown(value.archiveUnresponsiveAfterDays)}
              onChange={(event) => state.setArchiveDays(event.target.value)}
              slotProps={{ htmlInput: { min: 1 } }}
              sx={{ maxWidth: 240 }}
            />
          )}
          {toggle(value.rejectionEmail !== null, state.setRejectionOn, 'jobs.automation.rejection')}
          {value.rejectionEmail && (
            <>
              <RejectionTemplateField
                value={value.rejectionEmail.template}
                disabled={readOnly}
                onChange={(template) => state.setRejection({ template })}
              />
              <TextField
                type="number"
                size="small"
                disabled={readOnly}
                label={t('jobs.automation.rejectionDays')}
                value={shown(value.rejectionEmail.sendAfterDays)}
                onChange={(event) => state.setRejection({ sendAfterDays: event.target.value })}
                slotProps={{ htmlInput: { min: 1 } }}
                sx={{ maxWidth: 240 }}
              />
            </>
          )}
          <TextField
            select
            size="small"
            disabled={readOnly}
            label={t('jobs.automation.sender')}
            value={value.sender}
            sx={{ maxWidth: 280 }}
            onChange={(event) => state.set({ sender: event.target.value as AutomationSender })}
          >
            {AUTOMATION_SENDERS.map((sender) => (
              <MenuItem key={sender} value={sender}>
                {t(SENDER_LABEL[sender])}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={state.busy}>
          <FormattedMessage id={readOnly ? 'common.close' : 'common.cancel'} />
        </Button>
        {!readOnly && (
          <Button variant="contained" onClick={state.submit} loading={state.busy}>
            <FormattedMessage id="jobs.automation.save" />
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
