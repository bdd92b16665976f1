import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { FormProvider } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { showSuccessToast } from '@ats/web/app/api/toast-bus';
import { safeRedirect } from '@ats/web/app/auth/redirect';
import { onboardingPathFor } from '@ats/web/app/auth/session';
import { encodeFieldMessage, type FieldMessage } from '@ats/web/app/forms/field-message';
import { FormErrorBanner } from '@ats/web/app/forms/form-error-banner';
import { FormTextField } from '@ats/web/app/forms/form-text-field';
import { useValidatedForm, type FormRules } from '@ats/web/app/forms/use-validated-form';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';
import { authMessageOf } from '../auth-messages';
import { formatCountdown, useCountdown } from '../hooks/use-countdown';
import { useDevMailboxAvailable } from '../hooks/use-dev-mailbox-available';
import { useVerifyCode } from '../hooks/use-verify-code';
import { readPendingVerification } from '../pending-verification';
import { AuthCard } from './public-layout';
import { isolated } from '@ats/web/app/i18n/isolated';

export const OTP_LENGTH = 6;
/** Seconds before another code may be requested. */
export const RESEND_AFTER_SECONDS = 60;

type OtpValues = { otp: string };

const otpRules: FormRules<OtpValues> = ({ otp }) => ({
  otp: new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp)
    ? null
    : otp.length === 0
      ? { id: 'otp.required' }
      : { id: 'otp.length', values: { length: String(OTP_LENGTH) } },
});

const digitsOf = (raw: string) => raw.replace(/\D/g, '').slice(0, OTP_LENGTH);

/**
 * OTP verification (spec 01 §2.10): a 6-digit code, a resend countdown, then — for a login — the session and
 * the `redirect` page or the role home; for a self-serve sign-up, the onboarding questionnaire.
 */
export const OtpPage = () => {
  const intl = useIntl();
  const navigate = useNavigate();
  const { userId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const mode = searchParams.get('mode') === 'signup' ? 'signup' : 'login';
  const redirect = safeRedirect(searchParams.get('redirect'));
  const pending = readPendingVerification(userId);
  usePageTitle('otp.title');
  const form = useValidatedForm<OtpValues>({ defaultValues: { otp: '' }, rules: otpRules });
  const [formError, setFormError] = useState<FieldMessage | null>(null);
  const countdown = useCountdown(RESEND_AFTER_SECONDS);
  const titleId = useId();
  const mailbox = useDevMailboxAvailable();
  const { verify, resend } = useVerifyCode(userId, mode, pending);

  const verifyCode = ({ otp }: OtpValues) =>
    verify.mutate(otp, {
      onSuccess: (session) => {
        if (session === null || session.role === null) {
          navigate(onboardingPathFor(pending?.partnerName), { replace: true });
          return;
        }
        navigate(redirect ?? session.home, { replace: true });
      },
      onError: (error) => {
        form.setValue('otp', '');
        form.setError('otp', { type: 'server', message: encodeFieldMessage(authMessageOf(error)) }, { shouldFocus: true });
      },
    });

  const submit = (event: FormEvent) => {
    setFormError(null);
    void form.handleSubmit(verifyCode)(event);
  };

  const onResend = () => {
    setFormError(null);
    resend.mutate(undefined, {
      onSuccess: () => {
        countdown.restart();
        form.reset({ otp: '' });
        showSuccessToast('otp.resent');
        form.setFocus('otp');
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
          <FormattedMessage id="otp.subtitle" values={{ email: isolated(pending.email), length: OTP_LENGTH }} />
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
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={submit} aria-labelledby={titleId}>
          <FormErrorBanner error={formError} />
          <FormTextField<OtpValues>
            name="otp"
            id="otp-code"
            label={intl.formatMessage({ id: 'otp.code' })}
            parse={digitsOf}
            checkOnBlur="never"
            whileInvalid="clear"
            onValueChange={(digits, previous) => {
              // The last digit typed or a pasted code submits at once.
              if (digits.length === OTP_LENGTH && digits !== previous && !verify.isPending) verifyCode({ otp: digits });
            }}
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
                    <FormattedMessage id="otp.resendIn" values={{ time: isolated(formatCountdown(countdown.remaining)) }} />
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
                    <Link key="link" component={RouterLink} to={pending ? `/dev/mailbox?to=${encodeURIComponent(pending.email)}` : '/dev/mailbox'} target="_blank">
                      {chunks}
                    </Link>
                  ),
                }}
              />
            </Alert>
          )}
        </Box>
      </FormProvider>
    </AuthCard>
  );
};
