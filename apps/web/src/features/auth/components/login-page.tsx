import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { normalizeEmail, validateEmail } from '@ats/domain/candidates/contact-validation';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { FormProvider } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '@ats/web/app/api/api-error';
import { safeRedirect } from '@ats/web/app/auth/redirect';
import { encodeFieldMessage, type FieldMessage } from '@ats/web/app/forms/field-message';
import { FormErrorBanner } from '@ats/web/app/forms/form-error-banner';
import { FormTextField } from '@ats/web/app/forms/form-text-field';
import { useValidatedForm, type FormRules } from '@ats/web/app/forms/use-validated-form';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';
import { authApi } from '../api/auth-api';
import { authMessageOf } from '../auth-messages';
import { otpPath } from '../otp-path';
import { savePendingVerification } from '../pending-verification';
import { AuthCard, AuthSwitchLink } from './public-layout';

type LoginValues = { email: string };

const loginRules: FormRules<LoginValues> = ({ email }) => ({ email: validateEmail(email) });

/**
 * Login by e-mail OTP (spec 01 §2.10): the address → POST /auth/otp/login → the OTP page. A domain no
 * company owns and an address without access are told so under the field.
 */
export const LoginPage = () => {
  const intl = useIntl();
  const navigate = useNavigate();
  const { partnerName } = useParams();
  const [searchParams] = useSearchParams();
  const redirect = safeRedirect(searchParams.get('redirect'));
  usePageTitle('login.title');
  const form = useValidatedForm<LoginValues>({ defaultValues: { email: '' }, rules: loginRules });
  const [formError, setFormError] = useState<FieldMessage | null>(null);
  const titleId = useId();

  const requestCode = useMutation({
    mutationFn: (address: string) => authApi.requestLoginCode(address),
    meta: { toast: false },
  });

  const onValid = ({ email }: LoginValues) => {
    const address = normalizeEmail(email);
    requestCode.mutate(address, {
      onSuccess: (answer) => {
        savePendingVerification({ userId: answer.userId, mode: 'login', email: address, partnerName: partnerName ?? null });
        navigate(otpPath(answer.userId, { redirect }));
      },
      onError: (error) => {
        const message = authMessageOf(error);
        // The domain and access messages are about the address itself: shown under the field.
        if (isApiError(error) && (error.statusCode === 400 || error.statusCode === 403)) {
          form.setError('email', { type: 'server', message: encodeFieldMessage(message) }, { shouldFocus: true });
        } else {
          setFormError(message);
        }
      },
    });
  };

  const submit = (event: FormEvent) => {
    setFormError(null);
    void form.handleSubmit(onValid)(event);
  };

  const signUpPath = partnerName ? `/signup/${encodeURIComponent(partnerName)}` : '/signup';

  return (
    <AuthCard
      titleId={titleId}
      title={<FormattedMessage id="login.title" />}
      subtitle={<FormattedMessage id="login.subtitle" />}
      footer={<AuthSwitchLink messageId="login.noAccount" to={signUpPath} />}
    >
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={submit} aria-labelledby={titleId}>
          <FormErrorBanner error={formError} />
          <FormTextField<LoginValues>
            name="email"
            id="login-email"
            type="email"
            label={intl.formatMessage({ id: 'login.email' })}
            checkOnBlur="filled"
            whileInvalid="clear"
            autoComplete="email"
            autoFocus
            required
            fullWidth
          />
          <Button type="submit" variant="contained" size="large" fullWidth loading={requestCode.isPending} sx={{ mt: 3 }}>
            <FormattedMessage id="login.submit" />
          </Button>
        </Box>
      </FormProvider>
    </AuthCard>
  );
};
