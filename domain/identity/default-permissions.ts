import type { Role } from './identity.types';

/** Permission strings this codebase checks (spec 01 §6.2, 02 §6.2, 03 §6), spelt verbatim. */
export const PERMISSIONS = {
  jobsAll: 'COMPANY::JOBS::*',
  jobsList: 'COMPANY::JOBS::LIST',
  jobsAdd: 'COMPANY::JOBS::ADD',
  jobsEdit: 'COMPANY::JOBS::EDIT',
  jobsPublish: 'COMPANY::JOBS::PUBLISH',
  jobsClose: 'COMPANY::JOBS::CLOSE',
  candidatesAll: 'COMPANY::CANDIDATES::*',
  candidatesDelete: 'COMPANY::CANDIDATES::DELETE',
  candidatesOffers: 'COMPANY::CANDIDATES::OFFERS::*',
  candidatesEmails: 'COMPANY::CANDIDATES::EMAILS::*',
  candidatesStage: 'COMPANY::CANDIDATES::STAGE::*',
  candidatesConfidential: 'COMPANY::CANDIDATES::CONFIDENTIAL::*',
  candidatesProfilesView: 'COMPANY::CANDIDATES::PROFILES::VIEW',
  teamMembersAll: 'COMPANY::TEAM_MEMBERS::*',
  teamMembersList: 'COMPANY::TEAM_MEMBERS::LIST',
  teamMembersAdd: 'COMPANY::TEAM_MEMBERS::ADD',
  teamMembersEdit: 'COMPANY::TEAM_MEMBERS::EDIT',
  teamMembersDelete: 'COMPANY::TEAM_MEMBERS::DELETE',
  archivalReasonsList: 'COMPANY::DEFAULT_ARCHIVAL_REASON::LIST',
  notification: 'COMPANY::NOTIFICATION::*',
  companyReports: 'COMPANY::REPORTS::COMPANY_REPORTS::*',
  jobReports: 'COMPANY::REPORTS::JOB_REPORTS::*',
  exportCandidateData: 'COMPANY::EXPORTS::CANDIDATE_DATA::*',
  viewAndSubmitScores: 'COMPANY::VIEW_AND_SUBMIT_SCORES',
  userSelfProfile: 'USER::SELF_PROFILE::*',
  userNotificationPreferences: 'USER::NOTIFICATION_PREFERENCES::*',
  userCalendarEmail: 'USER::INTEGRATE_CALENDAR_EMAIL::*',
} as const;

/** What every signed-in staff member may do about themselves. */
const USER_LEVEL = [
  PERMISSIONS.userSelfProfile,
  PERMISSIONS.userNotificationPreferences,
  PERMISSIONS.userCalendarEmail,
];

/**
 * The recruiter: jobs, candidates, team members, reports and the day-to-day settings (spec 01 §6.1 "assigned
 * requisitions, jobs, candidates, reports and settings; manages hiring managers / interviewers and employees").
 * Which jobs is not a permission: recruiters see the jobs they own or collaborate on, all of them with a '*'
 * collaborator entry. Which members they may manage (interviewers and employees) is the team-members rule.
 * Company-wide set-up (branding, career page, HRMS, API, employee access) stays with admins.
 */
const RECRUITER = [
  PERMISSIONS.jobsAll,
  PERMISSIONS.candidatesAll,
  PERMISSIONS.teamMembersAll,
  'COMPANY::REPORTS::*',
  PERMISSIONS.exportCandidateData,
  PERMISSIONS.notification,
  PERMISSIONS.viewAndSubmitScores,
  'COMPANY::HIRING_PLAN::REQUISITIONS::CREATE',
  'COMPANY::HIRING_PLAN::REQUISITIONS::LIST',
  'COMPANY::DEFAULT_STAGE_PIPELINE::*',
  'COMPANY::DEFAULT_ARCHIVAL_REASON::*',
  'COMPANY::HIRING_FLOW_TEMPLATES::*',
  'COMPANY::EMAIL_TEMPLATES::*',
  'COMPANY::OFFER_LETTERS_TEMPLATES::*',
  'COMPANY::INTERVIEW_FEEDBACK_TEMPLATE::*',
  'COMPANY::BOOKING_LINK::*',
  'COMPANY::LOCATION::LIST',
  'COMPANY::DEPARTMENT::LIST',
  'COMPANY::CUSTOM_FIELDS::LIST',
  'COMPANY::AGENCY::*',
  'COMPANY::TALENT_POOL::*',
  'COMPANY::INTERVIEWS::*',
  'COMPANY::INTEGRATE_CALENDAR_EMAIL::LIST',
  ...USER_LEVEL,
];

