import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { allows } from '../auth/access';
import { fullNameOf, useSession } from '../auth/session';
import { LetterAvatar } from '../components/letter-avatar';
import type { MessageId } from '../i18n/messages';
import { SETTINGS_ROUTES } from '../../features/settings/settings-routes';
import { MOBILE_QUERY } from './navigation';

/**
 * Profile dropdown (spec 01 §2.4): the avatar (first letters of the name) opening the name and e-mail, the
 * company and personal links this user may open (hidden on mobile), and Logout (/logout).
 */
export const UserMenu = () => {
  const intl = useIntl();
  const session = useSession();
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const user = session.status === 'signed-in' ? session.user : null;
  const name = user ? fullNameOf(user) || user.email : '';
  const close = () => setAnchor(null);

  const link = (to: string, label: MessageId, icon: ReactNode) => (
    <MenuItem key={to} component={RouterLink} to={to} onClick={close}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>
        <FormattedMessage id={label} />
      </ListItemText>
    </MenuItem>
  );

  const sections: ReactNode[] = [];
  if (session.status === 'signed-in' && !isMobile) {
    if (allows(session.holder, SETTINGS_ROUTES.teams)) {
      sections.push(
        <ListSubheader key="company" sx={{ lineHeight: '32px' }}>
          <FormattedMessage id="settings.section.company" />
        </ListSubheader>,
        link('/recruiter-settings/teams', 'settings.teams', <GroupOutlinedIcon fontSize="small" />),
      );
    }
    if (allows(session.holder, SETTINGS_ROUTES.profile)) {
      sections.push(
        <ListSubheader key="personal" sx={{ lineHeight: '32px' }}>
          <FormattedMessage id="settings.section.personal" />
        </ListSubheader>,
        link('/recruiter-settings/profile', 'settings.profile', <PersonOutlineIcon fontSize="small" />),
      );
    }
  }

  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={intl.formatMessage({ id: 'userMenu.open' })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        size="small"
      >
        {session.status === 'loading' ? <Skeleton variant="circular" width={32} height={32} /> : <LetterAvatar name={name || '?'} />}
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        <Box sx={{ px: 2, py: 1, minWidth: 240 }} tabIndex={-1}>
          {user ? (
            <>
              <Typography variant="body1" sx={{ fontWeight: 600 }} data-testid="user-menu-name">
                {name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                <bdi>{user.email}</bdi>
              </Typography>
              {user.companyName && (
                <Typography variant="caption" color="text.secondary">
                  {user.companyName}
                </Typography>
              )}
            </>
          ) : (
            <Typography variant="body2" color="text.secondary">
              <FormattedMessage id={session.status === 'error' ? 'userMenu.unavailable' : 'common.loading'} />
            </Typography>
          )}
        </Box>
        <Divider />
        {sections}
        {sections.length > 0 && <Divider />}
        {link('/logout', 'userMenu.logout', <LogoutIcon fontSize="small" sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />)}
      </Menu>
    </>
  );
};
