import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { normalizeEmail, validateEmail, validatePhone, CONTACT_MESSAGES } from '@ats/domain/candidates/contact-validation';
import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router';
import { isApiError } from '../../../../app/api/api-error';
import { ORIGINS, type Origin, type Stage } from '../../../../app/api/api-types';
import type { MessageId } from '../../../../app/i18n/messages';
import { candidateListPath } from '../../../../app/shell/candidate-view-state';
import { usePageTitle } from '../../../../app/shell/use-page-title';
import { useAddCandidate, useApplicationsForEmail, useJob, useJobsDropdown } from '../../api/candidates-api';
import { ORIGIN_LABEL, profilePath } from '../../labels';
import { fieldOfServerMessage, toFieldMessage, type FieldMessage } from './contact-messages';

type FormValues = {
  jobId: string;
  stageId: string;
  origin: Origin | '';
  source: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
};

type FieldName = keyof FormValues;
type FieldErrors = Partial<Record<FieldName, FieldMessage>>;

const EMPTY: FormValues = { jobId: '', stageId: '', origin: '', source: '', firstName: '', lastName: '', email: '', phone: '' };
const FIELD_ORDER: readonly FieldName[] = ['jobId', 'stageId', 'origin', 'source', 'firstName', 'lastName', 'email', 'phone'];

const validateField = (field: FieldName, values: FormValues): FieldMessage | undefined => {
  switch (field) {
    case 'jobId':
      return values.jobId ? undefined : { id: 'validation.jobRequired' };
    case 'origin':
      return values.origin ? undefined : { id: 'validation.originRequired' };
    case 'firstName':
      return values.firstName.trim() ? undefined : toFieldMessage(CONTACT_MESSAGES.firstNameRequired);
    case 'lastName':
      return values.lastName.trim() ? undefined : toFieldMessage(CONTACT_MESSAGES.lastNameRequired);
    case 'email': {
      const message = validateEmail(values.email);
      return message ? toFieldMessage(message, values.email.trim()) : undefined;
    }
    case 'phone': {
      const message = validatePhone(values.phone);
      return message ? toFieldMessage(message, values.phone.trim()) : undefined;
    }
    case 'stageId':
    case 'source':
      return undefined;
    default: {
      const unknownField: never = field;
      return unknownField;
    }
  }
};

const validateAll = (values: FormValues): FieldErrors => {
  const errors: FieldErrors = {};
  for (const field of FIELD_ORDER) {
    const error = validateField(field, values);
    if (error) errors[field] = error;
  }
  return errors;
};

/** Without a stage, sourced/referral/agency start at Sourced and applied at Application (docs/api.md). */
const defaultStageFor = (origin: Origin | '', stages: Stage[]): Stage | undefined => {
  if (!origin) return undefined;
  const kind = origin === 'applied' ? 'APPLICATION' : 'SOURCED';
  return stages.find((stage) => stage.kind === kind);
};

