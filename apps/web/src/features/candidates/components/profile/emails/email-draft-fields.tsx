import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { validateEmail } from '@ats/domain/candidates/contact-validation';
import { useIntl } from 'react-intl';
import { fromZonedInput, toZonedInput } from '@ats/web/app/format/user-time-zone';

/** "a@x.com, b@y.org" → the addresses, blanks dropped. */
export const addressesOf = (text: string): string[] =>
  text
    .split(/[,;\s]+/)
    .map((address) => address.trim())
    .filter(Boolean);

/** Whether a Cc or Bcc field holds an address the server would refuse ('Please add valid email'). */
export const hasInvalidAddress = (text: string): boolean => addressesOf(text).some((address) => validateEmail(address) !== null);

/**
 * A `datetime-local` value one hour from now on `timeZone`'s wall clock (the user's zone, useUserTimeZone), to
 * start the picker somewhere sensible. The picker is read in that zone, not the browser's: the same zone the app
 * then shows 'Scheduled for' in.
 */
export const inAnHour = (timeZone: string): string => toZonedInput(Date.now() + 3_600_000, timeZone);

/** The instant a `datetime-local` value read in `timeZone` names, as the API takes it. */
export const sendAtInstant = (sendAt: string, timeZone: string): string => (fromZonedInput(sendAt, timeZone) ?? new Date(Number.NaN)).toISOString();

/** Whether a `datetime-local` value read in `timeZone` is still to come (the server refuses a time past). */
export const isLater = (sendAt: string, timeZone: string): boolean => (fromZonedInput(sendAt, timeZone)?.getTime() ?? 0) > Date.now();

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

/** 'Send later' and its time, as the e-mail composer has them, the zone it is read in named; the time's problem shown under it. */
export const EmailScheduleField = ({
  id,
  timeZone,
  schedule,
  onScheduleChange,
  sendAt,
  onSendAtChange,
  invalid,
  disabled,
}: {
  id: string;
  /** The zone the time is read in (the user's), named under the picker. */
  timeZone: string;
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
          helperText={
            <>
              {invalid && <span style={{ display: 'block' }}>{intl.formatMessage({ id: 'emails.validation.sendAt' })}</span>}
              <span style={{ display: 'block' }}>{intl.formatMessage({ id: 'emails.composer.sendAtZone' }, { zone: timeZone })}</span>
            </>
          }
          slotProps={{ inputLabel: { shrink: true } }}
          disabled={disabled}
        />
      )}
    </>
  );
};
