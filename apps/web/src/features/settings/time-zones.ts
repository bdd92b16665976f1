import { Info } from 'luxon';

/**
 * The IANA zones the profile offers (the browser's list), with `current` kept in it even where the browser's list
 * leaves it out (e.g. 'UTC').
 */
export const timeZoneOptions = (current: string): string[] => {
  const supported = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return current && !supported.includes(current) && Info.isValidIANAZone(current) ? [current, ...supported] : supported;
};
