import { useIntl } from 'react-intl';
import { relativeTimeSince } from './date-format';

/** "5 minutes ago", "yesterday", "3 months back" in the interface language. */
export const useRelativeTime = () => {
  const intl = useIntl();
  return (value: string, now?: Date): string => {
    const relative = relativeTimeSince(value, now);
    switch (relative.unit) {
      case 'now':
        return intl.formatMessage({ id: 'time.justNow' });
      case 'yesterday':
        return intl.formatMessage({ id: 'time.yesterday' });
      case 'seconds':
        return intl.formatMessage({ id: 'time.secondsAgo' }, { count: relative.count });
      case 'minutes':
        return intl.formatMessage({ id: 'time.minutesAgo' }, { count: relative.count });
      case 'hours':
        return intl.formatMessage({ id: 'time.hoursAgo' }, { count: relative.count });
      case 'days':
        return intl.formatMessage({ id: 'time.daysAgo' }, { count: relative.count });
      case 'months':
        return intl.formatMessage({ id: 'time.monthsBack' }, { count: relative.count });
      case 'years':
        return intl.formatMessage({ id: 'time.yearsBack' }, { count: relative.count });
      default: {
        const unknown: never = relative;
        return String(unknown);
      }
    }
  };
};
