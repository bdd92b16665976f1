import { useState, type FormEvent } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { isApiError } from '@ats/web/app/api/api-error';
import { showSuccessToast } from '@ats/web/app/api/toast-bus';
import type { FieldMessage } from '@ats/web/app/forms/field-message';
import { useValidatedForm, type FormRules } from '@ats/web/app/forms/use-validated-form';
import { useSaveJob, type SaveJobBody } from '../api/job-commands-api';
import type { JobDetail } from '../api/job-types';
import { nextTab, wizardPath, type WizardTab } from '../job-routes';
import { useUnsavedChanges } from './use-unsaved-changes';

export type JobTabFormOptions<TValues extends FieldValues> = {
  job: JobDetail;
  tab: WizardTab;
  defaultValues: DefaultValues<TValues>;
  rules: FormRules<TValues>;
  /** The part of update-role this tab sends. */
  toBody: (values: TValues) => SaveJobBody;
  /** Puts a server refusal under its field; returns false when it belongs to none. */
  onFieldError?: (message: string, form: ReturnType<typeof useValidatedForm<TValues>>) => boolean;
};

/**
 * A saved job's form tab (application, collaborators): its values, the unsaved-changes guard, 'save as
 * draft' (stay) and 'Save & next' (then the next tab), through POST /company-roles/update-role/:id.
 */
export const useJobTabForm = <TValues extends FieldValues>({
  job,
  tab,
  defaultValues,
  rules,
  toBody,
  onFieldError,
}: JobTabFormOptions<TValues>) => {
  const navigate = useNavigate();
  const form = useValidatedForm<TValues>({ defaultValues, rules });
  const [formError, setFormError] = useState<FieldMessage | null>(null);
  const save = useSaveJob();
  const guard = useUnsavedChanges(form.formState.isDirty);

  const persist = async (values: TValues): Promise<boolean> => {
    setFormError(null);
    try {
      await save.mutateAsync({ id: job.id, body: { ...toBody(values), expectedRevision: job.revision } });
      form.reset(values);
      showSuccessToast('jobs.toast.saved');
      return true;
    } catch (error) {
      if (!isApiError(error) || error.isGeneric) setFormError({ id: 'error.unexpected' });
      else if (!onFieldError?.(error.message, form)) setFormError({ raw: error.message });
      return false;
    }
  };

  const saveNext = (event: FormEvent) => {
    event.preventDefault();
    void form.handleSubmit(async (values) => {
      if (!(await persist(values))) return;
      guard.allowNext();
      navigate(wizardPath(job.id, nextTab(tab) ?? tab));
    })(event);
  };

  /** Resolves true once saved (the rules hold and the server took it). */
  const saveDraft = async (): Promise<boolean> => {
    let saved = false;
    await form.handleSubmit(async (values) => {
      saved = await persist(values);
    })();
    return saved;
  };

  return { form, formError, guard, saveNext, saveDraft, busy: save.isPending };
};
