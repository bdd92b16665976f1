import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { FormattedMessage } from 'react-intl';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AddCandidatePage } from '../features/candidates/add/add-candidate-page';
import { CandidateListPage } from '../features/candidates/list/candidate-list-page';
import { CandidateProfilePage } from '../features/candidates/profile/candidate-profile-page';
import { EmptyState } from './components/empty-state';
import { AppShell } from './shell/app-shell';
import { NotAvailablePage, NotFoundPage } from './shell/not-available-page';

const RouteError = () => (
  <Paper variant="outlined" sx={{ m: 3, p: 2 }}>
    <EmptyState
      role="alert"
      title={<FormattedMessage id="error.unexpected" />}
      action={
        <Button variant="contained" onClick={() => window.location.assign('/recruiter/candidates')}>
          <FormattedMessage id="notAvailable.goToCandidates" />
        </Button>
      }
    />
  </Paper>
);

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Navigate to="/recruiter/candidates" replace /> },
      {
        path: 'recruiter',
        children: [
          // Spec 01 §2.1: the recruiter area's default child is jobs.
          { index: true, element: <Navigate to="/recruiter/jobs" replace /> },
          { path: 'candidates', element: <CandidateListPage /> },
          { path: 'candidates/add-candidate', element: <AddCandidatePage /> },
          { path: 'candidate-profile/:applicationId', element: <CandidateProfilePage /> },
          { path: 'home', element: <NotAvailablePage areaLabel="nav.home" /> },
          { path: 'hiring-plan/*', element: <NotAvailablePage areaLabel="nav.hiringPlan" /> },
          { path: 'jobs/*', element: <NotAvailablePage areaLabel="nav.jobs" /> },
          { path: 'interview-dashboard', element: <NotAvailablePage areaLabel="nav.interviews" /> },
          { path: 'employee-portal', element: <NotAvailablePage areaLabel="nav.employeePortal" /> },
          { path: 'reports', element: <NotAvailablePage areaLabel="nav.reports" /> },
          { path: '*', element: <Navigate to="/404" replace /> },
        ],
      },
      { path: 'recruiter-settings/*', element: <NotAvailablePage areaLabel="nav.settings" /> },
      { path: '404', element: <NotFoundPage /> },
      { path: 'not-found', element: <NotFoundPage /> },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