/**
 * The hiring manager / interviewer (Limited Access): the jobs list, candidate profiles, scores, the inbox
 * and personal settings. Everything done to candidates of a job (move, e-mail, offers, confidential, delete)
 * comes only from their per-job collaborator permissions; they see only the jobs they collaborate on.
 */
const INTERVIEWER = [
  PERMISSIONS.jobsList,
  PERMISSIONS.candidatesProfilesView,
  PERMISSIONS.viewAndSubmitScores,
  PERMISSIONS.notification,
  'COMPANY::INTERVIEWS::CALENDAR_INTERVIEW_SCHEDULING::*',
  ...USER_LEVEL,
];

/** The employee: the employee portal and their own profile and notification preferences, nothing of hiring. */
const EMPLOYEE = [PERMISSIONS.userSelfProfile, PERMISSIONS.userNotificationPreferences];

const DEFAULTS: Readonly<Record<Role, readonly string[]>> = {
  COMPANY_ADMIN: ['COMPANY::*', 'USER::*'],
  COMPANY_RECRUITER: RECRUITER,
  COMPANY_INTERVIEWER: INTERVIEWER,
  COMPANY_EMPLOYEE: EMPLOYEE,
  // Internal roles act in the admin console (spec 01 §6.4); sales see companies and manage plans.
  WC_SUPER_ADMIN: ['ADMIN::*', 'USER::*'],
  INTERNAL_SUPER_ADMIN: ['ADMIN::*', 'USER::*'],
  INTERNAL_WC_SALES: ['ADMIN::COMPANY:LIST', 'ADMIN::COMPANIES::MANAGE_PLANS::*', ...USER_LEVEL],
  INTERNAL_PARTNER_SALES: ['ADMIN::COMPANY:LIST', 'ADMIN::COMPANIES::MANAGE_PLANS::*', ...USER_LEVEL],
  // Candidates use their own token pair and agencies their portal: neither holds staff permissions.
  CANDIDATE: [],
  AGENCY_USER: [],
};

/** permissionV1 given to a new user of this role (spec 01 §6.1, 03 §6). */
export const defaultPermissionsFor = (role: Role): string[] => [...DEFAULTS[role]];

/**
 * The TEAMS plan's company permissions (permissionV2), given to new companies: the hiring core, team,
 * reports, interviews, offers and settings. Left out as higher-plan features: the jobs API, HRMS
 * integrations, offer e-signatures and approval flows, advanced CV search, the note taker, screening tests
 * and premium job boards.
 */
