import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router';
import { useSession } from '../auth/session';
import { UpgradeRequiredDialog } from '../components/upgrade-required-dialog';
import type { MessageId } from '../i18n/messages';
import { InboxBell } from '../../features/inbox/components/inbox-bell';
import { visibleSettingsSections } from '../../features/settings/components/settings-layout';
import { clearCandidateListViewState } from './candidate-view-state';
import { LanguageSwitcher } from './language-switcher';
import {
  MOBILE_NAV_TABS,
  MOBILE_QUERY,
  NAV_TABS,
  activeTabFor,
  canUseInbox,
  isNavigationHidden,
  isPlanLocked,
  isTabDisabled,
  visibleTabs,
  type NavTabId,
} from './navigation';
import { UserMenu } from './user-menu';

const clearsViewState = (id: NavTabId): boolean => id === 'candidates' || id === 'interviews';

export type TopNavigationProps = { inboxOpen: boolean; onOpenInbox: () => void };

export const TopNavigation = ({ inboxOpen, onOpenInbox }: TopNavigationProps) => {
  const intl = useIntl();
  const { pathname } = useLocation();
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const session = useSession();
  const [mobileAnchor, setMobileAnchor] = useState<HTMLElement | null>(null);
  const [lockedFeature, setLockedFeature] = useState<MessageId | null>(null);
  const mobileMenuId = useId();
  const signedIn = session.status === 'signed-in' ? session : null;
  // Spec 01 §6.4: each tab, the inbox and the settings link only for whom their page allows.
  const tabs = signedIn ? visibleTabs(NAV_TABS, signedIn.holder) : [];
  const mobileTabs = signedIn ? visibleTabs(MOBILE_NAV_TABS, signedIn.holder) : [];
  const onboardingCompleted = signedIn?.user.isSelfOnboardingCompleted !== false;
  const showInbox = signedIn !== null && canUseInbox(signedIn.holder);
  const showSettings = signedIn !== null && visibleSettingsSections(signedIn).length > 0;
  const activeTab = activeTabFor(pathname);
  const shownActiveTab = tabs.some((tab) => tab.id === activeTab) ? activeTab : false;
  const showTabs = !isMobile && !isNavigationHidden(pathname);

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1, minHeight: 56 }} variant="dense">
        {isMobile && mobileTabs.length > 0 && (
          <>
            <IconButton
              edge="start"
              aria-label={intl.formatMessage({ id: 'nav.openMenu' })}
              aria-haspopup="menu"
              aria-controls={mobileAnchor ? mobileMenuId : undefined}
              aria-expanded={mobileAnchor ? 'true' : undefined}
              onClick={(event) => setMobileAnchor(event.currentTarget)}
            >
              <MenuIcon />
            </IconButton>
            <Menu id={mobileMenuId} anchorEl={mobileAnchor} open={mobileAnchor !== null} onClose={() => setMobileAnchor(null)}>
              {mobileTabs.map((tab) => (
                <MenuItem
                  key={tab.id}
                  component={RouterLink}
                  to={tab.path}
                  selected={tab.id === activeTab}
                  disabled={isTabDisabled(tab, onboardingCompleted)}
                  onClick={() => {
                    if (clearsViewState(tab.id)) clearCandidateListViewState();
                    setMobileAnchor(null);
                  }}
                >
                  {intl.formatMessage({ id: tab.label })}
                </MenuItem>
              ))}
            </Menu>
          </>
        )}
        <Typography
          component={RouterLink}
          to={signedIn?.home ?? '/'}
          variant="h3"
          sx={{ color: 'primary.main', textDecoration: 'none', fontWeight: 700, whiteSpace: 'nowrap', mr: 2 }}
        >
          <FormattedMessage id="app.productName" />
        </Typography>

        <Box component="nav" aria-label={intl.formatMessage({ id: 'nav.label' })} sx={{ flex: 1, minWidth: 0 }}>
          {showTabs && (
            <Tabs value={shownActiveTab} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile>
              {tabs.map((tab) =>
                signedIn && isPlanLocked(tab, signedIn.holder) ? (
                  // Shown disabled yet clickable: a disabled MUI tab takes no click, and the click opens the upgrade popup.
                  <Tab
                    key={tab.id}
                    value={tab.id}
                    icon={<LockOutlinedIcon fontSize="small" />}
                    iconPosition="end"
                    label={intl.formatMessage({ id: tab.label })}
                    aria-label={intl.formatMessage({ id: 'nav.locked' }, { label: intl.formatMessage({ id: tab.label }) })}
                    aria-disabled="true"
                    aria-haspopup="dialog"
                    sx={{ color: 'text.disabled', minHeight: 48 }}
                    onClick={() => setLockedFeature(tab.label)}
                  />
                ) : (
                  <Tab
                    key={tab.id}
                    value={tab.id}
                    label={intl.formatMessage({ id: tab.label })}
                    component={RouterLink}
                    to={tab.path}
                    disabled={isTabDisabled(tab, onboardingCompleted)}
                    aria-current={tab.id === activeTab ? 'page' : undefined}
                    onClick={() => {
                      if (clearsViewState(tab.id)) clearCandidateListViewState();
                    }}
                  />
                ),
              )}
            </Tabs>
          )}
        </Box>
        {lockedFeature && <UpgradeRequiredDialog open feature={lockedFeature} onClose={() => setLockedFeature(null)} />}

        {showInbox && <InboxBell onOpen={onOpenInbox} expanded={inboxOpen} />}
        {showSettings && (
          <Tooltip title={intl.formatMessage({ id: 'nav.settings' })}>
            <IconButton
              color="inherit"
              component={RouterLink}
              to="/recruiter-settings"
              aria-label={intl.formatMessage({ id: 'nav.settings' })}
            >
              <SettingsOutlinedIcon />
            </IconButton>
          </Tooltip>
        )}
        <LanguageSwitcher compact={isMobile} />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
};
