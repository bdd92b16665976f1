import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import { encodeFieldMessage, toFieldMessage, type FormMessage } from './field-message';

/** A form's rules: for each invalid field, its message (null or absent when the field passes). */
export type FormRules<TValues extends FieldValues> = (values: TValues) => Partial<Record<keyof TValues & string, FormMessage | null | undefined>>;

/** Binds pure rules (the domain validators and the forms' own) to react-hook-form. */
export const rulesResolver =
  <TValues extends FieldValues>(rules: FormRules<TValues>): Resolver<TValues> =>
  (values) => {
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, message] of Object.entries(rules(values))) {
      if (message === null || message === undefined) continue;
      const input = typeof values[field] === 'string' ? (values[field] as string).trim() : '';
      errors[field] = { type: 'rule', message: encodeFieldMessage(typeof message === 'string' ? toFieldMessage(message, input) : message) };
    }
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors: errors as FieldErrors<TValues> };
  };

export type UseValidatedFormOptions<TValues extends FieldValues> = { defaultValues: DefaultValues<TValues>; rules: FormRules<TValues> };

/**
 * One form approach: react-hook-form, checked by the rules on submit (the first invalid field takes the focus);
 * the shared fields re-check on blur and while an invalid value is corrected (see FormTextField).
 */
export const useValidatedForm = <TValues extends FieldValues>({ defaultValues, rules }: UseValidatedFormOptions<TValues>) =>
  useForm<TValues>({
    defaultValues,
    resolver: rulesResolver(rules),
    mode: 'onSubmit',
    // The fields decide when to check again (FormTextField's `checkOnBlur` and `whileInvalid`).
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
  });