export const DEFAULT_COMPANY_PERMISSIONS: readonly string[] = [
  PERMISSIONS.jobsAll,
  PERMISSIONS.candidatesAll,
  PERMISSIONS.teamMembersAll,
  PERMISSIONS.notification,
  PERMISSIONS.companyReports,
  PERMISSIONS.jobReports,
  PERMISSIONS.exportCandidateData,
  PERMISSIONS.viewAndSubmitScores,
  'COMPANY::BRANDING::*',
  'COMPANY::CAREER_PAGE::*',
  'COMPANY::LOCATION::*',
  'COMPANY::DEPARTMENT::*',
  'COMPANY::DEFAULT_STAGE_PIPELINE::*',
  'COMPANY::DEFAULT_ARCHIVAL_REASON::*',
  'COMPANY::HIRING_FLOW_TEMPLATES::*',
  'COMPANY::EMAIL_TEMPLATES::*',
  'COMPANY::OFFER_LETTERS_TEMPLATES::*',
  'COMPANY::INTERVIEW_FEEDBACK_TEMPLATE::*',
  'COMPANY::BOOKING_LINK::*',
  'COMPANY::AGENCY::*',
  'COMPANY::TALENT_POOL::*',
  'COMPANY::EMPLOYEE_ACCESS::*',
  'COMPANY::CUSTOM_FIELDS::*',
  'COMPANY::HIRING_PLAN::*',
  'COMPANY::INTERVIEWS::SELF_SCHEDULING::*',
  'COMPANY::INTERVIEWS::CALENDAR_INTERVIEW_SCHEDULING::*',
  'COMPANY::INTEGRATE_CALENDAR_EMAIL::ADD',
  'COMPANY::INTEGRATE_CALENDAR_EMAIL::DELETE',
  'COMPANY::INTEGRATE_CALENDAR_EMAIL::LIST',
  'COMPANY::CV_PARSE_AND_SCORE::*',
  'COMPANY::CV_SCORE::*',
  'COMPANY::CREDITS::LIST',
  'COMPANY::JOB_BOARD::USE_CREDITS',
];

/** The per-job permissions a collaborator can be given (spec 02 §3.13, 03 "Team member"). */
export type JobPermissionName =
  | 'EDIT_JOB'
  | 'SEND_AND_VIEW_OFFERS'
  | 'MOVE_STAGES_AND_SEND_EMAILS'
  | 'VIEW_CONFIDENTIAL'
  | 'ACCESS_PROFILE'
  | 'DELETE_CANDIDATES';

export const JOB_PERMISSION_NAMES: readonly JobPermissionName[] = [
  'EDIT_JOB',
  'SEND_AND_VIEW_OFFERS',
  'MOVE_STAGES_AND_SEND_EMAILS',
  'VIEW_CONFIDENTIAL',
  'ACCESS_PROFILE',
  'DELETE_CANDIDATES',
];

/**
 * The strings each per-job permission stands for in `collaboratorPermissions[].permissions`. Moving stages
 * also archives and unarchives (spec 02 §6.3 "Progressing or archiving needs the stage permission"); editing
 * the job includes publishing and closing it.
 */
export const JOB_PERMISSION_STRINGS: Readonly<Record<JobPermissionName, readonly string[]>> = {
  EDIT_JOB: [PERMISSIONS.jobsEdit, PERMISSIONS.jobsPublish, PERMISSIONS.jobsClose],
  SEND_AND_VIEW_OFFERS: [PERMISSIONS.candidatesOffers],
  MOVE_STAGES_AND_SEND_EMAILS: [PERMISSIONS.candidatesStage, PERMISSIONS.candidatesEmails],
  VIEW_CONFIDENTIAL: [PERMISSIONS.candidatesConfidential],
  ACCESS_PROFILE: [PERMISSIONS.candidatesProfilesView],
  DELETE_CANDIDATES: [PERMISSIONS.candidatesDelete],
};

/** Permission strings for a set of per-job permission names, each once, in a stable order. */
export const jobPermissionStrings = (names: readonly JobPermissionName[]): string[] => [
  ...new Set(
    JOB_PERMISSION_NAMES.filter((name) => names.includes(name)).flatMap((name) => JOB_PERMISSION_STRINGS[name]),
  ),
];

/** The per-job permission names a list of strings fully contains (for showing a member's job permissions). */
export const jobPermissionNamesOf = (permissions: readonly string[]): JobPermissionName[] =>
  JOB_PERMISSION_NAMES.filter((name) => JOB_PERMISSION_STRINGS[name].every((wanted) => permissions.includes(wanted)));

/** Everything a collaborator can hold on one job: the demo's all-jobs recruiter entry, for instance. */
export const ALL_JOB_PERMISSIONS: readonly string[] = jobPermissionStrings(JOB_PERMISSION_NAMES);
