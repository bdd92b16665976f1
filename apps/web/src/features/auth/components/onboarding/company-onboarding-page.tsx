import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '@ats/web/app/auth/session';
import { loginUrlFor } from '@ats/web/app/auth/session-expiry';
import { PageLoader } from '@ats/web/app/components/page-loader';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';
import { Questionnaire } from './questionnaire';

/**
 * /company-onboarding/:partnerName (spec 01 §2.10, §3.13, §4.15): the questionnaire after a self-serve sign-up,
 * or "Join as an employee" when a company already owns the e-mail domain; then the completion screen and the
 * dashboard. A user whose company finished onboarding goes to their role home.
 */
export const CompanyOnboardingPage = () => {
  usePageTitle('onboarding.title');
  const session = useSession();
  const location = useLocation();
  const finished = session.status === 'signed-in' && Boolean(session.user.companyId) && session.user.isSelfOnboardingCompleted !== false;
  const unfinished = session.status === 'signed-in' && !finished;
  const [answering, setAnswering] = useState(false);
  useEffect(() => {
    if (unfinished) setAnswering(true);
  }, [unfinished]);
  if (session.status === 'anonymous') return <Navigate to={loginUrlFor(`${location.pathname}${location.search}`)} replace />;
  if (session.status === 'loading') return <PageLoader />;
  if (session.status === 'error') return <Navigate to="/" replace />;
  // Finished before this page opened: nothing to answer. Finished here: the completion screen stays.
  if (finished && !answering && !unfinished) return <Navigate to={session.home} replace />;
  return <Questionnaire session={session} />;
};
