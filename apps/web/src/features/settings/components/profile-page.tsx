import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { LetterAvatar } from '@ats/web/app/components/letter-avatar';
import { ROLE_LABEL } from '@ats/web/app/auth/role-labels';
import { fullNameOf, useSession } from '@ats/web/app/auth/session';
import type { MessageId } from '@ats/web/app/i18n/messages';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';

/** /recruiter-settings/profile (spec 03 "Profile screen"): read-only here; editing is not built yet. */
export const ProfilePage = () => {
  const intl = useIntl();
  usePageTitle('settings.profile');
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  const { user, role } = session;
  const name = fullNameOf(user) || user.email;
  const rows: [MessageId, string][] = [
    ['team.field.firstName', user.firstName],
    ['team.field.lastName', user.lastName],
    ['team.field.email', user.email],
    ['myProfile.role', role ? intl.formatMessage({ id: ROLE_LABEL[role] }) : ''],
    ['myProfile.company', user.companyName ?? ''],
    ['myProfile.timezone', user.timezone ?? 'Asia/Dubai'],
  ];
  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 2 }}>
        <FormattedMessage id="settings.profile" />
      </Typography>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 3 }}>
          <LetterAvatar name={name} size={56} />
          <Box>
            <Typography variant="h2">{name}</Typography>
            <Typography color="text.secondary">
              <bdi>{user.email}</bdi>
            </Typography>
          </Box>
        </Stack>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, rowGap: 1.5, columnGap: 2, m: 0 }}>
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {intl.formatMessage({ id: label })}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                <bdi>{value || '—'}</bdi>
              </Typography>
            </Box>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
          <FormattedMessage id="myProfile.editingNotBuilt" />
        </Typography>
      </Paper>
    </Box>
  );
};
