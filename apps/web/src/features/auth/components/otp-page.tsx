import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { api } from '../../../app/api/api-client';
import { showSuccessToast } from '../../../app/api/toast-bus';
import { safeRedirect } from '../../../app/auth/redirect';
import { loadCurrentUser, onboardingPathFor, toSignedIn } from '../../../app/auth/session';
import { readRefreshToken, storeTokens, tokenPairOf } from '../../../app/auth/token-store';
import { usePageTitle } from '../../../app/shell/use-page-title';
import { authApi } from '../api/auth-api';
import { authMessageOf, authMessageText, type AuthMessage } from '../auth-messages';
import { readPendingVerification } from '../pending-verification';
import { AuthCard, AuthFormError } from './public-layout';

export const OTP_LENGTH = 6;
/** Seconds before another code may be requested. */
export const RESEND_AFTER_SECONDS = 60;

/** Counts down from `seconds` once started; `restart` begins again. */
const useCountdown = (seconds: number) => {
  const [endsAt, setEndsAt] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((endsAt - now) / 1000));
  useEffect(() => {
    if (remaining === 0) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [remaining]);
  return { remaining, restart: () => { const start = Date.now(); setNow(start); setEndsAt(start + seconds * 1000); } };
};

const formatCountdown = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** Whether the development mailbox answers (no SMTP server configured): then the page points to it. */
const useDevMailboxAvailable = () =>
  useQuery({
    queryKey: ['dev-mailbox', 'available'],
    queryFn: async ({ signal }) => {
      try {
        await api.get('/dev-mailbox', { query: { take: 1 }, signal, auth: 'none' });
        return true;
      } catch {
        return false;
      }
    },
    staleTime: Infinity,
    meta: { toast: false },
  });

/**
 * OTP verification (spec 01 §2.10): a 6-digit code, a resend countdown, then — for a login — the session and
 * the `redirect` page or the role home; for a self-serve sign-up, the onboarding questionnaire.
 */
export const OtpPage = () => {
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { userId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const mode = searchParams.get('mode') === 'signup' ? 'signup' : 'login';
  const redirect = safeRedirect(searchParams.get('redirect'));
  const pending = readPendingVerification(userId);
  usePageTitle('otp.title');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<AuthMessage | null>(null);
  const [formError, setFormError] = useState<AuthMessage | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const countdown = useCountdown(RESEND_AFTER_SECONDS);
  const titleId = useId();
  const mailbox = useDevMailboxAvailable();

  const verify = useMutation({
    mutationFn: async (otp: string) => {
      const answer = mode === 'signup' ? await authApi.verifySignUpCode(userId, otp) : await authApi.verifyLoginCode(userId, otp);
      const pair = tokenPairOf(answer);
      if (!pair) throw new Error(intl.formatMessage({ id: 'error.unexpected' }));
      // A new session: nothing cached for a previous user may show.
      queryClient.clear();
      storeTokens('staff', { accessToken: pair.accessToken, refreshToken: pair.refreshToken ?? (mode === 'signup' ? readRefreshToken('staff') : null) });
      if (mode === 'login') return toSignedIn(await loadCurrentUser(queryClient));
      // After a sign-up the onboarding page loads the (company-less) user itself.
      return null;
    },
    meta: { toast: false },
  });

  const resend = useMutation({
    mutationFn: () => (mode === 'signup' ? authApi.resendSignUpCode(userId) : authApi.requestLoginCode(pending!.email)),
    meta: { toast: false },
  });

  const submitCode = (value: string) => {
    setFormError(null);
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(value)) {
      setFieldError(value.length === 0 ? { id: 'otp.required' } : { id: 'otp.length', values: { length: String(OTP_LENGTH) } });
      inputRef.current?.focus();
      return;
    }
    setFieldError(null);
    verify.mutate(value, {
      onSuccess: (session) => {
        if (session === null || session.role === null) {
          navigate(onboardingPathFor(pending?.partnerName), { replace: true });
          return;
        }
        navigate(redirect ?? session.home, { replace: true });
      },
      onError: (error) => {
        setFieldError(authMessageOf(error));
        setCode('');
        inputRef.current?.focus();
      },
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    submitCode(code);
  };

  const onResend = () => {
    setFormError(null);
    resend.mutate(undefined, {
      onSuccess: () => {
        countdown.restart();
        setCode('');
        setFieldError(null);
        showSuccessToast('otp.resent');
        inputRef.current?.focus();
      },
      onError: (error) => setFormError(authMessageOf(error)),
    });
  };

  // A login code can be resent only to a known address; a sign-up code by user id.
  const canResend = mode === 'signup' || pending !== null;
  const loginBack = redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login';

  return (
    <AuthCard
      titleId={titleId}
      title={<FormattedMessage id="otp.title" />}
      subtitle={
        pending ? (
          <FormattedMessage id="otp.subtitle" values={{ email: <bdi>{pending.email}</bdi>, length: OTP_LENGTH }} />
        ) : (
          <FormattedMessage id="otp.subtitleNoEmail" values={{ length: OTP_LENGTH }} />
        )
      }
      footer={
        <Link component={RouterLink} to={mode === 'signup' ? '/signup' : loginBack}>
          <FormattedMessage id={mode === 'signup' ? 'otp.backToSignUp' : 'otp.useAnotherEmail'} />
        </Link>
      }
    >
      <Box component="form" noValidate onSubmit={submit} aria-labelledby={titleId}>
        <AuthFormError error={formError} />
        <TextField
          id="otp-code"
          name="otp"
          label={intl.formatMessage({ id: 'otp.code' })}
          value={code}
          onChange={(event) => {
            const digits = event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH);
            setCode(digits);
            if (fieldError) setFieldError(null);
            // The last digit typed or a pasted code submits at once.
            if (digits.length === OTP_LENGTH && digits !== code && !verify.isPending) submitCode(digits);
          }}
          error={fieldError !== null}
          helperText={authMessageText(intl, fieldError)}
          inputRef={inputRef}
          autoComplete="one-time-code"
          autoFocus
          required
          fullWidth
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              pattern: '[0-9]*',
              maxLength: OTP_LENGTH,
              dir: 'ltr',
              style: { letterSpacing: '0.5em', fontSize: '1.375rem', textAlign: 'center' },
            },
          }}
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={verify.isPending} sx={{ mt: 3 }}>
          <FormattedMessage id="otp.submit" />
        </Button>
        {canResend && (
          <Stack direction="row" spacing={1} alignItems="center" justifyContent="center" sx={{ mt: 2 }}>
            <Typography variant="body2" color="text.secondary">
              <FormattedMessage id="otp.noCode" />
            </Typography>
            <Button size="small" onClick={onResend} disabled={countdown.remaining > 0} loading={resend.isPending}>
              {countdown.remaining > 0 ? (
                // One span: the button lays out as flex, which would drop the space before the time.
                <span>
                  <FormattedMessage id="otp.resendIn" values={{ time: <bdi>{formatCountdown(countdown.remaining)}</bdi> }} />
                </span>
              ) : (
                <FormattedMessage id="otp.resend" />
              )}
            </Button>
          </Stack>
        )}
        {mailbox.data && (
          <Alert severity="info" sx={{ mt: 2 }}>
            <FormattedMessage
              id="otp.devMailbox"
              values={{
                link: (chunks) => (
                  <Link component={RouterLink} to={pending ? `/dev/mailbox?to=${encodeURIComponent(pending.email)}` : '/dev/mailbox'} target="_blank">
                    {chunks}
                  </Link>
                ),
              }}
            />
          </Alert>
        )}
      </Box>
    </AuthCard>
  );
};
