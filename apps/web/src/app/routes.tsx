import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { FormattedMessage } from 'react-intl';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { CompanyOnboardingPage } from '../features/auth/components/onboarding/company-onboarding-page';
import { LoginPage } from '../features/auth/components/login-page';
import { LogoutPage } from '../features/auth/components/logout-page';
import { OtpPage } from '../features/auth/components/otp-page';
import { PublicLayout } from '../features/auth/components/public-layout';
import { SignUpPage } from '../features/auth/components/sign-up-page';
import { AddCandidatePage } from '../features/candidates/components/add/add-candidate-page';
import { CANDIDATE_ROUTES } from './shell/candidate-routes';
import { CandidateListPage } from '../features/candidates/components/list/candidate-list-page';
import { CandidateProfilePage } from '../features/candidates/components/profile/candidate-profile-page';
import { ApplyPortalPage } from '../features/apply-portal/components/apply-portal-page';
import { JobClosedPage, JobNotFoundPage } from '../features/apply-portal/components/apply-portal-status-pages';
import { CAREER_PAGE_EDITOR_ACCESS } from '../features/branding/branding-routes';
import { BrandingPage } from '../features/branding/components/branding-page';
import { CareerPageEditorPage } from '../features/branding/components/career-page-editor-page';
import { CareerJobPage } from '../features/careers/components/career-job-page';
import { CareerPage } from '../features/careers/components/career-page';
import { ShareCareersPage } from '../features/careers/components/share-careers-page';
import { DevMailboxPage } from '../features/dev-mailbox/components/dev-mailbox-page';
import { EmployeePortalPage } from '../features/home/components/employee-portal-page';
import { JobsListPage } from '../features/jobs/components/list/jobs-list-page';
import { JobWizardPage } from '../features/jobs/components/wizard/job-wizard-page';
import { ModuleEditorPage } from '../features/jobs/components/wizard/module-editor-page';
import { ApplicationOffers } from '../features/offers/components/application-offers';
import { CandidateOfferPage } from '../features/offers/components/candidate-offer-page';
import { QuizPage } from '../features/quiz/components/quiz-page';
import { CandidateSignIn } from '../features/apply-portal/components/candidate-sign-in';
import { ReportIssueButton } from '../features/issue-reports/components/report-issue-button';
import { VideoRecordPage } from '../features/video-answers/components/video-record-page';
import { HomeAssignmentPage } from '../features/home-assignment/components/home-assignment-page';
import { JobAssignmentsPage } from '../features/home-assignment/components/job-assignments-page';
import { CandidateJourneyPage } from '../features/candidate-journey/components/candidate-journey-page';
import { CandidateTaskPage } from '../features/candidate-journey/components/candidate-task-page';
import { CandidateReminderPage } from '../features/candidate-reminder/components/candidate-reminder-page';
import { ViewNotSupportedPage } from '../features/view-not-supported/components/view-not-supported-page';
import { OfferDetailsPage } from '../features/offers/components/offer-details-page';
import { OfferTemplateEditorPage } from '../features/offers/components/offer-template-editor-page';
import { OfferTemplatesPage } from '../features/offers/components/offer-templates-page';
import { AddScorePage } from '../features/interview-feedback/components/add-score-page';
import { FeedbackTemplateEditorPage } from '../features/interview-feedback/components/feedback-template-editor-page';
import { FeedbackTemplatesPage } from '../features/interview-feedback/components/feedback-templates-page';
import { SendOfferPage } from '../features/offers/components/send-offer-page';
import { CompanyOffersPage } from '../features/offers/components/company-offers-page';
import { OFFER_FLOW_ACCESS, OfferApprovalFlowPage } from '../features/offers/components/offer-approval-flow-page';
import { RecruiterHomePage } from '../features/home/components/recruiter-home-page';
import { ProfilePage } from '../features/settings/components/profile-page';
import { NotificationPreferencesPage } from '../features/notification-preferences/components/notification-preferences-page';
import { CalendarIntegrationPage } from '../features/calendar-integration/components/calendar-integration-page';
import { InterviewAvailabilityPage } from '../features/interview-booking/components/availability-page';
import { InterviewBookingLinksPage } from '../features/interview-booking/components/booking-links-page';
import { InterviewBookingPage } from '../features/interview-booking/components/booking-page';
import { SelfSchedulingPage } from '../features/interview-booking/components/self-scheduling-page';
import { ApplicationInterviews } from '../features/interviews/components/application-interviews';
import { InterviewDashboardPage } from '../features/interviews/components/interview-dashboard-page';
import { InterviewSchedulingPage } from '../features/interviews/components/interview-scheduling-page';
import { INTERVIEW_SCHEDULING_ACCESS } from '../features/interviews/interview-routes';
import { SELF_SCHEDULING_ACCESS } from './self-scheduling';
import { SettingsIndexRedirect, SettingsLayout } from '../features/settings/components/settings-layout';
import { SETTINGS_ROUTES } from '../features/settings/settings-routes';
import { TeamsPage } from '../features/settings/components/teams/teams-page';
import { CustomFieldsPage } from '../features/settings/components/company-settings/custom-fields-page';
import { AgenciesPage } from '../features/settings/components/company-settings/agencies-page';
import { LocationsDepartmentsPage } from '../features/settings/components/company-settings/locations-departments-page';
import { StagePipelinePage } from '../features/settings/components/company-settings/stage-pipeline-page';
import { TemplateEditorPage } from '../features/settings/components/company-settings/template-editor-page';
import { EmailTemplatesPage } from '../features/settings/components/email-templates/email-templates-page';
import { ApprovalFlowPage, HiringPlanSettingsPage } from '../features/hiring-plan/components/approval-flow-page';
import { ApprovalLinkPage } from '../features/hiring-plan/components/approval-link-page';
import { HiringPlanPage } from '../features/hiring-plan/components/hiring-plan-page';
import { RequisitionPage } from '../features/hiring-plan/components/requisition-page';
import type { RouteHandle } from './auth/route-handle';
import { GuestOnly, RequireSession, RoleHomeRedirect, RootRoute } from './auth/route-guard';
import { EmptyState } from './components/empty-state';
import { AppShell } from './shell/app-shell';
import { NotAvailablePage, NotFoundPage } from './shell/not-available-page';
import { ROUTE_RULES } from './shell/route-rules';

