import { BRANDING_PERMISSIONS } from '@ats/domain/branding/branding-policies';
import { SETTINGS_PERMISSIONS as SETTINGS } from '@ats/domain/company-settings/settings-permissions';
import { EMAIL_TEMPLATE_PERMISSIONS as EMAIL_TEMPLATES } from '@ats/domain/email-templates/email-template-permissions';
import { AVAILABILITY_ROLES, BOOKING_PERMISSIONS as BOOKING } from '@ats/domain/interview-availability/booking.errors';
import { OFFER_TEMPLATE_PERMISSIONS as OFFER_TEMPLATES } from '@ats/domain/offer-templates/offer-template-permissions';
import { FEEDBACK_TEMPLATE_PERMISSIONS as FEEDBACK_TEMPLATES } from '@ats/domain/feedback-templates/feedback-template-permissions';
import { PERMISSIONS, TEAM_MEMBERS_GROUP, type RouteAccess } from '../../app/auth/access';
import type { MessageId } from '../../app/i18n/messages';

/** The settings pages this build has, with the permission group each needs (spec 01 §6.3: any one of it). */
export const SETTINGS_ROUTES = {
  /** 'Brand & Career page' (spec 03 §2.4). */
  brands: { permissions: [BRANDING_PERMISSIONS.list, BRANDING_PERMISSIONS.edit] },
  teams: { permissions: TEAM_MEMBERS_GROUP },
  profile: { permissions: [PERMISSIONS.userSelfProfile] },
  /** Spec 03: USER::NOTIFICATION_PREFERENCES, gated by the company-level notifications feature. */
  notificationPreferences: {
    permissions: ['USER::NOTIFICATION_PREFERENCES::LIST', PERMISSIONS.userNotificationPreferences],
    companyPermissions: [PERMISSIONS.notification],
  },
  /** Spec 03 app-integration: USER::INTEGRATE_CALENDAR_EMAIL, on a plan with COMPANY::INTEGRATE_CALENDAR_EMAIL. */
  appIntegration: { permissions: [PERMISSIONS.userCalendarEmail], companyPermissions: ['COMPANY::INTEGRATE_CALENDAR_EMAIL::LIST'] },
  locationsDepartments: {
    permissions: [
      ...[SETTINGS.locationList, SETTINGS.locationAdd, SETTINGS.locationEdit, SETTINGS.locationDelete],
      ...[SETTINGS.departmentList, SETTINGS.departmentAdd, SETTINGS.departmentEdit, SETTINGS.departmentDelete],
    ],
  },
  stagePipeline: {
    permissions: [
      ...[SETTINGS.pipelineList, SETTINGS.pipelineAdd, SETTINGS.pipelineEdit, SETTINGS.pipelineDelete],
      ...[SETTINGS.archivalReasonList, SETTINGS.archivalReasonAdd, SETTINGS.archivalReasonDelete],
    ],
  },
  emailTemplates: {
    permissions: [EMAIL_TEMPLATES.list, EMAIL_TEMPLATES.add, EMAIL_TEMPLATES.edit, EMAIL_TEMPLATES.delete],
  },
  /** Plan-locked (customFields): the company's plan must allow COMPANY::CUSTOM_FIELDS too. */
  customFields: {
    permissions: [SETTINGS.customFieldsList, SETTINGS.customFieldsManage],
    companyPermissions: [SETTINGS.customFieldsManage],
  },
  /**
   * Agencies (spec 02 §2.9): the settings need all of their permissions (spec 01 "Agencies ... need all of their
   * listed permissions"), i.e. the group, on a plan with agencies (plan-locked).
   */
  agencies: { permissions: ['COMPANY::AGENCY::*'], companyPermissions: ['COMPANY::AGENCY::*'] },
  /** Hiring plan settings: the company's default requisition approval flow (spec 01 §6.2 DEFAULT_APPROVAL_FLOW). */
  hiringPlan: {
    permissions: ['COMPANY::HIRING_PLAN::DEFAULT_APPROVAL_FLOW::APPROVER'],
    companyPermissions: ['COMPANY::HIRING_PLAN'],
  },
  /** Spec 03 §6: offer letter template settings need all of their permissions (the group), on a plan that has them. */
  offerTemplates: { permissions: [OFFER_TEMPLATES.plan], companyPermissions: [OFFER_TEMPLATES.plan] },
  /** Interview feedback templates (spec 03 §2.1, §6 COMPANY::INTERVIEW_FEEDBACK_TEMPLATE::*). */
  feedbackTemplates: { permissions: [FEEDBACK_TEMPLATES.list, FEEDBACK_TEMPLATES.add, FEEDBACK_TEMPLATES.edit, FEEDBACK_TEMPLATES.delete] },
  /** /recruiter/interview-scorecard-templates/:templateId: adding or editing one. */
  feedbackTemplateEditor: { permissions: [FEEDBACK_TEMPLATES.add, FEEDBACK_TEMPLATES.edit] },
  /** The add-score page: the interview's interviewers (COMPANY::VIEW_AND_SUBMIT_SCORES). */
  addFeedbackScore: { permissions: [FEEDBACK_TEMPLATES.viewAndSubmitScores] },
  /** Spec 03 §6: booking links (COMPANY::BOOKING_LINK), on a plan with self-scheduling. */
  interviewBookingLinks: {
    permissions: [BOOKING.linkList, BOOKING.linkAdd, BOOKING.linkEdit, BOOKING.linkDelete],
    companyPermissions: [BOOKING.selfScheduling],
  },
  /** Spec 03 §6: one's own interview availability, gated by the company-level self-scheduling feature. */
  interviewAvailability: { roles: AVAILABILITY_ROLES, companyPermissions: [BOOKING.selfScheduling] },
  /** /recruiter/stage-pipeline/:id: adding or editing a template. */
  templateEditor: { permissions: [SETTINGS.pipelineAdd, SETTINGS.pipelineEdit] },
} as const satisfies Record<string, RouteAccess>;

