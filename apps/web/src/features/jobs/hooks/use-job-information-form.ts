import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '@ats/web/app/api/api-error';
import { showSuccessToast } from '@ats/web/app/api/toast-bus';
import type { FieldMessage } from '@ats/web/app/forms/field-message';
import { encodeFieldMessage } from '@ats/web/app/forms/field-message';
import { useValidatedForm, type FormRules } from '@ats/web/app/forms/use-validated-form';
import type { MessageId } from '@ats/web/app/i18n/messages';
import { useCreateJob, useSaveJob } from '../api/job-commands-api';
import type { JobDetail, JobDetails, PositionType, WorkType } from '../api/job-types';
import { nextTab, wizardPath } from '../job-routes';
import { useUnsavedChanges } from './use-unsaved-changes';

export type JobInfoValues = {
  name: string;
  displayName: string;
  description: string;
  positionType: PositionType | '';
  pipelineTemplateId: string;
  departmentId: string;
  locationId: string;
  workType: WorkType | '';
  mustHaveRequirements: string;
  niceToHaveRequirements: string;
  keyRequirements: string;
  perksAndBenefits: string;
};

const EMPTY: JobInfoValues = {
  name: '',
  displayName: '',
  description: '',
  positionType: '',
  pipelineTemplateId: '',
  departmentId: '',
  locationId: '',
  workType: '',
  mustHaveRequirements: '',
  niceToHaveRequirements: '',
  keyRequirements: '',
  perksAndBenefits: '',
};

const valuesOf = (job: JobDetail | null): JobInfoValues =>
  job
    ? {
        ...EMPTY,
        ...job.details,
        name: job.details.name || job.name,
        positionType: job.details.positionType ?? '',
        departmentId: job.details.departmentId ?? '',
        locationId: job.details.locationId ?? '',
        workType: job.details.workType ?? '',
        pipelineTemplateId: job.pipelineTemplateId ?? '',
      }
    : EMPTY;

const need = (value: string, id: MessageId) => (value.trim() ? null : { id });

/** Spec 02 §5.1: every field of the tab is required but the optional requirements and perks (domain/jobs/job-details.ts). */
export const jobInformationRules: FormRules<JobInfoValues> = (values) => ({
  name: need(values.name, 'jobs.validation.title'),
  description: need(values.description, 'jobs.validation.description'),
  positionType: need(values.positionType, 'jobs.validation.positionType'),
  departmentId: need(values.departmentId, 'jobs.validation.department'),
  locationId: need(values.locationId, 'jobs.validation.location'),
  workType: need(values.workType, 'jobs.validation.workType'),
  mustHaveRequirements: need(values.mustHaveRequirements, 'jobs.validation.mustHave'),
});

const detailsOf = (values: JobInfoValues): JobDetails => ({
  name: values.name.trim(),
  displayName: values.displayName.trim() || values.name.trim(),
  description: values.description.trim(),
  positionType: values.positionType || null,
  departmentId: values.departmentId || null,
  locationId: values.locationId || null,
  workType: values.workType || null,
  mustHaveRequirements: values.mustHaveRequirements.trim(),
  niceToHaveRequirements: values.niceToHaveRequirements.trim(),
  keyRequirements: values.keyRequirements.trim(),
  perksAndBenefits: values.perksAndBenefits.trim(),
});

/** The server's §5.1 refusals, put back under their field. */
const FIELD_OF_MESSAGE: Record<string, keyof JobInfoValues> = {
  'Please enter job title': 'name',
  'Please input Job description': 'description',
  'Please select type of position': 'positionType',
  'Please select department': 'departmentId',
  'Please select location': 'locationId',
  'Please select work type': 'workType',
  'Please input must have requirements': 'mustHaveRequirements',
};

/**
 * The job-information tab: the first save of a new job creates the draft (POST /company-roles) and moves to
 * its id; later saves send the details (update-role). 'Save & next' checks every rule; 'save as draft' only
 * the title.
 */
export const useJobInformationForm = (job: JobDetail | null) => {
  const navigate = useNavigate();
  const form = useValidatedForm<JobInfoValues>({ defaultValues: valuesOf(job), rules: jobInformationRules });
  const [formError, setFormError] = useState<FieldMessage | null>(null);
  const create = useCreateJob();
  const save = useSaveJob();
  const guard = useUnsavedChanges(form.formState.isDirty);

  // A newer revision of the job (after a save) becomes the form's clean state.
  const revision = useRef(job?.revision);
  useEffect(() => {
    if (!job || job.revision === revision.current) return;
    revision.current = job.revision;
    form.reset(valuesOf(job));
  }, [job, form]);

  const onServerError = (error: unknown) => {
    if (!isApiError(error) || error.isGeneric) return setFormError({ id: 'error.unexpected' });
    const field = FIELD_OF_MESSAGE[error.message];
    if (field)
      form.setError(
        field,
        { type: 'server', message: encodeFieldMessage({ raw: error.message }) },
        { shouldFocus: true },
      );
    else setFormError({ raw: error.message });
  };

  /** Resolves with the job's id once saved, or null. */
  const persist = async (values: JobInfoValues): Promise<string | null> => {
    setFormError(null);
    const details = detailsOf(values);
    try {
      if (!job) {
        const body = {
          name: details.name,
          createdBy: 'manual' as const,
          details,
          ...(values.pipelineTemplateId ? { pipelineTemplateId: values.pipelineTemplateId } : {}),
        };
        const result = await create.mutateAsync(body);
        return result.id;
      }
      await save.mutateAsync({ id: job.id, body: { details, expectedRevision: job.revision } });
      return job.id;
    } catch (error) {
      // A stale revision (409) and other refusals: the server's words, beside the field they name or above the form.
      onServerError(error);
      return null;
    }
  };

  const afterSave = (id: string, next: 'next' | 'stay') => {
    form.reset(form.getValues());
    showSuccessToast('jobs.toast.saved');
    guard.allowNext();
    if (next === 'next') navigate(wizardPath(id, nextTab('job-information') ?? 'job-information'));
    else if (!job) navigate(wizardPath(id), { replace: true });
  };

  const saveNext = (event: FormEvent) => {
    event.preventDefault();
    void form.handleSubmit(
      async (values) => {
        const id = await persist(values);
        if (id) afterSave(id, 'next');
      },
      () => setFormError({ id: 'jobs.validation.fillAll' }),
    )(event);
  };

  /** Save as draft: the title is enough. */
  const saveDraft = async (navigateAfter = true): Promise<boolean> => {
    const values = form.getValues();
    if (!values.name.trim()) {
      form.setError(
        'name',
        { type: 'rule', message: encodeFieldMessage({ id: 'jobs.validation.title' }) },
        { shouldFocus: true },
      );
      return false;
    }
    const id = await persist(values);
    if (!id) return false;
    if (navigateAfter) afterSave(id, 'stay');
    else form.reset(values);
    return true;
  };

  return { form, formError, guard, saveNext, saveDraft, busy: create.isPending || save.isPending };
};

export type JobInformationForm = ReturnType<typeof useJobInformationForm>;
