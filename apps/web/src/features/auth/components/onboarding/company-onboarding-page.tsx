import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import GroupAddOutlinedIcon from '@mui/icons-material/GroupAddOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { validatePhone } from '@ats/domain/candidates/contact-validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router';
import { PageLoader } from '../../../../app/components/page-loader';
import { loadCurrentUser, useSession, type SignedIn } from '../../../../app/auth/session';
import { loginUrlFor } from '../../../../app/auth/session-expiry';
import { readRefreshToken, storeTokens, tokenPairOf } from '../../../../app/auth/token-store';
import type { MessageId } from '../../../../app/i18n/messages';
import { MOBILE_QUERY } from '../../../../app/shell/navigation';
import { usePageTitle } from '../../../../app/shell/use-page-title';
import { toFieldMessage } from '../../../candidates/components/add/contact-messages';
import {
  ATS_USAGES,
  authApi,
  COMPANY_SIZES,
  CURRENT_ROLES,
  HIRING_NEEDS,
  type AtsUsage,
  type CompanySize,
  type CurrentRoleAnswer,
  type HiringNeed,
  type OnboardingAnswers,
} from '../../api/auth-api';
import { authMessageOf, authMessageText, type AuthMessage } from '../../auth-messages';
import { clearPendingVerification, readSignUpContext } from '../../pending-verification';
import { AuthFormError } from '../public-layout';

type StepId = 'companyName' | 'atsUsage' | 'currentRole' | 'companySize' | 'hiringNeeds' | 'phoneNumber';
/** Spec 01 §2.10 / §3.13, in order (the mobile number is asked last and not verified by SMS in this build). */
const STEPS: readonly StepId[] = ['companyName', 'atsUsage', 'currentRole', 'companySize', 'hiringNeeds', 'phoneNumber'];

const STEP_LABEL: Record<StepId, MessageId> = {
  companyName: 'onboarding.step.companyName',
  atsUsage: 'onboarding.step.atsUsage',
  currentRole: 'onboarding.step.currentRole',
  companySize: 'onboarding.step.companySize',
  hiringNeeds: 'onboarding.step.hiringNeeds',
  phoneNumber: 'onboarding.step.phoneNumber',
};

const QUESTION: Record<StepId, MessageId> = {
  companyName: 'onboarding.question.companyName',
  atsUsage: 'onboarding.question.atsUsage',
  currentRole: 'onboarding.question.currentRole',
  companySize: 'onboarding.question.companySize',
  hiringNeeds: 'onboarding.question.hiringNeeds',
  phoneNumber: 'onboarding.question.phoneNumber',
};

type Draft = {
  companyName: string;
  atsUsage: AtsUsage | '';
  currentRole: CurrentRoleAnswer | '';
  companySize: CompanySize | '';
  hiringNeeds: HiringNeed[];
  phoneNumber: string;
};

const DRAFT_KEY = 'onboardingDraft';
const readDraft = (): Partial<Draft> => {
  try {
    return JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? '{}') as Partial<Draft>;
  } catch {
    return {};
  }
};
const saveDraft = (draft: Draft) => {
  try {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // The answers then last for this page only.
  }
};

const validateStep = (step: StepId, draft: Draft): AuthMessage | null => {
  switch (step) {
    case 'companyName':
      return draft.companyName.trim() ? null : { id: 'validation.companyNameRequired' };
    case 'atsUsage':
    case 'currentRole':
    case 'companySize':
      return draft[step] ? null : { id: 'onboarding.chooseOne' };
    case 'hiringNeeds':
      return draft.hiringNeeds.length > 0 ? null : { id: 'onboarding.chooseAtLeastOne' };
    case 'phoneNumber': {
      const phone = draft.phoneNumber.trim();
      if (!phone) return { id: 'validation.phoneRequired' };
      const problem = validatePhone(phone);
      return problem ? toFieldMessage(problem, phone) : null;
    }
    default: {
      const unknown: never = step;
      return unknown;
    }
  }
};

