import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormProvider } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { encodeFieldMessage } from '@ats/web/app/forms/field-message';
import { FormErrorBanner } from '@ats/web/app/forms/form-error-banner';
import { FormTextField } from '@ats/web/app/forms/form-text-field';
import type { FormRules } from '@ats/web/app/forms/use-validated-form';
import type { MessageId } from '@ats/web/app/i18n/messages';
import { useTeamMemberOptions } from '@ats/web/features/jobs/api/jobs-api';
import type { JobDetail } from '@ats/web/features/jobs/api/job-types';
import { useJobTabForm } from '@ats/web/features/jobs/hooks/use-job-tab-form';
import { UnsavedChangesDialog } from '../unsaved-changes-dialog';
import { WizardFooter } from '../wizard-footer';
import { CollaboratorList } from './collaborator-list';

export type CollaboratorValues = { ownerId: string; recruiterId: string; hiringManagerId: string };

/** Spec 02 §2.3, §5.2: job owner and recruiter required, hiring manager optional. */
export const collaboratorRules: FormRules<CollaboratorValues> = (values) => ({
  ownerId: values.ownerId ? null : { id: 'jobs.validation.owner' },
  recruiterId: values.recruiterId ? null : { id: 'jobs.validation.recruiter' },
});

const FIELD_OF_MESSAGE: Record<string, keyof CollaboratorValues> = {
  'Please select recruiter': 'recruiterId',
  'Your job does not have any job owners. Please add a job owner.': 'ownerId',
};

export type CollaboratorsTabProps = { job: JobDetail; readOnly: boolean };

export const CollaboratorsTab = ({ job, readOnly }: CollaboratorsTabProps) => {
  const intl = useIntl();
  const formId = useId();
  const members = useTeamMemberOptions();
  const state = useJobTabForm<CollaboratorValues>({
    job,
    tab: 'collaborators',
    defaultValues: {
      ownerId: job.team.ownerId ?? job.ownerId ?? '',
      recruiterId: job.team.recruiterId ?? '',
      hiringManagerId: job.team.hiringManagerId ?? '',
    },
    rules: collaboratorRules,
    toBody: (values) => ({
      team: {
        ownerId: values.ownerId,
        recruiterId: values.recruiterId,
        hiringManagerId: values.hiringManagerId || null,
      },
    }),
    onFieldError: (message, form) => {
      const field = FIELD_OF_MESSAGE[message];
      if (!field) return false;
      form.setError(field, { type: 'server', message: encodeFieldMessage({ raw: message }) }, { shouldFocus: true });
      return true;
    },
  });

  const picker = (name: keyof CollaboratorValues, label: MessageId, required: boolean) => (
    <FormTextField<CollaboratorValues>
      name={name}
      id={`job-${name}`}
      label={intl.formatMessage({ id: label })}
      select
      required={required}
      disabled={readOnly}
      fullWidth
      checkOnBlur="never"
      whileInvalid="clear"
    >
      {!required && (
        <MenuItem value="">
          <em>{intl.formatMessage({ id: 'jobs.collaborators.none' })}</em>
        </MenuItem>
      )}
      {members.isPending && (
        <MenuItem value="" disabled>
          <FormattedMessage id="common.loading" />
        </MenuItem>
      )}
      {(members.data ?? []).map((member) => (
        <MenuItem key={member.id} value={member.id}>
          {member.fullName || member.email}
        </MenuItem>
      ))}
    </FormTextField>
  );

  return (
    <FormProvider {...state.form}>
      <Box component="form" id={formId} noValidate onSubmit={state.saveNext}>
        <FormErrorBanner error={state.formError} />
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          <FormattedMessage id="jobs.collaborators.hint" />
        </Typography>
        <Stack spacing={2} sx={{ maxWidth: 560 }}>
          {picker('ownerId', 'jobs.field.owner', true)}
          {picker('recruiterId', 'jobs.field.recruiter', true)}
          {picker('hiringManagerId', 'jobs.field.hiringManager', false)}
        </Stack>
      </Box>
      <Box sx={{ mt: 4, maxWidth: 720 }}>
        <CollaboratorList job={job} readOnly={readOnly} />
      </Box>
      {!readOnly && (
        <WizardFooter
          tab="collaborators"
          formId={formId}
          busy={state.busy}
          onSaveDraft={() => void state.saveDraft()}
        />
      )}
      <UnsavedChangesDialog guard={state.guard} saving={state.busy} onSaveDraft={state.saveDraft} />
    </FormProvider>
  );
};
