import { CONTACT_MESSAGES, normalizeEmail, validateEmail, validatePhone } from '@ats/domain/candidates/contact-validation';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '@ats/web/app/api/api-error';
import type { Origin, Stage } from '@ats/web/app/api/api-types';
import { useAgencies } from '@ats/web/app/api/agencies-api';
import { useJobsDropdown } from '@ats/web/app/api/jobs-api';
import { encodeFieldMessage, toFieldMessage, type FieldMessage } from '@ats/web/app/forms/field-message';
import { useValidatedForm, type FormRules } from '@ats/web/app/forms/use-validated-form';
import { useAddCandidate, useApplicationsForEmail, useJob } from '../api/candidates-api';
import type { ParsedCvResult } from '../api/parse-cv-api';
import { fieldOfServerMessage } from '../components/add/contact-messages';
import { profilePath } from '../labels';

export type AddCandidateValues = {
  jobId: string;
  stageId: string;
  origin: Origin | '';
  source: string;
  /** The agency that brought the candidate: asked for, and required, when the origin is 'agency'. */
  agency: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** The CV uploaded with 'Upload CV' (its cvFileId), attached as the candidate's CV. */
  cvFileId: string;
};

const EMPTY: AddCandidateValues = { jobId: '', stageId: '', origin: '', source: '', agency: '', firstName: '', lastName: '', email: '', phone: '', cvFileId: '' };

/** Spec 02 §5.8: job and origin chosen, names given, a valid e-mail, an optional phone in the shared format. */
export const addCandidateRules: FormRules<AddCandidateValues> = (values) => ({
  jobId: values.jobId ? null : { id: 'validation.jobRequired' },
  origin: values.origin ? null : { id: 'validation.originRequired' },
  // Spec 02 §5.7: required when the origin needs it.
  agency: values.origin === 'agency' && !values.agency ? { id: 'validation.agencyRequired' } : null,
  firstName: values.firstName.trim() ? null : CONTACT_MESSAGES.firstNameRequired,
  lastName: values.lastName.trim() ? null : CONTACT_MESSAGES.lastNameRequired,
  email: validateEmail(values.email),
  phone: validatePhone(values.phone),
});

/** Without a stage, sourced/referral/agency start at Sourced and applied at Application (docs/api.md). */
export const defaultStageFor = (origin: Origin | '', stages: Stage[]): Stage | undefined => {
  if (!origin) return undefined;
  const kind = origin === 'applied' ? 'APPLICATION' : 'SOURCED';
  return stages.find((stage) => stage.kind === kind);
};

/** The add-candidate form: values and rules, the job's stages, the duplicate check, and the command. */
export const useAddCandidateForm = () => {
  const navigate = useNavigate();
  const form = useValidatedForm<AddCandidateValues>({ defaultValues: EMPTY, rules: addCandidateRules });
  const [serverError, setServerError] = useState<FieldMessage | null>(null);
  const [checkedEmail, setCheckedEmail] = useState<string | null>(null);
  const jobId = form.watch('jobId');
  const origin = form.watch('origin');

  const jobs = useJobsDropdown();
  // Asked for only when the origin needs an agency.
  const agencies = useAgencies({ enabled: origin === 'agency' });
  const job = useJob(jobId || null);
  const addCandidate = useAddCandidate();
  const duplicates = useApplicationsForEmail(checkedEmail);
  const stages = job.data?.stages ?? [];

  const onValid = (values: AddCandidateValues) =>
    addCandidate.mutate(
      {
        jobId: values.jobId,
        stageId: values.stageId || undefined,
        origin: values.origin as Origin,
        source: values.source.trim() || undefined,
        agency: values.origin === 'agency' ? values.agency : undefined,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: normalizeEmail(values.email),
        phone: values.phone.trim() || undefined,
        cvFileId: values.cvFileId || undefined,
      },
      {
        onSuccess: (result) => navigate(profilePath(result.id)),
        onError: (error) => {
          if (!isApiError(error) || error.isGeneric) {
            setServerError({ id: 'error.unexpected' });
            return;
          }
          // The agency went meanwhile (deleted, or never the company's): asked again under its field.
          if (error.errorCode === 'agency-required') {
            form.setError('agency', { type: 'server', message: encodeFieldMessage({ id: 'validation.agencyRequired' }) }, { shouldFocus: true });
            return;
          }
          const field = fieldOfServerMessage(error.message);
          if (!field) {
            setServerError({ raw: error.message });
            return;
          }
          const message = toFieldMessage(error.message, values[field].trim());
          form.setError(field, { type: 'server', message: encodeFieldMessage(message) }, { shouldFocus: true });
        },
      },
    );

  return {
    form,
    submit: (event: FormEvent) => {
      setServerError(null);
      void form.handleSubmit(onValid)(event);
    },
    serverError,
    isPending: addCandidate.isPending,
    jobs,
    agencies,
    stagesPending: job.isPending,
    stages,
    defaultStage: defaultStageFor(origin, stages),
    duplicateCount: duplicates.data ?? 0,
    /** A changed job has other stages: the chosen one no longer applies. */
    onJobChange: () => form.setValue('stageId', ''),
    onEmailChange: () => setCheckedEmail(null),
    /** Add from CV: what the CV says fills the form, and the CV goes with the candidate. */
    onCvParsed: (result: ParsedCvResult) => {
      form.setValue('cvFileId', result.cvFileId);
      const { firstName, lastName, emails, phones } = result.fields;
      const prefill = { firstName, lastName, email: emails[0], phone: phones[0] } as const;
      for (const [field, value] of Object.entries(prefill) as Array<[keyof typeof prefill, string | null | undefined]>) {
        if (value) form.setValue(field, value, { shouldDirty: true });
      }
      if (emails[0]) setCheckedEmail(validateEmail(emails[0]) === null ? normalizeEmail(emails[0]) : null);
    },
    onCvRemoved: () => form.setValue('cvFileId', ''),
    onEmailLeave: (email: string) => setCheckedEmail(validateEmail(email) === null ? normalizeEmail(email) : null),
  };
};

export type AddCandidateForm = ReturnType<typeof useAddCandidateForm>;
