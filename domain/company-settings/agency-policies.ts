import { CONTACT_MESSAGES, validateEmail } from '../candidates/contact-validation';
import { DomainError } from '../shared/errors';
import { decision, type RelationalDecision, type WriteContext } from '../shared/relational-decision';
import { cleanName, sameName, settingsAudit, type SettingsCaller } from './company-settings-rows';

/**
 * Agencies (spec 02 §2.9, §3.12, §5.7): external recruitment agencies of a company, with a primary contact and
 * the invitation e-mail their contact gets. Relational configuration (docs/adr/0009).
 *
 * The jobs assigned to an agency are NOT kept here: the job's stream already records its agency ids
 * (`JobAgenciesAssigned`), and the agency portal must see exactly what the job says. A second copy on the agency
 * row would be a second truth that drifts; the settings read the assignments from the jobs read model and change
 * them through the job's own command. The policies below only check the chosen jobs are the company's.
 */

export const AGENCY_NAME_MIN_LENGTH = 3;
export const AGENCY_NAME_MAX_LENGTH = 100;
export const AGENCY_CONTACT_NAME_MAX_LENGTH = 100;
export const AGENCY_EMAIL_MAX_LENGTH = 320;
export const AGENCY_SUBJECT_MAX_LENGTH = 255;
export const AGENCY_BODY_MAX_LENGTH = 10_000;
/** At most as many jobs as the dialog can reasonably list at once; a job holds at most 100 agencies itself. */
export const MAX_AGENCY_JOBS = 200;

/** Spec 03.12: the invitation's defaults; {{company_name}} and {{agency_link}} are filled in when it is sent. */
export const AGENCY_INVITATION_DEFAULTS = {
  subject: 'Invitation for agency portal of {{company_name}}',
  body:
    'Hello,\n\nYou have been assigned jobs at {{company_name}}. ' +
    'You can submit candidates for them via {{agency_link}}.\n\nThank you.',
} as const;

/** Verbatim where spec 02 §5.7 gives them; the others are this product's wording in the spec's style. */
export const AGENCY_MESSAGES = {
  nameRequired: 'Please enter agency name',
  nameTooShort: `Name length must be at least ${AGENCY_NAME_MIN_LENGTH} characters`,
  nameTooLong: `Maximum ${AGENCY_NAME_MAX_LENGTH} characters.`,
  nameTaken: 'An agency with this name already exists. Please enter a different name.',
  contactNameRequired: 'Please enter primary contact name',
  contactNameTooLong: `Maximum ${AGENCY_CONTACT_NAME_MAX_LENGTH} characters.`,
  subjectRequired: 'Please input email subject',
  subjectTooLong: `Maximum ${AGENCY_SUBJECT_MAX_LENGTH} characters.`,
  bodyRequired: 'Please input email body',
  bodyTooLong: `Maximum ${AGENCY_BODY_MAX_LENGTH} characters.`,
  jobsRequired: 'Please select at least one job',
  jobsInvalid: 'Please select jobs of your company',
  notFound: 'Agency not found',
} as const;

const validation = (code: string, message: string) => new DomainError(code, message, 'validation');

export const AgencyErrors = {
  invalid: (message: string) => validation('agency-invalid', message),
  nameTaken: () => new DomainError('agency-name-taken', AGENCY_MESSAGES.nameTaken, 'conflict'),
  jobsRequired: () => validation('agency-jobs-required', AGENCY_MESSAGES.jobsRequired),
  jobsInvalid: () => validation('agency-jobs-invalid', AGENCY_MESSAGES.jobsInvalid),
  notFound: () => new DomainError('agency-not-found', AGENCY_MESSAGES.notFound, 'not-found'),
} as const;

/** Field rules shared by the request DTO, the policies and the web form: the message, or null. */
export const agencyNameRule = (value: unknown): string | null => {
  if (typeof value !== 'string' || value.trim().length === 0) return AGENCY_MESSAGES.nameRequired;
  if (value.trim().length < AGENCY_NAME_MIN_LENGTH) return AGENCY_MESSAGES.nameTooShort;
  return value.trim().length > AGENCY_NAME_MAX_LENGTH ? AGENCY_MESSAGES.nameTooLong : null;
};

export const agencyContactNameRule = (value: unknown): string | null => {
  if (typeof value !== 'string' || value.trim().length === 0) return AGENCY_MESSAGES.contactNameRequired;
  return value.trim().length > AGENCY_CONTACT_NAME_MAX_LENGTH ? AGENCY_MESSAGES.contactNameTooLong : null;
};

export const agencyContactEmailRule = (value: unknown): string | null => {
  if (typeof value !== 'string') return CONTACT_MESSAGES.emailRequired;
  return value.trim().length > AGENCY_EMAIL_MAX_LENGTH ? CONTACT_MESSAGES.emailInvalid : validateEmail(value);
};

export const agencySubjectRule = (value: unknown): string | null => {
  if (typeof value !== 'string' || value.trim().length === 0) return AGENCY_MESSAGES.subjectRequired;
  return value.length > AGENCY_SUBJECT_MAX_LENGTH ? AGENCY_MESSAGES.subjectTooLong : null;
};

export const agencyBodyRule = (value: unknown): string | null => {
  if (typeof value !== 'string' || value.trim().length === 0) return AGENCY_MESSAGES.bodyRequired;
  return value.length > AGENCY_BODY_MAX_LENGTH ? AGENCY_MESSAGES.bodyTooLong : null;
};

export type AgencyRow = {
  id: string;
  companyId: string;
  name: string;
  contactName: string;
  contactEmail: string;
  invitationSubject: string;
  invitationBody: string;
};

