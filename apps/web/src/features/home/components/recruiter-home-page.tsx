import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { allows, hasAnyRole, TEAM_MEMBERS_GROUP } from '@ats/web/app/auth/access';
import { ROLE_LABEL } from '@ats/web/app/auth/role-labels';
import { onboardingPathFor, useSession, type SignedIn } from '@ats/web/app/auth/session';
import type { MessageId } from '@ats/web/app/i18n/messages';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';
import { CANDIDATE_ROUTES } from '@ats/web/app/shell/candidate-routes';
import { isolated } from '@ats/web/app/i18n/isolated';

/** The greeting of a role home: the user's name, role and company. */
export const Welcome = ({ session, children }: { session: SignedIn; children?: ReactNode }) => (
  <Box sx={{ mb: 3 }}>
    <Typography variant="h1" data-testid="welcome-heading">
      <FormattedMessage id="home.welcome" values={{ name: isolated(session.user.firstName || session.user.email) }} />
    </Typography>
    <Typography color="text.secondary" sx={{ mt: 0.5 }}>
      {session.role && (
        <FormattedMessage
          id="home.roleAtCompany"
          values={{
            role: <FormattedMessage key="role" id={ROLE_LABEL[session.role]} />,
            company: isolated(session.user.companyName ?? ''),
          }}
        />
      )}
    </Typography>
    {children}
  </Box>
);

const Shortcut = ({ to, title, body }: { to: string; title: MessageId; body: MessageId }) => (
  <Card variant="outlined" sx={{ height: '100%' }}>
    <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h3" component="h3" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <FormattedMessage id={title} />
          <ArrowForwardIcon fontSize="small" sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          <FormattedMessage id={body} />
        </Typography>
      </CardContent>
    </CardActionArea>
  </Card>
);

/**
 * /recruiter/home, the role home of admins, recruiters and hiring managers (spec 01 §2.1). The home widgets
 * (getting started, active candidates, jobs at a glance) are not built yet: the page says so and leads on to
 * what is.
 */
export const RecruiterHomePage = () => {
  usePageTitle('nav.home');
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  const { holder } = session;
  const onboardingOpen = session.user.isSelfOnboardingCompleted === false && hasAnyRole(holder, ['COMPANY_ADMIN']);
  const shortcuts: { to: string; title: MessageId; body: MessageId }[] = [];
  if (allows(holder, CANDIDATE_ROUTES.list)) shortcuts.push({ to: '/recruiter/candidates', title: 'nav.candidates', body: 'home.shortcut.candidates' });
  if (allows(holder, CANDIDATE_ROUTES.add)) shortcuts.push({ to: '/recruiter/candidates/add-candidate', title: 'candidates.add', body: 'home.shortcut.addCandidate' });
  if (allows(holder, { permissions: TEAM_MEMBERS_GROUP })) shortcuts.push({ to: '/recruiter-settings/teams', title: 'settings.teams', body: 'home.shortcut.teams' });

  return (
    <Box>
      <Welcome session={session} />
      {onboardingOpen && (
        <Alert
          severity="info"
          sx={{ mb: 3 }}
          action={
            <Button color="inherit" size="small" component={RouterLink} to={onboardingPathFor(null)}>
              <FormattedMessage id="home.onboarding.action" />
            </Button>
          }
        >
          <FormattedMessage id="home.onboarding.body" />
        </Alert>
      )}
      {shortcuts.length > 0 && (
        <Grid container spacing={2} sx={{ mb: 3 }} component="section" aria-labelledby="home-shortcuts">
          <Grid size={12}>
            <Typography id="home-shortcuts" variant="h2">
              <FormattedMessage id="home.shortcuts" />
            </Typography>
          </Grid>
          {shortcuts.map((shortcut) => (
            <Grid key={shortcut.to} size={{ xs: 12, sm: 6, md: 4 }}>
              <Shortcut {...shortcut} />
            </Grid>
          ))}
        </Grid>
      )}
      <Paper variant="outlined" sx={{ p: 2.5 }} component="section" aria-labelledby="home-coming">
        <Typography id="home-coming" variant="h2" sx={{ mb: 1 }}>
          <FormattedMessage id="home.coming.title" />
        </Typography>
        <Typography color="text.secondary">
          <FormattedMessage id="home.coming.body" />
        </Typography>
      </Paper>
    </Box>
  );
};
