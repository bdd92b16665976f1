import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { loadCurrentUser, type SignedIn } from '@ats/web/app/auth/session';
import { readRefreshToken, storeTokens, tokenPairOf } from '@ats/web/app/auth/token-store';
import type { FieldMessage } from '@ats/web/app/forms/field-message';
import { useValidatedForm } from '@ats/web/app/forms/use-validated-form';
import { authApi, type AtsUsage, type CompanySize, type CurrentRoleAnswer, type OnboardingAnswers } from '../api/auth-api';
import { authMessageOf } from '../auth-messages';
import { clearDraft, onboardingRules, readDraft, saveDraft, STEPS, type OnboardingDraft } from '../onboarding-steps';
import { clearPendingVerification, readSignUpContext } from '../pending-verification';

const storeAnswerTokens = (answer: unknown) => {
  const pair = tokenPairOf(answer);
  if (pair) storeTokens('staff', { accessToken: pair.accessToken, refreshToken: pair.refreshToken ?? readRefreshToken('staff') });
};

const initialDraft = (session: SignedIn): OnboardingDraft => {
  const stored = readDraft();
  return {
    companyName: stored.companyName ?? session.user.companyName ?? readSignUpContext()?.companyName ?? '',
    atsUsage: stored.atsUsage ?? '',
    currentRole: stored.currentRole ?? '',
    companySize: stored.companySize ?? '',
    hiringNeeds: stored.hiringNeeds ?? [],
    phoneNumber: stored.phoneNumber ?? '',
  };
};

/**
 * The questionnaire's state: the answers (kept for this tab while they are given), the step, the company that
 * may already own the e-mail domain, and the calls that finish onboarding or join that company.
 */
export const useOnboarding = (session: SignedIn) => {
  const queryClient = useQueryClient();
  const { user } = session;
  const hasCompany = Boolean(user.companyId);
  const [defaultValues] = useState(() => initialDraft(session));
  const form = useValidatedForm<OnboardingDraft>({ defaultValues, rules: onboardingRules });
  const [stepIndex, setStepIndex] = useState(0);
  const [formError, setFormError] = useState<FieldMessage | null>(null);
  const [done, setDone] = useState(false);
  const createdCompany = useRef(hasCompany);
  const step = STEPS[stepIndex]!;

  useEffect(() => {
    const subscription = form.watch((draft) => saveDraft(draft as Partial<OnboardingDraft>));
    return () => subscription.unsubscribe();
  }, [form]);

  // A company that already owns the e-mail domain is offered to join (spec 01 §2.10, §4.15).
  const domain = useQuery({
    queryKey: ['self-serve', 'check-company-domain', user.id],
    queryFn: () => authApi.checkCompanyDomain(user.id),
    enabled: !hasCompany,
    staleTime: Infinity,
    meta: { toast: false },
  });
  // The API refuses a second company for a domain already owned, so joining is the way in.
  const existing = !hasCompany && domain.data?.exists && domain.data.companyId ? domain.data : null;

  const finish = useMutation({
    mutationFn: async (answers: OnboardingAnswers) => {
      if (!createdCompany.current) {
        storeAnswerTokens(await authApi.createCompany(answers.companyName));
        createdCompany.current = true;
      }
      await authApi.saveOnboardingAnswers(answers);
      await loadCurrentUser(queryClient);
    },
    meta: { toast: false },
  });

  const join = useMutation({
    mutationFn: async (companyId: string) => {
      storeAnswerTokens(await authApi.joinAsEmployee(user.id, companyId));
      return loadCurrentUser(queryClient);
    },
    meta: { toast: false },
  });

  const next = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!(await form.trigger(step, { shouldFocus: true }))) return;
    if (stepIndex < STEPS.length - 1) {
      setStepIndex(stepIndex + 1);
      return;
    }
    const draft = form.getValues();
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
          clearDraft();
          clearPendingVerification();
          setDone(true);
        },
        onError: (failure) => setFormError(authMessageOf(failure)),
      },
    );
  };

  return { form, step, stepIndex, back: () => setStepIndex(stepIndex - 1), next, formError, done, existing, finish, join };
};

export type OnboardingState = ReturnType<typeof useOnboarding>;
