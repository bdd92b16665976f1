import Box from '@mui/material/Box';
import { useId } from 'react';
import { FormProvider } from 'react-hook-form';
import { FormErrorBanner } from '@ats/web/app/forms/form-error-banner';
import type { JobDetail } from '@ats/web/features/jobs/api/job-types';
import { useJobInformationForm } from '@ats/web/features/jobs/hooks/use-job-information-form';
import { UnsavedChangesDialog } from '../unsaved-changes-dialog';
import { WizardFooter } from '../wizard-footer';
import { JobInformationFields } from './job-information-fields';

export type JobInformationTabProps = { job: JobDetail | null; readOnly: boolean };

/** The wizard's first tab (spec 02 §2.3, §3.1, §5.1). */
export const JobInformationTab = ({ job, readOnly }: JobInformationTabProps) => {
  const formId = useId();
  const state = useJobInformationForm(job);
  return (
    <FormProvider {...state.form}>
      <Box component="form" id={formId} noValidate onSubmit={state.saveNext}>
        <FormErrorBanner error={state.formError} />
        <JobInformationFields readOnly={readOnly} isNew={job === null} />
      </Box>
      {!readOnly && (
        <WizardFooter
          tab="job-information"
          formId={formId}
          busy={state.busy}
          onSaveDraft={() => void state.saveDraft()}
        />
      )}
      <UnsavedChangesDialog guard={state.guard} saving={state.busy} onSaveDraft={() => state.saveDraft(false)} />
    </FormProvider>
  );
};
