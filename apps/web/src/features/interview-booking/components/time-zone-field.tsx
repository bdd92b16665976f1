import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '@ats/web/app/i18n/messages';

/** Every IANA zone the browser knows (Intl), the browser's own first. */
export const knownTimeZones = (): string[] => {
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  const all = supported ? supported('timeZone') : ['UTC'];
  return [own, ...all.filter((zone) => zone !== own)];
};

/** A searchable IANA time zone picker. */
export const TimeZoneField = ({
  label,
  value,
  onChange,
  error,
}: {
  label: MessageId;
  value: string;
  onChange: (zone: string) => void;
  error?: string;
}) => {
  const intl = useIntl();
  const zones = useMemo(knownTimeZones, []);
  return (
    <Autocomplete
      options={zones}
      value={value || null}
      onChange={(_event, zone) => onChange(zone ?? '')}
      renderInput={(params) => <TextField {...params} label={intl.formatMessage({ id: label })} error={Boolean(error)} helperText={error} />}
      sx={{ maxWidth: 420 }}
    />
  );
};