export type SettingsLink = { id: keyof typeof SETTINGS_ROUTES; path: string; label: MessageId };
export type SettingsSection = { heading: MessageId; links: SettingsLink[] };

/** Spec 01 §2.4 "Settings sidebar", reading B, with only the pages built so far. */
export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  {
    heading: 'settings.section.company',
    links: [
      { id: 'brands', path: '/recruiter-settings/brands', label: 'settings.brands' },
      { id: 'teams', path: '/recruiter-settings/teams', label: 'settings.teams' },
      { id: 'locationsDepartments', path: '/recruiter-settings/locations-departments', label: 'settings.locationsDepartments' },
    ],
  },
  {
    heading: 'settings.section.recruiting',
    links: [
      { id: 'stagePipeline', path: '/recruiter-settings/stage-pipeline', label: 'settings.stagePipeline' },
      { id: 'customFields', path: '/recruiter-settings/custom-fields', label: 'settings.customFields' },
      { id: 'feedbackTemplates', path: '/recruiter-settings/interview-scorecard-templates', label: 'feedbackTemplates.title' },
      { id: 'interviewBookingLinks', path: '/recruiter-settings/interview-booking-links', label: 'interviewBooking.links.title' },
      { id: 'emailTemplates', path: '/recruiter-settings/manage-emails', label: 'settings.emailTemplates' },
      { id: 'offerTemplates', path: '/recruiter-settings/offers', label: 'offerTemplates.title' },
      { id: 'agencies', path: '/recruiter-settings/agencies', label: 'settings.agencies' },
      { id: 'hiringPlan', path: '/recruiter-settings/manage-hiring-plan', label: 'approvalFlow.settingsTitle' },
    ],
  },
  {
    heading: 'settings.section.personal',
    links: [
      { id: 'profile', path: '/recruiter-settings/profile', label: 'settings.profile' },
      { id: 'appIntegration', path: '/recruiter-settings/app-integration', label: 'calendarIntegration.title' },
      { id: 'interviewAvailability', path: '/recruiter-settings/interview-availability', label: 'interviewBooking.availability.title' },
      { id: 'notificationPreferences', path: '/recruiter-settings/notification-preferences', label: 'notificationPreferences.title' },
    ],
  },
];
