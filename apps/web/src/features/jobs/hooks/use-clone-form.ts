import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '@ats/web/app/api/api-error';
import { showSuccessToast } from '@ats/web/app/api/toast-bus';
import type { FieldMessage } from '@ats/web/app/forms/field-message';
import { useValidatedForm, type FormRules } from '@ats/web/app/forms/use-validated-form';
import { useCloneJob } from '../api/job-commands-api';
import type { JobRef } from './use-job-actions';
import { wizardPath } from '../job-routes';

export type CloneValues = { displayName: string; ownerId: string; departmentId: string; locationId: string };

/** Spec 02 §5.6: job display name, owner name, department name and location required. */
export const cloneRules: FormRules<CloneValues> = (values) => ({
  displayName: values.displayName.trim() ? null : { id: 'jobs.validation.displayName' },
  ownerId: values.ownerId ? null : { id: 'jobs.validation.owner' },
  departmentId: values.departmentId ? null : { id: 'jobs.validation.department' },
  locationId: values.locationId ? null : { id: 'jobs.validation.location' },
});

/** The clone dialog: a copy of the job's journey, always a draft (spec 02 §4.1), then its wizard. */
export const useCloneForm = (job: JobRef, onClose: () => void) => {
  const navigate = useNavigate();
  const form = useValidatedForm<CloneValues>({
    defaultValues: { displayName: job.name, ownerId: '', departmentId: '', locationId: '' },
    rules: cloneRules,
  });
  const [formError, setFormError] = useState<FieldMessage | null>(null);
  const clone = useCloneJob();

  const onValid = (values: CloneValues) =>
    clone.mutate(
      { id: job.id, body: { ...values, displayName: values.displayName.trim() } },
      {
        onSuccess: (result) => {
          showSuccessToast('jobs.toast.cloned', { name: values.displayName.trim() });
          onClose();
          navigate(wizardPath(result.id));
        },
        onError: (error) =>
          setFormError(isApiError(error) && !error.isGeneric ? { raw: error.message } : { id: 'error.unexpected' }),
      },
    );

  return {
    form,
    formError,
    busy: clone.isPending,
    submit: (event: FormEvent) => {
      setFormError(null);
      void form.handleSubmit(onValid)(event);
    },
  };
};
