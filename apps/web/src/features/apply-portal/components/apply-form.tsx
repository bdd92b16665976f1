import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { GENDER_ANSWERS, PREFER_NOT_TO_SAY } from '@ats/domain/apply-portal';
import { isApiError } from '@ats/web/app/api/api-error';
import { errorText } from '@ats/web/app/api/error-text';
import { FormErrorBanner } from '@ats/web/app/forms/form-error-banner';
import { FormTextField } from '@ats/web/app/forms/form-text-field';
import { toFieldMessage, type FieldMessage } from '@ats/web/app/forms/field-message';
import { useValidatedForm } from '@ats/web/app/forms/use-validated-form';
import type { MessageId } from '@ats/web/app/i18n/messages';
import { useSubmitApplication, type CandidateCv, type JobApplyForm } from '../api/apply-portal-api';
import { answersOf, applyFormRules, applyMessage, type ApplyFormValues } from '../apply-portal-rules';
import { CvUploadField } from './cv-upload-field';

export type ApplyFormProps = {
  job: JobApplyForm;
  source: string | null;
  /** The application's id and the position its apply answered (the hub waits for it). */
  onApplied: (applied: { id: string; position?: string }) => void;
  onClosed: () => void;
};

const asFieldMessage = (message: ReturnType<typeof applyMessage>): FieldMessage => (typeof message === 'string' ? toFieldMessage(message) : message);

/**
 * The job's application form (spec 02 §3.2, 03 §3 "Apply form"): name, phone and CV always; LinkedIn and
 * portfolio as the job sets them; the DEI questions with 'Prefer not to say'; country of residence; the job's
 * custom fields. The CV fills in what it says (autofill). The e-mail is the one the code proved.
 */