export const AddCandidatePage = () => {
  const intl = useIntl();
  const navigate = useNavigate();
  usePageTitle('addCandidate.title');
  const [values, setValues] = useState<FormValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<FieldMessage | null>(null);
  const [checkedEmail, setCheckedEmail] = useState<string | null>(null);
  const fieldRefs = useRef<Partial<Record<FieldName, HTMLElement | null>>>({});

  const jobs = useJobsDropdown();
  const job = useJob(values.jobId || null);
  const addCandidate = useAddCandidate();
  const duplicates = useApplicationsForEmail(checkedEmail);
  const stages = job.data?.stages ?? [];
  const defaultStage = defaultStageFor(values.origin, stages);

  const text = (message: FieldMessage | undefined): string | undefined => {
    if (!message) return undefined;
    return 'raw' in message ? message.raw : intl.formatMessage({ id: message.id }, message.values);
  };

  const setValue = <K extends FieldName>(field: K, value: FormValues[K]) => {
    const next = { ...values, [field]: value };
    if (field === 'jobId') next.stageId = '';
    setValues(next);
    // Re-check a field already marked wrong while the user corrects it; a select is checked at once.
    if (errors[field] || field === 'jobId' || field === 'origin') {
      setErrors((current) => ({ ...current, [field]: validateField(field, next) }));
    }
    if (field === 'email') setCheckedEmail(null);
  };

  const onBlur = (field: FieldName) => {
    // A select loses focus to its own menu when it opens; it is checked on change and on submit instead.
    if (field === 'jobId' || field === 'origin' || field === 'stageId') return;
    setErrors((current) => ({ ...current, [field]: validateField(field, values) }));
    if (field === 'email') setCheckedEmail(validateEmail(values.email) === null ? normalizeEmail(values.email) : null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const found = validateAll(values);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    if (firstInvalid) {
      fieldRefs.current[firstInvalid]?.focus();
      return;
    }
    addCandidate.mutate(
      {
        jobId: values.jobId,
        stageId: values.stageId || undefined,
        origin: values.origin as Origin,
        source: values.source.trim() || undefined,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: normalizeEmail(values.email),
        phone: values.phone.trim() || undefined,
      },
      {
        onSuccess: (result) => navigate(profilePath(result.id)),
        onError: (error) => {
          if (!isApiError(error) || error.isGeneric) {
            setServerError({ id: 'error.unexpected' });
            return;
          }
          const field = fieldOfServerMessage(error.message);
          if (field) {
            setErrors((current) => ({ ...current, [field]: toFieldMessage(error.message, values[field].trim()) }));
            fieldRefs.current[field]?.focus();
          } else {
            setServerError({ raw: error.message });
          }
        },
      },
    );
  };

  const fieldProps = (field: FieldName, labelId: MessageId, required = false) => ({
    id: `add-candidate-${field}`,
    name: field,
    label: intl.formatMessage({ id: labelId }),
    value: values[field],
    required,
    fullWidth: true,
    size: 'small' as const,
    error: errors[field] !== undefined,
    helperText: text(errors[field]),
    onBlur: () => onBlur(field),
    inputRef: (element: HTMLElement | null) => {
      fieldRefs.current[field] = element;
    },
  });

  const stageHint = defaultStage
    ? intl.formatMessage({ id: 'addCandidate.stage.hintFor' }, { stage: defaultStage.name })
    : intl.formatMessage({ id: 'addCandidate.stage.hint' });
  const duplicateCount = duplicates.data ?? 0;

  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      <Link component={RouterLink} to={candidateListPath()} underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}>
        <ArrowBackIcon fontSize="small" sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
        <FormattedMessage id="profile.back" />
      </Link>
      <Typography variant="h1" sx={{ mb: 2 }}>
        <FormattedMessage id="addCandidate.title" />
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Box component="form" noValidate onSubmit={submit} aria-labelledby="add-candidate-heading">
          <Typography id="add-candidate-heading" variant="h3" component="h2" sx={{ mb: 2 }}>
            <FormattedMessage id="addCandidate.section.application" />
          </Typography>
          {serverError && (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {text(serverError)}
            </Alert>
          )}
          <Stack spacing={2}>
            <TextField
              {...fieldProps('jobId', 'addCandidate.field.job', true)}
              select
              onChange={(event) => setValue('jobId', event.target.value)}
              slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
            >
              {jobs.isPending && (
                <MenuItem value="" disabled>
                  <FormattedMessage id="common.loading" />
                </MenuItem>
              )}
              {(jobs.data ?? []).map((option) => (
                <MenuItem key={option.id} value={option.id} disabled={option.status === 'CLOSED'}>
                  {option.name}
                  {option.status !== 'PUBLISHED' && (
                    <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                      ({intl.formatMessage({ id: `job.status.${option.status}` as const })})
                    </Typography>
                  )}
                </MenuItem>
              ))}
            </TextField>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                {...fieldProps('origin', 'addCandidate.field.origin', true)}
                select
                onChange={(event) => setValue('origin', event.target.value as Origin)}
              >
                {ORIGINS.map((origin) => (
                  <MenuItem key={origin} value={origin}>
                    {intl.formatMessage({ id: ORIGIN_LABEL[origin] })}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                {...fieldProps('stageId', 'addCandidate.field.stage')}
                select
                disabled={!values.jobId || job.isPending}
                helperText={stageHint}
                onChange={(event) => setValue('stageId', event.target.value)}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              >
                <MenuItem value="">
                  <em>{intl.formatMessage({ id: 'addCandidate.stage.default' })}</em>
                </MenuItem>
                {stages.map((stage) => (
                  <MenuItem key={stage.id} value={stage.id}>
                    {stage.name}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <TextField {...fieldProps('source', 'addCandidate.field.source')} onChange={(event) => setValue('source', event.target.value)} />

            <Typography variant="h3" component="h2" sx={{ pt: 1 }}>
              <FormattedMessage id="addCandidate.section.candidate" />
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                {...fieldProps('firstName', 'addCandidate.field.firstName', true)}
                autoComplete="off"
                onChange={(event) => setValue('firstName', event.target.value)}
              />
              <TextField
                {...fieldProps('lastName', 'addCandidate.field.lastName', true)}
                autoComplete="off"
                onChange={(event) => setValue('lastName', event.target.value)}
              />
            </Stack>
            <TextField
              {...fieldProps('email', 'addCandidate.field.email', true)}
              type="email"
              autoComplete="off"
              onChange={(event) => setValue('email', event.target.value)}
            />
            {duplicateCount > 0 && (
              <Alert severity="warning" role="status">
                <FormattedMessage id="addCandidate.duplicate" values={{ count: duplicateCount }} />
              </Alert>
            )}
            <TextField
              {...fieldProps('phone', 'addCandidate.field.phone')}
              type="tel"
              autoComplete="off"
              placeholder="+971 501234567"
              onChange={(event) => setValue('phone', event.target.value)}
            />
          </Stack>
          <Stack direction="row" spacing={1} justifyContent="flex-end" sx={{ mt: 3 }}>
            <Button component={RouterLink} to={candidateListPath()} disabled={addCandidate.isPending}>
              <FormattedMessage id="common.cancel" />
            </Button>
            <Button type="submit" variant="contained" loading={addCandidate.isPending}>
              <FormattedMessage id="addCandidate.submit" />
            </Button>
          </Stack>
        </Box>
      </Paper>
    </Box>
  );
};
