/**
 * The jobs API's answers, declared by hand from the API's DTO classes while the generated OpenAPI types
 * (app/api/generated) still describe the older, smaller job: apps/api/src/jobs/job-queries/job.response.dto.ts
 * (JobResponseDto and its parts), apps/api/src/jobs/job-list/job-list.{request,response}.dto.ts, and the
 * candidate task union of domain/jobs/candidate-tasks.ts. Replace with `Schema<'…'>` aliases once regenerated.
 */
import type {
  AnswerType,
  AutomationSender,
  CandidateTask,
  CandidateTaskType,
  ExpectedAnswer,
  JobCreatedBy,
  JobKind,
  LinkFieldSetting,
  PositionType,
  Question,
  WorkType,
} from '@ats/domain/jobs';

export type {
  AnswerType,
  AutomationSender,
  CandidateTask,
  CandidateTaskType,
  ExpectedAnswer,
  LinkFieldSetting,
  PositionType,
  Question,
  WorkType,
};

export type JobStatus = 'DRAFT' | 'PUBLISHED' | 'CLOSED';
export type { JobKind, JobCreatedBy };

/** The status tabs of the jobs list (JOB_TABS of job-list.request.dto.ts). */
export type JobTab = 'DRAFT' | 'PUBLISHED' | 'CLOSED' | 'TALENT_POOL' | 'GENERAL_APPLICATIONS';
export const JOB_TABS: readonly JobTab[] = ['DRAFT', 'PUBLISHED', 'CLOSED', 'TALENT_POOL', 'GENERAL_APPLICATIONS'];
export type PublishedType = 'careerPage' | 'employeePortal';
export type Visibility = 'public' | 'confidential';

/** StageAutomationsResponseDto. */
export type StageAutomations = {
  archiveUnresponsiveAfterDays: number | null;
  autoProgressQualified: boolean;
  autoArchiveUnderQualified: boolean;
  rejectionEmail: { template: string; sendAfterDays: number } | null;
  invitationEmail: boolean;
  sender: AutomationSender;
};

/** JobStageResponseDto. */
export type JobStage = {
  id: string;
  name: string;
  kind: 'SOURCED' | 'APPLICATION' | 'HIRED' | null;
  locked: boolean;
  automations: StageAutomations;
  tasks: CandidateTask[];
};

/** JobDetailsDto. */
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

/** ApplicationFormDto. */
export type ApplicationForm = {
  linkedInLink: LinkFieldSetting;
  portfolioLink: LinkFieldSetting;
  askGender: boolean;
  askNationality: boolean;
  customFieldIds: string[];
};

/** JobTeamDto. */
export type JobTeam = { ownerId: string | null; recruiterId: string | null; hiringManagerId: string | null };

/** JobPublicationDto. */
export type JobPublication = {
  careerPage: boolean;
  employeePortal: boolean;
  confidential: boolean;
  allowEmployeeReferrals: boolean;
  allowEmployeesToAddToTalentPool: boolean;
};

/** CustomLinkDto. */
export type CustomLink = { source: string; link: string; closed: boolean };

/** JobResponseDto: GET /company-roles/:id. */
export type JobDetail = {
  id: string;
  name: string;
  status: JobStatus;
  kind: JobKind;
  createdBy: JobCreatedBy;
  ownerId: string | null;
  revision: number;
  stages: JobStage[];
  details: JobDetails;
  applicationForm: ApplicationForm;
  team: JobTeam;
  publication: JobPublication | null;
  autoCloseOn: string | null;
  customLinks: CustomLink[];
  agencyIds: string[];
  pipelineTemplateId: string | null;
  clonedFromJobId: string | null;
  /** The public job page's path (/careers/:companyName/job/:id), shared with the site's origin before it. */
  publicPath: string;
  publishedAt: string | null;
  closedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

/** JobListItemResponseDto. */
export type JobListItem = {
  id: string;
  name: string;
  displayName: string;
  status: JobStatus;
  kind: JobKind;
  ownerId: string | null;
  ownerName: string | null;
  recruiterId: string | null;
  hiringManagerId: string | null;
  departmentId: string | null;
  departmentName: string | null;
  locationId: string | null;
  locationName: string | null;
  careerPage: boolean;
  employeePortal: boolean;
  confidential: boolean;
  activeCandidates: number;
  totalCandidates: number;
  publishedAt: string | null;
  closedAt: string | null;
  autoCloseOn: string | null;
  createdAt: string;
};

/** JobListResponseDto: GET /company-roles/v1/list. */
export type JobListPage = {
  items: JobListItem[];
  total: number;
  page: number;
  take: number;
  counts: Record<JobTab, number>;
};

/** FilterOptionDto. */
export type NamedOption = { id: string; name: string };

/** JobFilterOptionsResponseDto: GET /company-roles/filters. */
export type JobFilterOptions = {
  departments: NamedOption[];
  locations: NamedOption[];
  owners: NamedOption[];
  recruiters: NamedOption[];
  hiringManagers: NamedOption[];
};

/** LocationResponseDto / DepartmentResponseDto of apps/api/src/company-settings. */
export type SettingOption = NamedOption & { jobsCount?: number };

/** A pipeline template as the picker needs it (apps/api/src/company-settings/pipeline-templates). */
export type PipelineTemplateOption = NamedOption & {
  isDefault?: boolean;
  /** The template's stages in order (GET /pipeline-templates); the pipeline change maps onto them. */
  stages?: Array<{ name: string; locked: boolean }>;
};

/** One entry of a job's history: the shape of the application history (ApplicationHistoryEntryResponseDto). */
export type JobHistoryEntry = {
  type: string;
  summary: string;
  occurredAt: string;
  revision: number;
  actor: { kind: string; id?: string | null; name: string } | null;
  /** JobHistoryDetailsDto (job-history.response.dto.ts): what the line is about, for the reader's language. */
  details?: { type: string; subject: string | null; to: string | null };
};

export type JobHistoryPage = { items: JobHistoryEntry[]; total: number; page: number; take: number };

/** A team member of the pickers (GET /company-roles/company-users/v1). */
export type TeamMemberOption = { id: string; fullName: string; email: string; isDeletedUser?: boolean };
