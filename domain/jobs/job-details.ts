import { DomainError } from '../shared';

/** Spec 02 §3.1: type of position. */
export type PositionType = 'FULL_TIME' | 'PART_TIME' | 'CONTRACT' | 'INTERN';
/** Spec 02 §3.1: work type / remote policy. */
export type WorkType = 'REMOTE' | 'ONSITE' | 'IN_OFFICE_ONLY' | 'IN_OFFICE_WFH_FLEXIBILITY' | 'HYBRID';
/** Ordinary jobs, the company's talent pool and its general applications (spec 02 §2.2, §4.1). */
export type JobKind = 'JOB' | 'TALENT_POOL' | 'GENERAL_APPLICATIONS';
/** Who wrote the job: the AI assistant or a person (spec 02 §2.3). */
export type JobCreatedBy = 'ai' | 'manual';

export const POSITION_TYPES: readonly PositionType[] = ['FULL_TIME', 'PART_TIME', 'CONTRACT', 'INTERN'];
export const WORK_TYPES: readonly WorkType[] = ['REMOTE', 'ONSITE', 'IN_OFFICE_ONLY', 'IN_OFFICE_WFH_FLEXIBILITY', 'HYBRID'];

/** The job-information tab (spec 02 §2.3, §3.1). Ids point at the company's settings. */
export type JobDetails = {
  name: string;
  displayName: string;
  description: string;
  positionType: PositionType | null;
  departmentId: string | null;
  locationId: string | null;
  workType: WorkType | null;
  mustHaveRequirements: string;
  niceToHaveRequirements: string;
  keyRequirements: string;
  perksAndBenefits: string;
};

/** A draft's details before anyone filled them: only the title is known. */
export const draftDetails = (name: string): JobDetails => ({
  name,
  displayName: name,
  description: '',
  positionType: null,
  departmentId: null,
  locationId: null,
  workType: null,
  mustHaveRequirements: '',
  niceToHaveRequirements: '',
  keyRequirements: '',
  perksAndBenefits: '',
});

const required = (code: string, message: string) => new DomainError(code, message);

// Spec 02 §5.1: every field of the job-information tab is required, each with its own message.
export const JobDetailsErrors = {
  title: () => required('job-title-required', 'Please enter job title'),
  description: () => required('job-description-required', 'Please input Job description'),
  positionType: () => required('job-position-type-required', 'Please select type of position'),
  department: () => required('job-department-required', 'Please select department'),
  location: () => required('job-location-required', 'Please select location'),
  mustHave: () => required('job-must-have-required', 'Please input must have requirements'),
  workType: () => required('job-work-type-required', 'Please select work type'),
} as const;

/** Trims the text fields; the display name falls back to the title. */
export const normaliseDetails = (details: JobDetails): JobDetails => {
  const name = details.name.trim();
  return {
    ...details,
    name,
    displayName: details.displayName.trim() || name,
    description: details.description.trim(),
    mustHaveRequirements: details.mustHaveRequirements.trim(),
    niceToHaveRequirements: details.niceToHaveRequirements.trim(),
    keyRequirements: details.keyRequirements.trim(),
    perksAndBenefits: details.perksAndBenefits.trim(),
  };
};

/** The first missing required field's refusal, in the order the tab shows them; null when complete. */
export const missingDetail = (details: JobDetails): DomainError | null => {
  if (!details.name) return JobDetailsErrors.title();
  if (!details.description) return JobDetailsErrors.description();
  if (!details.positionType) return JobDetailsErrors.positionType();
  if (!details.departmentId) return JobDetailsErrors.department();
  if (!details.locationId) return JobDetailsErrors.location();
  if (!details.workType) return JobDetailsErrors.workType();
  if (!details.mustHaveRequirements) return JobDetailsErrors.mustHave();
  return null;
};
