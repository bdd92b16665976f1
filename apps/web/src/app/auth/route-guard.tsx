import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, Navigate, Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { errorText } from '../api/error-text';
import { EmptyState } from '../components/empty-state';
import { PageLoader } from '../components/page-loader';
import { allows } from './access';
import { pathWithoutLeadingHash } from './redirect';
import { handleOf } from './route-handle';
import { useSession, type Session } from './session';
import { loginUrlFor, useSessionExpired } from './session-expiry';

/** The routes' rules from the outermost to the innermost match: every one must pass. */
const useRouteRules = () => useMatches().flatMap((match) => {
  const access = handleOf(match.handle).access;
  return access ? [access] : [];
});

const SessionError = ({ session }: { session: Extract<Session, { status: 'error' }> }) => {
  const intl = useIntl();
  return (
    <Paper variant="outlined" sx={{ m: 3, p: 2 }}>
      <EmptyState
        role="alert"
        title={<FormattedMessage id="session.loadError" />}
        body={errorText(intl, session.error)}
        action={
          <Stack direction="row" spacing={1} justifyContent="center">
            <Button variant="contained" onClick={session.retry}>
              <FormattedMessage id="common.retry" />
            </Button>
            <Button component={RouterLink} to="/logout">
              <FormattedMessage id="userMenu.logout" />
            </Button>
          </Stack>
        }
      />
    </Paper>
  );
};

/**
 * The route guard (spec 01 §2.2): not signed in → /login?redirect={path}; signed in but the route's rule
 * refuses the user → /404; a self-serve user without a company → the onboarding questionnaire. The rules are
 * read on every render, so a role change rebuilds what is allowed.
 */
export const RequireSession = () => {
  const session = useSession();
  const expired = useSessionExpired();
  const location = useLocation();
  const rules = useRouteRules();

  // The session-expired warning is showing and the page is about to reload: stay put under it.
  if (expired) return <PageLoader />;
  if (session.status === 'anonymous') return <Navigate to={loginUrlFor(`${location.pathname}${location.search}`)} replace />;
  if (session.status === 'loading') return <PageLoader />;
  if (session.status === 'error') return <SessionError session={session} />;
  if (session.role === null) return <Navigate to={session.home} replace />;
  if (!rules.every((rule) => allows(session.holder, rule))) return <Navigate to="/404" replace />;
  return <Outlet />;
};

/** Login and sign-up pages: a signed-in user is sent to their role home (spec 01 §2.1). */
export const GuestOnly = () => {
  const session = useSession();
  if (session.status === 'loading') return <PageLoader />;
  if (session.status === 'signed-in') return <Navigate to={session.home} replace />;
  return <Outlet />;
};

/** "/": the role home, or the login page without a session (spec 01 §2.1). */
export const RoleHomeRedirect = () => {
  const session = useSession();
  if (session.status === 'anonymous') return <Navigate to="/login" replace />;
  if (session.status === 'loading') return <PageLoader />;
  if (session.status === 'error') return <SessionError session={session} />;
  return <Navigate to={session.home} replace />;
};

/** The root of every route: strips a leading "/#" (spec 01 §2.2) before anything renders. */
export const RootRoute = () => {
  const location = useLocation();
  const target = pathWithoutLeadingHash(location);
  if (target !== null) return <Navigate to={target} replace />;
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
};