/** The questionnaire itself, for a signed-in user (with or without a company yet). */
const Questionnaire = ({ session }: { session: SignedIn }) => {
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const { user } = session;
  const hasCompany = Boolean(user.companyId);
  const [draft, setDraft] = useState<Draft>(() => {
    const stored = readDraft();
    return {
      companyName: stored.companyName ?? user.companyName ?? readSignUpContext()?.companyName ?? '',
      atsUsage: stored.atsUsage ?? '',
      currentRole: stored.currentRole ?? '',
      companySize: stored.companySize ?? '',
      hiringNeeds: stored.hiringNeeds ?? [],
      phoneNumber: stored.phoneNumber ?? '',
    };
  });
  const [stepIndex, setStepIndex] = useState(0);
  const [error, setError] = useState<AuthMessage | null>(null);
  const [formError, setFormError] = useState<AuthMessage | null>(null);
  const [done, setDone] = useState(false);
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const createdCompany = useRef(hasCompany);
  const step = STEPS[stepIndex]!;

  useEffect(() => saveDraft(draft), [draft]);

  // A company that already owns the e-mail domain is offered to join (spec 01 §2.10, §4.15).
  const domain = useQuery({
    queryKey: ['self-serve', 'check-company-domain', user.id],
    queryFn: () => authApi.checkCompanyDomain(user.id),
    enabled: !hasCompany,
    staleTime: Infinity,
    meta: { toast: false },
  });
  const existing = domain.data?.exists && domain.data.companyId ? domain.data : null;
  // The API refuses a second company for a domain already owned, so joining is the way in.
  const offerJoin = !hasCompany && existing !== null;

  const finish = useMutation({
    mutationFn: async (answers: OnboardingAnswers) => {
      if (!createdCompany.current) {
        const created = await authApi.createCompany(answers.companyName);
        const pair = tokenPairOf(created);
        if (pair) storeTokens('staff', { accessToken: pair.accessToken, refreshToken: pair.refreshToken ?? readRefreshToken('staff') });
        createdCompany.current = true;
      }
      await authApi.saveOnboardingAnswers(answers);
      await loadCurrentUser(queryClient);
    },
    meta: { toast: false },
  });

  const join = useMutation({
    mutationFn: async (companyId: string) => {
      const answer = await authApi.joinAsEmployee(user.id, companyId);
      const pair = tokenPairOf(answer);
      if (pair) storeTokens('staff', { accessToken: pair.accessToken, refreshToken: pair.refreshToken ?? readRefreshToken('staff') });
      return loadCurrentUser(queryClient);
    },
    meta: { toast: false },
  });

  useEffect(() => {
    headingRef.current?.focus();
  }, [stepIndex, offerJoin, done]);

  const update = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setError(null);
  };

  const next = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const problem = validateStep(step, draft);
    setError(problem);
    if (problem) return;
    if (stepIndex < STEPS.length - 1) {
      setStepIndex(stepIndex + 1);
      return;
    }
    finish.mutate(
      {
        companyName: draft.companyName.trim(),
        atsUsage: draft.atsUsage as AtsUsage,
        currentRole: draft.currentRole as CurrentRoleAnswer,
        companySize: draft.companySize as CompanySize,
        hiringNeeds: draft.hiringNeeds,
        phoneNumber: draft.phoneNumber.trim(),
      },
      {
        onSuccess: () => {
          window.sessionStorage.removeItem(DRAFT_KEY);
          clearPendingVerification();
          setDone(true);
        },
        onError: (failure) => setFormError(authMessageOf(failure)),
      },
    );
  };

  if (done) {
    return (
      <OnboardingCard>
        <Stack spacing={2} alignItems="center" textAlign="center" sx={{ py: 2 }}>
          <CheckCircleOutlineIcon color="success" sx={{ fontSize: 56 }} />
          <Typography variant="h1" ref={headingRef} tabIndex={-1} sx={{ outline: 'none' }}>
            <FormattedMessage id="onboarding.done.title" />
          </Typography>
          <Typography color="text.secondary">
            <FormattedMessage id="onboarding.done.body" values={{ company: <bdi>{draft.companyName.trim()}</bdi> }} />
          </Typography>
          <Button variant="contained" size="large" onClick={() => navigate(session.home, { replace: true })}>
            <FormattedMessage id="onboarding.done.goToDashboard" />
          </Button>
        </Stack>
      </OnboardingCard>
    );
  }

  if (offerJoin && existing) {
    return (
      <OnboardingCard>
        <Stack spacing={2}>
          <GroupAddOutlinedIcon color="primary" sx={{ fontSize: 44 }} />
          <Typography variant="h1" ref={headingRef} tabIndex={-1} sx={{ outline: 'none' }}>
            <FormattedMessage id="onboarding.join.title" values={{ company: <bdi>{existing.companyName ?? ''}</bdi> }} />
          </Typography>
          <Typography color="text.secondary">
            <FormattedMessage id="onboarding.join.body" values={{ company: <bdi>{existing.companyName ?? ''}</bdi> }} />
          </Typography>
          {join.isError && (
            <Alert severity="error" role="alert">
              {authMessageText(intl, authMessageOf(join.error))}
            </Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button
              variant="contained"
              size="large"
              loading={join.isPending}
              onClick={() => join.mutate(existing.companyId!, { onSuccess: () => navigate('/recruiter/employee-portal', { replace: true }) })}
            >
              <FormattedMessage id="onboarding.join.asEmployee" />
            </Button>
            <Button variant="text" size="large" disabled={join.isPending} component={RouterLink} to="/logout">
              <FormattedMessage id="onboarding.join.useAnotherEmail" />
            </Button>
          </Stack>
        </Stack>
      </OnboardingCard>
    );
  }

  const choice = <T extends string>(
    key: 'atsUsage' | 'currentRole' | 'companySize',
    options: readonly T[],
    label: (option: T) => MessageId,
  ) => (
    <RadioGroup
      name={key}
      value={draft[key]}
      onChange={(event) => update(key, event.target.value as Draft[typeof key])}
      aria-labelledby="onboarding-question"
      aria-describedby={error ? 'onboarding-error' : undefined}
    >
      {options.map((option) => (
        <FormControlLabel key={option} value={option} control={<Radio />} label={intl.formatMessage({ id: label(option) })} />
      ))}
    </RadioGroup>
  );

  let body: ReactNode;
  switch (step) {
    case 'companyName':
      body = (
        <TextField
          id="onboarding-company-name"
          label={intl.formatMessage({ id: 'signUp.companyName' })}
          value={draft.companyName}
          onChange={(event) => update('companyName', event.target.value)}
          error={error !== null}
          helperText={authMessageText(intl, error)}
          autoComplete="organization"
          required
          fullWidth
          autoFocus
        />
      );
      break;
    case 'atsUsage':
      body = choice('atsUsage', ATS_USAGES, (option) => `onboarding.atsUsage.${option}`);
      break;
    case 'currentRole':
      body = choice('currentRole', CURRENT_ROLES, (option) => `onboarding.currentRole.${option}`);
      break;
    case 'companySize':
      body = choice('companySize', COMPANY_SIZES, (option) => `onboarding.companySize.${option}`);
      break;
    case 'hiringNeeds':
      body = (
        <FormGroup aria-labelledby="onboarding-question" role="group">
          {HIRING_NEEDS.map((need) => (
            <FormControlLabel
              key={need}
              control={
                <Checkbox
                  checked={draft.hiringNeeds.includes(need)}
                  onChange={(event) =>
                    update(
                      'hiringNeeds',
                      event.target.checked ? HIRING_NEEDS.filter((n) => n === need || draft.hiringNeeds.includes(n)) : draft.hiringNeeds.filter((n) => n !== need),
                    )
                  }
                />
              }
              label={intl.formatMessage({ id: `onboarding.hiringNeeds.${need}` })}
            />
          ))}
        </FormGroup>
      );
      break;
    case 'phoneNumber':
      body = (
        <TextField
          id="onboarding-phone"
          type="tel"
          label={intl.formatMessage({ id: 'onboarding.phoneNumber' })}
          placeholder="+971 501234567"
          value={draft.phoneNumber}
          onChange={(event) => update('phoneNumber', event.target.value)}
          error={error !== null}
          helperText={authMessageText(intl, error) ?? intl.formatMessage({ id: 'onboarding.phoneHint' })}
          autoComplete="tel"
          required
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
      );
      break;
    default: {
      const unknown: never = step;
      body = unknown;
    }
  }

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
      <Box component="form" noValidate onSubmit={next}>
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
          {body}
          {!textStep && error && (
            <FormHelperText id="onboarding-error" role="alert">
              {authMessageText(intl, error)}
            </FormHelperText>
          )}
        </FormControl>
        <AuthFormError error={formError} placement="bottom" />
        <Stack direction="row" justifyContent="space-between" sx={{ mt: 4 }}>
          <Button onClick={() => setStepIndex(stepIndex - 1)} disabled={stepIndex === 0 || finish.isPending}>
            <FormattedMessage id="onboarding.back" />
          </Button>
          <Button type="submit" variant="contained" loading={finish.isPending}>
            <FormattedMessage id={stepIndex === STEPS.length - 1 ? 'onboarding.finish' : 'onboarding.continue'} />
          </Button>
        </Stack>
      </Box>
    </OnboardingCard>
  );
};

