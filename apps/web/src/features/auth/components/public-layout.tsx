import AppBar from '@mui/material/AppBar';
import Link from '@mui/material/Link';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, Outlet } from 'react-router';
import type { MessageId } from '@ats/web/app/i18n/messages';
import { LanguageSwitcher } from '@ats/web/app/shell/language-switcher';

/** The frame of the pages without the staff shell: login, OTP, sign-up, onboarding, the mailbox, not found. */
export const PublicLayout = () => (
  <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
    <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar variant="dense" sx={{ minHeight: 56, gap: 1 }}>
        <Typography
          component={RouterLink}
          to="/"
          variant="h3"
          sx={{ color: 'primary.main', textDecoration: 'none', fontWeight: 700, flex: 1 }}
        >
          <FormattedMessage id="app.productName" />
        </Typography>
        <LanguageSwitcher />
      </Toolbar>
    </AppBar>
    <Box component="main" id="main" sx={{ flex: 1, display: 'flex', justifyContent: 'center', px: 2, py: { xs: 3, md: 6 } }}>
      <Outlet />
    </Box>
  </Box>
);

export type AuthCardProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  width?: number;
  titleId?: string;
};

/** A centred card with a heading, for the sign-in and sign-up steps. */
export const AuthCard = ({ title, subtitle, children, footer, width = 440, titleId }: AuthCardProps) => (
  <Box sx={{ width: '100%', maxWidth: width }}>
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Typography id={titleId} variant="h1" sx={{ mb: subtitle ? 1 : 3 }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography variant="body1" color="text.secondary" sx={{ mb: 3 }}>
          {subtitle}
        </Typography>
      )}
      {children}
    </Paper>
    {footer && (
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          {footer}
        </Typography>
      </Box>
    )}
  </Box>
);

export type AuthSwitchLinkProps = { messageId: MessageId; to: string };

/** "No account? Sign up" and the like: a sentence whose marked part links to the other flow. */
export const AuthSwitchLink = ({ messageId, to }: AuthSwitchLinkProps) => (
  <FormattedMessage
    id={messageId}
    values={{
      link: (chunks) => (
        <Link key="link" component={RouterLink} to={to}>
          {chunks}
        </Link>
      ),
    }}
  />
);
