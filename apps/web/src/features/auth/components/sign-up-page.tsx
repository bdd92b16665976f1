import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { CONTACT_MESSAGES, normalizeEmail } from '@ats/domain/candidates/contact-validation';
import { SIGN_UP_MESSAGES, validateSignUpEmail } from '@ats/domain/identity/self-serve';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { FormProvider } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { encodeFieldMessage, type FieldMessage } from '@ats/web/app/forms/field-message';
import { FormErrorBanner } from '@ats/web/app/forms/form-error-banner';
import { FormTextField } from '@ats/web/app/forms/form-text-field';
import { useValidatedForm, type FormRules } from '@ats/web/app/forms/use-validated-form';
import type { MessageId } from '@ats/web/app/i18n/messages';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';
import { authApi } from '../api/auth-api';
import { authMessageOf } from '../auth-messages';
import { otpPath } from '../otp-path';
import { savePendingVerification } from '../pending-verification';
import { AuthCard, AuthSwitchLink } from './public-layout';

type SignUpValues = { firstName: string; lastName: string; email: string; companyName: string };
type Field = keyof SignUpValues;

const LABEL: Record<Field, MessageId> = {
  firstName: 'signUp.firstName',
  lastName: 'signUp.lastName',
  email: 'signUp.email',
  companyName: 'signUp.companyName',
};

/** Spec 01 §5.5: first name, last name, e-mail and company name required; a valid work e-mail (§5.1). */
const signUpRules: FormRules<SignUpValues> = (values) => ({
  firstName: values.firstName.trim() ? null : CONTACT_MESSAGES.firstNameRequired,
  lastName: values.lastName.trim() ? null : CONTACT_MESSAGES.lastNameRequired,
  // The API's own rule (domain/identity/self-serve.ts): required, well-formed, and a work address.
  email: validateSignUpEmail(values.email.trim()),
  companyName: values.companyName.trim() ? null : SIGN_UP_MESSAGES.companyNameRequired,
});

/**
 * Sign-up (/signup, /signup/:partnerName) and self sign-up (/create-account/:partnerName), spec 01 §2.10:
 * first name, last name, work e-mail and company name → a verification code → the OTP page → onboarding.
 */
export const SignUpPage = () => {
  const intl = useIntl();
  const navigate = useNavigate();
  const { partnerName } = useParams();
  usePageTitle('signUp.title');
  const form = useValidatedForm<SignUpValues>({
    defaultValues: { firstName: '', lastName: '', email: '', companyName: '' },
    rules: signUpRules,
  });
  const [formError, setFormError] = useState<FieldMessage | null>(null);
  const [emailTaken, setEmailTaken] = useState(false);
  const titleId = useId();

  const signUp = useMutation({ mutationFn: authApi.signUp, meta: { toast: false } });

  const onValid = (values: SignUpValues) => {
    const email = normalizeEmail(values.email);
    const companyName = values.companyName.trim();
    signUp.mutate(
      { firstName: values.firstName.trim(), lastName: values.lastName.trim(), email, companyName, ...(partnerName ? { partnerName } : {}) },
      {
        onSuccess: ({ userId }) => {
          savePendingVerification({ userId, mode: 'signup', email, partnerName: partnerName ?? null, companyName });
          navigate(otpPath(userId, { mode: 'signup' }));
        },
        onError: (error) => {
          const message = authMessageOf(error);
          if ('id' in message && (message.id === 'auth.error.emailExists' || message.id === 'validation.workEmail')) {
            form.setError('email', { type: 'server', message: encodeFieldMessage(message) }, { shouldFocus: true });
            setEmailTaken(message.id === 'auth.error.emailExists');
          } else {
            setFormError(message);
          }
        },
      },
    );
  };

  const submit = (event: FormEvent) => {
    setFormError(null);
    void form.handleSubmit(onValid)(event);
  };

  const field = (name: Field, extra: { type?: string; autoComplete?: string; onValueChange?: () => void } = {}) => (
    <FormTextField<SignUpValues>
      name={name}
      id={`sign-up-${name}`}
      label={intl.formatMessage({ id: LABEL[name] })}
      checkOnBlur="filled"
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
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={submit} aria-labelledby={titleId}>
          <FormErrorBanner error={formError} />
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {field('firstName', { autoComplete: 'given-name' })}
              {field('lastName', { autoComplete: 'family-name' })}
            </Stack>
            {field('email', { type: 'email', autoComplete: 'email', onValueChange: () => setEmailTaken(false) })}
            {emailTaken && (
              <Alert severity="info">
                <FormattedMessage
                  id="signUp.emailTakenHint"
                  values={{
                    link: (chunks) => (
                      <Link key="link" component={RouterLink} to={loginPath}>
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
      </FormProvider>
    </AuthCard>
  );
};
