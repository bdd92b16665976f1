import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { validateEmail } from '@ats/domain/candidates/contact-validation';
import { useIntl } from 'react-intl';

/** "a@x.com, b@y.org" → the addresses, blanks dropped. */
export const addressesOf = (text: string): string[] =>
  text
    .split(/[,;\s]+/)
    .map((address) => address.trim())
    .filter(Boolean);

/** Whether a Cc or Bcc field holds an address the server would refuse ('Please add valid email'). */
export const hasInvalidAddress = (text: string): boolean => addressesOf(text).some((address) => validateEmail(address) !== null);

/** A `datetime-local` value (local time, minutes) one hour from now, to start the picker somewhere sensible. */
export const inAnHour = (): string => {
  const at = new Date(Date.now() + 3_600_000);
  at.setSeconds(0, 0);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** Whether a `datetime-local` value is still to come (the server refuses a time past). */
export const isLater = (sendAt: string): boolean => new Date(sendAt).getTime() > Date.now();

type CopyField = 'cc' | 'bcc';

/**
 * Cc and Bcc as the e-mail composer has them (spec 03 "Email composer": 'Please add valid email'): addresses
 * separated by commas, each field's problem shown under it. Shared by the single and the bulk e-mail.
 */
export const EmailCopyFields = ({
  ids,
  values,
  onChange,
  invalid,
  disabled,
}: {
  ids: Record<CopyField, string>;
  values: Record<CopyField, string>;
  onChange: (field: CopyField, value: string) => void;
  invalid: Partial<Record<CopyField, boolean>>;
  disabled?: boolean;
}) => {
  const intl = useIntl();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {(['cc', 'bcc'] as const).map((field) => (
        <TextField
          key={field}
          fullWidth
          size="small"
          id={ids[field]}
          label={intl.formatMessage({ id: `emails.composer.${field}` })}
          value={values[field]}
          onChange={(event) => onChange(field, event.target.value)}
          error={Boolean(invalid[field])}
          helperText={intl.formatMessage({ id: invalid[field] ? 'emails.validation.copy' : 'emails.composer.copiesHint' })}
          slotProps={{ htmlInput: { maxLength: 3300 } }}
          disabled={disabled}
        />
      ))}
    </Stack>
  );
};

/** 'Send later' and its time, as the e-mail composer has them; the time's problem shown under it. */
export const EmailScheduleField = ({
  id,
  schedule,
  onScheduleChange,
  sendAt,
  onSendAtChange,
  invalid,
  disabled,
}: {
  id: string;
  schedule: boolean;
  onScheduleChange: (schedule: boolean) => void;
  sendAt: string;
  onSendAtChange: (sendAt: string) => void;
  invalid: boolean;
  disabled?: boolean;
}) => {
  const intl = useIntl();
  return (
    <>
      <FormControlLabel
        control={<Switch checked={schedule} onChange={(event) => onScheduleChange(event.target.checked)} disabled={disabled} />}
        label={intl.formatMessage({ id: 'emails.composer.schedule' })}
      />
      {schedule && (
        <TextField
          type="datetime-local"
          size="small"
          id={id}
          label={intl.formatMessage({ id: 'emails.composer.sendAt' })}
          value={sendAt}
          onChange={(event) => onSendAtChange(event.target.value)}
          error={invalid}
          helperText={invalid ? intl.formatMessage({ id: 'emails.validation.sendAt' }) : undefined}
          slotProps={{ inputLabel: { shrink: true } }}
          disabled={disabled}
        />
      )}
    </>
  );
};
