import { CONTACT_MESSAGES, validatePhone } from '@ats/domain/candidates/contact-validation';
import { SIGN_UP_MESSAGES } from '@ats/domain/identity/self-serve';
import type { FormRules } from '../../app/forms/use-validated-form';
import type { MessageId } from '../../app/i18n/messages';
import type { AtsUsage, CompanySize, CurrentRoleAnswer, HiringNeed } from './api/auth-api';

export type StepId = 'companyName' | 'atsUsage' | 'currentRole' | 'companySize' | 'hiringNeeds' | 'phoneNumber';
/** Spec 01 §2.10 / §3.13, in order (the mobile number is asked last and not verified by SMS in this build). */
export const STEPS: readonly StepId[] = ['companyName', 'atsUsage', 'currentRole', 'companySize', 'hiringNeeds', 'phoneNumber'];

export const STEP_LABEL: Record<StepId, MessageId> = {
  companyName: 'onboarding.step.companyName',
  atsUsage: 'onboarding.step.atsUsage',
  currentRole: 'onboarding.step.currentRole',
  companySize: 'onboarding.step.companySize',
  hiringNeeds: 'onboarding.step.hiringNeeds',
  phoneNumber: 'onboarding.step.phoneNumber',
};

export const QUESTION: Record<StepId, MessageId> = {
  companyName: 'onboarding.question.companyName',
  atsUsage: 'onboarding.question.atsUsage',
  currentRole: 'onboarding.question.currentRole',
  companySize: 'onboarding.question.companySize',
  hiringNeeds: 'onboarding.question.hiringNeeds',
  phoneNumber: 'onboarding.question.phoneNumber',
};

/** The answers as the questionnaire holds them, one field per step. */
export type OnboardingDraft = {
  companyName: string;
  atsUsage: AtsUsage | '';
  currentRole: CurrentRoleAnswer | '';
  companySize: CompanySize | '';
  hiringNeeds: HiringNeed[];
  phoneNumber: string;
};

/** Each step's rule; the questionnaire checks only the step on screen. */
export const onboardingRules: FormRules<OnboardingDraft> = (draft) => {
  const phone = draft.phoneNumber.trim();
  return {
    companyName: draft.companyName.trim() ? null : SIGN_UP_MESSAGES.companyNameRequired,
    atsUsage: draft.atsUsage ? null : { id: 'onboarding.chooseOne' },
    currentRole: draft.currentRole ? null : { id: 'onboarding.chooseOne' },
    companySize: draft.companySize ? null : { id: 'onboarding.chooseOne' },
    hiringNeeds: draft.hiringNeeds.length > 0 ? null : { id: 'onboarding.chooseAtLeastOne' },
    phoneNumber: phone ? validatePhone(phone) : CONTACT_MESSAGES.phoneRequired,
  };
};

const DRAFT_KEY = 'onboardingDraft';

export const readDraft = (): Partial<OnboardingDraft> => {
  try {
    return JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? '{}') as Partial<OnboardingDraft>;
  } catch {
    return {};
  }
};

export const saveDraft = (draft: Partial<OnboardingDraft>) => {
  try {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // The answers then last for this page only.
  }
};

export const clearDraft = () => {
  try {
    window.sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
};