export type AgencyTables = { agencies: AgencyRow };

export type AgencyDecision<Result> = RelationalDecision<AgencyTables, never, Result>;

export type AgencyInput = {
  name: string;
  contactName: string;
  contactEmail: string;
  /** Absent: the spec's default. */
  invitationSubject?: string;
  invitationBody?: string;
  /** The jobs to assign; the handler assigns them through each job's command after the row is written. */
  jobIds: string[];
};

/** The company's jobs the chosen ids name (the caller's company only; deleted jobs are gone). */
export type AssignableJob = { id: string };

/** What the add and edit policies answer: the row as stored and the job ids to assign, checked. */
export type AgencyChange = { agency: AgencyRow; jobIds: string[] };

const check = (rule: (value: unknown) => string | null, value: unknown) => {
  const message = rule(value);
  if (message) throw AgencyErrors.invalid(message);
};

const assertUnique = (agencies: readonly AgencyRow[], name: string, exceptId: string | null) => {
  if (agencies.some((row) => row.id !== exceptId && sameName(row.name, name))) throw AgencyErrors.nameTaken();
};

/** At least one job, each of the company (`jobs`: the company's jobs among the chosen ids). */
const checkedJobs = (jobIds: readonly string[], jobs: readonly AssignableJob[]): string[] => {
  const chosen = [...new Set(jobIds)];
  if (chosen.length === 0) throw AgencyErrors.jobsRequired();
  const known = new Set(jobs.map((job) => job.id));
  if (chosen.some((id) => !known.has(id))) throw AgencyErrors.jobsInvalid();
  return chosen;
};

const ownAgency = (caller: SettingsCaller, row: AgencyRow | null): AgencyRow => {
  if (!row || row.companyId !== caller.companyId) throw AgencyErrors.notFound();
  return row;
};

const fields = (input: Omit<AgencyInput, 'jobIds'>) => {
  const invitationSubject = input.invitationSubject ?? AGENCY_INVITATION_DEFAULTS.subject;
  const invitationBody = input.invitationBody ?? AGENCY_INVITATION_DEFAULTS.body;
  check(agencyNameRule, input.name);
  check(agencyContactNameRule, input.contactName);
  check(agencyContactEmailRule, input.contactEmail);
  check(agencySubjectRule, invitationSubject);
  check(agencyBodyRule, invitationBody);
  return {
    name: cleanName(input.name),
    contactName: input.contactName.trim(),
    contactEmail: input.contactEmail.trim(),
    invitationSubject,
    invitationBody,
  };
};

/** `POST /agencies`. `existing.agencies`: the company's agencies; `existing.jobs`: its jobs among `input.jobIds`. */
export const addAgency = (
  input: AgencyInput,
  existing: { agencies: readonly AgencyRow[]; jobs: readonly AssignableJob[] },
  caller: SettingsCaller,
  { newId }: WriteContext,
): AgencyDecision<AgencyChange> => {
  const values = fields(input);
  assertUnique(existing.agencies, values.name, null);
  const jobIds = checkedJobs(input.jobIds, existing.jobs);
  const row: AgencyRow = { id: newId(), companyId: caller.companyId, ...values };
  return decision(
    { agency: row, jobIds },
    { writes: [{ table: 'agencies', insert: row }], audit: [settingsAudit(caller, 'agency', null, row)] },
  );
};

/**
 * `PATCH /agencies/:id`: what is given changes. `jobIds`, when given, is the agency's whole list of jobs (the
 * result's `jobIds`; null when not given, so the handler leaves the jobs as they are).
 */
export const editAgency = (
  input: Partial<AgencyInput>,
  existing: { agency: AgencyRow | null; agencies: readonly AgencyRow[]; jobs: readonly AssignableJob[] },
  caller: SettingsCaller,
): AgencyDecision<{ agency: AgencyRow; jobIds: string[] | null }> => {
  const before = ownAgency(caller, existing.agency);
  const values = fields({
    name: input.name ?? before.name,
    contactName: input.contactName ?? before.contactName,
    contactEmail: input.contactEmail ?? before.contactEmail,
    invitationSubject: input.invitationSubject ?? before.invitationSubject,
    invitationBody: input.invitationBody ?? before.invitationBody,
  });
  assertUnique(existing.agencies, values.name, before.id);
  const jobIds = input.jobIds === undefined ? null : checkedJobs(input.jobIds, existing.jobs);
  const set = Object.fromEntries(
    (Object.keys(values) as Array<keyof typeof values>).filter((key) => before[key] !== values[key]).map((key) => [key, values[key]]),
  ) as Partial<AgencyRow>;
  const after: AgencyRow = { ...before, ...set };
  return decision(
    { agency: after, jobIds },
    Object.keys(set).length > 0
      ? { writes: [{ table: 'agencies', update: before.id, set }], audit: [settingsAudit(caller, 'agency', before, after)] }
      : {},
  );
};

/**
 * `DELETE /agencies/:id`. The row goes; the handler then unassigns the agency from its jobs through their
 * command (so each job's history says so). Candidates it brought keep the agency's name as their application
 * recorded it, so their profile and the list's filter still read it.
 */
export const deleteAgency = (
  _input: { id: string },
  existing: { agency: AgencyRow | null },
  caller: SettingsCaller,
): AgencyDecision<{ id: string }> => {
  const agency = ownAgency(caller, existing.agency);
  return decision(
    { id: agency.id },
    { writes: [{ table: 'agencies', delete: agency.id }], audit: [settingsAudit(caller, 'agency', agency, null)] },
  );
};
