import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { normalizeEmail, validateEmail } from '@ats/domain/candidates/contact-validation';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../app/api/api-error';
import { safeRedirect } from '../../../app/auth/redirect';
import { usePageTitle } from '../../../app/shell/use-page-title';
import { toFieldMessage } from '../../candidates/components/add/contact-messages';
import { authApi } from '../api/auth-api';
import { authMessageOf, authMessageText, type AuthMessage } from '../auth-messages';
import { savePendingVerification } from '../pending-verification';
import { AuthCard, AuthFormError, AuthSwitchLink } from './public-layout';

/** The path of the OTP page, carrying the page to return to. */
export const otpPath = (userId: string, params: { redirect?: string | null; mode?: 'signup' }) => {
  const query = new URLSearchParams();
  if (params.mode) query.set('mode', params.mode);
  if (params.redirect) query.set('redirect', params.redirect);
  const search = query.toString();
  return `/otp/user/${encodeURIComponent(userId)}${search ? `?${search}` : ''}`;
};

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
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<AuthMessage | null>(null);
  const [formError, setFormError] = useState<AuthMessage | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const titleId = useId();

  const requestCode = useMutation({
    mutationFn: (address: string) => authApi.requestLoginCode(address),
    meta: { toast: false },
  });

  const check = (value: string): AuthMessage | null => {
    const message = validateEmail(value);
    return message ? toFieldMessage(message, value.trim()) : null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const problem = check(email);
    setFieldError(problem);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
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
          setFieldError(message);
          inputRef.current?.focus();
        } else {
          setFormError(message);
        }
      },
    });
  };

  const signUpPath = partnerName ? `/signup/${encodeURIComponent(partnerName)}` : '/signup';

  return (
    <AuthCard
      titleId={titleId}
      title={<FormattedMessage id="login.title" />}
      subtitle={<FormattedMessage id="login.subtitle" />}
      footer={<AuthSwitchLink messageId="login.noAccount" to={signUpPath} />}
    >
      <Box component="form" noValidate onSubmit={submit} aria-labelledby={titleId}>
        <AuthFormError error={formError} />
        <TextField
          id="login-email"
          name="email"
          type="email"
          label={intl.formatMessage({ id: 'login.email' })}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (fieldError) setFieldError(null);
          }}
          onBlur={() => email.trim() && setFieldError(check(email))}
          error={fieldError !== null}
          helperText={authMessageText(intl, fieldError)}
          inputRef={inputRef}
          autoComplete="email"
          autoFocus
          required
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={requestCode.isPending} sx={{ mt: 3 }}>
          <FormattedMessage id="login.submit" />
        </Button>
      </Box>
    </AuthCard>
  );
};
