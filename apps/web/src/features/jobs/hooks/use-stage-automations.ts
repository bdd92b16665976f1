import { automationsError } from '@ats/domain/jobs/stage-automations';
import { useState } from 'react';
import { isApiError } from '@ats/web/app/api/api-error';
import { showSuccessToast } from '@ats/web/app/api/toast-bus';
import type { FieldMessage } from '@ats/web/app/forms/field-message';
import { useSaveAutomations } from '../api/stage-commands-api';
import type { JobDetail, JobStage, StageAutomations } from '../api/job-types';
import { domainMessage } from '../domain-messages';

/** Days fields hold what is typed; NaN until a number is there (the rules then refuse it). */
const days = (value: string) => (value.trim() === '' ? NaN : Number(value));

/**
 * A stage's automations (spec 02 §3.5, §5.5): checked by the domain's rules against the stage's tasks before
 * PUT …/automations; the server checks them again and its refusal is shown as given.
 */
export const useStageAutomations = (job: JobDetail, stage: JobStage, onClose: () => void) => {
  const [value, setValue] = useState<StageAutomations>(stage.automations);
  const [formError, setFormError] = useState<FieldMessage | null>(null);
  const save = useSaveAutomations();
  const set = (changes: Partial<StageAutomations>) => {
    setFormError(null);
    setValue((current) => ({ ...current, ...changes }));
  };

  const submit = () => {
    const error = automationsError(value, stage.tasks);
    if (error) {
      setFormError(domainMessage(error.message));
      return;
    }
    save.mutate(
      { id: job.id, stageId: stage.id, automations: value },
      {
        onSuccess: () => {
          showSuccessToast('jobs.automation.toast.saved', { stage: stage.name });
          onClose();
        },
        onError: (failure) =>
          setFormError(
            isApiError(failure) && !failure.isGeneric ? domainMessage(failure.message) : { id: 'error.unexpected' },
          ),
      },
    );
  };

  return {
    value,
    formError,
    busy: save.isPending,
    submit,
    setArchiveOn: (on: boolean) => set({ archiveUnresponsiveAfterDays: on ? 7 : null }),
    setArchiveDays: (text: string) => set({ archiveUnresponsiveAfterDays: days(text) }),
    setRejectionOn: (on: boolean) => set({ rejectionEmail: on ? { template: '', sendAfterDays: 1 } : null }),
    setRejection: (changes: { template?: string; sendAfterDays?: string }) =>
      value.rejectionEmail &&
      set({
        rejectionEmail: {
          template: changes.template ?? value.rejectionEmail.template,
          sendAfterDays:
            changes.sendAfterDays === undefined ? value.rejectionEmail.sendAfterDays : days(changes.sendAfterDays),
        },
      }),
    set,
  };
};
