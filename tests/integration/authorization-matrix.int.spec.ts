import { randomUUID } from 'node:crypto';
import { createDataSource } from '@ats/infra/db/data-source';
import { seedCompany } from '@ats/infra/db/seed';
import { offerLetterDocx } from '@ats/infra/documents/testing/offer-letters';
import { PDFDocument } from 'pdf-lib';
import { ALL_JOB_PERMISSIONS, PERMISSIONS } from '@ats/domain/identity';
import { anonymousApi, apiAs, candidateInput, createPublishedJob, SCREENING_TASK, stageNamed, type ApiClient, type ApiResponse } from './support';

/**
 * Every API route × every company role × a user of another company × nobody, against the expected outcome.
 * Routes come from the live OpenAPI document: a route the matrix does not list fails the test, so a new
 * endpoint cannot ship without its row.
 */
type Caller = 'admin' | 'recruiter' | 'interviewer' | 'employee' | 'otherCompany' | 'anonymous';
const CALLERS: readonly Caller[] = ['admin', 'recruiter', 'interviewer', 'employee', 'otherCompany', 'anonymous'];

/**
 * - ok: the request succeeds (2xx): the fixture is valid, so nothing but access could refuse it;
 * - allow: the caller gets past identity and permission checks (anything but 401, 403 and 499), for requests
 *   that are deliberately bogus (a wrong code, a random id);
 * - deny: 403;
 * - not-found: 404 (another company's ids are as good as unknown);
 * - unauthenticated: 401;
 * - no-effect: refused by the handler (a 4xx other than 401), e.g. a company user trying to create a company.
 */
type Outcome = 'ok' | 'allow' | 'deny' | 'not-found' | 'unauthenticated' | 'no-effect';

type Request = { path: string; body?: unknown };
type Row = { request: (ctx: Context, caller: Caller) => Promise<Request>; expect: Record<Caller, Outcome> };

type Context = {
  domain: string;
  otherDomain: string;
  jobId: string;
  reasonId: string;
  stageIds: { screening: string; interview: string };
  userIds: Record<Exclude<Caller, 'anonymous'>, string>;
  companyId: string;
  newApplication: () => Promise<string>;
  newArchivedApplication: () => Promise<string>;
  newDraftJob: () => Promise<string>;
  /** A fresh draft's id and the id of its Offer stage (no candidates, free to delete). */
  newDraftJobStage: () => Promise<{ jobId: string; stageId: string }>;
  /** A fresh draft with one custom link. */
  newJobWithLink: () => Promise<{ jobId: string; source: string }>;
  stageOrder: string[];
  careerName: string;
  otherCompanyId: string;
  templateId: string;
  departmentId: string;
  locationId: string;
  newMember: () => Promise<string>;
  /** A fresh company setting (location, department, template, archival reason) made by the admin: its id. */
  newSetting: (path: string, body: object) => Promise<string>;
};

const outcomes = (
  admin: Outcome,
  recruiter: Outcome,
  interviewer: Outcome,
  employee: Outcome,
  otherCompany: Outcome,
  anonymous: Outcome = 'unauthenticated',
): Record<Caller, Outcome> => ({ admin, recruiter, interviewer, employee, otherCompany, anonymous });

const PUBLIC = outcomes('ok', 'ok', 'ok', 'ok', 'ok', 'ok');
/** Public calls sent with deliberately wrong input: nobody is refused for who they are. */
const PUBLIC_BOGUS = outcomes('allow', 'allow', 'allow', 'allow', 'allow', 'allow');
const ANY_SIGNED_IN = outcomes('ok', 'ok', 'ok', 'ok', 'ok');
/** Candidate work: admin and recruiter; the interviewer holds only profile access to the job. */
const CANDIDATE_READ = outcomes('ok', 'ok', 'ok', 'deny', 'not-found');
const CANDIDATE_CHANGE = outcomes('ok', 'ok', 'deny', 'deny', 'not-found');
/** Changing a job: admin and recruiter; the interviewer sees the job but may not change it. */
const JOB_CHANGE = outcomes('ok', 'ok', 'deny', 'deny', 'not-found');
const INBOX = outcomes('ok', 'ok', 'ok', 'deny', 'ok');
const INBOX_UNKNOWN_ID = outcomes('allow', 'allow', 'allow', 'deny', 'allow');

const at = (path: string, body?: unknown) => async (): Promise<Request> => ({ path, body });
/** A fresh application with one comment the admin wrote. */
const adminComment = async (ctx: Context): Promise<{ applicationId: string; commentId: string }> => {
  const applicationId = await ctx.newApplication();
  const added = await apiAs(`admin@${ctx.domain}`).post(`/job-applications/${applicationId}/comments`, { text: 'Matrix comment' });
  expect(added.status).toBe(201);
  return { applicationId, commentId: added.body.commentId as string };
};
/** A fresh application with an e-mail the admin scheduled for tomorrow. */
const adminScheduledEmail = async (ctx: Context): Promise<{ applicationId: string; emailId: string }> => {
  const applicationId = await ctx.newApplication();
  const scheduledAt = new Date(Date.now() + 86_400_000).toISOString();
  const scheduled = await apiAs(`admin@${ctx.domain}`).post(`/job-applications/${applicationId}/emails`, { subject: 'Matrix', body: '<p>Matrix</p>', scheduledAt });
  expect(scheduled.status).toBe(201);
  return { applicationId, emailId: scheduled.body.emailId as string };
};
/** A one-page PDF as an upload form (a fresh form per request). */
const pdfUpload = async (): Promise<FormData> => {
  const document = await PDFDocument.create();
  document.addPage();
  const body = new FormData();
  body.append('file', new Blob([await document.save()]), 'Matrix CV.pdf');
  return body;
};
/** A fresh application with one PDF file the admin uploaded. */
/** The path of a fresh attachment of a fresh e-mail template, both the admin's. */
const templateAttachment = async (ctx: Context): Promise<string> => {
  const templateId = await ctx.newSetting('/company-email-templates', emailTemplate());
  const attached = await fixtureAdmin(ctx).put(`/company-email-templates/update-email-template-attachment/${templateId}`, await pdfUpload());
  expect(attached.status).toBe(200);
  return `/company-email-templates/${templateId}/attachments/${attached.body.id}`;
};

const adminFile = async (ctx: Context): Promise<{ applicationId: string; fileId: string }> => {
  const applicationId = await ctx.newApplication();
  const uploaded = await fixtureAdmin(ctx).post(`/job-applications/${applicationId}/files`, await pdfUpload());
  expect(uploaded.status).toBe(201);
  return { applicationId, fileId: uploaded.body.fileId as string };
};
/** Company settings: admins manage locations and departments (recruiters only list them), templates and reasons too. */
const SETTING_ADD = outcomes('ok', 'deny', 'deny', 'deny', 'ok');
const SETTING_CHANGE = outcomes('ok', 'deny', 'deny', 'deny', 'not-found');
const SETTING_ADD_RECRUITER = outcomes('ok', 'ok', 'deny', 'deny', 'ok');
const SETTING_CHANGE_RECRUITER = outcomes('ok', 'ok', 'deny', 'deny', 'not-found');
/** A valid agency of a name of its own, assigned to the matrix's job. */
const matrixAgency = (ctx: Context) => ({
  name: `Matrix agency ${randomUUID()}`,
  contactName: 'Matrix Contact',
  contactEmail: 'contact@matrix-agency.example',
  jobIds: [ctx.jobId],
});
/** An interview availability for `interviewerId`: weekdays 09:00–17:00 in London. */
const matrixAvailability = (interviewerId: string) => ({
  interviewerId,
  timeZone: 'Europe/London',
  workingHours: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'].map((day) => ({ day, start: '09:00', end: '17:00' })),
  minimumNoticeMinutes: 60,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
});
/** A valid booking link of a name of its own, with one interviewer. */
const matrixBookingLink = (interviewerId: string) => ({
  name: `Matrix link ${randomUUID()}`,
  durationMinutes: 30,
  interviewerIds: [interviewerId],
  timeZone: 'Europe/London',
  eventType: 'VIDEO_CONFERENCE',
  minimumNoticeMinutes: 0,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  windowKind: 'CALENDAR_DAYS',
  windowDays: 7,
});
/** A valid interview feedback template with a name of its own. */
const feedbackTemplate = () => ({ name: `Matrix ${randomUUID()}`, sections: [{ title: 'Technical', skills: [{ name: 'Design' }] }] });
/** A valid e-mail template with a title of its own. */
const emailTemplate = () => ({ title: `Matrix ${randomUUID()}`, subject: 'Hello {{candidateFirstName}}', body: '<p>Hi</p>', type: 'CUSTOM_EMAIL' });

/** An offer letter template's form: a name of its own and a one-line .docx (a fresh form per request). */
const offerTemplateForm = async (): Promise<FormData> => {
  const body = new FormData();
  body.append('name', `Matrix offer ${randomUUID()}`);
  body.append('file', new Blob([new Uint8Array(await offerLetterDocx(['Dear [candidate_name]']))]), 'Matrix offer.docx');
  return body;
};
/** The path of a fresh offer letter template the admin added. */
const offerTemplatePath = async (ctx: Context): Promise<string> =>
  `/company-offer-templates/${await ctx.newSetting('/company-offer-templates', await offerTemplateForm())}`;
/** The e-mail sending an offer: it holds the offer link. */
const OFFER_EMAIL = { subject: 'Your offer', body: '<p><a href="{{offer-link}}">Your offer</a></p>' };
/** A fresh offer the admin made for a fresh application: sent at once, or (`approvedBy`) waiting for that approver. */
const newOffer = async (ctx: Context, flow?: { approverId: string; approve?: boolean }): Promise<string> => {
  const templateId = (await offerTemplatePath(ctx)).split('/').pop()!;
  const created = await fixtureAdmin(ctx).post('/offers', {
    applicationId: await ctx.newApplication(),
    templateId,
    senderValues: { candidate_name: 'Layla Nasser' },
    ...(flow ? { approvalFlow: { steps: [{ approverIds: [flow.approverId], rule: 'ALL' }] } } : { email: OFFER_EMAIL }),
  });
  expect(created.status).toBe(201);
  if (flow?.approve) expect((await fixtureAdmin(ctx).post(`/offers/${created.body.id}/approve`, {})).status).toBe(200);
  return created.body.id as string;
};
const offerPath = async (ctx: Context, suffix = '', flow?: { approverId: string; approve?: boolean }) => `/offers/${await newOffer(ctx, flow)}${suffix}`;
/** Interviews: each fixture takes its own two hours, so no interviewer is ever busy for the next. */
let interviewSlots = 0;
const nextInterviewSlot = () => new Date(Date.now() + 30 * 86_400_000 + interviewSlots++ * 2 * 3_600_000).toISOString();
const interviewBody = async (ctx: Context) => ({
  applicationId: await ctx.newApplication(),
  title: 'Matrix interview',
  location: 'Office',
  organizerId: ctx.userIds.admin,
  interviewerIds: [ctx.userIds.interviewer],
  startsAt: nextInterviewSlot(),
  timeZone: 'UTC',
  durationMinutes: 30,
  meetingType: 'IN_PERSON',
});
/** The path of a fresh interview the admin scheduled with the matrix's interviewer. */
const interviewPath = async (ctx: Context, suffix = '') => {
  const created = await fixtureAdmin(ctx).post('/interviews', await interviewBody(ctx));
  expect(created.status).toBe(201);
  return `/interviews/${created.body.id as string}${suffix}`;
};
/** Interview actions: schedulers (admin, recruiter, the interviewer's default permission) on interviews they see. */
const INTERVIEW_ACT = outcomes('ok', 'ok', 'ok', 'deny', 'not-found');
/** The company's admin, signed in once, for fixtures that need a published job or a posting. */
const fixtureAdmins = new Map<string, ApiClient>();
const fixtureAdmin = (ctx: Context) => {
  let admin = fixtureAdmins.get(ctx.domain);
  if (!admin) fixtureAdmins.set(ctx.domain, (admin = apiAs(`admin@${ctx.domain}`)));
  return admin;
};
/** Hiring plan (issue 10): a requisition by the admin, the recruiter its recruiter, admin and recruiter its one-of-two approvers. */
const matrixRequisition = async (ctx: Context, options: { submit?: boolean; approve?: boolean } = {}): Promise<string> => {
  const admin = fixtureAdmin(ctx);
  const departmentId = await ctx.newSetting('/departments', { name: `Matrix HOD ${randomUUID()}`, headOfDepartmentId: ctx.userIds.admin });
  const created = await admin.post('/requisitions', { ...requisitionFields(ctx, departmentId), submit: options.submit ?? true });
  expect(created.status).toBe(201);
  if (options.approve) expect((await admin.post(`/requisitions/${created.body.id}/approve`, {})).status).toBe(200);
  return created.body.id as string;
};
const requisitionFields = (ctx: Context, departmentId: string) => ({
  openingId: `M-${randomUUID().slice(0, 6)}`,
  roleName: 'Matrix role',
  openingFor: 'NEW_JOB',
  jobDescription: 'Matrix',
  budgetType: 'BUDGETED',
  openingType: 'NEW_HIRE',
  departmentId,
  locationId: ctx.locationId,
  employmentType: 'FULL_TIME',
  targetHiredDate: '2027-06-30',
  headcount: 1,
  salary: { min: 1, max: 2, currency: 'AED', frequency: 'YEAR' },
  hiringManagerId: ctx.userIds.admin,
  recruiterIds: [ctx.userIds.recruiter],
  approvalFlow: { steps: [{ approverIds: [ctx.userIds.admin, ctx.userIds.recruiter], rule: 'N_OF_M', required: 1 }] },
});
/** The requisition's own fields again with a new headcount (an edit that changes something). */
const editedRequisition = async (ctx: Context, id: string) => {
  const read = await fixtureAdmin(ctx).get(`/requisitions/${id}`);
  return { ...read.body.details, recruiterIds: read.body.recruiterIds, headcount: 2 + Math.floor(Math.random() * 1000) };
};
const HIRING_PLAN_READ = outcomes('ok', 'ok', 'deny', 'deny', 'ok');
const REQUISITION_READ = outcomes('ok', 'ok', 'not-found', 'not-found', 'not-found');
const REQUISITION_CHANGE = outcomes('ok', 'ok', 'deny', 'deny', 'not-found');
/** A fresh job published on the career page. */
const newPublishedJob = async (ctx: Context) => {
  const jobId = await ctx.newDraftJob();
  expect((await fixtureAdmin(ctx).patch(`/company-roles/publish/${jobId}`)).status).toBe(200);
  return jobId;
};
/** A fresh XML-feed posting of a fresh published job, in the postings read model (closed when asked). */
const newPosting = async (ctx: Context, closed = false) => {
  const admin = fixtureAdmin(ctx);
  const jobId = await newPublishedJob(ctx);
  const posted = await admin.post(`/company-roles/${jobId}/job-board-postings`, { board: 'xml-feed', tier: 'BASIC' });
  // The posting commands find a posting's job through the read model: wait until it has the posting.
  await admin.get(`/company-roles/${jobId}/job-board-postings?afterPosition=${posted.body.position}`);
  if (closed) expect((await admin.post(`/job-board-postings/${posted.body.id}/close`)).status).toBe(201);
  return posted.body.id as string;
};

