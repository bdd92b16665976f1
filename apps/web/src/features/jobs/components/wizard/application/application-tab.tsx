import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Controller, FormProvider } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { LINK_FIELD_SETTINGS } from '@ats/domain/jobs/application-form';
import { FormErrorBanner } from '@ats/web/app/forms/form-error-banner';
import type { MessageId } from '@ats/web/app/i18n/messages';
import type { ApplicationForm, JobDetail } from '@ats/web/features/jobs/api/job-types';
import { useJobTabForm } from '@ats/web/features/jobs/hooks/use-job-tab-form';
import { LINK_SETTING_LABEL } from '@ats/web/features/jobs/labels';
import { UnsavedChangesDialog } from '../unsaved-changes-dialog';
import { WizardFooter } from '../wizard-footer';

const MANDATORY: MessageId[] = [
  'jobs.application.email',
  'jobs.application.fullName',
  'jobs.application.phone',
  'jobs.application.cv',
];

export type ApplicationTabProps = { job: JobDetail; readOnly: boolean };

/** Spec 02 §3.2: email, full name, phone and CV always asked (shown locked on); LinkedIn and portfolio links; DEI questions. */
export const ApplicationTab = ({ job, readOnly }: ApplicationTabProps) => {
  const intl = useIntl();
  const formId = useId();
  const state = useJobTabForm<ApplicationForm>({
    job,
    tab: 'application',
    defaultValues: job.applicationForm,
    rules: () => ({}),
    toBody: (applicationForm) => ({ applicationForm }),
  });
  const { control } = state.form;

  const linkSetting = (name: 'linkedInLink' | 'portfolioLink', label: MessageId) => (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormControl disabled={readOnly}>
          <FormLabel id={`${formId}-${name}`}>{intl.formatMessage({ id: label })}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={`${formId}-${name}`}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
          >
            {LINK_FIELD_SETTINGS.map((setting) => (
              <FormControlLabel
                key={setting}
                value={setting}
                control={<Radio />}
                label={intl.formatMessage({ id: LINK_SETTING_LABEL[setting] })}
              />
            ))}
          </RadioGroup>
        </FormControl>
      )}
    />
  );

  const question = (name: 'askGender' | 'askNationality', label: MessageId) => (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormControlLabel
          disabled={readOnly}
          control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
          label={intl.formatMessage({ id: label })}
        />
      )}
    />
  );

  return (
    <FormProvider {...state.form}>
      <Box component="form" id={formId} noValidate onSubmit={state.saveNext}>
        <FormErrorBanner error={state.formError} />
        <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
          <FormattedMessage id="jobs.application.mandatory" />
        </Typography>
        <Stack sx={{ mb: 3 }}>
          {MANDATORY.map((label) => (
            <FormControlLabel
              key={label}
              disabled
              control={<Switch checked />}
              label={
                <Stack direction="row" spacing={0.5} alignItems="center">
                  <span>{intl.formatMessage({ id: label })}</span>
                  <LockOutlinedIcon
                    fontSize="inherit"
                    aria-label={intl.formatMessage({ id: 'jobs.application.locked' })}
                  />
                </Stack>
              }
            />
          ))}
        </Stack>
        <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
          <FormattedMessage id="jobs.application.links" />
        </Typography>
        <Stack spacing={2} sx={{ mb: 3 }}>
          {linkSetting('linkedInLink', 'jobs.application.linkedIn')}
          {linkSetting('portfolioLink', 'jobs.application.portfolio')}
        </Stack>
        <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
          <FormattedMessage id="jobs.application.dei" />
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          <FormattedMessage id="jobs.application.deiHint" />
        </Typography>
        <Stack>
          {question('askGender', 'jobs.application.gender')}
          {question('askNationality', 'jobs.application.nationality')}
        </Stack>
      </Box>
      {!readOnly && (
        <WizardFooter tab="application" formId={formId} busy={state.busy} onSaveDraft={() => void state.saveDraft()} />
      )}
      <UnsavedChangesDialog guard={state.guard} saving={state.busy} onSaveDraft={state.saveDraft} />
    </FormProvider>
  );
};
