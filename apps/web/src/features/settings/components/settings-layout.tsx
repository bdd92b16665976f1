import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, Navigate, Outlet, useLocation } from 'react-router';
import { allows } from '@ats/web/app/auth/access';
import { useSession, type SignedIn } from '@ats/web/app/auth/session';
import { SETTINGS_ROUTES, SETTINGS_SECTIONS } from '../settings-routes';

/** The sections and links this user may open; a section without links (its heading too) is left out. */
export const visibleSettingsSections = (session: SignedIn) =>
  SETTINGS_SECTIONS.map((section) => ({ ...section, links: section.links.filter((link) => allows(session.holder, SETTINGS_ROUTES[link.id])) })).filter(
    (section) => section.links.length > 0,
  );

/**
 * /recruiter-settings: the settings sidebar beside the page. Spec 01 §2.1 sends admins and recruiters to
 * brands and interviewers to e-mail templates; neither page exists yet, so they land on the first page they may
 * open (team members, else profile), employees on profile.
 */
export const SettingsIndexRedirect = () => {
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  const first = visibleSettingsSections(session)[0]?.links[0];
  return <Navigate to={first?.path ?? '/404'} replace />;
};

export const SettingsLayout = () => {
  const intl = useIntl();
  const session = useSession();
  const { pathname } = useLocation();
  if (session.status !== 'signed-in') return null;
  const sections = visibleSettingsSections(session);
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 3, alignItems: 'flex-start' }}>
      <Paper
        component="nav"
        variant="outlined"
        aria-label={intl.formatMessage({ id: 'settings.navLabel' })}
        sx={{ width: { xs: '100%', md: 240 }, flexShrink: 0, position: { md: 'sticky' }, top: { md: 80 } }}
      >
        <List component="div" dense disablePadding sx={{ py: 1 }}>
          {sections.map((section) => (
            <Fragment key={section.heading}>
              <ListSubheader component="div" disableSticky sx={{ lineHeight: '32px', fontWeight: 600, textTransform: 'uppercase', fontSize: '0.75rem' }}>
                {intl.formatMessage({ id: section.heading })}
              </ListSubheader>
              {section.links.map((link) => {
                const selected = pathname === link.path || pathname.startsWith(`${link.path}/`);
                return (
                  <ListItemButton key={link.id} component={RouterLink} to={link.path} selected={selected} aria-current={selected ? 'page' : undefined}>
                    <ListItemText primary={intl.formatMessage({ id: link.label })} />
                  </ListItemButton>
                );
              })}
            </Fragment>
          ))}
        </List>
      </Paper>
      <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
        <Outlet />
      </Box>
    </Box>
  );
};
