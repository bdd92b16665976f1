import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { JOB_PERMISSION_NAMES, type JobPermissionName } from '@ats/domain/identity';
import { useController, useFormContext } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useJobsDropdown } from '@ats/web/app/api/jobs-api';
import { decodeFieldMessage, fieldMessageText } from '@ats/web/app/forms/field-message';
import type { MemberValues } from '../../hooks/use-member-form';
import { JOB_PERMISSION_LABEL } from '../../team-labels';

/** Spec 03 §5: confidential access stays while the collaborator can edit the job. */
const withPermission = (current: JobPermissionName[], name: JobPermissionName, checked: boolean): JobPermissionName[] => {
  let next = checked ? [...current, name] : current.filter((p) => p !== name);
  if (name === 'EDIT_JOB' && checked && !next.includes('VIEW_CONFIDENTIAL')) next = [...next, 'VIEW_CONFIDENTIAL'];
  return JOB_PERMISSION_NAMES.filter((p) => next.includes(p));
};

/** Per-job permissions: on all jobs or on selected jobs, and what the member can do on them. */
export const JobPermissionsField = () => {
  const intl = useIntl();
  const { control, clearErrors } = useFormContext<MemberValues>();
  const allJobs = useController({ name: 'allJobs', control }).field;
  const jobIds = useController({ name: 'jobIds', control });
  const permissions = useController({ name: 'permissions', control }).field;
  const jobs = useJobsDropdown();
  const jobOptions = jobs.data ?? [];
  const error = decodeFieldMessage(jobIds.fieldState.error?.message);
  const change = <T,>(onChange: (value: T) => void) => (value: T) => {
    onChange(value);
    clearErrors('jobIds');
  };

  return (
    <>
      <Divider />
      <FormControl component="fieldset" error={error !== null}>
        <FormLabel component="legend">
          <FormattedMessage id="team.section.jobPermissions" />
        </FormLabel>
        <RadioGroup
          row
          value={allJobs.value ? 'all' : 'selected'}
          onChange={(event) => change(allJobs.onChange)(event.target.value === 'all')}
          aria-label={intl.formatMessage({ id: 'team.section.jobPermissions' })}
        >
          <FormControlLabel value="all" control={<Radio />} label={intl.formatMessage({ id: 'team.jobs.all' })} />
          <FormControlLabel value="selected" control={<Radio />} label={intl.formatMessage({ id: 'team.jobs.selected' })} />
        </RadioGroup>
        {!allJobs.value && (
          <Autocomplete
            multiple
            disableCloseOnSelect
            options={jobOptions}
            value={jobOptions.filter((job) => jobIds.field.value.includes(job.id))}
            loading={jobs.isPending}
            getOptionLabel={(option) => option.name}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            onChange={(_event, value) => change(jobIds.field.onChange)(value.map((job) => job.id))}
            noOptionsText={intl.formatMessage({ id: 'candidates.filters.noJobs' })}
            loadingText={intl.formatMessage({ id: 'common.loading' })}
            renderInput={(params) => (
              <TextField {...params} label={intl.formatMessage({ id: 'team.jobs.pick' })} error={error !== null} inputRef={jobIds.field.ref} sx={{ mt: 1 }} />
            )}
          />
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2, mb: 0.5 }}>
          <FormattedMessage id="team.jobs.permissionsLabel" />
        </Typography>
        <FormGroup>
          {JOB_PERMISSION_NAMES.map((name) => {
            const locked = name === 'VIEW_CONFIDENTIAL' && permissions.value.includes('EDIT_JOB');
            return (
              <FormControlLabel
                key={name}
                control={
                  <Checkbox
                    checked={permissions.value.includes(name)}
                    disabled={locked}
                    onChange={(event) => change(permissions.onChange)(withPermission(permissions.value, name, event.target.checked))}
                  />
                }
                label={
                  <span>
                    {intl.formatMessage({ id: JOB_PERMISSION_LABEL[name] })}
                    {locked && (
                      <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        <FormattedMessage id="team.jobs.confidentialLocked" />
                      </Typography>
                    )}
                  </span>
                }
              />
            );
          })}
        </FormGroup>
        {error && <FormHelperText role="alert">{fieldMessageText(intl, error)}</FormHelperText>}
      </FormControl>
    </>
  );
};
