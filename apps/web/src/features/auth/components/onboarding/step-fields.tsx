import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useController, useFormContext } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FormTextField } from '@ats/web/app/forms/form-text-field';
import type { MessageId } from '@ats/web/app/i18n/messages';
import { ATS_USAGES, COMPANY_SIZES, CURRENT_ROLES, HIRING_NEEDS } from '../../api/auth-api';
import type { OnboardingDraft, StepId } from '../../onboarding-steps';

type ChoiceStep = 'atsUsage' | 'currentRole' | 'companySize';

/** The first option of a group takes the focus when the step is submitted without an answer. */
const focusFirstInput = (element: HTMLElement | null) => ({ focus: () => element?.querySelector('input')?.focus() });

type ChoiceProps = { name: ChoiceStep; options: readonly string[]; label: (option: string) => MessageId; invalid: boolean };

const Choice = ({ name, options, label, invalid }: ChoiceProps) => {
  const intl = useIntl();
  const { control, clearErrors } = useFormContext<OnboardingDraft>();
  const { field } = useController({ name, control });
  return (
    <RadioGroup
      name={name}
      value={field.value}
      ref={(element: HTMLDivElement | null) => field.ref(focusFirstInput(element))}
      onChange={(event) => {
        field.onChange(event.target.value);
        clearErrors(name);
      }}
      aria-labelledby="onboarding-question"
      aria-describedby={invalid ? 'onboarding-error' : undefined}
    >
      {options.map((option) => (
        <FormControlLabel key={option} value={option} control={<Radio />} label={intl.formatMessage({ id: label(option) })} />
      ))}
    </RadioGroup>
  );
};

const HiringNeeds = () => {
  const intl = useIntl();
  const { control, clearErrors } = useFormContext<OnboardingDraft>();
  const { field } = useController({ name: 'hiringNeeds', control });
  const chosen = field.value;
  return (
    <FormGroup aria-labelledby="onboarding-question" role="group" ref={(element: HTMLDivElement | null) => field.ref(focusFirstInput(element))}>
      {HIRING_NEEDS.map((need) => (
        <FormControlLabel
          key={need}
          control={
            <Checkbox
              checked={chosen.includes(need)}
              onChange={(event) => {
                field.onChange(event.target.checked ? HIRING_NEEDS.filter((n) => n === need || chosen.includes(n)) : chosen.filter((n) => n !== need));
                clearErrors('hiringNeeds');
              }}
            />
          }
          label={intl.formatMessage({ id: `onboarding.hiringNeeds.${need}` })}
        />
      ))}
    </FormGroup>
  );
};

export type StepFieldsProps = { step: StepId; invalid: boolean };

/** The answer field(s) of one questionnaire step. */
export const StepFields = ({ step, invalid }: StepFieldsProps) => {
  const intl = useIntl();
  switch (step) {
    case 'companyName':
      return (
        <FormTextField<OnboardingDraft>
          name="companyName"
          id="onboarding-company-name"
          label={intl.formatMessage({ id: 'signUp.companyName' })}
          checkOnBlur="never"
          whileInvalid="clear"
          autoComplete="organization"
          required
          fullWidth
          autoFocus
        />
      );
    case 'atsUsage':
      return <Choice name="atsUsage" options={ATS_USAGES} label={(option) => `onboarding.atsUsage.${option as (typeof ATS_USAGES)[number]}`} invalid={invalid} />;
    case 'currentRole':
      return (
        <Choice name="currentRole" options={CURRENT_ROLES} label={(option) => `onboarding.currentRole.${option as (typeof CURRENT_ROLES)[number]}`} invalid={invalid} />
      );
    case 'companySize':
      return (
        <Choice name="companySize" options={COMPANY_SIZES} label={(option) => `onboarding.companySize.${option as (typeof COMPANY_SIZES)[number]}`} invalid={invalid} />
      );
    case 'hiringNeeds':
      return <HiringNeeds />;
    case 'phoneNumber':
      return (
        <FormTextField<OnboardingDraft>
          name="phoneNumber"
          id="onboarding-phone"
          type="tel"
          label={intl.formatMessage({ id: 'onboarding.phoneNumber' })}
          placeholder="+971 501234567"
          helperText={intl.formatMessage({ id: 'onboarding.phoneHint' })}
          checkOnBlur="never"
          whileInvalid="clear"
          autoComplete="tel"
          required
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
      );
    default: {
      const unknown: never = step;
      return unknown;
    }
  }
};