const OnboardingCard = ({ children }: { children: ReactNode }) => (
  <Box sx={{ width: '100%', maxWidth: 720 }}>
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
      {children}
    </Paper>
  </Box>
);

/**
 * /company-onboarding/:partnerName (spec 01 §2.10, §3.13, §4.15): the questionnaire after a self-serve sign-up,
 * or "Join as an employee" when a company already owns the e-mail domain; then the completion screen and the
 * dashboard. A user whose company finished onboarding goes to their role home.
 */
export const CompanyOnboardingPage = () => {
  usePageTitle('onboarding.title');
  const session = useSession();
  const location = useLocation();
  const finished = session.status === 'signed-in' && Boolean(session.user.companyId) && session.user.isSelfOnboardingCompleted !== false;
  const unfinished = session.status === 'signed-in' && !finished;
  const [answering, setAnswering] = useState(false);
  useEffect(() => {
    if (unfinished) setAnswering(true);
  }, [unfinished]);
  if (session.status === 'anonymous') return <Navigate to={loginUrlFor(`${location.pathname}${location.search}`)} replace />;
  if (session.status === 'loading') return <PageLoader />;
  if (session.status === 'error') return <Navigate to="/" replace />;
  // Finished before this page opened: nothing to answer. Finished here: the completion screen stays.
  if (finished && !answering && !unfinished) return <Navigate to={session.home} replace />;
  return <Questionnaire session={session} />;
};
