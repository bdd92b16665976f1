import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useRef } from 'react';
import { FormProvider } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SignedIn } from '@ats/web/app/auth/session';
import { decodeFieldMessage, fieldMessageText } from '@ats/web/app/forms/field-message';
import { FormErrorBanner } from '@ats/web/app/forms/form-error-banner';
import { MOBILE_QUERY } from '@ats/web/app/shell/navigation';
import { useOnboarding } from '../../hooks/use-onboarding';
import { JoinCompany, OnboardingCard, OnboardingDone } from './onboarding-cards';
import { QUESTION, STEP_LABEL, STEPS } from '../../onboarding-steps';
import { StepFields } from './step-fields';

export type QuestionnaireProps = { session: SignedIn };

/** The questionnaire itself, for a signed-in user (with or without a company yet). */
export const Questionnaire = ({ session }: QuestionnaireProps) => {
  const intl = useIntl();
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const state = useOnboarding(session);
  const { form, step, stepIndex, existing, done } = state;
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const error = decodeFieldMessage(form.formState.errors[step]?.message);

  useEffect(() => {
    headingRef.current?.focus();
  }, [stepIndex, existing, done]);

  if (done) return <OnboardingDone companyName={form.getValues('companyName').trim()} home={session.home} headingRef={headingRef} />;
  if (existing) return <JoinCompany company={existing} join={state.join} headingRef={headingRef} />;

  const textStep = step === 'companyName' || step === 'phoneNumber';

  return (
    <OnboardingCard>
      <Stepper activeStep={stepIndex} alternativeLabel sx={{ mb: 4 }} aria-label={intl.formatMessage({ id: 'onboarding.progress' })}>
        {STEPS.map((id) => (
          <Step key={id}>
            <StepLabel>{isMobile ? null : intl.formatMessage({ id: STEP_LABEL[id] })}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography variant="caption" color="text.secondary">
        <FormattedMessage id="onboarding.stepOf" values={{ step: stepIndex + 1, total: STEPS.length }} />
      </Typography>
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={(event) => void state.next(event)}>
          <FormControl component="fieldset" error={error !== null} fullWidth sx={{ mt: 1 }}>
            <FormLabel component="legend" sx={{ p: 0 }}>
              <Typography
                id="onboarding-question"
                variant="h2"
                component="h1"
                ref={headingRef}
                tabIndex={-1}
                sx={{ color: 'text.primary', mb: 2, outline: 'none' }}
              >
                {intl.formatMessage({ id: QUESTION[step] })}
              </Typography>
            </FormLabel>
            <StepFields key={step} step={step} invalid={error !== null} />
            {!textStep && error && (
              <FormHelperText id="onboarding-error" role="alert">
                {fieldMessageText(intl, error)}
              </FormHelperText>
            )}
          </FormControl>
          <FormErrorBanner error={state.formError} placement="bottom" />
          <Stack direction="row" justifyContent="space-between" sx={{ mt: 4 }}>
            <Button onClick={state.back} disabled={stepIndex === 0 || state.finish.isPending}>
              <FormattedMessage id="onboarding.back" />
            </Button>
            <Button type="submit" variant="contained" loading={state.finish.isPending}>
              <FormattedMessage id={stepIndex === STEPS.length - 1 ? 'onboarding.finish' : 'onboarding.continue'} />
            </Button>
          </Stack>
        </Box>
      </FormProvider>
    </OnboardingCard>
  );
};