export const ApplyForm = ({ job, source, onApplied, onClosed }: ApplyFormProps) => {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const submit = useSubmitApplication(job.jobId);
  const [cv, setCv] = useState<CandidateCv | null>(null);
  const [cvError, setCvError] = useState<string | null>(null);
  const [formError, setFormError] = useState<FieldMessage | null>(null);
  const form = { ...job.form, customFieldIds: job.customFields.map((field) => field.id) };
  const methods = useValidatedForm<ApplyFormValues>({
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      linkedIn: '',
      portfolio: '',
      gender: '',
      nationality: '',
      countryOfResidence: '',
      customFields: Object.fromEntries(job.customFields.map((field) => [field.id, ''])),
    },
    rules: applyFormRules(form),
  });

  const autofill = (uploaded: CandidateCv) => {
    setCv(uploaded);
    setCvError(null);
    const { fields } = uploaded;
    const fill = (name: 'firstName' | 'lastName' | 'phone' | 'linkedIn' | 'portfolio', value: string | null | undefined) => {
      if (value && !methods.getValues(name)) methods.setValue(name, value);
    };
    fill('firstName', fields.firstName);
    fill('lastName', fields.lastName);
    fill('phone', fields.phones[0]);
    if (job.form.linkedInLink !== 'OFF') fill('linkedIn', fields.linkedin);
    if (job.form.portfolioLink !== 'OFF') fill('portfolio', fields.portfolio);
  };

  const onSubmit = methods.handleSubmit(
    (values) => {
      if (!cv) return setCvError(t('applyPortal.cv.required'));
      setFormError(null);
      const { email: _email, ...answers } = answersOf(values);
      submit.mutate(
        { ...answers, cvFileId: cv.cvFileId, source },
        {
          onSuccess: onApplied,
          onError: (failure) => {
            if (isApiError(failure) && failure.statusCode === 409 && failure.errorCode === 'job-closed') return onClosed();
            setFormError(isApiError(failure) && !failure.isGeneric ? asFieldMessage(applyMessage(failure.message)) : { raw: errorText(intl, failure) });
          },
        },
      );
    },
    () => {
      if (!cv) setCvError(t('applyPortal.cv.required'));
    },
  );

  const linkField = (name: 'linkedIn' | 'portfolio', setting: string, label: MessageId) =>
    setting === 'OFF' ? null : <FormTextField<ApplyFormValues> name={name} label={t(label)} required={setting === 'MANDATORY'} type="url" slotProps={{ htmlInput: { maxLength: 1000 } }} />;

  const choices = (name: 'gender' | 'nationality') =>
    name === 'gender'
      ? GENDER_ANSWERS.map((answer) => ({ value: answer, label: answer === PREFER_NOT_TO_SAY ? t('applyPortal.form.preferNotToSay') : t(`applyPortal.form.gender.${answer}` as MessageId) }))
      : null;

  return (
    <FormProvider {...methods}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="apply-form-heading">
        <FormErrorBanner error={formError} />
        <Typography id="apply-form-heading" variant="h2" sx={{ mb: 2 }}>
          <FormattedMessage id="applyPortal.form.basicInfo" />
        </Typography>
        <Stack spacing={2}>
          <CvUploadField jobId={job.jobId} onUploaded={autofill} error={cvError} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField<ApplyFormValues> name="firstName" label={t('applyPortal.form.firstName')} required fullWidth autoComplete="given-name" slotProps={{ htmlInput: { maxLength: 100 } }} />
            <FormTextField<ApplyFormValues> name="lastName" label={t('applyPortal.form.lastName')} required fullWidth autoComplete="family-name" slotProps={{ htmlInput: { maxLength: 100 } }} />
          </Stack>
          <FormTextField<ApplyFormValues> name="phone" label={t('applyPortal.form.phone')} required autoComplete="tel" placeholder="+971 501234567" slotProps={{ htmlInput: { maxLength: 40, dir: 'ltr' } }} />
          {linkField('linkedIn', job.form.linkedInLink, 'applyPortal.form.linkedIn')}
          {linkField('portfolio', job.form.portfolioLink, 'applyPortal.form.portfolio')}
          <FormTextField<ApplyFormValues> name="countryOfResidence" label={t('applyPortal.form.countryOfResidence')} required autoComplete="country-name" slotProps={{ htmlInput: { maxLength: 100 } }} />
          {(job.form.askGender || job.form.askNationality) && (
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" variant="h3" sx={{ mb: 1 }}>
                <FormattedMessage id="applyPortal.form.dei" />
              </Typography>
              <Stack spacing={2}>
                {job.form.askGender && (
                  <FormTextField<ApplyFormValues> name="gender" select label={t('applyPortal.form.gender')} required checkOnBlur="never">
                    {choices('gender')!.map((choice) => (
                      <MenuItem key={choice.value} value={choice.value}>
                        {choice.label}
                      </MenuItem>
                    ))}
                  </FormTextField>
                )}
                {job.form.askNationality && (
                  <FormTextField<ApplyFormValues>
                    name="nationality"
                    label={t('applyPortal.form.nationality')}
                    required
                    helperText={t('applyPortal.form.preferNotToSay')}
                    slotProps={{ htmlInput: { maxLength: 100, list: 'apply-nationality-choices' } }}
                  />
                )}
                <datalist id="apply-nationality-choices">
                  <option value={PREFER_NOT_TO_SAY} />
                </datalist>
              </Stack>
            </Box>
          )}
          {job.customFields.length > 0 && (
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" variant="h3" sx={{ mb: 1 }}>
                <FormattedMessage id="applyPortal.form.customFields" />
              </Typography>
              <Stack spacing={2}>
                {job.customFields.map((field) =>
                  field.options.length > 0 ? (
                    <FormTextField<ApplyFormValues> key={field.id} name={`customFields.${field.id}`} select label={field.name} required checkOnBlur="never">
                      {field.options.map((option) => (
                        <MenuItem key={option} value={option}>
                          {option}
                        </MenuItem>
                      ))}
                    </FormTextField>
                  ) : (
                    <FormTextField<ApplyFormValues> key={field.id} name={`customFields.${field.id}`} label={field.name} required slotProps={{ htmlInput: { maxLength: 1000 } }} />
                  ),
                )}
              </Stack>
            </Box>
          )}
          <Button type="submit" variant="contained" size="large" loading={submit.isPending}>
            <FormattedMessage id="applyPortal.form.submit" />
          </Button>
        </Stack>
      </Box>
    </FormProvider>
  );
};
