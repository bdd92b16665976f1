import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog } from '@ats/web/app/components/confirm-dialog';
import { fieldMessageText } from '@ats/web/app/forms/field-message';
import type { MessageId } from '@ats/web/app/i18n/messages';
import type { JobDetail, JobPublication } from '@ats/web/features/jobs/api/job-types';
import { usePublish } from '@ats/web/features/jobs/hooks/use-publish';

export type PublishSectionProps = { job: JobDetail; readOnly: boolean };

/** Spec 02 §2.6: career page, employee portal, confidential; the employee options; publish, close, republish. */
export const PublishSection = ({ job, readOnly }: PublishSectionProps) => {
  const intl = useIntl();
  const state = usePublish(job);
  const { publication } = state;
  const t = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const toggle = (key: keyof JobPublication, label: MessageId, hint?: MessageId) => (
    <FormControlLabel
      disabled={readOnly || state.busy}
      control={<Switch checked={publication[key]} onChange={(event) => state.set({ [key]: event.target.checked })} />}
      label={
        <span>
          {t(label)}
          {hint && (
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
              {t(hint)}
            </Typography>
          )}
        </span>
      }
    />
  );

  return (
    <section aria-labelledby="publish-heading">
      <Typography id="publish-heading" variant="h3" component="h2" sx={{ mb: 1 }}>
        <FormattedMessage id="jobs.publish.heading" />
      </Typography>
      {state.error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {fieldMessageText(intl, state.error)}
        </Alert>
      )}
      <FormGroup sx={{ mb: 2 }}>
        {toggle('careerPage', 'jobs.publish.careerPage')}
        {toggle('employeePortal', 'jobs.publish.employeePortal')}
        {toggle('confidential', 'jobs.publish.confidential', 'jobs.publish.confidentialHint')}
      </FormGroup>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        <FormattedMessage id="jobs.publish.employeeOptions" />
      </Typography>
      <FormGroup sx={{ mb: 2 }}>
        {toggle('allowEmployeeReferrals', 'jobs.publish.allowReferrals')}
        {toggle('allowEmployeesToAddToTalentPool', 'jobs.publish.allowTalentPool')}
      </FormGroup>
      {!readOnly && (
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
          {job.status === 'DRAFT' && (
            <Button variant="contained" onClick={state.publish} loading={state.busy}>
              <FormattedMessage id="jobs.action.publish" />
            </Button>
          )}
          {job.status === 'PUBLISHED' && (
            <>
              <Button
                variant="contained"
                onClick={state.savePublication}
                disabled={!state.changed}
                loading={state.busy}
              >
                <FormattedMessage id="jobs.publish.saveChanges" />
              </Button>
              <Button variant="outlined" color="error" onClick={state.askClose} disabled={state.busy}>
                <FormattedMessage id="jobs.action.close" />
              </Button>
            </>
          )}
          {job.status === 'CLOSED' && (
            <Button variant="contained" onClick={state.askRepublish} loading={state.busy}>
              <FormattedMessage id="jobs.action.republish" />
            </Button>
          )}
        </Stack>
      )}
      <ConfirmDialog
        open={state.confirm !== null}
        title={t(state.confirm === 'close' ? 'jobs.confirm.close.title' : 'jobs.confirm.republish.title', {
          name: job.name,
        })}
        description={t(state.confirm === 'close' ? 'jobs.confirm.close.body' : 'jobs.confirm.republish.body', {
          name: job.name,
        })}
        confirmLabel={t(state.confirm === 'close' ? 'jobs.action.close' : 'jobs.action.republish')}
        danger={state.confirm === 'close'}
        busy={state.busy}
        onConfirm={state.confirm === 'close' ? state.close : state.publish}
        onClose={state.cancelConfirm}
      />
    </section>
  );
};
