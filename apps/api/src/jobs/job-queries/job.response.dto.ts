import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type {
  AnswerType,
  ApplicationForm,
  AutomationSender,
  CandidateTaskType,
  JobCreatedBy,
  JobDetails,
  JobKind,
  JobPublication,
  JobStatus,
  JobTeam,
  LinkFieldSetting,
  PositionType,
  StageAutomations,
  StageKind,
  WorkType,
} from '@ats/domain/jobs';
import { MAX_STAGE_ID_LENGTH } from '../../platform/stage-id';
import { unionValues } from '../../platform/union-values';

export const JOB_STATUSES = unionValues<JobStatus>({ DRAFT: true, PUBLISHED: true, CLOSED: true, DELETED: true });
export const JOB_KINDS = unionValues<JobKind>({ JOB: true, TALENT_POOL: true, GENERAL_APPLICATIONS: true });
export const POSITION_TYPE_VALUES = unionValues<PositionType>({ FULL_TIME: true, PART_TIME: true, CONTRACT: true, INTERN: true });
export const WORK_TYPE_VALUES = unionValues<WorkType>({
  REMOTE: true,
  ONSITE: true,
  IN_OFFICE_ONLY: true,
  IN_OFFICE_WFH_FLEXIBILITY: true,
  HYBRID: true,
});
export const LINK_SETTINGS = unionValues<LinkFieldSetting>({ MANDATORY: true, OPTIONAL: true, OFF: true });
export const SENDERS = unionValues<AutomationSender>({ NOREPLY: true, RECRUITER: true, CANDIDATE_OWNER: true });
export const TASK_TYPES = unionValues<CandidateTaskType>({
  SHORTLISTING_QUESTIONS: true,
  COLLECT_INFORMATION: true,
  FILE_UPLOAD: true,
  VIDEO_QUESTIONS: true,
  SKILL_BASED_TEST: true,
  PSYCHOMETRIC_TEST: true,
  WELCOME_PAGE: true,
  AUTO_SEND_INVITATION_EMAIL: true,
  HOME_ASSIGNMENT: true,
});
export const ANSWER_TYPES = unionValues<AnswerType>({
  NUMERIC: true,
  SINGLE_SELECT: true,
  MULTI_SELECT: true,
  CURRENCY: true,
  YES_NO: true,
  SINGLE_LINE_TEXT: true,
  MULTI_LINE_TEXT: true,
  FILE_UPLOAD: true,
});
const STAGE_KINDS = unionValues<StageKind>({ SOURCED: true, APPLICATION: true, HIRED: true });
const CREATED_BY = unionValues<JobCreatedBy>({ ai: true, manual: true });

export class RejectionEmailDto {
  @ApiProperty() template!: string;
  @ApiProperty({ type: 'integer', minimum: 1 }) sendAfterDays!: number;
}

export class StageAutomationsResponseDto implements StageAutomations {
  @ApiProperty({ type: 'integer', nullable: true, description: 'Archive unresponsive candidates after N days in the stage; null when off' })
  archiveUnresponsiveAfterDays!: number | null;
  @ApiProperty() autoProgressQualified!: boolean;
  @ApiProperty() autoArchiveUnderQualified!: boolean;
  @ApiProperty({ type: () => RejectionEmailDto, nullable: true }) rejectionEmail!: RejectionEmailDto | null;
  @ApiProperty({ description: 'Send the stage’s invitation e-mail; always on while the stage has candidate tasks' })
  invitationEmail!: boolean;
  @ApiProperty({ enum: SENDERS, enumName: 'AutomationSender' }) sender!: AutomationSender;
}

/**
 * One candidate task (module). `type` says which of the optional fields it carries: questions for
 * shortlisting and collect-information (and, with `retakes`, video questions), skill blocks for the skill
 * test, message and video for the welcome page, the assignment's numbers, the file upload's title and type.
 */
export class CandidateTaskResponseDto {
  @ApiProperty() id!: string;
  @ApiProperty({ enum: TASK_TYPES, enumName: 'CandidateTaskType' }) type!: CandidateTaskType;
  @ApiPropertyOptional({ type: 'array', items: { type: 'object' } }) questions?: object[];
  @ApiPropertyOptional({ type: 'array', items: { type: 'object' } }) skillBlocks?: object[];
  @ApiPropertyOptional({ type: 'integer' }) passPercentage?: number;
  @ApiPropertyOptional({ type: 'integer' }) allowedMinutes?: number;
  @ApiPropertyOptional() message?: string;
  @ApiPropertyOptional({ type: 'string', nullable: true }) videoUrl?: string | null;
  @ApiPropertyOptional() instructions?: string;
  @ApiPropertyOptional() hoursToSubmit?: number;
  @ApiPropertyOptional() expectedDurationHours?: number;
  @ApiPropertyOptional() daysToHearBack?: number;
  @ApiPropertyOptional() title?: string;
  @ApiPropertyOptional() fileType?: string;
  @ApiPropertyOptional() testName?: string;
  @ApiPropertyOptional() subject?: string;
  @ApiPropertyOptional() body?: string;
}

