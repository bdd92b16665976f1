import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { normalizeEmail } from '@ats/domain/candidates/contact-validation';
import { validateSignUpEmail } from '@ats/domain/identity/self-serve';
import { WORK_EMAIL_MESSAGE } from '@ats/domain/identity/work-email';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import type { MessageId } from '../../../app/i18n/messages';
import { usePageTitle } from '../../../app/shell/use-page-title';
import { toFieldMessage } from '../../candidates/components/add/contact-messages';
import { authApi } from '../api/auth-api';
import { authMessageOf, authMessageText, type AuthMessage } from '../auth-messages';
import { otpPath } from './login-page';
import { savePendingVerification } from '../pending-verification';
import { AuthCard, AuthFormError, AuthSwitchLink } from './public-layout';

type Values = { firstName: string; lastName: string; email: string; companyName: string };
type Field = keyof Values;
const FIELDS: readonly Field[] = ['firstName', 'lastName', 'email', 'companyName'];
const EMPTY: Values = { firstName: '', lastName: '', email: '', companyName: '' };

const LABEL: Record<Field, MessageId> = {
  firstName: 'signUp.firstName',
  lastName: 'signUp.lastName',
  email: 'signUp.email',
  companyName: 'signUp.companyName',
};

/** Spec 01 §5.5: first name, last name, e-mail and company name required; a valid work e-mail (§5.1). */
const validate = (field: Field, values: Values): AuthMessage | null => {
  const value = values[field].trim();
  switch (field) {
    case 'firstName':
      return value ? null : { id: 'validation.firstNameRequired' };
    case 'lastName':
      return value ? null : { id: 'validation.lastNameRequired' };
    case 'companyName':
      return value ? null : { id: 'validation.companyNameRequired' };
    case 'email': {
      // The API's own rule (domain/identity/self-serve.ts): required, well-formed, and a work address.
      const problem = validateSignUpEmail(value);
      if (!problem) return null;
      return problem === WORK_EMAIL_MESSAGE ? { id: 'validation.workEmail' } : toFieldMessage(problem, value);
    }
    default: {
      const unknown: never = field;
      return unknown;
    }
  }
};

/**
 * Sign-up (/signup, /signup/:partnerName) and self sign-up (/create-account/:partnerName), spec 01 §2.10:
 * first name, last name, work e-mail and company name → a verification code → the OTP page → onboarding.
 */
export const SignUpPage = () => {
  const intl = useIntl();
  const navigate = useNavigate();
  const { partnerName } = useParams();
  usePageTitle('signUp.title');
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, AuthMessage | null>>>({});
  const [formError, setFormError] = useState<AuthMessage | null>(null);
  const [emailTaken, setEmailTaken] = useState(false);
  const refs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const titleId = useId();

  const signUp = useMutation({ mutationFn: authApi.signUp, meta: { toast: false } });

  const setValue = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors[field]) setErrors((current) => ({ ...current, [field]: validate(field, next) }));
    if (field === 'email') setEmailTaken(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = Object.fromEntries(FIELDS.map((field) => [field, validate(field, values)])) as Record<Field, AuthMessage | null>;
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      refs.current[firstInvalid]?.focus();
      return;
    }
    const email = normalizeEmail(values.email);
    const companyName = values.companyName.trim();
    signUp.mutate(
      {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email,
        companyName,
        ...(partnerName ? { partnerName } : {}),
      },
      {
        onSuccess: ({ userId }) => {
          savePendingVerification({ userId, mode: 'signup', email, partnerName: partnerName ?? null, companyName });
          navigate(otpPath(userId, { mode: 'signup' }));
        },
        onError: (error) => {
          const message = authMessageOf(error);
          if ('id' in message && (message.id === 'auth.error.emailExists' || message.id === 'validation.workEmail')) {
            setErrors((current) => ({ ...current, email: message }));
            setEmailTaken(message.id === 'auth.error.emailExists');
            refs.current.email?.focus();
          } else {
            setFormError(message);
          }
        },
      },
    );
  };

  const field = (name: Field, extra: { type?: string; autoComplete?: string } = {}) => (
    <TextField
      id={`sign-up-${name}`}
      name={name}
      label={intl.formatMessage({ id: LABEL[name] })}
      value={values[name]}
      onChange={(event) => setValue(name, event.target.value)}
      onBlur={() => values[name].trim() && setErrors((current) => ({ ...current, [name]: validate(name, values) }))}
      error={Boolean(errors[name])}
      helperText={authMessageText(intl, errors[name])}
      inputRef={(element: HTMLInputElement | null) => {
        refs.current[name] = element;
      }}
      required
      fullWidth
      {...extra}
    />
  );

  const loginPath = partnerName ? `/login/${encodeURIComponent(partnerName)}` : '/login';

  return (
    <AuthCard
      width={520}
      titleId={titleId}
      title={<FormattedMessage id="signUp.title" />}
      subtitle={<FormattedMessage id="signUp.subtitle" />}
      footer={<AuthSwitchLink messageId="signUp.haveAccount" to={loginPath} />}
    >
      <Box component="form" noValidate onSubmit={submit} aria-labelledby={titleId}>
        <AuthFormError error={formError} />
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {field('firstName', { autoComplete: 'given-name' })}
            {field('lastName', { autoComplete: 'family-name' })}
          </Stack>
          {field('email', { type: 'email', autoComplete: 'email' })}
          {emailTaken && (
            <Alert severity="info">
              <FormattedMessage
                id="signUp.emailTakenHint"
                values={{
                  link: (chunks) => (
                    <Link component={RouterLink} to={loginPath}>
                      {chunks}
                    </Link>
                  ),
                }}
              />
            </Alert>
          )}
          {field('companyName', { autoComplete: 'organization' })}
        </Stack>
        <Button type="submit" variant="contained" size="large" fullWidth loading={signUp.isPending} sx={{ mt: 3 }}>
          <FormattedMessage id="signUp.submit" />
        </Button>
      </Box>
    </AuthCard>
  );
};