/** Candidate-context routes: every staff token is refused (spec 01 §2.3). */
const CANDIDATES_ONLY = outcomes('deny', 'deny', 'deny', 'deny', 'deny');
/** The recorder page's routes: staff tokens are refused before any application is looked up, so any ids do. */
const videoAnswerRows = (): Record<string, Row> => {
  const path = async (ctx: Context, suffix = '') => `/candidate-journey/applications/${randomUUID()}/stages/${ctx.stageIds.screening}/tasks/video-task/video-answers${suffix}`;
  const base = '/api/candidate-journey/applications/{id}/stages/{stageId}/tasks/{taskId}/video-answers';
  return {
    [`GET ${base}`]: { request: async (ctx) => ({ path: await path(ctx) }), expect: CANDIDATES_ONLY },
    [`POST ${base}/start`]: { request: async (ctx) => ({ path: await path(ctx, '/start') }), expect: CANDIDATES_ONLY },
    [`POST ${base}/keep`]: { request: async (ctx) => ({ path: await path(ctx, '/keep'), body: { questionId: 'q', fileId: randomUUID() } }), expect: CANDIDATES_ONLY },
    [`POST ${base}/submit`]: { request: async (ctx) => ({ path: await path(ctx, '/submit') }), expect: CANDIDATES_ONLY },
    [`POST ${base}/send-link`]: { request: async (ctx) => ({ path: await path(ctx, '/send-link'), body: { phone: '+971 501234567' } }), expect: CANDIDATES_ONLY },
  };
};
/** A 1×1 PNG as an upload form (a fresh form per request). */
const pngUpload = (): FormData => {
  const body = new FormData();
  body.append('file', new Blob([Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')]), 'logo.png');
  return body;
};
/** The public path of the company's logo, uploaded by its admin first. */
const brandImage = async (ctx: Context): Promise<string> => {
  expect((await fixtureAdmin(ctx).put(`/branding/${ctx.companyId}/images/logo`, pngUpload())).status).toBe(200);
  return `/branding/${ctx.companyId}/images/logo`;
};
/** The public path of the company's career page banner, uploaded by its admin first. */
const careerBanner = async (ctx: Context): Promise<string> => {
  expect((await fixtureAdmin(ctx).put(`/career-page/${ctx.companyId}/banner`, pngUpload())).status).toBe(200);
  return `/career-page/${ctx.companyId}/banner`;
};

/** A bulk action the admin queued on one fresh application: its id, and the position its request was recorded at. */
const adminBulkAction = async (ctx: Context): Promise<{ id: string; position: string }> => {
  const queued = await fixtureAdmin(ctx).post('/bulk-actions/add-or-remove-tags', { applicationIds: [await ctx.newApplication()], add: ['matrix'] });
  expect(queued.status).toBe(201);
  return { id: queued.body.id as string, position: queued.body.position as string };
};
/** Bulk actions on candidates: queued for any caller who holds the kind's permission for some job (each item is checked later). */
const BULK_PROFILE = outcomes('ok', 'ok', 'ok', 'deny', 'ok');
const BULK_STAGE = outcomes('ok', 'ok', 'deny', 'deny', 'ok');
/** Someone's own bulk action: the admin's is found by the admin only (a running one may refuse cancel or undo: 409). */
const OWN_BULK_ACTION = outcomes('ok', 'not-found', 'not-found', 'not-found', 'not-found');
const OWN_BULK_ACTION_CHANGE = outcomes('allow', 'not-found', 'not-found', 'not-found', 'not-found');

/** The callers' names as the seed below gives them. */
const SEEDED_NAMES: Record<Caller, [string, string]> = {
  admin: ['Ada', 'Admin'],
  recruiter: ['Rami', 'Recruiter'],
  interviewer: ['Ines', 'Interviewer'],
  employee: ['Emre', 'Employee'],
  otherCompany: ['Olga', 'Other'],
  anonymous: ['Anon', 'Ymous'],
};

const MATRIX: Record<string, Row> = {
  'GET /api/health': { request: at('/health'), expect: PUBLIC },
  'GET /api/dev-mailbox': { request: at('/dev-mailbox?to=nobody@example.com'), expect: PUBLIC },
  'POST /api/auth/otp/login': { request: at('/auth/otp/login', { email: `nobody@${randomUUID()}.test` }), expect: PUBLIC_BOGUS },
  'POST /api/auth/user/verify': { request: at('/auth/user/verify', { userId: randomUUID(), otp: '000000' }), expect: PUBLIC_BOGUS },
  'GET /api/auth/login/refresh-token': { request: at('/auth/login/refresh-token'), expect: PUBLIC_BOGUS },
  'POST /api/auth/candidate/get-or-create': {
    request: async () => ({ path: '/auth/candidate/get-or-create', body: { email: `candidate.${randomUUID().slice(0, 8)}@example.com` } }),
    expect: PUBLIC,
  },
  'POST /api/auth/candidate/verify': { request: at('/auth/candidate/verify', { candidateUserId: randomUUID(), otp: '000000' }), expect: PUBLIC_BOGUS },
  'POST /api/auth/logout': {
    request: at('/auth/logout', { refreshToken: 'not-a-real-token' }),
    expect: outcomes('allow', 'allow', 'allow', 'allow', 'allow'),
  },
  'GET /api/users/me': { request: at('/users/me'), expect: ANY_SIGNED_IN },
  'GET /api/users/me/email-signature': { request: at('/users/me/email-signature'), expect: ANY_SIGNED_IN },
  'PATCH /api/users/me': {
    // Each caller saves their own profile as the seed made it: only the caller's own row can change.
    request: async (_ctx, caller) => ({
      path: '/users/me',
      body: { firstName: SEEDED_NAMES[caller][0], lastName: SEEDED_NAMES[caller][1], timeZone: 'Asia/Dubai', emailSignature: '' },
    }),
    expect: ANY_SIGNED_IN,
  },
  'GET /api/auth/info/user/{id}': {
    request: async (ctx) => ({ path: `/auth/info/user/${ctx.userIds.admin}` }),
    expect: outcomes('ok', 'ok', 'ok', 'ok', 'not-found'),
  },

  'POST /api/company/self-serve/create': {
    request: async () => ({
      path: '/company/self-serve/create',
      body: { firstName: 'Sign', lastName: 'Up', email: `founder@${randomUUID().slice(0, 8)}-co.test`, companyName: 'New Co' },
    }),
    expect: PUBLIC,
  },
  'POST /api/company/self-serve/resend-email/{id}': { request: at(`/company/self-serve/resend-email/${randomUUID()}`), expect: PUBLIC_BOGUS },
  'POST /api/company/self-serve/verify-email-otp': {
    request: at('/company/self-serve/verify-email-otp', { userId: randomUUID(), otp: '000000' }),
    expect: PUBLIC_BOGUS,
  },
  'POST /api/company/self-serve/check-company-domain': {
    request: async (ctx, caller) => ({
      path: '/company/self-serve/check-company-domain',
      body: { userId: caller === 'anonymous' ? randomUUID() : ctx.userIds[caller] },
    }),
    expect: ANY_SIGNED_IN,
  },
  // Members of a company cannot found another company or move to one as employees.
  'POST /api/company/self-serve/create-company': {
    request: at('/company/self-serve/create-company', { companyName: 'Second Company' }),
    expect: outcomes('no-effect', 'no-effect', 'no-effect', 'no-effect', 'no-effect'),
  },
  'POST /api/auth/join-as-employee': {
    request: async (ctx, caller) => ({
      path: '/auth/join-as-employee',
      body: { userId: caller === 'anonymous' ? randomUUID() : ctx.userIds[caller], companyId: ctx.companyId },
    }),
    expect: outcomes('no-effect', 'no-effect', 'no-effect', 'no-effect', 'no-effect'),
  },
  'POST /api/company/self-serve/company-onboarding-responses': {
    request: at('/company/self-serve/company-onboarding-responses', {
      companyName: 'Matrix Co',
      atsUsage: 'inHouseRecruitment',
      currentRole: 'hrManager',
      companySize: 'between10And50',
      hiringNeeds: ['hiringMoreEfficiently'],
      phoneNumber: '+971 501234567',
    }),
    expect: outcomes('ok', 'deny', 'deny', 'deny', 'ok'),
  },

  'POST /api/auth/company/createUser': {
    request: async (ctx, caller) => ({
      path: '/auth/company/createUser',
      body: { email: `member.${randomUUID().slice(0, 8)}@${caller === 'otherCompany' ? ctx.otherDomain : ctx.domain}`, firstName: 'New', lastName: 'Member', accessType: 'COMPANY_EMPLOYEE', sendInvite: true },
    }),
    expect: outcomes('ok', 'ok', 'deny', 'deny', 'ok'),
  },
  'POST /api/auth/resend-invite/{id}': {
    request: async (ctx) => ({ path: `/auth/resend-invite/${await ctx.newMember()}` }),
    expect: outcomes('ok', 'ok', 'deny', 'deny', 'not-found'),
  },
  'GET /api/company-roles/company-users/v1': {
    request: at('/company-roles/company-users/v1?page=1&take=10'),
    expect: outcomes('ok', 'ok', 'deny', 'deny', 'ok'),
  },
  'GET /api/company-roles/company-users': { request: at('/company-roles/company-users'), expect: outcomes('ok', 'ok', 'ok', 'deny', 'ok') },
  'GET /api/company-roles/company-users/dropdown': {
    request: at('/company-roles/company-users/dropdown'),
    expect: outcomes('ok', 'ok', 'ok', 'deny', 'ok'),
  },
  'PUT /api/company-roles/company-users/{id}': {
    request: async (ctx) => ({ path: `/company-roles/company-users/${await ctx.newMember()}`, body: { accessType: 'COMPANY_EMPLOYEE' } }),
    expect: outcomes('ok', 'ok', 'deny', 'deny', 'not-found'),
  },
  'DELETE /api/company-roles/company-users/{id}': {
    request: async (ctx) => ({ path: `/company-roles/company-users/${await ctx.newMember()}` }),
    expect: outcomes('ok', 'ok', 'deny', 'deny', 'not-found'),
  },

  'POST /api/company-roles': { request: at('/company-roles', { name: 'Matrix Job' }), expect: outcomes('ok', 'ok', 'deny', 'deny', 'ok') },
  'GET /api/company-roles/dropdown': { request: at('/company-roles/dropdown'), expect: outcomes('ok', 'ok', 'ok', 'deny', 'ok') },
  'GET /api/company-roles/{id}': {
    request: async (ctx) => ({ path: `/company-roles/${ctx.jobId}` }),
    expect: outcomes('ok', 'ok', 'ok', 'deny', 'not-found'),
  },
  'PATCH /api/company-roles/publish/{id}': {
    request: async (ctx) => ({ path: `/company-roles/publish/${await ctx.newDraftJob()}` }),
    expect: outcomes('ok', 'ok', 'deny', 'deny', 'not-found'),
  },
  'PUT /api/company-roles/{id}/stages/{stageId}/automations': {
    request: async (ctx) => ({
      path: `/company-roles/${ctx.jobId}/stages/${ctx.stageIds.screening}/automations`,
      body: { archiveUnresponsiveAfterDays: 30 },
    }),
    expect: outcomes('ok', 'ok', 'deny', 'deny', 'not-found'),
  },

  'GET /api/company-roles/v1/list': { request: at('/company-roles/v1/list'), expect: outcomes('ok', 'ok', 'ok', 'deny', 'ok') },
  'GET /api/company-roles/filters': { request: at('/company-roles/filters'), expect: outcomes('ok', 'ok', 'ok', 'deny', 'ok') },
  'GET /api/company-roles/{id}/history': {
    request: async (ctx) => ({ path: `/company-roles/${ctx.jobId}/history` }),
    expect: outcomes('ok', 'ok', 'ok', 'deny', 'not-found'),
  },
  'GET /api/company-roles/{id}/stage-insights': {
    request: async (ctx) => ({ path: `/company-roles/${ctx.jobId}/stage-insights` }),
    expect: outcomes('ok', 'ok', 'ok', 'deny', 'not-found'),
  },
  'POST /api/company-roles/update-role/{id}': {
    request: async (ctx) => ({
      path: `/company-roles/update-role/${await ctx.newDraftJob()}`,
      body: { applicationForm: { linkedInLink: 'MANDATORY', portfolioLink: 'OFF', askGender: true, askNationality: false, customFieldIds: [] } },
    }),
    expect: JOB_CHANGE,
  },
  'POST /api/company-roles/updateRoleStatus/{id}': {
    request: async (ctx) => ({ path: `/company-roles/updateRoleStatus/${await ctx.newDraftJob()}`, body: { status: 'PUBLISHED' } }),
    expect: JOB_CHANGE,
  },
  'DELETE /api/company-roles/deleteJob/{id}': {
    request: async (ctx) => ({ path: `/company-roles/deleteJob/${await ctx.newDraftJob()}` }),
    expect: JOB_CHANGE,
  },
  'POST /api/company-roles/copyJobJourney/{id}': {
    request: async (ctx) => ({
      path: `/company-roles/copyJobJourney/${ctx.jobId}`,
      body: { displayName: 'Matrix clone', ownerId: ctx.userIds.admin, departmentId: ctx.departmentId, locationId: ctx.locationId },
    }),
    expect: outcomes('ok', 'ok', 'deny', 'deny', 'not-found'),
  },
  'POST /api/company-roles/{id}/set-auto-close-on': {
    request: async (ctx) => ({ path: `/company-roles/${await ctx.newDraftJob()}/set-auto-close-on`, body: { autoCloseOn: '2099-01-01T00:00:00.000Z' } }),
    expect: JOB_CHANGE,
  },
  'POST /api/company-roles/{id}/custom-links': {
    request: async (ctx) => ({ path: `/company-roles/${await ctx.newDraftJob()}/custom-links`, body: { source: 'Meetup', link: 'https://meetup.example/jobs' } }),
    expect: JOB_CHANGE,
  },
  'PATCH /api/company-roles/{id}/close-custom-link': {
    request: async (ctx) => {
      const { jobId, source } = await ctx.newJobWithLink();
      return { path: `/company-roles/${jobId}/close-custom-link`, body: { source } };
    },
    expect: JOB_CHANGE,
  },
  'PATCH /api/company-roles/{id}/delete-custom-links': {
    request: async (ctx) => {
      const { jobId, source } = await ctx.newJobWithLink();
      return { path: `/company-roles/${jobId}/delete-custom-links`, body: { sources: [source] } };
    },
    expect: JOB_CHANGE,
  },
  'POST /api/company-roles/{id}/stages': {
    request: async (ctx) => ({ path: `/company-roles/${await ctx.newDraftJob()}/stages`, body: { name: 'Culture fit' } }),
    expect: JOB_CHANGE,
  },
  'PATCH /api/company-roles/{id}/stages/{stageId}': {
    request: async (ctx) => {
      const { jobId, stageId } = await ctx.newDraftJobStage();
      return { path: `/company-roles/${jobId}/stages/${stageId}`, body: { name: 'Offer call' } };
    },
    expect: JOB_CHANGE,
  },
  'DELETE /api/company-roles/{id}/stages/{stageId}': {
    request: async (ctx) => {
      const { jobId, stageId } = await ctx.newDraftJobStage();
      return { path: `/company-roles/${jobId}/stages/${stageId}` };
    },
    expect: JOB_CHANGE,
  },
  'PUT /api/company-roles/{id}/stage-order': {
    request: async (ctx) => ({ path: `/company-roles/${ctx.jobId}/stage-order`, body: { stageIds: ctx.stageOrder } }),
    expect: JOB_CHANGE,
  },
  'PUT /api/company-roles/{id}/stages/{stageId}/candidate-tasks': {
    request: async (ctx) => ({ path: `/company-roles/${ctx.jobId}/stages/${ctx.stageIds.screening}/candidate-tasks`, body: { tasks: [SCREENING_TASK] } }),
    expect: JOB_CHANGE,
  },

  'GET /api/careers/{companyName}/jobs': { request: async (ctx) => ({ path: `/careers/${ctx.careerName}/jobs` }), expect: PUBLIC },
  'GET /api/careers/{companyName}/jobs/{id}': { request: async (ctx) => ({ path: `/careers/${ctx.careerName}/jobs/${ctx.jobId}` }), expect: PUBLIC },
  'GET /api/careers/company/{companyId}/jobs': { request: async (ctx) => ({ path: `/careers/company/${ctx.companyId}/jobs` }), expect: PUBLIC },
  // Branding and career page settings (spec 03 §2.4): admins; another company's id is unknown.
  'GET /api/branding/{companyId}': { request: async (ctx) => ({ path: `/branding/${ctx.companyId}` }), expect: SETTING_CHANGE },
  'PUT /api/branding/{companyId}': {
    request: async (ctx) => ({ path: `/branding/${ctx.companyId}`, body: { brandName: 'Matrix', primaryColour: '#112233', language: 'en' } }),
    expect: SETTING_CHANGE,
  },
  'PUT /api/branding/{companyId}/images/{kind}': { request: async (ctx) => ({ path: `/branding/${ctx.companyId}/images/logo`, body: pngUpload() }), expect: SETTING_CHANGE },
  'GET /api/branding/{companyId}/images/{kind}': { request: async (ctx) => ({ path: await brandImage(ctx) }), expect: PUBLIC },
  'GET /api/career-page/{companyId}': { request: async (ctx) => ({ path: `/career-page/${ctx.companyId}` }), expect: SETTING_CHANGE },
  'PUT /api/career-page/{companyId}': {
    request: async (ctx) => ({ path: `/career-page/${ctx.companyId}`, body: { title: 'Join us', subtitle: 'Matrix', videoUrl: 'https://youtu.be/dQw4w9WgXcQ' } }),
    expect: SETTING_CHANGE,
  },
  'PUT /api/career-page/{companyId}/banner': { request: async (ctx) => ({ path: `/career-page/${ctx.companyId}/banner`, body: pngUpload() }), expect: SETTING_CHANGE },
  'GET /api/career-page/{companyId}/banner': { request: async (ctx) => ({ path: await careerBanner(ctx) }), expect: PUBLIC },
  // The apply portal (spec 03 §2.3): the job's form is public, the rest takes candidate tokens only.
  'GET /api/apply-portal/jobs/{jobId}': { request: async (ctx) => ({ path: `/apply-portal/jobs/${ctx.jobId}` }), expect: PUBLIC },
  'GET /api/apply-portal/applications': { request: at('/apply-portal/applications'), expect: CANDIDATES_ONLY },
  'POST /api/apply-portal/jobs/{jobId}/cv': { request: async (ctx) => ({ path: `/apply-portal/jobs/${ctx.jobId}/cv`, body: await pdfUpload() }), expect: CANDIDATES_ONLY },
  'POST /api/apply-portal/jobs/{jobId}/applications': {
    request: async (ctx) => ({ path: `/apply-portal/jobs/${ctx.jobId}/applications`, body: { firstName: 'A', lastName: 'B', phone: '+971 501234567', cvFileId: randomUUID() } }),
    expect: CANDIDATES_ONLY,
  },

  'PUT /api/company-roles/companies/{companyId}/jobs/{jobId}/update-hiring-flow-template': {
    request: async (ctx, caller) => {
      const jobId = await ctx.newDraftJob();
      // Another company names its own company in the path: the job is still not theirs.
      const companyId = caller === 'otherCompany' ? ctx.otherCompanyId : ctx.companyId;
      return { path: `/company-roles/companies/${companyId}/jobs/${jobId}/update-hiring-flow-template`, body: { pipelineTemplateId: ctx.templateId, mapping: [] } };
    },
    expect: JOB_CHANGE,
  },
  'PUT /api/company-roles/companies/{companyId}/jobs/{jobId}/agencies': {
    request: async (ctx, caller) => {
      const jobId = await ctx.newDraftJob();
      // Another company names its own company in the path: the job is still not theirs.
      const companyId = caller === 'otherCompany' ? ctx.otherCompanyId : ctx.companyId;
      // Any id the job does not hold must be one of the company's agencies: the empty list is valid for every caller.
      return { path: `/company-roles/companies/${companyId}/jobs/${jobId}/agencies`, body: { agencyIds: [] } };
    },
    expect: JOB_CHANGE,
  },
  'GET /api/company-roles/{id}/job-board-postings': {
    request: async (ctx) => ({ path: `/company-roles/${ctx.jobId}/job-board-postings` }),
    expect: outcomes('ok', 'ok', 'ok', 'deny', 'not-found'),
  },
  'POST /api/company-roles/{id}/job-board-postings': {
    request: async (ctx) => ({ path: `/company-roles/${await newPublishedJob(ctx)}/job-board-postings`, body: { board: 'xml-feed', tier: 'BASIC' } }),
    expect: JOB_CHANGE,
  },
  'POST /api/company-roles/{id}/job-board-postings/connect': {
    request: async (ctx) => ({
      path: `/company-roles/${await newPublishedJob(ctx)}/job-board-postings/connect`,
      body: { board: 'aggregator', url: 'https://board.example/jobs/1' },
    }),
    expect: JOB_CHANGE,
  },
  'POST /api/job-board-postings/{id}/close': {
    request: async (ctx) => ({ path: `/job-board-postings/${await newPosting(ctx)}/close` }),
    expect: JOB_CHANGE,
  },
  'POST /api/job-board-postings/{id}/repost': {
    request: async (ctx) => ({ path: `/job-board-postings/${await newPosting(ctx, true)}/repost` }),
    expect: JOB_CHANGE,
  },
  'POST /api/job-board-postings/{id}/mark-closed': {
    request: async (ctx) => ({ path: `/job-board-postings/${await newPosting(ctx)}/mark-closed` }),
    expect: JOB_CHANGE,
  },
  // Public (no token); an unknown company's feed answers a JSON 404 the matrix client can read (the feed itself is XML).
  'GET /api/job-feeds/{feed}': { request: at(`/job-feeds/${randomUUID()}.xml`), expect: PUBLIC_BOGUS },
  'POST /api/company-roles/{id}/invite-team': {
    request: async (ctx) => ({ path: `/company-roles/${ctx.jobId}/invite-team`, body: { userIds: [ctx.userIds.recruiter] } }),
    expect: JOB_CHANGE,
  },
  'GET /api/ai-headhunting/waitlist': { request: at('/ai-headhunting/waitlist'), expect: outcomes('ok', 'ok', 'ok', 'deny', 'ok') },
  'POST /api/ai-headhunting/waitlist': { request: at('/ai-headhunting/waitlist'), expect: outcomes('ok', 'ok', 'ok', 'deny', 'ok') },
  'POST /api/company-roles/collaborator-permissions': {
    request: async (ctx) => ({ path: '/company-roles/collaborator-permissions', body: { jobRoleId: await ctx.newDraftJob(), collaborators: [] } }),
    expect: JOB_CHANGE,
  },
  'GET /api/company-roles/{id}/collaborators': {
    request: async (ctx) => ({ path: `/company-roles/${ctx.jobId}/collaborators` }),
    expect: outcomes('ok', 'ok', 'ok', 'deny', 'not-found'),
  },
  'GET /api/archival-reasons/company': { request: at('/archival-reasons/company'), expect: outcomes('ok', 'ok', 'deny', 'deny', 'ok') },
  'POST /api/archival-reasons': {
    request: async () => ({ path: '/archival-reasons/', body: { text: `Matrix reason ${randomUUID().slice(0, 8)}` } }),
    expect: SETTING_ADD_RECRUITER,
  },
  'DELETE /api/archival-reasons/{id}': {
    request: async (ctx) => ({ path: `/archival-reasons/${await ctx.newSetting('/archival-reasons/', { text: `Gone ${randomUUID()}` })}` }),
    expect: SETTING_CHANGE_RECRUITER,
  },
  // Company settings (spec 02 §2.7; 03 "Locations & Departments"): recruiters list locations and departments and
  // manage templates; another company's ids are unknown to its admin.
  'GET /api/locations': { request: at('/locations'), expect: outcomes('ok', 'ok', 'deny', 'deny', 'ok') },
  'POST /api/locations': { request: async () => ({ path: '/locations', body: { name: `Matrix ${randomUUID()}` } }), expect: SETTING_ADD },
  'PATCH /api/locations/{id}': {
    request: async (ctx) => ({ path: `/locations/${await ctx.newSetting('/locations', { name: `L ${randomUUID()}` })}`, body: { name: `M ${randomUUID()}` } }),
    expect: SETTING_CHANGE,
  },
  'DELETE /api/locations/{id}': {
    request: async (ctx) => ({ path: `/locations/${await ctx.newSetting('/locations', { name: `L ${randomUUID()}` })}` }),
    expect: SETTING_CHANGE,
  },
  'GET /api/departments': { request: at('/departments'), expect: outcomes('ok', 'ok', 'deny', 'deny', 'ok') },
  'POST /api/departments': { request: async () => ({ path: '/departments', body: { name: `Matrix ${randomUUID()}` } }), expect: SETTING_ADD },
  'PATCH /api/departments/{id}': {
    request: async (ctx) => ({ path: `/departments/${await ctx.newSetting('/departments', { name: `D ${randomUUID()}` })}`, body: { name: `E ${randomUUID()}` } }),
    expect: SETTING_CHANGE,
  },
  'DELETE /api/departments/{id}': {
    request: async (ctx) => ({ path: `/departments/${await ctx.newSetting('/departments', { name: `D ${randomUUID()}` })}` }),
    expect: SETTING_CHANGE,
  },
  // Agencies (issue 8; spec 02 §2.9): admins and recruiters hold COMPANY::AGENCY::*; another company's admin may
  // not assign this company's job (refused, 400) and does not find its agencies (404).
  'GET /api/agencies': { request: at('/agencies'), expect: outcomes('ok', 'ok', 'deny', 'deny', 'ok') },
  'POST /api/agencies': { request: async (ctx) => ({ path: '/agencies', body: matrixAgency(ctx) }), expect: outcomes('ok', 'ok', 'deny', 'deny', 'no-effect') },
  'GET /api/agencies/{id}': {
    request: async (ctx) => ({ path: `/agencies/${await ctx.newSetting('/agencies', matrixAgency(ctx))}` }),
    expect: SETTING_CHANGE_RECRUITER,
  },
  'PATCH /api/agencies/{id}': {
    request: async (ctx) => ({ path: `/agencies/${await ctx.newSetting('/agencies', matrixAgency(ctx))}`, body: { contactName: 'Matrix Contact' } }),
    expect: SETTING_CHANGE_RECRUITER,
  },
  'DELETE /api/agencies/{id}': {
    request: async (ctx) => ({ path: `/agencies/${await ctx.newSetting('/agencies', matrixAgency(ctx))}` }),
    expect: SETTING_CHANGE_RECRUITER,
  },
  'GET /api/pipeline-templates': { request: at('/pipeline-templates'), expect: outcomes('ok', 'ok', 'deny', 'deny', 'ok') },
  'POST /api/pipeline-templates': { request: at('/pipeline-templates', { name: 'Matrix template', stages: ['Call'] }), expect: SETTING_ADD_RECRUITER },
  'GET /api/pipeline-templates/{id}': {
    request: async (ctx) => ({ path: `/pipeline-templates/${await ctx.newSetting('/pipeline-templates', { name: 'T', stages: ['Call'] })}` }),
    expect: SETTING_CHANGE_RECRUITER,
  },
  'PUT /api/pipeline-templates/{id}': {
    request: async (ctx) => ({
      path: `/pipeline-templates/${await ctx.newSetting('/pipeline-templates', { name: 'T', stages: ['Call'] })}`,
      body: { name: 'Renamed', stages: ['Chat'] },
    }),
    expect: SETTING_CHANGE_RECRUITER,
  },
  'DELETE /api/pipeline-templates/{id}': {
    request: async (ctx) => ({ path: `/pipeline-templates/${await ctx.newSetting('/pipeline-templates', { name: 'T', stages: ['Call'] })}` }),
    expect: SETTING_CHANGE_RECRUITER,
  },
  // E-mail templates (spec 03 §7): admins and recruiters hold COMPANY::EMAIL_TEMPLATES::*; interviewers none.
  'GET /api/company-email-templates/company': { request: at('/company-email-templates/company'), expect: SETTING_ADD_RECRUITER },
  'POST /api/company-email-templates': { request: async () => ({ path: '/company-email-templates', body: emailTemplate() }), expect: SETTING_ADD_RECRUITER },
  'PUT /api/company-email-templates/{id}': {
    request: async (ctx) => ({ path: `/company-email-templates/${await ctx.newSetting('/company-email-templates', emailTemplate())}`, body: emailTemplate() }),
    expect: SETTING_CHANGE_RECRUITER,
  },
  'POST /api/company-email-templates/{id}/clone': {
    request: async (ctx) => ({
      path: `/company-email-templates/${await ctx.newSetting('/company-email-templates', emailTemplate())}/clone`,
      body: { title: `Clone ${randomUUID()}` },
    }),
    expect: SETTING_CHANGE_RECRUITER,
  },
  'DELETE /api/company-email-templates/{id}': {
    request: async (ctx) => ({ path: `/company-email-templates/${await ctx.newSetting('/company-email-templates', emailTemplate())}` }),
    expect: SETTING_CHANGE_RECRUITER,
  },
  'PUT /api/company-email-templates/update-email-template-attachment/{id}': {
    request: async (ctx) => ({
      path: `/company-email-templates/update-email-template-attachment/${await ctx.newSetting('/company-email-templates', emailTemplate())}`,
      body: await pdfUpload(),
    }),
    expect: SETTING_CHANGE_RECRUITER,
  },
  'GET /api/company-email-templates/{id}/attachments/{fileId}': {
    request: async (ctx) => ({ path: await templateAttachment(ctx) }),
    expect: SETTING_CHANGE_RECRUITER,
  },
  'DELETE /api/company-email-templates/{id}/attachments/{fileId}': {
    request: async (ctx) => ({ path: await templateAttachment(ctx) }),
    expect: SETTING_CHANGE_RECRUITER,
  },
  // Offer letter templates (spec 03 §2.2, §6): admins and recruiters hold COMPANY::OFFER_LETTERS_TEMPLATES::*;
  // the matrix's interviewer has neither it nor offers on any job.
  'GET /api/company-offer-templates': { request: at('/company-offer-templates'), expect: SETTING_ADD_RECRUITER },
  'POST /api/company-offer-templates': {
    request: async () => ({ path: '/company-offer-templates', body: await offerTemplateForm() }),
    expect: SETTING_ADD_RECRUITER,
  },
  'GET /api/company-offer-templates/{id}': { request: async (ctx) => ({ path: await offerTemplatePath(ctx) }), expect: SETTING_CHANGE_RECRUITER },
  'GET /api/company-offer-templates/{id}/letter': {
    request: async (ctx) => ({ path: `${await offerTemplatePath(ctx)}/letter` }),
    expect: SETTING_CHANGE_RECRUITER,
  },
  'GET /api/company-offer-templates/{id}/preview': {
    request: async (ctx) => ({ path: `${await offerTemplatePath(ctx)}/preview` }),
    expect: SETTING_CHANGE_RECRUITER,
  },
  'PUT /api/company-offer-templates/{id}': {
    request: async (ctx) => ({ path: await offerTemplatePath(ctx), body: { name: `Renamed ${randomUUID()}` } }),
    expect: SETTING_CHANGE_RECRUITER,
  },
  'PUT /api/company-offer-templates/{id}/letter': {
    request: async (ctx) => ({ path: `${await offerTemplatePath(ctx)}/letter`, body: await offerTemplateForm() }),
    expect: SETTING_CHANGE_RECRUITER,
  },
  'DELETE /api/company-offer-templates/{id}': { request: async (ctx) => ({ path: await offerTemplatePath(ctx) }), expect: SETTING_CHANGE_RECRUITER },
  // Interview feedback templates (spec 03 §2.1, §6): admins and recruiters hold COMPANY::INTERVIEW_FEEDBACK_TEMPLATE::*;
  // interviewers read them to score (COMPANY::VIEW_AND_SUBMIT_SCORES) but do not manage them.
  'GET /api/feedback-templates': { request: at('/feedback-templates'), expect: outcomes('ok', 'ok', 'ok', 'deny', 'ok') },
  'POST /api/feedback-templates': { request: async () => ({ path: '/feedback-templates', body: feedbackTemplate() }), expect: SETTING_ADD_RECRUITER },
  'GET /api/feedback-templates/{id}': {
    request: async (ctx) => ({ path: `/feedback-templates/${await ctx.newSetting('/feedback-templates', feedbackTemplate())}` }),
    expect: outcomes('ok', 'ok', 'ok', 'deny', 'not-found'),
  },
  'PUT /api/feedback-templates/{id}': {
    request: async (ctx) => ({ path: `/feedback-templates/${await ctx.newSetting('/feedback-templates', feedbackTemplate())}`, body: feedbackTemplate() }),
    expect: SETTING_CHANGE_RECRUITER,
  },
  'DELETE /api/feedback-templates/{id}': {
    request: async (ctx) => ({ path: `/feedback-templates/${await ctx.newSetting('/feedback-templates', feedbackTemplate())}` }),
    expect: SETTING_CHANGE_RECRUITER,
  },
  'GET /api/feedback-reminder-settings': { request: at('/feedback-reminder-settings'), expect: SETTING_ADD_RECRUITER },
  'PUT /api/feedback-reminder-settings': { request: async () => ({ path: '/feedback-reminder-settings', body: { cadenceDays: 1 } }), expect: SETTING_ADD_RECRUITER },
  // Interviews (spec 03 §2.1): scheduling needs COMPANY::INTERVIEWS::CALENDAR_INTERVIEW_SCHEDULING::*; feedback is an interviewer's own.
  'POST /api/interviews': { request: async (ctx) => ({ path: '/interviews', body: await interviewBody(ctx) }), expect: INTERVIEW_ACT },
  'GET /api/interviews': { request: at('/interviews?view=ALL&when=UPCOMING'), expect: outcomes('ok', 'ok', 'ok', 'deny', 'ok') },
  'GET /api/interviews/{id}': { request: async (ctx) => ({ path: await interviewPath(ctx) }), expect: INTERVIEW_ACT },
  'PUT /api/interviews/{id}': { request: async (ctx) => ({ path: await interviewPath(ctx), body: { startsAt: nextInterviewSlot() } }), expect: INTERVIEW_ACT },
  'POST /api/interviews/{id}/cancel': { request: async (ctx) => ({ path: await interviewPath(ctx, '/cancel'), body: {} }), expect: INTERVIEW_ACT },
  'POST /api/interviews/{id}/complete': { request: async (ctx) => ({ path: await interviewPath(ctx, '/complete') }), expect: INTERVIEW_ACT },
  // Taking back a no-show never marked: the interview lies ahead (a no-show waits for its start), the access is the point.
  'PUT /api/interviews/{id}/no-show': { request: async (ctx) => ({ path: await interviewPath(ctx, '/no-show'), body: { noShow: false } }), expect: INTERVIEW_ACT },
  // Only one of its interviewers gives feedback: the admin and the recruiter are not.
  'POST /api/interviews/{id}/feedback': {
    request: async (ctx) => ({ path: await interviewPath(ctx, '/feedback'), body: { proceedToNextStage: true } }),
    expect: outcomes('deny', 'deny', 'ok', 'deny', 'not-found'),
  },
  'GET /api/interviews/{id}/feedback': { request: async (ctx) => ({ path: await interviewPath(ctx, '/feedback') }), expect: INTERVIEW_ACT },
  'GET /api/job-applications/{id}/interviews': { request: async (ctx) => ({ path: `/job-applications/${await ctx.newApplication()}/interviews` }), expect: CANDIDATE_READ },
  // Offers (spec 03 §2.2, §6 "Send offer"): senders hold offers on the candidate's job; approvers act on their turn only.
  'GET /api/offers': { request: at('/offers'), expect: outcomes('ok', 'ok', 'deny', 'deny', 'ok') },
  // The send-offer form's requisition picker: offer senders, each of their own company.
  'GET /api/company/requisitions-for-offer': { request: at('/company/requisitions-for-offer'), expect: outcomes('ok', 'ok', 'deny', 'deny', 'ok') },
  'POST /api/offers': {
    request: async (ctx) => ({
      path: '/offers',
      body: {
        applicationId: await ctx.newApplication(),
        templateId: (await offerTemplatePath(ctx)).split('/').pop(),
        senderValues: { candidate_name: 'Layla Nasser' },
        email: OFFER_EMAIL,
      },
    }),
    expect: CANDIDATE_CHANGE,
  },
  'GET /api/offers/{id}': { request: async (ctx) => ({ path: await offerPath(ctx) }), expect: outcomes('ok', 'ok', 'deny', 'not-found', 'not-found') },
  'GET /api/offers/{id}/letter': { request: async (ctx) => ({ path: await offerPath(ctx, '/letter') }), expect: outcomes('ok', 'ok', 'deny', 'not-found', 'not-found') },
  'GET /api/offers/{id}/history/export': {
    request: async (ctx) => ({ path: await offerPath(ctx, '/history/export?format=json') }),
    expect: outcomes('ok', 'ok', 'deny', 'not-found', 'not-found'),
  },
  'PUT /api/offers/{id}': {
    request: async (ctx) => ({ path: await offerPath(ctx, '', { approverId: ctx.userIds.admin }), body: { senderValues: { candidate_name: 'Layla N.' } } }),
    expect: outcomes('ok', 'ok', 'deny', 'deny', 'not-found'),
  },
  'POST /api/offers/{id}/approve': {
    request: async (ctx) => ({ path: await offerPath(ctx, '/approve', { approverId: ctx.userIds.admin }), body: {} }),
    expect: outcomes('ok', 'deny', 'deny', 'deny', 'not-found'),
  },
  'POST /api/offers/{id}/reject': {
    request: async (ctx) => ({ path: await offerPath(ctx, '/reject', { approverId: ctx.userIds.admin }), body: { note: 'Over budget' } }),
    expect: outcomes('ok', 'deny', 'deny', 'deny', 'not-found'),
  },
  'POST /api/offers/{id}/send': {
    request: async (ctx) => ({ path: await offerPath(ctx, '/send', { approverId: ctx.userIds.admin, approve: true }), body: OFFER_EMAIL }),
    expect: outcomes('ok', 'ok', 'deny', 'deny', 'not-found'),
  },
  'POST /api/offers/{id}/recall': { request: async (ctx) => ({ path: await offerPath(ctx, '/recall'), body: {} }), expect: outcomes('ok', 'ok', 'deny', 'deny', 'not-found') },
  'POST /api/offers/{id}/mark-as-signed': {
    request: async (ctx) => ({ path: await offerPath(ctx, '/mark-as-signed'), body: await pdfUpload() }),
    expect: outcomes('ok', 'ok', 'deny', 'deny', 'not-found'),
  },
  'POST /api/offers/{id}/reject-on-behalf': {
    request: async (ctx) => ({ path: await offerPath(ctx, '/reject-on-behalf'), body: { reason: 'Declined by phone' } }),
    expect: outcomes('ok', 'ok', 'deny', 'deny', 'not-found'),
  },
  'PUT /api/company/toogle-requisition-for-offer/{id}': {
    request: async (ctx) => ({ path: `/company/toogle-requisition-for-offer/${ctx.companyId}`, body: { isRequisitionMandatoryForOffer: false } }),
    expect: SETTING_CHANGE_RECRUITER,
  },
  // The candidate's offer page: candidate tokens only.
  'GET /api/candidate-offers/{id}': { request: async (ctx) => ({ path: `/candidate-offers/${await newOffer(ctx)}` }), expect: CANDIDATES_ONLY },
  'GET /api/candidate-offers/{id}/letter': { request: async (ctx) => ({ path: `/candidate-offers/${await newOffer(ctx)}/letter` }), expect: CANDIDATES_ONLY },
  'POST /api/candidate-offers/{id}/sign': {
    request: async (ctx) => ({
      path: `/candidate-offers/${await newOffer(ctx)}/sign`,
      body: { acceptedTerms: true, candidateValues: {}, signature: 'data:image/png;base64,AA==', signatureKind: 'DRAWN' },
    }),
    expect: CANDIDATES_ONLY,
  },
  'POST /api/candidate-offers/{id}/reject': {
    request: async (ctx) => ({ path: `/candidate-offers/${await newOffer(ctx)}/reject`, body: { reason: 'No' } }),
    expect: CANDIDATES_ONLY,
  },
  // Issue 12's candidate hub and untimed tasks: candidate tokens only (staff are refused before any lookup).
  'GET /api/candidate-journey/applications/{applicationId}': {
    request: async (ctx) => ({ path: `/candidate-journey/applications/${await ctx.newApplication()}` }),
    expect: CANDIDATES_ONLY,
  },
  'POST /api/candidate-journey/applications/{applicationId}/stages/{stageId}/tasks/{taskId}/start': {
    request: async (ctx) => ({ path: `/candidate-journey/applications/${await ctx.newApplication()}/stages/${ctx.stageIds.screening}/tasks/screening-questions/start` }),
    expect: CANDIDATES_ONLY,
  },
  'POST /api/candidate-journey/applications/{applicationId}/stages/{stageId}/tasks/{taskId}/submit': {
    request: async (ctx) => ({
      path: `/candidate-journey/applications/${await ctx.newApplication()}/stages/${ctx.stageIds.screening}/tasks/screening-questions/submit`,
      body: { answers: [{ questionId: 'notice', number: 4 }] },
    }),
    expect: CANDIDATES_ONLY,
  },
  'POST /api/candidate-journey/applications/{applicationId}/files': {
    request: async (ctx) => ({ path: `/candidate-journey/applications/${await ctx.newApplication()}/files`, body: await pdfUpload() }),
    expect: CANDIDATES_ONLY,
  },
  // The profile's 'Candidate answers': the profile's access.
  'GET /api/job-applications/{id}/candidate-answers': {
    request: async (ctx) => ({ path: `/job-applications/${await ctx.newApplication()}/candidate-answers` }),
    expect: CANDIDATE_READ,
  },
  // Issue 12's home assignment, reminder and problem report: candidate tokens only (staff are refused before any lookup).
  'GET /api/candidate-journey/assignments/{applicationId}/stages/{stageId}/tasks/{taskId}': {
    request: async (ctx) => ({ path: `/candidate-journey/assignments/${await ctx.newApplication()}/stages/${ctx.stageIds.screening}/tasks/assignment-task` }),
    expect: CANDIDATES_ONLY,
  },
  'POST /api/candidate-journey/assignments/{applicationId}/stages/{stageId}/tasks/{taskId}/start': {
    request: async (ctx) => ({ path: `/candidate-journey/assignments/${await ctx.newApplication()}/stages/${ctx.stageIds.screening}/tasks/assignment-task/start` }),
    expect: CANDIDATES_ONLY,
  },
  'PUT /api/candidate-journey/assignments/{applicationId}/stages/{stageId}/tasks/{taskId}/draft': {
    request: async (ctx) => ({ path: `/candidate-journey/assignments/${await ctx.newApplication()}/stages/${ctx.stageIds.screening}/tasks/assignment-task/draft`, body: { link: 'https://example.com' } }),
    expect: CANDIDATES_ONLY,
  },
  'POST /api/candidate-journey/assignments/{applicationId}/stages/{stageId}/tasks/{taskId}/submit': {
    request: async (ctx) => ({ path: `/candidate-journey/assignments/${await ctx.newApplication()}/stages/${ctx.stageIds.screening}/tasks/assignment-task/submit`, body: { link: 'https://example.com' } }),
    expect: CANDIDATES_ONLY,
  },
  'GET /api/candidate-journey/jobs/{jobId}/assignments': { request: async (ctx) => ({ path: `/candidate-journey/jobs/${ctx.jobId}/assignments` }), expect: CANDIDATES_ONLY },
  'GET /api/candidate-journey/reminders/{applicationId}/stages/{stageId}': {
    request: async (ctx) => ({ path: `/candidate-journey/reminders/${await ctx.newApplication()}/stages/${ctx.stageIds.screening}` }),
    expect: CANDIDATES_ONLY,
  },
  'PUT /api/candidate-journey/reminders/{applicationId}/stages/{stageId}': {
    request: async (ctx) => ({ path: `/candidate-journey/reminders/${await ctx.newApplication()}/stages/${ctx.stageIds.screening}`, body: { remindAt: '2030-01-01T09:00', timeZone: 'Asia/Dubai' } }),
    expect: CANDIDATES_ONLY,
  },
  'POST /api/candidate-journey/issue-reports': {
    request: async (ctx) => {
      const body = new FormData();
      for (const [name, value] of Object.entries({ applicationId: await ctx.newApplication(), stageId: ctx.stageIds.screening, taskId: 'task', page: 'quiz', description: 'Broken' })) body.append(name, value);
      return { path: '/candidate-journey/issue-reports', body };
    },
    expect: CANDIDATES_ONLY,
  },
  // The video-answers recorder page: candidate tokens only (the tus upload itself is middleware, tested in video-answers.int).
  ...videoAnswerRows(),
  'GET /api/dev-sms-outbox': { request: at('/dev-sms-outbox?to=%2B971501234567'), expect: PUBLIC },
  // The candidate's quiz page: candidate tokens only.
  'GET /api/candidate-quizzes/{applicationId}/{stageId}/{taskId}': { request: async (ctx) => ({ path: `/candidate-quizzes/${await ctx.newApplication()}/${ctx.stageIds.screening}/quiz` }), expect: CANDIDATES_ONLY },
  'POST /api/candidate-quizzes/{applicationId}/{stageId}/{taskId}/start': {
    request: async (ctx) => ({ path: `/candidate-quizzes/${await ctx.newApplication()}/${ctx.stageIds.screening}/quiz/start`, body: { confirmed: true } }),
    expect: CANDIDATES_ONLY,
  },
  'POST /api/candidate-quizzes/{applicationId}/{stageId}/{taskId}/answer': {
    request: async (ctx) => ({ path: `/candidate-quizzes/${await ctx.newApplication()}/${ctx.stageIds.screening}/quiz/answer`, body: { questionId: 'sql-01', choice: 0 } }),
    expect: CANDIDATES_ONLY,
  },
  'POST /api/candidate-quizzes/{applicationId}/{stageId}/{taskId}/submit': {
    request: async (ctx) => ({ path: `/candidate-quizzes/${await ctx.newApplication()}/${ctx.stageIds.screening}/quiz/submit` }),
    expect: CANDIDATES_ONLY,
  },
  'GET /api/job-applications': { request: at('/job-applications'), expect: outcomes('ok', 'ok', 'ok', 'deny', 'ok') },
  'GET /api/job-applications/filters': { request: at('/job-applications/filters'), expect: outcomes('ok', 'ok', 'ok', 'deny', 'ok') },
  'POST /api/job-applications': {
    request: async (ctx) => ({ path: '/job-applications', body: candidateInput(ctx.jobId) }),
    expect: outcomes('ok', 'ok', 'deny', 'deny', 'not-found'),
  },
  // Add from CV: admins and recruiters, each in their own company (nothing of another company is named).
  'POST /api/job-applications/parse-cv': {
    request: async () => ({ path: '/job-applications/parse-cv', body: await pdfUpload() }),
    expect: outcomes('ok', 'ok', 'deny', 'deny', 'ok'),
  },
  'GET /api/job-applications/{id}': {
    request: async (ctx) => ({ path: `/job-applications/${await ctx.newApplication()}` }),
    expect: CANDIDATE_READ,
  },
  'GET /api/job-applications/{id}/history': {
    request: async (ctx) => ({ path: `/job-applications/${await ctx.newApplication()}/history` }),
    expect: CANDIDATE_READ,
  },
  // Custom fields (spec 03 "Custom field"; 01 §6.2 COMPANY::CUSTOM_FIELDS::{*, LIST}): admins manage them,
  // recruiters list them; a candidate's responses are candidate reading and candidate work.
  'GET /api/custom-fields': { request: at('/custom-fields?entity=CANDIDATE'), expect: outcomes('ok', 'ok', 'deny', 'deny', 'ok') },
  'POST /api/custom-fields': {
    request: async () => ({ path: '/custom-fields', body: { entity: 'JOB', name: `Matrix ${randomUUID()}`, fieldType: 'DATE' } }),
    expect: SETTING_ADD,
  },
  'PATCH /api/custom-fields/{id}': {
    request: async (ctx) => ({
      path: `/custom-fields/${await ctx.newSetting('/custom-fields', { entity: 'CANDIDATE', name: `F ${randomUUID()}`, fieldType: 'NUMERIC' })}`,
      body: { name: `G ${randomUUID()}` },
    }),
    expect: SETTING_CHANGE,
  },
  'DELETE /api/custom-fields/{id}': {
    request: async (ctx) => ({
      path: `/custom-fields/${await ctx.newSetting('/custom-fields', { entity: 'CANDIDATE', name: `F ${randomUUID()}`, fieldType: 'NUMERIC' })}`,
    }),
    expect: SETTING_CHANGE,
  },
  'GET /api/job-applications/{id}/custom-fields': {
    request: async (ctx) => ({ path: `/job-applications/${await ctx.newApplication()}/custom-fields` }),
    expect: CANDIDATE_READ,
  },
  'PUT /api/job-applications/{id}/custom-fields': {
    request: async (ctx) => ({ path: `/job-applications/${await ctx.newApplication()}/custom-fields`, body: { values: [] } }),
    expect: CANDIDATE_CHANGE,
  },
  'POST /api/job-applications/{id}/move-to-stage': {
    request: async (ctx) => ({
      path: `/job-applications/${await ctx.newApplication()}/move-to-stage`,
      body: { stageId: ctx.stageIds.interview, expectedRevision: 0 },
    }),
    expect: CANDIDATE_CHANGE,
  },
  'POST /api/job-applications/{id}/archive': {
    request: async (ctx) => ({ path: `/job-applications/${await ctx.newApplication()}/archive`, body: { archivalReasonId: ctx.reasonId, expectedRevision: 0 } }),
    expect: CANDIDATE_CHANGE,
  },
  'POST /api/job-applications/{id}/unarchive': {
    request: async (ctx) => ({ path: `/job-applications/${await ctx.newArchivedApplication()}/unarchive`, body: { expectedRevision: 1 } }),
    expect: CANDIDATE_CHANGE,
  },
  // Owner and tags: anyone who may open the profile (the admin added the candidate and owns it).
  'POST /api/job-applications/{id}/owner-change': {
    request: async (ctx) => ({
      path: `/job-applications/${await ctx.newApplication()}/owner-change`,
      body: { ownerId: ctx.userIds.recruiter, expectedRevision: 0 },
    }),
    expect: CANDIDATE_READ,
  },
  'POST /api/job-applications/{id}/add-or-remove-tags': {
    request: async (ctx) => ({
      path: `/job-applications/${await ctx.newApplication()}/add-or-remove-tags`,
      body: { add: ['Matrix'], expectedRevision: 0 },
    }),
    expect: CANDIDATE_READ,
  },
  'POST /api/job-applications/{id}/origin-source-change': {
    request: async (ctx) => ({
      path: `/job-applications/${await ctx.newApplication()}/origin-source-change`,
      body: { origin: 'referral', source: 'Matrix', expectedRevision: 0 },
    }),
    expect: CANDIDATE_READ,
  },
  // The candidate behind an application (ADR 0016): read with profile access, edited with the candidates permission.
  'GET /api/job-applications/{id}/candidate': {
    request: async (ctx) => ({ path: `/job-applications/${await ctx.newApplication()}/candidate` }),
    expect: CANDIDATE_READ,
  },
  'POST /api/job-applications/{id}/candidate': {
    request: async (ctx) => ({
      path: `/job-applications/${await ctx.newApplication()}/candidate`,
      body: { firstName: 'Layla', lastName: 'Nasser', emails: [{ email: `matrix.${randomUUID()}@example.com`, primary: true }], phones: [], links: [], gender: 'Female' },
    }),
    expect: CANDIDATE_CHANGE,
  },
  // Duplicate detection: who may add candidates, each in their own company (another company's is never searched).
  'GET /api/job-applications/duplicates': { request: at('/job-applications/duplicates?email=matrix%40example.com'), expect: outcomes('ok', 'ok', 'deny', 'deny', 'ok') },
  // Comments: anyone who may open the profile; only a comment's author edits or deletes it (the admin wrote these).
  'GET /api/job-applications/{id}/comments': {
    request: async (ctx) => ({ path: `/job-applications/${await ctx.newApplication()}/comments` }),
    expect: CANDIDATE_READ,
  },
  'GET /api/job-applications/{id}/comments/mentionable-members': {
    request: async (ctx) => ({ path: `/job-applications/${await ctx.newApplication()}/comments/mentionable-members` }),
    expect: CANDIDATE_READ,
  },
  'POST /api/job-applications/{id}/comments': {
    request: async (ctx) => ({ path: `/job-applications/${await ctx.newApplication()}/comments`, body: { text: 'Matrix comment' } }),
    expect: CANDIDATE_READ,
  },
  'POST /api/job-applications/{id}/comments/{commentId}/replies': {
    request: async (ctx) => {
      const { applicationId, commentId } = await adminComment(ctx);
      return { path: `/job-applications/${applicationId}/comments/${commentId}/replies`, body: { text: 'Matrix reply' } };
    },
    expect: CANDIDATE_READ,
  },
  'PATCH /api/job-applications/{id}/comments/{commentId}': {
    request: async (ctx) => {
      const { applicationId, commentId } = await adminComment(ctx);
      return { path: `/job-applications/${applicationId}/comments/${commentId}`, body: { text: 'Matrix edit' } };
    },
    expect: outcomes('ok', 'deny', 'deny', 'deny', 'not-found'),
  },
  'DELETE /api/job-applications/{id}/comments/{commentId}': {
    request: async (ctx) => {
      const { applicationId, commentId } = await adminComment(ctx);
      return { path: `/job-applications/${applicationId}/comments/${commentId}` };
    },
    expect: outcomes('ok', 'deny', 'deny', 'deny', 'not-found'),
  },
  // E-mails: the thread for anyone who may open the profile; sending and cancelling need "move stages & send emails".
  'GET /api/job-applications/{id}/emails': {
    request: async (ctx) => ({ path: `/job-applications/${await ctx.newApplication()}/emails` }),
    expect: CANDIDATE_READ,
  },
  'POST /api/job-applications/{id}/emails': {
    request: async (ctx) => ({ path: `/job-applications/${await ctx.newApplication()}/emails`, body: { subject: 'Matrix', body: '<p>Matrix</p>' } }),
    expect: CANDIDATE_CHANGE,
  },
  'POST /api/job-applications/{id}/emails/{emailId}/cancel': {
    request: async (ctx) => {
      const { applicationId, emailId } = await adminScheduledEmail(ctx);
      return { path: `/job-applications/${applicationId}/emails/${emailId}/cancel` };
    },
    expect: CANDIDATE_CHANGE,
  },
  // Files: anyone who may open the profile; making one confidential needs confidential access.
  'POST /api/job-applications/{id}/files': {
    request: async (ctx) => ({ path: `/job-applications/${await ctx.newApplication()}/files`, body: await pdfUpload() }),
    expect: CANDIDATE_READ,
  },
  'GET /api/job-applications/{id}/files': {
    request: async (ctx) => ({ path: `/job-applications/${(await adminFile(ctx)).applicationId}/files` }),
    expect: CANDIDATE_READ,
  },
  'GET /api/job-applications/{id}/files/{fileId}/download': {
    request: async (ctx) => {
      const { applicationId, fileId } = await adminFile(ctx);
      return { path: `/job-applications/${applicationId}/files/${fileId}/download` };
    },
    expect: CANDIDATE_READ,
  },
  'GET /api/job-applications/{id}/files/{fileId}/view': {
    request: async (ctx) => {
      const { applicationId, fileId } = await adminFile(ctx);
      return { path: `/job-applications/${applicationId}/files/${fileId}/view` };
    },
    expect: CANDIDATE_READ,
  },
  'POST /api/job-applications/{id}/files/{fileId}/rename': {
    request: async (ctx) => {
      const { applicationId, fileId } = await adminFile(ctx);
      return { path: `/job-applications/${applicationId}/files/${fileId}/rename`, body: { fileName: 'Matrix rename' } };
    },
    expect: CANDIDATE_READ,
  },
  'POST /api/job-applications/{id}/files/{fileId}/confidential': {
    request: async (ctx) => {
      const { applicationId, fileId } = await adminFile(ctx);
      return { path: `/job-applications/${applicationId}/files/${fileId}/confidential`, body: { confidential: true } };
    },
    expect: CANDIDATE_CHANGE,
  },
  // The auditor's view: the profile as of a moment and the history's export read as the profile does.
  'GET /api/job-applications/{id}/as-of': {
    request: async (ctx) => ({ path: `/job-applications/${await ctx.newApplication()}/as-of?asOf=${encodeURIComponent(new Date().toISOString())}` }),
    expect: CANDIDATE_READ,
  },
  'GET /api/job-applications/{id}/history/export': {
    request: async (ctx) => ({ path: `/job-applications/${await ctx.newApplication()}/history/export?format=json` }),
    expect: CANDIDATE_READ,
  },
  // Another job (spec 02 §4.4): the stage permission on both jobs to move; admins and recruiters add (§6.3).
  'POST /api/job-applications/{id}/job-change': {
    request: async (ctx) => ({
      path: `/job-applications/${await ctx.newApplication()}/job-change`,
      body: { jobId: await newPublishedJob(ctx), expectedRevision: 0 },
    }),
    expect: CANDIDATE_CHANGE,
  },
  'POST /api/job-applications/{id}/add-to-job': {
    request: async (ctx) => ({ path: `/job-applications/${await ctx.newApplication()}/add-to-job`, body: { jobId: await newPublishedJob(ctx) } }),
    expect: CANDIDATE_CHANGE,
  },
  // COMPANY::CANDIDATES::DELETE: admins and recruiters (COMPANY::CANDIDATES::*); the interviewer only views.
  'DELETE /api/job-applications/{id}': {
    request: async (ctx) => ({ path: `/job-applications/${await ctx.newApplication()}` }),
    expect: CANDIDATE_CHANGE,
  },
  // Erasure of a candidate's personal data: company admins only; another company's application is unknown.
  'DELETE /api/job-applications/{id}/personal-data': {
    request: async (ctx) => ({ path: `/job-applications/${await ctx.newApplication()}/personal-data` }),
    expect: outcomes('ok', 'deny', 'deny', 'deny', 'not-found'),
  },
  // COMPANY::EXPORTS::CANDIDATE_DATA: admins and recruiters; another company exports its own (empty) list.
  'GET /api/exports/candidates': { request: at('/exports/candidates'), expect: outcomes('ok', 'ok', 'deny', 'deny', 'ok') },
  'DELETE /api/job-applications/{id}/files/{fileId}': {
    request: async (ctx) => {
      const { applicationId, fileId } = await adminFile(ctx);
      return { path: `/job-applications/${applicationId}/files/${fileId}` };
    },
    expect: CANDIDATE_READ,
  },

  // Bulk actions (spec 02 §7.3): the request is queued for the caller's own company; another company's ids fail per item.
  'POST /api/bulk-actions/owner-change': {
    request: async (ctx, caller) => ({
      path: '/bulk-actions/owner-change',
      body: { applicationIds: [await ctx.newApplication()], ownerId: ctx.userIds[caller === 'anonymous' ? 'admin' : caller] },
    }),
    expect: outcomes('ok', 'ok', 'ok', 'deny', 'ok'),
  },
  'POST /api/bulk-actions/archive-change': {
    request: async (ctx) => ({ path: '/bulk-actions/archive-change', body: { applicationIds: [await ctx.newApplication()], archivalReasonId: ctx.reasonId } }),
    // Another company's caller names this company's archival reason: no reason of theirs.
    expect: outcomes('ok', 'ok', 'deny', 'deny', 'no-effect'),
  },
  'POST /api/bulk-actions/unarchive': {
    request: async (ctx) => ({ path: '/bulk-actions/unarchive', body: { applicationIds: [await ctx.newArchivedApplication()] } }),
    expect: BULK_STAGE,
  },
  'POST /api/bulk-actions/progress-stage-change': {
    request: async (ctx) => ({ path: '/bulk-actions/progress-stage-change', body: { applicationIds: [await ctx.newApplication()], stageId: ctx.stageIds.interview } }),
    expect: BULK_STAGE,
  },
  'POST /api/bulk-actions/add-or-remove-tags': {
    request: async (ctx) => ({ path: '/bulk-actions/add-or-remove-tags', body: { applicationIds: [await ctx.newApplication()], add: ['matrix'] } }),
    expect: BULK_PROFILE,
  },
  'POST /api/bulk-actions/add-comment': {
    request: async (ctx) => ({ path: '/bulk-actions/add-comment', body: { applicationIds: [await ctx.newApplication()], text: 'Matrix bulk comment' } }),
    expect: BULK_PROFILE,
  },
  'POST /api/bulk-actions/origin-change': {
    request: async (ctx) => ({ path: '/bulk-actions/origin-change', body: { applicationIds: [await ctx.newApplication()], origin: 'referral' } }),
    expect: BULK_PROFILE,
  },
  'POST /api/bulk-actions/source-change': {
    request: async (ctx) => ({ path: '/bulk-actions/source-change', body: { applicationIds: [await ctx.newApplication()], source: 'Matrix fair' } }),
    expect: BULK_PROFILE,
  },
  'POST /api/bulk-actions/job-change': {
    request: async (ctx) => ({ path: '/bulk-actions/job-change', body: { applicationIds: [await ctx.newApplication()], jobId: await newPublishedJob(ctx) } }),
    // Another company's caller names this company's job: no job of theirs.
    expect: outcomes('ok', 'ok', 'deny', 'deny', 'no-effect'),
  },
  'DELETE /api/bulk-actions/delete-applications': {
    request: async (ctx) => ({ path: '/bulk-actions/delete-applications', body: { applicationIds: [await ctx.newApplication()] } }),
    expect: BULK_STAGE,
  },
  'POST /api/bulk-actions/send-email': {
    request: async (ctx) => ({ path: '/bulk-actions/send-email', body: { applicationIds: [await ctx.newApplication()], subject: 'Matrix', body: '<p>Matrix</p>' } }),
    expect: BULK_STAGE,
  },
  // A bulk e-mail's attachment: kept for the caller in their own company; needs the e-mail permission for some job.
  'POST /api/bulk-actions/email-attachments': {
    request: async () => ({ path: '/bulk-actions/email-attachments', body: await pdfUpload() }),
    expect: BULK_STAGE,
  },
  'POST /api/bulk-actions/companies/{companyId}/parse-cvs': {
    request: async (ctx) => ({ path: `/bulk-actions/companies/${ctx.companyId}/parse-cvs`, body: { applicationIds: [await ctx.newApplication()] } }),
    // Another company's caller names this company in the path: not found.
    expect: outcomes('ok', 'ok', 'ok', 'deny', 'not-found'),
  },
  'GET /api/bulk-actions/panel': { request: at('/bulk-actions/panel'), expect: ANY_SIGNED_IN },
  'GET /api/bulk-actions/status/{id}': {
    request: async (ctx) => {
      const { id, position } = await adminBulkAction(ctx);
      return { path: `/bulk-actions/status/${id}?afterPosition=${position}` };
    },
    expect: OWN_BULK_ACTION,
  },
  'GET /api/bulk-actions/status/{id}/items': {
    request: async (ctx) => {
      const { id, position } = await adminBulkAction(ctx);
      // Read its status first, so the read model holds the action.
      await fixtureAdmin(ctx).get(`/bulk-actions/status/${id}?afterPosition=${position}`);
      return { path: `/bulk-actions/status/${id}/items` };
    },
    expect: OWN_BULK_ACTION,
  },
  'POST /api/bulk-actions/{id}/cancel': { request: async (ctx) => ({ path: `/bulk-actions/${(await adminBulkAction(ctx)).id}/cancel` }), expect: OWN_BULK_ACTION_CHANGE },
  'POST /api/bulk-actions/{id}/undo': { request: async (ctx) => ({ path: `/bulk-actions/${(await adminBulkAction(ctx)).id}/undo` }), expect: OWN_BULK_ACTION_CHANGE },
  // Clearing one's own panel: refused (409) while one of one's bulk actions still runs.
  'DELETE /api/bulk-actions/panel': { request: at('/bulk-actions/panel'), expect: outcomes('allow', 'allow', 'allow', 'allow', 'allow') },

  'GET /api/approval-flows/default/{type}': { request: at('/approval-flows/default/requisition'), expect: HIRING_PLAN_READ },
  'PUT /api/approval-flows/default/{type}': {
    request: async (ctx, caller) => ({
      path: '/approval-flows/default/requisition',
      body: { steps: [{ approverIds: [caller === 'otherCompany' ? ctx.userIds.otherCompany : ctx.userIds.admin], rule: 'ALL' }] },
    }),
    expect: outcomes('ok', 'deny', 'deny', 'deny', 'ok'),
  },
  'GET /api/approval-links/{token}': { request: at('/approval-links/not-a-signed-link'), expect: PUBLIC_BOGUS },
  'POST /api/approval-links/{token}/decision': { request: at('/approval-links/not-a-signed-link/decision', { decision: 'APPROVED' }), expect: PUBLIC_BOGUS },
  'GET /api/requisitions': { request: at('/requisitions?tab=MY_REQUISITIONS'), expect: HIRING_PLAN_READ },
  'GET /api/requisitions/highlights': { request: at('/requisitions/highlights'), expect: HIRING_PLAN_READ },
  'POST /api/requisitions': {
    request: async (ctx) => ({
      path: '/requisitions',
      body: requisitionFields(ctx, await ctx.newSetting('/departments', { name: `Matrix HOD ${randomUUID()}`, headOfDepartmentId: ctx.userIds.admin })),
    }),
    // Another company's department and people are unknown there: refused by the handler.
    expect: outcomes('ok', 'ok', 'deny', 'deny', 'no-effect'),
  },
  'GET /api/requisitions/{id}': { request: async (ctx) => ({ path: `/requisitions/${await matrixRequisition(ctx)}` }), expect: REQUISITION_READ },
  'GET /api/requisitions/{id}/history': { request: async (ctx) => ({ path: `/requisitions/${await matrixRequisition(ctx)}/history` }), expect: REQUISITION_READ },
  'GET /api/requisitions/{id}/history/export': {
    request: async (ctx) => ({ path: `/requisitions/${await matrixRequisition(ctx)}/history/export?format=json` }),
    expect: REQUISITION_READ,
  },
  'PUT /api/requisitions/{id}': {
    request: async (ctx) => {
      const id = await matrixRequisition(ctx);
      return { path: `/requisitions/${id}`, body: await editedRequisition(ctx, id) };
    },
    expect: REQUISITION_CHANGE,
  },
  'POST /api/requisitions/{id}/submit': { request: async (ctx) => ({ path: `/requisitions/${await matrixRequisition(ctx, { submit: false })}/submit`, body: {} }), expect: REQUISITION_CHANGE },
  'POST /api/requisitions/{id}/approve': { request: async (ctx) => ({ path: `/requisitions/${await matrixRequisition(ctx)}/approve`, body: {} }), expect: REQUISITION_READ },
  'POST /api/requisitions/{id}/reject': {
    request: async (ctx) => ({ path: `/requisitions/${await matrixRequisition(ctx)}/reject`, body: { note: 'Matrix' } }),
    expect: REQUISITION_READ,
  },
  'PUT /api/requisitions/{id}/recruiters': {
    request: async (ctx) => ({ path: `/requisitions/${await matrixRequisition(ctx)}/recruiters`, body: { recruiterIds: [ctx.userIds.recruiter, ctx.userIds.admin] } }),
    expect: REQUISITION_CHANGE,
  },
  'POST /api/requisitions/{id}/jobs': {
    request: async (ctx) => ({ path: `/requisitions/${await matrixRequisition(ctx, { approve: true })}/jobs`, body: { jobId: ctx.jobId } }),
    expect: REQUISITION_CHANGE,
  },
  'POST /api/requisitions/{id}/mark-as-hired': {
    request: async (ctx) => ({
      path: `/requisitions/${await matrixRequisition(ctx, { approve: true })}/mark-as-hired`,
      body: { hiredDate: '2027-01-10', candidate: { name: 'Matrix Hire', email: 'hire@example.com' } },
    }),
    expect: REQUISITION_CHANGE,
  },
  'GET /api/inbox': { request: at('/inbox?filter=ALL'), expect: INBOX },
  'GET /api/inbox/list-count': { request: at('/inbox/list-count'), expect: INBOX },
  'POST /api/inbox': { request: at('/inbox', { isRead: true }), expect: INBOX },
  'DELETE /api/inbox/actions/delete': { request: at('/inbox/actions/delete?isRead=true'), expect: INBOX },
  // Someone else's (here: nobody's) notification id: allowed callers get past the checks and find nothing.
  'PUT /api/inbox/{id}': { request: at(`/inbox/${randomUUID()}`, { isRead: true }), expect: INBOX_UNKNOWN_ID },
  'DELETE /api/inbox/{id}': { request: at(`/inbox/${randomUUID()}`), expect: INBOX_UNKNOWN_ID },
  // Real-time push: every signed-in member has their own stream; the stream opens with a ticket only (none: 400).
  'POST /api/push/tickets': { request: at('/push/tickets'), expect: ANY_SIGNED_IN },
  'GET /api/push/stream': { request: at('/push/stream'), expect: outcomes('no-effect', 'no-effect', 'no-effect', 'no-effect', 'no-effect', 'no-effect') },
  'POST /api/push/acknowledge': { request: at('/push/acknowledge', { ids: ['1'] }), expect: ANY_SIGNED_IN },
  // Each user's own preferences (USER::NOTIFICATION_PREFERENCES, every role holds it).
  'GET /api/notification-preferences': { request: at('/notification-preferences'), expect: ANY_SIGNED_IN },
  'PUT /api/notification-preferences': { request: at('/notification-preferences', { dailyDigest: { latestReleases: true } }), expect: ANY_SIGNED_IN },
  // Each user's own calendar (USER::INTEGRATE_CALENDAR_EMAIL, which employees do not hold); the PUT's server URL is
  // deliberately invalid, so the row needs no CalDAV server (connecting for real: calendar-integrations.int.spec.ts).
  'GET /api/calendar-integrations/me': { request: at('/calendar-integrations/me'), expect: INBOX },
  'PUT /api/calendar-integrations/me': {
    request: at('/calendar-integrations/me', { kind: 'CALDAV', serverUrl: 'not a url', username: 'someone', password: 'secret' }),
    expect: INBOX_UNKNOWN_ID,
  },
  'DELETE /api/calendar-integrations/me': { request: at('/calendar-integrations/me'), expect: INBOX },
  // Self-scheduling (issue 11): availability is kept by staff who interview (one's own; an admin's for anyone),
  // booking links by COMPANY::BOOKING_LINK, invites by COMPANY::INTERVIEWS::SELF_SCHEDULING, all on a plan with
  // self-scheduling; the candidate's booking page takes the signed link instead of a session.
  'GET /api/interview-availabilities': { request: at('/interview-availabilities'), expect: outcomes('ok', 'ok', 'ok', 'deny', 'ok') },
  'POST /api/interview-availabilities': {
    request: async (ctx, caller) => ({ path: '/interview-availabilities', body: matrixAvailability(caller === 'anonymous' ? ctx.userIds.admin : ctx.userIds[caller]) }),
    expect: outcomes('ok', 'ok', 'ok', 'deny', 'ok'),
  },
  'GET /api/interview-availabilities/{id}': {
    request: async (ctx) => ({ path: `/interview-availabilities/${await ctx.newSetting('/interview-availabilities', matrixAvailability(await ctx.newMember()))}` }),
    expect: outcomes('ok', 'not-found', 'not-found', 'deny', 'not-found'),
  },
  'PUT /api/interview-availabilities/{id}': {
    request: async (ctx) => {
      const member = await ctx.newMember();
      return { path: `/interview-availabilities/${await ctx.newSetting('/interview-availabilities', matrixAvailability(member))}`, body: matrixAvailability(member) };
    },
    expect: outcomes('ok', 'deny', 'deny', 'deny', 'not-found'),
  },
  'GET /api/interview-booking-links': { request: at('/interview-booking-links'), expect: outcomes('ok', 'ok', 'deny', 'deny', 'ok') },
  'POST /api/interview-booking-links': {
    request: async (ctx, caller) => ({ path: '/interview-booking-links', body: matrixBookingLink(caller === 'anonymous' ? ctx.userIds.admin : ctx.userIds[caller]) }),
    expect: SETTING_ADD_RECRUITER,
  },
  'GET /api/interview-booking-links/{id}': {
    request: async (ctx) => ({ path: `/interview-booking-links/${await ctx.newSetting('/interview-booking-links', matrixBookingLink(ctx.userIds.admin))}` }),
    expect: SETTING_CHANGE_RECRUITER,
  },
  'PUT /api/interview-booking-links/{id}': {
    request: async (ctx) => ({
      path: `/interview-booking-links/${await ctx.newSetting('/interview-booking-links', matrixBookingLink(ctx.userIds.admin))}`,
      body: matrixBookingLink(ctx.userIds.admin),
    }),
    expect: SETTING_CHANGE_RECRUITER,
  },
  'DELETE /api/interview-booking-links/{id}': {
    request: async (ctx) => ({ path: `/interview-booking-links/${await ctx.newSetting('/interview-booking-links', matrixBookingLink(ctx.userIds.admin))}` }),
    expect: SETTING_CHANGE_RECRUITER,
  },
  'POST /api/interview-booking-invites': {
    request: async (ctx) => ({
      path: '/interview-booking-invites',
      body: {
        applicationId: await ctx.newApplication(),
        linkId: await ctx.newSetting('/interview-booking-links', matrixBookingLink(ctx.userIds.admin)),
        subject: 'Book your interview',
        body: '<p>{{bookingLink}}</p>',
      },
    }),
    expect: CANDIDATE_CHANGE,
  },
  'POST /api/bulk-actions/schedule-interview': {
    request: async (ctx) => ({
      path: '/bulk-actions/schedule-interview',
      body: {
        applicationIds: [await ctx.newApplication()],
        linkId: await ctx.newSetting('/interview-booking-links', matrixBookingLink(ctx.userIds.admin)),
        subject: 'Matrix',
        body: '<p>{{bookingLink}}</p>',
      },
    }),
    // BULK_SCHEDULE_INTERVIEW: self-scheduling's permission and 'move stages & send emails'; items are checked when run.
    expect: BULK_STAGE,
  },
  'GET /api/interview-bookings/{token}': { request: at('/interview-bookings/not-a-signed-link'), expect: PUBLIC_BOGUS },
  'POST /api/interview-bookings/{token}': { request: at('/interview-bookings/not-a-signed-link', { start: new Date().toISOString() }), expect: PUBLIC_BOGUS },
};

const methodOf = (key: string) => key.split(' ')[0];

const send = (client: ApiClient, method: string, request: Request): Promise<ApiResponse> => {
  switch (method) {
    case 'GET':
      return client.get(request.path);
    case 'POST':
      return client.post(request.path, request.body);
    case 'PUT':
      return client.put(request.path, request.body);
    case 'PATCH':
      return client.patch(request.path, request.body);
    case 'DELETE':
      return request.body === undefined ? client.delete(request.path) : client.deleteWith(request.path, request.body);
    default:
      throw new Error(`no sender for ${method}`);
  }
};

const meets = (outcome: Outcome, status: number): boolean => {
  switch (outcome) {
    case 'ok':
      return status >= 200 && status < 300;
    case 'allow':
      return ![401, 403, 499].includes(status) && status < 500;
    case 'deny':
      return status === 403;
    case 'not-found':
      return status === 404;
    case 'unauthenticated':
      return status === 401;
    case 'no-effect':
      return status >= 400 && status < 500 && status !== 401;
  }
};

/** What `route` answers each caller, against what the matrix expects: one line per mismatch. */
const mismatchesOf = async (route: string, ctx: Context, clients: Record<Caller, ApiClient>): Promise<string[]> => {
  const row = MATRIX[route];
  // The six callers at once: each request is its own (fresh fixtures where one caller's success would change
  // another's answer), so their order does not matter.
  const answers = await Promise.all(
    CALLERS.map(async (caller) => {
      const request = await row.request(ctx, caller);
      const response = await send(clients[caller], methodOf(route), request);
      return meets(row.expect[caller], response.status)
        ? null
        : `${caller}: expected ${row.expect[caller]}, got ${response.status} ${JSON.stringify(response.body)?.slice(0, 160)}`;
    }),
  );
  return answers.filter((mismatch) => mismatch !== null);
};

/**
 * Every route's check, started in the matrix's order and run `atOnce` at a time: the requests mostly wait on the
 * API, and one route at a time made this the longest integration spec (about 165 s for some 400 routes).
 */
const checkRoutes = (routes: string[], atOnce: number, check: (route: string) => Promise<string[]>) => {
  let running = 0;
  const waiting: Array<() => void> = [];
  const inTurn = async (route: string) => {
    // A finished check hands its slot to the next waiting one, so never more than `atOnce` run.
    if (running < atOnce) running += 1;
    else await new Promise<void>((resume) => waiting.push(resume));
    try {
      return await check(route);
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
  const verdicts = new Map(routes.map((route) => [route, inTurn(route)] as const));
  // Each test awaits its own; until then a failed check is not an unhandled rejection.
  for (const verdict of verdicts.values()) verdict.catch(() => undefined);
  return verdicts;
};

describe('authorization matrix', () => {
  let ctx: Context;
  let clients: Record<Caller, ApiClient>;
  let documentedRoutes: string[];
  let verdicts: Map<string, Promise<string[]>>;

  beforeAll(async () => {
    const label = randomUUID().slice(0, 8);
    const domain = `matrix-${label}.test`;
    const otherDomain = `matrix-other-${label}.test`;
    const dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 2 });
    await dataSource.initialize();
    const seeded = await seedCompany(dataSource, {
      name: 'Matrix company',
      domain,
      users: [
        { firstName: 'Ada', lastName: 'Admin', email: `admin@${domain}`, roles: ['COMPANY_ADMIN'] },
        // A recruiter with access to all jobs, as the spec's per-job rules describe.
        {
          firstName: 'Rami',
          lastName: 'Recruiter',
          email: `recruiter@${domain}`,
          roles: ['COMPANY_RECRUITER'],
          collaboratorPermissions: [{ jobRoleId: '*', permissions: [...ALL_JOB_PERMISSIONS] }],
        },
        { firstName: 'Ines', lastName: 'Interviewer', email: `interviewer@${domain}`, roles: ['COMPANY_INTERVIEWER'] },
        { firstName: 'Emre', lastName: 'Employee', email: `employee@${domain}`, roles: ['COMPANY_EMPLOYEE'] },
      ],
    });
    const other = await seedCompany(dataSource, {
      name: 'Other matrix company',
      domain: otherDomain,
      users: [{ firstName: 'Olga', lastName: 'Other', email: `admin@${otherDomain}`, roles: ['COMPANY_ADMIN'] }],
    });

    clients = {
      admin: apiAs(`admin@${domain}`),
      recruiter: apiAs(`recruiter@${domain}`),
      interviewer: apiAs(`interviewer@${domain}`),
      employee: apiAs(`employee@${domain}`),
      otherCompany: apiAs(`admin@${otherDomain}`),
      anonymous: anonymousApi(),
    };
    const admin = clients.admin;
    const job = await createPublishedJob(admin, 'Matrix Engineer');
    // The hiring manager may open candidate profiles of this job, and nothing more.
    await dataSource.query('UPDATE users SET collaborator_permissions = $1 WHERE id = $2', [
      JSON.stringify([{ jobRoleId: job.id, permissions: [PERMISSIONS.candidatesProfilesView] }]),
      seeded.userIds[`interviewer@${domain}`],
    ]);
    // Both companies are mid-onboarding, so their admins can send the questionnaire's answers once.
    await dataSource.query('UPDATE companies SET is_self_onboarding_completed = false WHERE id = ANY($1)', [[seeded.companyId, other.companyId]]);
    const [{ career_name: careerName }] = await dataSource.query('SELECT career_name FROM companies WHERE id = $1', [seeded.companyId]);
    await dataSource.destroy();

    const reasons = (await admin.get('/archival-reasons/company')).body as Array<{ id: string }>;
    const [defaultTemplate] = (await admin.get('/pipeline-templates')).body as Array<{ id: string }>;
    const department = await admin.post('/departments', { name: 'Engineering', headOfDepartmentId: null });
    const location = await admin.post('/locations', { name: 'Dubai' });
    expect([department.status, location.status]).toEqual([201, 201]);
    const newApplication = async () => {
      const added = await admin.post('/job-applications', candidateInput(job.id));
      expect(added.status).toBe(201);
      await admin.get(`/job-applications/${added.body.id}?afterPosition=${added.body.position}`);
      return added.body.id as string;
    };
    ctx = {
      domain,
      otherDomain,
      jobId: job.id,
      reasonId: reasons[0].id,
      stageIds: { screening: stageNamed(job, 'Screening').id, interview: stageNamed(job, 'Interview').id },
      companyId: seeded.companyId,
      otherCompanyId: other.companyId,
      templateId: defaultTemplate.id,
      userIds: {
        admin: seeded.userIds[`admin@${domain}`],
        recruiter: seeded.userIds[`recruiter@${domain}`],
        interviewer: seeded.userIds[`interviewer@${domain}`],
        employee: seeded.userIds[`employee@${domain}`],
        otherCompany: other.userIds[`admin@${otherDomain}`],
      },
      newApplication,
      newArchivedApplication: async () => {
        const id = await newApplication();
        const archived = await admin.post(`/job-applications/${id}/archive`, { archivalReasonId: reasons[0].id, expectedRevision: 0 });
        expect(archived.status).toBe(201);
        await admin.get(`/job-applications/${id}?afterPosition=${archived.body.position}`);
        return id;
      },
      newDraftJob: async () => {
        const created = await admin.post('/company-roles', { name: 'Draft Matrix Job' });
        expect(created.status).toBe(201);
        await admin.get(`/company-roles/${created.body.id}?afterPosition=${created.body.position}`);
        return created.body.id as string;
      },
      newDraftJobStage: async () => {
        const created = await admin.post('/company-roles', { name: 'Draft Matrix Job' });
        expect(created.status).toBe(201);
        const draft = await admin.get(`/company-roles/${created.body.id}?afterPosition=${created.body.position}`);
        return { jobId: created.body.id as string, stageId: stageNamed(draft.body, 'Offer').id };
      },
      newJobWithLink: async () => {
        const created = await admin.post('/company-roles', { name: 'Draft Matrix Job' });
        const added = await admin.post(`/company-roles/${created.body.id}/custom-links`, { source: 'Meetup', link: 'https://meetup.example/jobs' });
        expect(added.status).toBe(201);
        return { jobId: created.body.id as string, source: 'Meetup' };
      },
      stageOrder: job.stages.map((stage) => stage.id),
      careerName,
      departmentId: department.body.id,
      locationId: location.body.id,
      newSetting: async (path, body) => {
        const created = await admin.post(path, body);
        expect(created.status).toBe(201);
        return created.body.id as string;
      },
      newMember: async () => {
        const created = await admin.post('/auth/company/createUser', {
          email: `member.${randomUUID().slice(0, 8)}@${domain}`,
          firstName: 'Matrix',
          lastName: 'Member',
          accessType: 'COMPANY_EMPLOYEE',
          sendInvite: true,
        });
        expect(created.status).toBe(201);
        return created.body.id as string;
      },
    };

    const response = await fetch(`${process.env.API_URL}/api/docs-json`);
    const document = (await response.json()) as { paths: Record<string, Record<string, unknown>> };
    documentedRoutes = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    verdicts = checkRoutes(Object.keys(MATRIX), 4, (route) => mismatchesOf(route, ctx, clients));
  });

  it('lists every route the API serves, and only those', () => {
    const listed = Object.keys(MATRIX);
    expect(documentedRoutes.filter((route) => !listed.includes(route))).toEqual([]);
    expect(listed.filter((route) => !documentedRoutes.includes(route))).toEqual([]);
  });

  it.each(Object.keys(MATRIX))('%s answers each caller as expected', async (route) => {
    expect(await verdicts.get(route)).toEqual([]);
  });
});
