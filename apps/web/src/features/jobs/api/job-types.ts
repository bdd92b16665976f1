/**
 * The jobs API's answers: the generated OpenAPI schemas (app/api/openapi-types.ts, from docs/openapi.json) where
 * they are exact; the candidate task union of domain/jobs/candidate-tasks.ts where the document is looser (a task
 * is one object with every field optional there), so JobStage and JobDetail replace their `tasks`.
 */
import type { Schema } from '@ats/web/app/api/openapi-types';
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
export type StageAutomations = Schema<'StageAutomationsResponseDto'>;

/** JobStageResponseDto, with the domain's candidate task union for its tasks. */
export type JobStage = Omit<Schema<'JobStageResponseDto'>, 'tasks'> & { tasks: CandidateTask[] };

/** JobDetailsDto. */
export type JobDetails = Schema<'JobDetailsDto'>;

/** ApplicationFormDto. */
export type ApplicationForm = Schema<'ApplicationFormDto'>;

/** JobTeamDto. */
export type JobTeam = Schema<'JobTeamDto'>;

/** JobPublicationDto. */
export type JobPublication = Schema<'JobPublicationDto'>;

/** CustomLinkDto. */
export type CustomLink = Schema<'CustomLinkDto'>;

/**
 * The document's JobStatus also names DELETED, which these reads never carry: a deleted job answers 404 ("like one
 * that never was", domain/jobs) and has no tab in the list (projections/jobs/jobs.query.ts).
 */
type Live<T extends { status: unknown }> = Omit<T, 'status'> & { status: JobStatus };

/** JobResponseDto: GET /company-roles/:id. */
export type JobDetail = Omit<Live<Schema<'JobResponseDto'>>, 'stages'> & { stages: JobStage[] };

/** JobListItemResponseDto. */
export type JobListItem = Live<Schema<'JobListItemResponseDto'>>;

/** JobListResponseDto: GET /company-roles/v1/list. */
export type JobListPage = Omit<Schema<'JobListResponseDto'>, 'items'> & { items: JobListItem[] };

/** FilterOptionDto. */
export type NamedOption = Schema<'FilterOptionDto'>;

/** JobFilterOptionsResponseDto: GET /company-roles/filters. */
export type JobFilterOptions = Schema<'JobFilterOptionsResponseDto'>;

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
