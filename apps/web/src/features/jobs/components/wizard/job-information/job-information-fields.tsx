import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormContext } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormTextField } from '@ats/web/app/forms/form-text-field';
import type { MessageId } from '@ats/web/app/i18n/messages';
import { POSITION_TYPES, WORK_TYPES } from '@ats/domain/jobs/job-details';
import { useDepartments, useLocations, usePipelineTemplates } from '@ats/web/features/jobs/api/jobs-api';
import type { JobInfoValues } from '@ats/web/features/jobs/hooks/use-job-information-form';
import { POSITION_TYPE_LABEL, WORK_TYPE_LABEL } from '@ats/web/features/jobs/labels';

type Option = { id: string; label: string };

export type JobInformationFieldsProps = { readOnly: boolean; isNew: boolean };

/** Spec 02 §2.3, §3.1: the job-information tab's fields, in the tab's order. */
export const JobInformationFields = ({ readOnly, isNew }: JobInformationFieldsProps) => {
  const intl = useIntl();
  const departments = useDepartments();
  const locations = useLocations();
  const templates = usePipelineTemplates();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const { watch } = useFormContext<JobInfoValues>();

  const text = (name: keyof JobInfoValues, label: MessageId, required: boolean, rows = 0) => (
    <FormTextField<JobInfoValues>
      name={name}
      id={`job-${name}`}
      label={t(label)}
      required={required}
      disabled={readOnly}
      fullWidth
      multiline={rows > 0}
      minRows={rows || undefined}
      checkOnBlur="filled"
    />
  );

  const select = (
    name: keyof JobInfoValues,
    label: MessageId,
    options: Option[],
    pending: boolean,
    required = true,
  ) => (
    <FormTextField<JobInfoValues>
      name={name}
      id={`job-${name}`}
      label={t(label)}
      select
      required={required}
      // The template shapes a new job's pipeline; a saved job's stages are edited on the hiring-flow tab.
      disabled={readOnly || (name === 'pipelineTemplateId' && !isNew)}
      fullWidth
      checkOnBlur="never"
    >
      {!required && (
        <MenuItem value="">
          <em>{t('jobs.field.defaultTemplate')}</em>
        </MenuItem>
      )}
      {(pending || options.length === 0) && (
        <MenuItem value="" disabled>
          <FormattedMessage id={pending ? 'common.loading' : 'jobs.filters.noOptions'} />
        </MenuItem>
      )}
      {/* A saved value whose list is still loading (or gone) keeps a hidden entry, so the select stays in range. */}
      {watch(name) && !options.some((option) => option.id === watch(name)) && (
        <MenuItem value={watch(name)} sx={{ display: 'none' }}>
          {pending ? t('common.loading') : watch(name)}
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.label}
        </MenuItem>
      ))}
    </FormTextField>
  );

  const named = (list: Array<{ id: string; name: string }> | undefined): Option[] =>
    (list ?? []).map(({ id, name }) => ({ id, label: name }));

  return (
    <Stack spacing={2}>
      {text('name', 'jobs.field.title', true)}
      {text('displayName', 'jobs.field.displayName', false)}
      {text('description', 'jobs.field.description', true, 4)}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {select(
          'positionType',
          'jobs.field.positionType',
          POSITION_TYPES.map((id) => ({ id, label: t(POSITION_TYPE_LABEL[id]) })),
          false,
        )}
        {select(
          'workType',
          'jobs.field.workType',
          WORK_TYPES.map((id) => ({ id, label: t(WORK_TYPE_LABEL[id]) })),
          false,
        )}
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {select('departmentId', 'jobs.field.department', named(departments.data), departments.isPending)}
        {select('locationId', 'jobs.field.location', named(locations.data), locations.isPending)}
      </Stack>
      <div>
        {select(
          'pipelineTemplateId',
          'jobs.field.template',
          named(templates.data),
          templates.isPending && !templates.isError,
          false,
        )}
        {/* Beside the disabled select, not as its helper text: a disabled field's hint is too faint to read. */}
        {!isNew && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5, mx: 1.75 }}>
            {t('jobs.field.templateFixed')}
          </Typography>
        )}
      </div>
      {text('mustHaveRequirements', 'jobs.field.mustHave', true, 3)}
      {text('niceToHaveRequirements', 'jobs.field.niceToHave', false, 3)}
      {text('keyRequirements', 'jobs.field.keyRequirements', false, 3)}
      {text('perksAndBenefits', 'jobs.field.perks', false, 3)}
    </Stack>
  );
};
