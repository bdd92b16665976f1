import { RequisitionErrors } from './requisition.errors';

/** Spec 02 §3.15 Requisition (opening). */
export const OPENING_FOR = ['NEW_JOB', 'EXISTING_JOB'] as const;
export type OpeningFor = (typeof OPENING_FOR)[number];
export const BUDGET_TYPES = ['BUDGETED', 'UNBUDGETED'] as const;
export type BudgetType = (typeof BUDGET_TYPES)[number];
export const OPENING_TYPES = ['NEW_HIRE', 'BACKFILL'] as const;
export type OpeningType = (typeof OPENING_TYPES)[number];
export const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACT', 'INTERN'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
/** Month, quarter, year; the Arabic texts also list half-yearly (spec 02 §3.15). */
export const SALARY_FREQUENCIES = ['MONTH', 'QUARTER', 'HALF_YEAR', 'YEAR'] as const;
export type SalaryFrequency = (typeof SALARY_FREQUENCIES)[number];

export const MAX_OPENING_ID_LENGTH = 50;
export const MAX_NAME_LENGTH = 255;
export const MAX_DESCRIPTION_LENGTH = 20_000;
export const MAX_REASON_LENGTH = 2_000;
export const MAX_NOTES_LENGTH = 5_000;
export const MAX_HEADCOUNT = 10_000;
export const MAX_SALARY = 1_000_000_000;
export const MAX_RECRUITERS = 20;

export type TargetSalary = { min: number; max: number; currency: string; frequency: SalaryFrequency };

/** The requisition's terms: what its approvers approve (a change once approved asks them again). */
export type RequisitionDetails = {
  openingId: string;
  requisitionName: string;
  roleName: string;
  openingFor: OpeningFor;
  /** The existing job the opening is for (openingFor EXISTING_JOB). */
  existingJobId: string | null;
  jobDescription: string;
  budgetType: BudgetType;
  openingType: OpeningType;
  /** The employee backfilled (openingType BACKFILL). */
  employeeBackfilled: string | null;
  reasonForHiring: string | null;
  reasonForReplacement: string | null;
  departmentId: string;
  locationId: string;
  employmentType: EmploymentType;
  /** yyyy-mm-dd */
  targetHiredDate: string;
  headcount: number;
  salary: TargetSalary;
  hiringManagerId: string;
  notes: string | null;
};

const text = (value: string | null | undefined) => (value ?? '').trim();
const optional = (value: string | null | undefined) => (text(value) === '' ? null : text(value));
const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/**
 * Spec 02 §5.14: openingId, openingFor, role name, description, budget type, requisition type, employee (for a
 * backfill), department, location, employment type, target date, salary range, currency and frequency, hiring
 * manager (and the job, for an existing job) are required; headcount above 0; minimum salary at least 1.
 */
export const normaliseRequisitionDetails = (draft: RequisitionDetails): RequisitionDetails => {
  const details: RequisitionDetails = {
    ...draft,
    openingId: text(draft.openingId),
    requisitionName: text(draft.requisitionName) || text(draft.roleName),
    roleName: text(draft.roleName),
    existingJobId: draft.openingFor === 'EXISTING_JOB' ? optional(draft.existingJobId) : null,
    jobDescription: text(draft.jobDescription),
    employeeBackfilled: draft.openingType === 'BACKFILL' ? optional(draft.employeeBackfilled) : null,
    reasonForHiring: optional(draft.reasonForHiring),
    reasonForReplacement: draft.openingType === 'BACKFILL' ? optional(draft.reasonForReplacement) : null,
    departmentId: text(draft.departmentId),
    locationId: text(draft.locationId),
    targetHiredDate: text(draft.targetHiredDate),
    salary: { ...draft.salary, currency: text(draft.salary.currency).toUpperCase() },
    hiringManagerId: text(draft.hiringManagerId),
    notes: optional(draft.notes),
  };
  if (!details.openingId) throw RequisitionErrors.required('opening ID');
  if (!details.roleName) throw RequisitionErrors.required('role name');
  if (details.openingFor === 'EXISTING_JOB' && !details.existingJobId) throw RequisitionErrors.required('job');
  if (!details.jobDescription) throw RequisitionErrors.required('job description');
  if (details.openingType === 'BACKFILL' && !details.employeeBackfilled) throw RequisitionErrors.required('employee backfilled');
  if (!details.departmentId) throw RequisitionErrors.required('department');
  if (!details.locationId) throw RequisitionErrors.required('location');
  if (!isDate(details.targetHiredDate)) throw RequisitionErrors.required('target hire date');
  if (!Number.isInteger(details.headcount) || details.headcount < 1) throw RequisitionErrors.headcount();
  const { min, max, currency } = details.salary;
  if (!Number.isFinite(min) || min < 1) throw RequisitionErrors.minimumSalary();
  if (!Number.isFinite(max) || max < min) throw RequisitionErrors.salaryRange();
  if (!/^[A-Z]{3}$/.test(currency)) throw RequisitionErrors.required('currency');
  if (!details.hiringManagerId) throw RequisitionErrors.required('hiring manager');
  return details;
};

/** The fields approvers approve; the notes, recruiters and job links are not terms. */
export const sameTerms = (a: RequisitionDetails, b: RequisitionDetails): boolean => {
  const terms = ({ notes: _notes, ...rest }: RequisitionDetails) => rest;
  return JSON.stringify(terms(a)) === JSON.stringify(terms(b));
};
