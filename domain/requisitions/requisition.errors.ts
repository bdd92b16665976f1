import { DomainError } from '../shared';

// Spec 02 §5.14 and §8 "Hiring plan"; where the spec shows none, the wording is ours.
export const RequisitionErrors = {
  notFound: () => new DomainError('requisition-not-found', 'Requisition not found', 'not-found'),
  alreadyExists: () => new DomainError('requisition-already-exists', 'This requisition already exists', 'conflict'),
  required: (field: string) => new DomainError('requisition-field-required', `Please enter ${field}`),
  headcount: () => new DomainError('requisition-headcount', 'Headcount must be greater than 0'),
  minimumSalary: () => new DomainError('requisition-minimum-salary', 'Minimum salary must be at least 1'),
  salaryRange: () => new DomainError('requisition-salary-range', 'Maximum salary must be at least the minimum salary'),
  recruiterRequired: () => new DomainError('requisition-recruiter-required', 'Please select recruiter'),
  /** Spec 02 §8: the chosen department has no head of department. */
  noHeadOfDepartment: () =>
    new DomainError('requisition-department-without-head', 'Cannot create requisition, please contact admin to assign HOD...'),
  notDraft: () => new DomainError('requisition-not-editable', 'This requisition can no longer be submitted', 'conflict'),
  notApproved: () => new DomainError('requisition-not-approved', 'This requisition is not approved yet', 'conflict'),
  alreadyHired: () => new DomainError('requisition-already-hired', 'This requisition is already hired', 'conflict'),
  nothingToChange: () => new DomainError('requisition-nothing-to-change', 'Nothing to change', 'conflict'),
  hiredDateRequired: () => new DomainError('requisition-hired-date-required', 'Please select hired date'),
  candidateRequired: () => new DomainError('requisition-candidate-required', 'Please select candidate'),
  candidateNameRequired: () => new DomainError('requisition-candidate-name-required', 'Please enter candidate name'),
  candidateEmailRequired: () => new DomainError('requisition-candidate-email-required', 'Please enter candidate email'),
  jobAlreadyLinked: () => new DomainError('requisition-job-already-linked', 'This job is already linked to the requisition', 'conflict'),
} as const;
