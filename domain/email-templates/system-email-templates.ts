import type { SystemEmailTemplate } from './email-template-types';

/**
 * The system templates every company sees (spec 03 "Email templates screen": company and system templates).
 * Shipped as data, read-only and cloneable; stored form, so placeholders are {{kebab-case}}. Their ids are
 * fixed version-4 UUIDs, so a clone or an automation can name one as it names a company template.
 */
export const SYSTEM_EMAIL_TEMPLATES: readonly SystemEmailTemplate[] = [
  {
    id: 'e3a1c7d0-5a11-4e00-8000-000000000001',
    title: 'Rejection email',
    type: 'REJECTION_EMAIL',
    subject: 'Your application for {{job-title}} at {{company-name}}',
    body:
      '<p>Dear {{candidate-first-name}},</p>' +
      '<p>Thank you for your interest in the <strong>{{job-title}}</strong> position at {{company-name}} and for the time you invested in the process.</p>' +
      '<p>After careful consideration, we have decided not to move forward with your application. We will keep your details on file and may reach out about future openings.</p>' +
      '<p>Kind regards,<br>{{sender-full-name}}</p>',
  },
  {
    id: 'e3a1c7d0-5a11-4e00-8000-000000000002',
    title: 'Stage invitation',
    type: 'STAGE_INVITE_TEMPLATE',
    subject: 'Next step for {{job-title}} at {{company-name}}',
    body:
      '<p>Hi {{candidate-first-name}},</p>' +
      '<p>Good news: you have moved to the <strong>{{stage-name}}</strong> stage for {{job-title}}.</p>' +
      '<p>Please complete the next step in your candidate portal: <a href="{{candidate-portal-link}}">open the portal</a>.</p>' +
      '<p>Best regards,<br>{{sender-full-name}}</p>',
  },
  {
    id: 'e3a1c7d0-5a11-4e00-8000-000000000003',
    title: 'Stage reminder',
    type: 'STAGE_REMINDER_TEMPLATE',
    subject: 'Reminder: your next step for {{job-title}}',
    body:
      '<p>Hi {{candidate-first-name}},</p>' +
      '<p>A friendly reminder that your <strong>{{stage-name}}</strong> step for {{job-title}} is still waiting for you.</p>' +
      '<p><a href="{{candidate-portal-link}}">Continue in the candidate portal</a></p>' +
      '<p>Thank you,<br>{{company-name}}</p>',
  },
  {
    id: 'e3a1c7d0-5a11-4e00-8000-000000000004',
    title: 'Offer sent',
    type: 'OFFER_SENT',
    subject: 'Your offer from {{company-name}}',
    body:
      '<p>Dear {{candidate-first-name}},</p>' +
      '<p>We are delighted to offer you the <strong>{{job-title}}</strong> position at {{company-name}}.</p>' +
      '<p>You can review and respond to your offer here: <a href="{{offer-link}}">view the offer</a>.</p>' +
      '<p>Warm regards,<br>{{sender-full-name}}</p>',
  },
  {
    id: 'e3a1c7d0-5a11-4e00-8000-000000000005',
    title: 'Interview booking',
    type: 'RECRUITER_EMAIL',
    subject: 'Book your interview for {{job-title}}',
    body:
      '<p>Hi {{candidate-first-name}},</p>' +
      '<p>We would like to invite you to an interview for {{job-title}}. Please choose a time that suits you: {{bookingLink}}</p>' +
      '<p>Best,<br>{{sender-full-name}}</p>',
  },
  {
    id: 'e3a1c7d0-5a11-4e00-8000-000000000006',
    title: 'Application received',
    type: 'CANDIDATE_RESPONSE',
    subject: 'We received your application for {{job-title}}',
    body:
      '<p>Hi {{candidate-first-name}},</p>' +
      '<p>Thank you for applying for <strong>{{job-title}}</strong> at {{company-name}}. Our team will review your application and get back to you.</p>' +
      '<p>Kind regards,<br>{{company-name}}</p>',
  },
  {
    id: 'e3a1c7d0-5a11-4e00-8000-000000000007',
    title: 'General message',
    type: 'CUSTOM_EMAIL',
    subject: '{{job-title}} at {{company-name}}',
    body: '<p>Hi {{candidate-first-name}},</p><p></p><p>Best regards,<br>{{sender-full-name}}</p>',
  },
];

export const systemEmailTemplate = (id: string): SystemEmailTemplate | null =>
  SYSTEM_EMAIL_TEMPLATES.find((template) => template.id === id) ?? null;