/** A stage of a job's pipeline. */
export class JobStageResponseDto {
  @ApiProperty({ maxLength: MAX_STAGE_ID_LENGTH }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: 'string', enum: STAGE_KINDS, nullable: true, description: 'The locked stages (Sourced, Application, Hired); null for the job’s own stages' })
  kind!: StageKind | null;
  @ApiProperty({ description: 'Locked stages cannot be removed or renamed' }) locked!: boolean;
  @ApiProperty({ type: () => StageAutomationsResponseDto }) automations!: StageAutomationsResponseDto;
  @ApiProperty({ type: () => [CandidateTaskResponseDto] }) tasks!: CandidateTaskResponseDto[];
}

export class JobDetailsDto implements JobDetails {
  @ApiProperty({ maxLength: 255 }) name!: string;
  @ApiProperty({ maxLength: 255 }) displayName!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ type: 'string', enum: POSITION_TYPE_VALUES, nullable: true }) positionType!: PositionType | null;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true }) departmentId!: string | null;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true }) locationId!: string | null;
  @ApiProperty({ type: 'string', enum: WORK_TYPE_VALUES, nullable: true }) workType!: WorkType | null;
  @ApiProperty() mustHaveRequirements!: string;
  @ApiProperty() niceToHaveRequirements!: string;
  @ApiProperty() keyRequirements!: string;
  @ApiProperty() perksAndBenefits!: string;
}

export class ApplicationFormDto implements ApplicationForm {
  @ApiProperty({ enum: LINK_SETTINGS, enumName: 'LinkFieldSetting' }) linkedInLink!: LinkFieldSetting;
  @ApiProperty({ enum: LINK_SETTINGS, enumName: 'LinkFieldSetting' }) portfolioLink!: LinkFieldSetting;
  @ApiProperty({ description: 'Ask the optional DEI gender question (with Prefer not to say)' }) askGender!: boolean;
  @ApiProperty({ description: 'Ask the optional DEI nationality question (with Prefer not to say)' }) askNationality!: boolean;
  @ApiProperty({ type: [String] }) customFieldIds!: string[];
}

export class JobTeamDto implements JobTeam {
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true }) ownerId!: string | null;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true }) recruiterId!: string | null;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true }) hiringManagerId!: string | null;
}

export class JobPublicationDto implements JobPublication {
  @ApiProperty() careerPage!: boolean;
  @ApiProperty() employeePortal!: boolean;
  @ApiProperty({ description: 'Unlisted: reachable by link only (shown as Confidential)' }) confidential!: boolean;
  @ApiProperty() allowEmployeeReferrals!: boolean;
  @ApiProperty() allowEmployeesToAddToTalentPool!: boolean;
}

export class CustomLinkDto {
  @ApiProperty({ example: 'Meetup' }) source!: string;
  @ApiProperty({ example: 'https://example.org/jobs/42' }) link!: string;
  @ApiProperty() closed!: boolean;
}

/** GET /company-roles/:id: the whole job, as every wizard tab and the publish page read it. */
export class JobResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: JOB_STATUSES, enumName: 'JobStatus' }) status!: JobStatus;
  @ApiProperty({ enum: JOB_KINDS, enumName: 'JobKind' }) kind!: JobKind;
  @ApiProperty({ enum: CREATED_BY, enumName: 'JobCreatedBy' }) createdBy!: JobCreatedBy;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true }) ownerId!: string | null;
  @ApiProperty({ type: 'integer', description: 'Revision of the job’s stream the read model has reached' }) revision!: number;
  @ApiProperty({ type: () => [JobStageResponseDto] }) stages!: JobStageResponseDto[];
  @ApiProperty({ type: () => JobDetailsDto }) details!: JobDetailsDto;
  @ApiProperty({ type: () => ApplicationFormDto }) applicationForm!: ApplicationFormDto;
  @ApiProperty({ type: () => JobTeamDto }) team!: JobTeamDto;
  @ApiProperty({ type: () => JobPublicationDto, nullable: true }) publication!: JobPublicationDto | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) autoCloseOn!: string | null;
  @ApiProperty({ type: () => [CustomLinkDto] }) customLinks!: CustomLinkDto[];
  @ApiProperty({ type: [String] }) agencyIds!: string[];
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true }) pipelineTemplateId!: string | null;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true }) clonedFromJobId!: string | null;
  @ApiProperty({
    description: 'The public job page (/careers/{companyName}/job/{id}) to share; it answers while the job is on the career page',
    example: '/careers/acme/job/2f0c8c4e-1b7a-4c44-9a57-8d7a1f4f2b10',
  })
  publicPath!: string;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) publishedAt!: Date | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) closedAt!: Date | null;
  @ApiProperty({ type: 'string', format: 'date-time' }) createdAt!: Date;
  @ApiProperty({ type: 'string', format: 'date-time' }) updatedAt!: Date;
}

/** One job of GET /company-roles/dropdown. */
export class JobPickerItemResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: JOB_STATUSES, enumName: 'JobStatus' }) status!: JobStatus;
}