const RouteError = () => (
  <Paper variant="outlined" sx={{ m: 3, p: 2 }}>
    <EmptyState
      role="alert"
      title={<FormattedMessage id="error.unexpected" />}
      action={
        <Button variant="contained" onClick={() => window.location.assign('/')}>
          <FormattedMessage id="notAvailable.goHome" />
        </Button>
      }
    />
  </Paper>
);

/** Spec 03 §6 "Send offer": admin, interviewer and recruiter, with the company permission for offer letter templates. */
const OFFER_SENDERS = { roles: ['COMPANY_ADMIN', 'COMPANY_INTERVIEWER', 'COMPANY_RECRUITER'], companyPermissions: ['COMPANY::OFFER_LETTERS_TEMPLATES::*'] } as const;

const handle = (value: RouteHandle): RouteHandle => value;

export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    errorElement: <RouteError />,
    children: [
      // "/" → the role home, or the login page (spec 01 §2.1).
      { index: true, element: <RoleHomeRedirect /> },
      { path: 'logout', element: <LogoutPage /> },

      // Pages without the staff shell.
      {
        element: <PublicLayout />,
        children: [
          {
            // Signed-in users are sent to their role home from these (spec 01 §2.1).
            element: <GuestOnly />,
            children: [
              { path: 'login', element: <LoginPage /> },
              { path: 'login/:partnerName', element: <LoginPage /> },
              { path: 'signup', element: <SignUpPage /> },
              { path: 'signup/:partnerName', element: <SignUpPage /> },
              { path: 'create-account/:partnerName', element: <SignUpPage /> },
            ],
          },
          { path: 'otp/user/:userId', element: <OtpPage /> },
          { path: 'company-onboarding/:partnerName', element: <CompanyOnboardingPage /> },
          { path: 'dev/mailbox', element: <DevMailboxPage /> },
          // The signed single-use link of an approval e-mail (issue 10): the link is the approver's proof.
          { path: 'approval/:token', element: <ApprovalLinkPage /> },
          // The candidate's booking page from a self-scheduling e-mail (issue 11): the signed link is the proof.
          { path: 'interview-booking/:token', element: <InterviewBookingPage /> },
          // The public career page and job pages (spec 01 §2.1, 03): anyone, signed in or not.
          { path: 'careers', element: <Navigate to="/recruiter" replace /> },
          { path: 'careers/:companyName', element: <CareerPage /> },
          { path: 'careers/:companyName/job/:id', element: <CareerJobPage /> },
          // A shared career page or job link (spec 01 §2.3, candidate context): on to the page it names, its source kept.
          { path: 'share/careers', element: <ShareCareersPage /> },
          // The apply portal (spec 03 §2.3): candidate tokens only; the e-mail's code comes first.
          { path: 'profile-builder/role/job-not-found', element: <JobNotFoundPage /> },
          { path: 'profile-builder/role/:roleId/user/:userId', element: <ApplyPortalPage /> },
          { path: 'job-closed', element: <JobClosedPage /> },
          // The candidate's offer page (spec 03 §2.3): the candidate's own token, not the staff session.
          { path: 'profile-builder/role/:roleId/user/:userId/application/:applicationId/offer/:offerId', element: <CandidateOfferPage /> },
          // The candidate's quiz (spec 03 §2.3 "Quiz"): the candidate's own token; the apply portal's sign-in and 'report a problem' wired in.
          {
            path: 'quiz/:quizType/user/:userId/role/:jobRoleId/:jobApplicationId/:stageId/:moduleId',
            element: <QuizPage signIn={<CandidateSignIn onSignedIn={() => undefined} />} reportIssue={(context) => <ReportIssueButton context={context} />} />,
          },
          // The candidate's video, audio or photo answers (spec 03 §2.3): ids checked, candidate token.
          { path: 'candidate-journey/:userId/:roleId/:jobApplicationId/:stageId/:moduleId/video-record', element: <VideoRecordPage signIn={<CandidateSignIn onSignedIn={() => undefined} />} /> },
          // Issue 12: the candidate's hub of their current stage's tasks, and the untimed tasks (questions, file upload, welcome page).
          { path: 'candidate-journey/:userId/:roleId/:jobApplicationId', element: <CandidateJourneyPage signIn={<CandidateSignIn onSignedIn={() => undefined} />} /> },
          { path: 'candidate-journey/:userId/:roleId/:jobApplicationId/:stageId/:moduleId', element: <CandidateTaskPage signIn={<CandidateSignIn onSignedIn={() => undefined} />} /> },
          // Issue 12: the candidate's home assignment and reminder (candidate tokens only), and the desktop-only notice.
          { path: 'user/assignment/role/:roleId/user/:userId/:jobApplicationId/:stageId/:moduleId', element: <HomeAssignmentPage signIn={<CandidateSignIn onSignedIn={() => undefined} />} /> },
          // The candidate's home assignments for one job, each with its state and a link to it (spec 01 §2.1, candidate context).
          { path: 'company/assignment/role/:roleId/user/:userId', element: <JobAssignmentsPage signIn={<CandidateSignIn onSignedIn={() => undefined} />} /> },
          { path: 'reminder/role/:jobRoleId/:jobApplicationId/:stageId', element: <CandidateReminderPage signIn={<CandidateSignIn onSignedIn={() => undefined} />} /> },
          { path: 'view-not-supported', element: <ViewNotSupportedPage /> },
          { path: '404', element: <NotFoundPage /> },
          { path: 'not-found', element: <NotFoundPage /> },
        ],
      },

      // The staff area: signed in, and every matched route's rule passes (spec 01 §2.2).
      {
        element: <RequireSession />,
        children: [
          {
            element: <AppShell />,
            children: [
              {
                path: 'recruiter',
                handle: handle({ access: ROUTE_RULES.recruiterArea }),
                children: [
                  // Spec 01 §2.1: the recruiter area's default child is jobs.
                  { index: true, element: <Navigate to="/recruiter/jobs" replace /> },
                  { path: 'home', element: <RecruiterHomePage />, handle: handle({ access: ROUTE_RULES.staff }) },
                  { path: 'employee-portal', element: <EmployeePortalPage />, handle: handle({ access: ROUTE_RULES.employeePortal }) },
                  { path: 'candidates', element: <CandidateListPage />, handle: handle({ access: CANDIDATE_ROUTES.list }) },
                  { path: 'candidates/add-candidate', element: <AddCandidatePage />, handle: handle({ access: CANDIDATE_ROUTES.add }) },
                  {
                    path: 'candidate-profile/:applicationId',
                    element: (
                      <CandidateProfilePage
                        sections={(application) => <ApplicationOffers {...application} />}
                        interviewsSection={({ applicationId }) => <ApplicationInterviews applicationId={applicationId} />}
                      />
                    ),
                    handle: handle({ access: CANDIDATE_ROUTES.profile }),
                  },
                  { path: 'hiring-plan', element: <HiringPlanPage />, handle: handle({ access: ROUTE_RULES.hiringPlan }) },
                  // Approvers may hold no hiring-plan permission: the API shows each the requisitions that concern them.
                  { path: 'hiring-plan/opening/:mode/:openingId', element: <RequisitionPage />, handle: handle({ access: ROUTE_RULES.staff }) },
                  { path: 'manage-hiring-plan/:type/:id', element: <ApprovalFlowPage />, handle: handle({ access: ROUTE_RULES.hiringPlan }) },
                  {
                    // Spec 02 §2.1: the jobs list and the job wizard (COMPANY_ADMIN, COMPANY_INTERVIEWER, COMPANY_RECRUITER).
                    path: 'jobs',
                    handle: handle({ access: ROUTE_RULES.staff }),
                    children: [
                      { index: true, element: <JobsListPage /> },
                      { path: 'job-role/:jobRoleId/:editTab/:mode', element: <JobWizardPage /> },
                      { path: 'job-role/:jobRoleId/:stageId/:moduleId/:moduleName/edit', element: <ModuleEditorPage /> },
                      { path: '*', element: <Navigate to="/404" replace /> },
                    ],
                  },
                  { path: 'self-scheduling', element: <SelfSchedulingPage />, handle: handle({ access: SELF_SCHEDULING_ACCESS }) },
                  { path: 'interview-dashboard', element: <InterviewDashboardPage />, handle: handle({ access: ROUTE_RULES.staff }) },
                  // Spec 03 §2.1: scheduling, reached from a candidate profile (?applicationId=); the top navigation is hidden here.
                  { path: 'interview-scheduling', element: <InterviewSchedulingPage />, handle: handle({ access: INTERVIEW_SCHEDULING_ACCESS }) },
                  { path: 'reports', element: <NotAvailablePage areaLabel="nav.reports" />, handle: handle({ access: ROUTE_RULES.reports }) },
                  // Spec 03 §2.2: send offer (admin, interviewer, recruiter with the plan's offer letter templates), offer details, templates.
                  { path: 'offers/send/:applicationId/job/:jobRoleId', element: <SendOfferPage />, handle: handle({ access: OFFER_SENDERS }) },
                  // The company's offers of the jobs the caller sees (issue 10), and the default offer approval flow.
                  { path: 'offers', element: <CompanyOffersPage />, handle: handle({ access: OFFER_SENDERS }) },
                  { path: 'offers/approval-flow/:type/:id', element: <OfferApprovalFlowPage />, handle: handle({ access: OFFER_FLOW_ACCESS }) },
                  {
                    path: 'offers/view-offer-details/jobRole/:jobRoleId/jobApplication/:applicationId/offer/:offerSentId',
                    element: <OfferDetailsPage />,
                    handle: handle({ access: ROUTE_RULES.staff }),
                  },
                  { path: 'offers/:templateId', element: <OfferTemplateEditorPage />, handle: handle({ access: SETTINGS_ROUTES.offerTemplates }) },
                  // Spec 03 §2.1: the add-score page (bookingId is the interview's id) before the template editor's :templateId.
                  {
                    path: 'interview-scorecard-templates/add-score/application/:applicationId/booking/:bookingId',
                    element: <AddScorePage />,
                    handle: handle({ access: SETTINGS_ROUTES.addFeedbackScore }),
                  },
                  {
                    path: 'interview-scorecard-templates/:templateId',
                    element: <FeedbackTemplateEditorPage />,
                    handle: handle({ access: SETTINGS_ROUTES.feedbackTemplateEditor }),
                  },
                  { path: 'stage-pipeline/:id', element: <TemplateEditorPage />, handle: handle({ access: SETTINGS_ROUTES.templateEditor }) },
                  { path: '*', element: <Navigate to="/404" replace /> },
                ],
              },
              {
                path: 'recruiter-settings',
                element: <SettingsLayout />,
                handle: handle({ access: ROUTE_RULES.settings }),
                children: [
                  { index: true, element: <SettingsIndexRedirect /> },
                  // 'Brand & Career page' (spec 03 §2.4), also under its alias 'career'.
                  { path: 'brands', element: <BrandingPage />, handle: handle({ access: SETTINGS_ROUTES.brands }) },
                  { path: 'career', element: <Navigate to="/recruiter-settings/brands" replace /> },
                  { path: 'teams', element: <TeamsPage />, handle: handle({ access: SETTINGS_ROUTES.teams }) },
                  { path: 'profile', element: <ProfilePage />, handle: handle({ access: SETTINGS_ROUTES.profile }) },
                  { path: 'app-integration', element: <CalendarIntegrationPage />, handle: handle({ access: SETTINGS_ROUTES.appIntegration }) },
                  {
                    path: 'notification-preferences',
                    element: <NotificationPreferencesPage />,
                    handle: handle({ access: SETTINGS_ROUTES.notificationPreferences }),
                  },
                  { path: 'interview-availability', element: <InterviewAvailabilityPage />, handle: handle({ access: SETTINGS_ROUTES.interviewAvailability }) },
                  { path: 'interview-booking-links', element: <InterviewBookingLinksPage />, handle: handle({ access: SETTINGS_ROUTES.interviewBookingLinks }) },
                  { path: 'stage-pipeline', element: <StagePipelinePage />, handle: handle({ access: SETTINGS_ROUTES.stagePipeline }) },
                  { path: 'custom-fields', element: <CustomFieldsPage />, handle: handle({ access: SETTINGS_ROUTES.customFields }) },
                  { path: 'agencies', element: <AgenciesPage />, handle: handle({ access: SETTINGS_ROUTES.agencies }) },
                  { path: 'offers', element: <OfferTemplatesPage />, handle: handle({ access: SETTINGS_ROUTES.offerTemplates }) },
                  {
                    path: 'interview-scorecard-templates',
                    element: <FeedbackTemplatesPage />,
                    handle: handle({ access: SETTINGS_ROUTES.feedbackTemplates }),
                  },
                  { path: 'manage-emails', element: <EmailTemplatesPage />, handle: handle({ access: SETTINGS_ROUTES.emailTemplates }) },
                  {
                    path: 'locations-departments',
                    element: <LocationsDepartmentsPage />,
                    handle: handle({ access: SETTINGS_ROUTES.locationsDepartments }),
                  },
                  { path: 'manage-hiring-plan', element: <HiringPlanSettingsPage />, handle: handle({ access: SETTINGS_ROUTES.hiringPlan }) },
                  { path: '*', element: <NotAvailablePage areaLabel="nav.settings" /> },
                ],
              },
              // The career page editor (spec 03 §2.4): every career-page permission and the company's COMPANY::CAREER_PAGE::*.
              { path: 'edit-careers/:companyName', element: <CareerPageEditorPage />, handle: handle({ access: CAREER_PAGE_EDITOR_ACCESS }) },
              { path: 'admin/*', element: <NotAvailablePage areaLabel="nav.admin" />, handle: handle({ access: ROUTE_RULES.admin }) },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
