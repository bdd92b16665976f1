import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { decodeFieldMessage, fieldMessageText } from './field-message';

export type FormTextFieldProps<TValues extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef' | 'defaultValue'
> & {
  name: Path<TValues>;
  /** When leaving the field checks it: always, only when something was typed, or never (selects open a menu on blur). */
  checkOnBlur?: 'always' | 'filled' | 'never';
  /** While the field shows an error, a change checks it again or just clears the message. */
  whileInvalid?: 'recheck' | 'clear';
  /** Shapes what is typed before it is stored (e.g. digits only). */
  parse?: (raw: string) => string;
  /** Called after each change with the stored value and the one before. */
  onValueChange?: (value: string, previous: string) => void;
  /** Called when the field loses the focus, with its value. */
  onLeave?: (value: string) => void;
};

/**
 * A MUI text field (or select, with `select`) bound to the surrounding react-hook-form: the error message is put
 * into the interface language, otherwise `helperText` (a hint) shows.
 */
export const FormTextField = <TValues extends FieldValues>({
  name,
  checkOnBlur = 'always',
  whileInvalid = 'recheck',
  parse,
  onValueChange,
  onLeave,
  helperText,
  ...props
}: FormTextFieldProps<TValues>) => {
  const intl = useIntl();
  const { control, trigger, clearErrors } = useFormContext<TValues>();
  const { field, fieldState } = useController({ name, control });
  const message = decodeFieldMessage(fieldState.error?.message);
  const value = (field.value ?? '') as string;

  return (
    <TextField
      {...props}
      name={field.name}
      value={value}
      inputRef={field.ref}
      error={message !== null}
      helperText={fieldMessageText(intl, message) ?? helperText}
      onChange={(event) => {
        const next = parse ? parse(event.target.value) : event.target.value;
        field.onChange(next);
        if (fieldState.error) {
          if (whileInvalid === 'recheck') void trigger(name);
          else clearErrors(name);
        }
        onValueChange?.(next, value);
      }}
      onBlur={() => {
        field.onBlur();
        if (checkOnBlur === 'always' || (checkOnBlur === 'filled' && value.trim() !== '')) void trigger(name);
        onLeave?.(value);
      }}
    />
  );
};
