import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { ORIGINS } from '@ats/web/app/api/api-types';
import { FormTextField } from '@ats/web/app/forms/form-text-field';
import type { AddCandidateForm, AddCandidateValues } from '../../hooks/use-add-candidate-form';
import { ORIGIN_LABEL } from '../../labels';

export type ApplicationFieldsProps = { state: AddCandidateForm };

/** Job, origin, stage and source: where the candidate enters the pipeline. */
export const ApplicationFields = ({ state }: ApplicationFieldsProps) => {
  const intl = useIntl();
  const jobId = state.form.watch('jobId');
  const origin = state.form.watch('origin');
  const stageHint = state.defaultStage
    ? intl.formatMessage({ id: 'addCandidate.stage.hintFor' }, { stage: state.defaultStage.name })
    : intl.formatMessage({ id: 'addCandidate.stage.hint' });

  return (
    <>
      <FormTextField<AddCandidateValues>
        name="jobId"
        id="add-candidate-jobId"
        label={intl.formatMessage({ id: 'addCandidate.field.job' })}
        select
        required
        fullWidth
        size="small"
        // A select loses focus to its own menu when it opens: it is checked on change and on submit instead.
        checkOnBlur="never"
        onValueChange={state.onJobChange}
        slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
      >
        {state.jobs.isPending && (
          <MenuItem value="" disabled>
            <FormattedMessage id="common.loading" />
          </MenuItem>
        )}
        {(state.jobs.data ?? []).map((option) => (
          <MenuItem key={option.id} value={option.id} disabled={option.status === 'CLOSED'}>
            {option.name}
            {option.status !== 'PUBLISHED' && (
              <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                ({intl.formatMessage({ id: `job.status.${option.status}` as const })})
              </Typography>
            )}
          </MenuItem>
        ))}
      </FormTextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField<AddCandidateValues>
          name="origin"
          id="add-candidate-origin"
          label={intl.formatMessage({ id: 'addCandidate.field.origin' })}
          select
          required
          fullWidth
          size="small"
          checkOnBlur="never"
        >
          {ORIGINS.map((origin) => (
            <MenuItem key={origin} value={origin}>
              {intl.formatMessage({ id: ORIGIN_LABEL[origin] })}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField<AddCandidateValues>
          name="stageId"
          id="add-candidate-stageId"
          label={intl.formatMessage({ id: 'addCandidate.field.stage' })}
          select
          fullWidth
          size="small"
          checkOnBlur="never"
          disabled={!jobId || state.stagesPending}
          helperText={stageHint}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">
            <em>{intl.formatMessage({ id: 'addCandidate.stage.default' })}</em>
          </MenuItem>
          {state.stages.map((stage) => (
            <MenuItem key={stage.id} value={stage.id}>
              {stage.name}
            </MenuItem>
          ))}
        </FormTextField>
      </Stack>
      {origin === 'agency' && (
        <FormTextField<AddCandidateValues>
          name="agency"
          id="add-candidate-agency"
          label={intl.formatMessage({ id: 'addCandidate.field.agency' })}
          select
          required
          fullWidth
          size="small"
          checkOnBlur="never"
          helperText={state.agencies.data?.length === 0 ? intl.formatMessage({ id: 'addCandidate.agency.none' }) : undefined}
        >
          {state.agencies.isPending && (
            <MenuItem value="" disabled>
              <FormattedMessage id="common.loading" />
            </MenuItem>
          )}
          {(state.agencies.data ?? []).map((agency) => (
            <MenuItem key={agency.id} value={agency.id}>
              {agency.name}
            </MenuItem>
          ))}
        </FormTextField>
      )}
      <FormTextField<AddCandidateValues>
        name="source"
        id="add-candidate-source"
        label={intl.formatMessage({ id: 'addCandidate.field.source' })}
        fullWidth
        size="small"
      />
    </>
  );
};
