import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DAILY_DIGEST_ITEMS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENT_GROUPS,
  type NotificationEventGroup,
  type NotificationPreferences,
  type NotificationPreferencesChange,
} from '@ats/domain/notification-preferences/notification-preferences';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { showSuccessToast } from '@ats/web/app/api/toast-bus';
import type { MessageId } from '@ats/web/app/i18n/messages';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';
import { useChangeNotificationPreferences, useNotificationPreferences } from '../api/notification-preferences-api';

type Section = keyof NotificationPreferences;

/** The channels and the daily digest, each a card of its own above the events. */
const TOP_SECTIONS = [
  { section: 'channels', keys: NOTIFICATION_CHANNELS, labelPrefix: 'notificationPreferences.channel' },
  { section: 'dailyDigest', keys: DAILY_DIGEST_ITEMS, labelPrefix: 'notificationPreferences.digest' },
] as const;

type ToggleListProps = {
  heading: MessageId;
  headingLevel: 'h2' | 'h3';
  section: Section;
  keys: readonly string[];
  labelPrefix: string;
  preferences: NotificationPreferences;
  saving: boolean;
  onChange: (change: NotificationPreferencesChange) => void;
};

/** One group of switches, named by its heading for assistive technology. */
const ToggleList = ({ heading, headingLevel, section, keys, labelPrefix, preferences, saving, onChange }: ToggleListProps) => {
  const intl = useIntl();
  const headingId = useId();
  const values = preferences[section] as Record<string, boolean>;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography id={headingId} variant={headingLevel === 'h2' ? 'h2' : 'subtitle1'} component={headingLevel} sx={{ mb: 1 }}>
        <FormattedMessage id={heading} />
      </Typography>
      <FormGroup role="group" aria-labelledby={headingId}>
        {keys.map((key) => (
          <FormControlLabel
            key={key}
            control={
              <Switch
                checked={values[key] ?? false}
                disabled={saving}
                onChange={(_event, checked) => onChange({ [section]: { [key]: checked } })}
              />
            }
            label={intl.formatMessage({ id: `${labelPrefix}.${key}` as MessageId })}
          />
        ))}
      </FormGroup>
    </Box>
  );
};

/**
 * /recruiter-settings/notification-preferences (spec 03 "Notification preferences screen"): the channels, the
 * daily digest items and the events, listed under their entities; each switch saves at once.
 */
export const NotificationPreferencesPage = () => {
  usePageTitle('notificationPreferences.title');
  const preferences = useNotificationPreferences();
  const change = useChangeNotificationPreferences();
  const save = (next: NotificationPreferencesChange) =>
    change.mutate(next, { onSuccess: () => showSuccessToast('notificationPreferences.saved') });

  return (
    <Box>
      <Box sx={{ mb: 2 }}>
        <Typography variant="h1">
          <FormattedMessage id="notificationPreferences.title" />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="notificationPreferences.subtitle" />
        </Typography>
      </Box>
      {preferences.isError && (
        <Alert severity="error">
          <FormattedMessage id="notificationPreferences.error" />
        </Alert>
      )}
      {preferences.isPending && <Skeleton variant="rounded" height={320} />}
      {preferences.data && (
        <>
          {TOP_SECTIONS.map(({ section, keys, labelPrefix }) => (
            <Paper key={section} variant="outlined" sx={{ p: 3, mb: 2 }}>
              <ToggleList
                heading={`notificationPreferences.section.${section}`}
                headingLevel="h2"
                section={section}
                keys={keys}
                labelPrefix={labelPrefix}
                preferences={preferences.data}
                saving={change.isPending}
                onChange={save}
              />
              {section === 'dailyDigest' && (
                // The server keeps the language each save is made in as the digest's (Accept-Language).
                <Typography variant="body2" color="text.secondary">
                  <FormattedMessage id="notificationPreferences.digest.when" />
                </Typography>
              )}
            </Paper>
          ))}
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Typography variant="h2" sx={{ mb: 2 }}>
              <FormattedMessage id="notificationPreferences.section.events" />
            </Typography>
            {(Object.keys(NOTIFICATION_EVENT_GROUPS) as NotificationEventGroup[]).map((group) => (
              <ToggleList
                key={group}
                heading={`notificationPreferences.group.${group}`}
                headingLevel="h3"
                section="events"
                keys={NOTIFICATION_EVENT_GROUPS[group]}
                labelPrefix="notificationPreferences.event"
                preferences={preferences.data}
                saving={change.isPending}
                onChange={save}
              />
            ))}
          </Paper>
        </>
      )}
    </Box>
  );
};
