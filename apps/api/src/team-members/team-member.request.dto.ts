import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CONTACT_MESSAGES, validateEmail } from '@ats/domain/candidates/contact-validation';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsOptional, IsString, IsUUID, MaxLength, ValidateNested } from 'class-validator';
import { JOB_PERMISSION_NAMES, type JobPermissionName } from '@ats/domain/identity';
import { requiredText, Rule } from '../platform/rule.decorator';
import { MAX_STAGE_ID_LENGTH } from '../platform/stage-id';
import {
  COMPANY_PERMISSION_OPTION_NAMES,
  TEAM_ACCESS_TYPES,
  type CompanyPermissionOption,
  type TeamAccessType,
} from '@ats/domain/identity/team-members';

const INVALID = 'Please enter valid input';
export const ACCESS_TYPE_REQUIRED = 'Please select access type';

const emailRule = (value: unknown): string | null => {
  const email = typeof value === 'string' ? value : '';
  return validateEmail(email) ?? (email.trim().length > 254 ? CONTACT_MESSAGES.emailInvalid : null);
};

/** Per-job permissions (spec 02 §3.13): for all jobs, or for the selected jobs and optionally stages. */
export class JobPermissionsDto {
  @ApiProperty({ type: 'boolean', description: 'All jobs (stored as jobRoleId "*")' })
  @IsBoolean({ message: INVALID })
  allJobs!: boolean;

  @ApiPropertyOptional({ type: 'string', isArray: true, format: 'uuid', maxItems: 1000, description: 'The selected jobs when allJobs is false' })
  @IsOptional()
  @IsUUID('all', { each: true, message: INVALID })
  @ArrayMaxSize(1000, { message: INVALID })
  @IsArray({ message: INVALID })
  jobIds?: string[];

  @ApiProperty({ enum: JOB_PERMISSION_NAMES, isArray: true, maxItems: JOB_PERMISSION_NAMES.length })
  @IsIn(JOB_PERMISSION_NAMES as JobPermissionName[], { each: true, message: INVALID })
  @ArrayMaxSize(JOB_PERMISSION_NAMES.length, { message: INVALID })
  @IsArray({ message: INVALID })
  permissions!: JobPermissionName[];

  @ApiPropertyOptional({
    type: 'string',
    isArray: true,
    nullable: true,
    maxItems: 1000,
    maxLength: MAX_STAGE_ID_LENGTH,
    description: 'Stages of the selected jobs the stage and profile permissions are limited to; empty = all',
  })
  @IsOptional()
  @IsString({ each: true, message: INVALID })
  @MaxLength(MAX_STAGE_ID_LENGTH, { each: true, message: INVALID })
  @ArrayMaxSize(1000, { message: INVALID })
  @IsArray({ message: INVALID })
  stageIds?: string[] | null;
}

export class TeamMemberAccessDto {
  @ApiPropertyOptional({
    enum: COMPANY_PERMISSION_OPTION_NAMES,
    isArray: true,
    maxItems: COMPANY_PERMISSION_OPTION_NAMES.length,
    description: 'Company permissions besides the access type’s defaults (spec 03 "Team member")',
  })
  @IsOptional()
  @IsIn(COMPANY_PERMISSION_OPTION_NAMES, { each: true, message: INVALID })
  @ArrayMaxSize(COMPANY_PERMISSION_OPTION_NAMES.length, { message: INVALID })
  @IsArray({ message: INVALID })
  companyPermissions?: CompanyPermissionOption[];

  @ApiPropertyOptional({
    type: JobPermissionsDto,
    nullable: true,
    description: 'Recruiters and hiring managers / interviewers only; on edit, null removes them',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => JobPermissionsDto)
  jobPermissions?: JobPermissionsDto | null;
}

/** Spec 03 §5 "Team member": e-mail, first name, last name and access / role type required. */
export class CreateTeamMemberRequestDto extends TeamMemberAccessDto {
  @ApiProperty({ example: 'lina.haddad@acme.example', maxLength: 254 })
  @Rule(emailRule)
  email!: string;

  @ApiProperty({ example: 'Lina', maxLength: 100 })
  @Rule(requiredText(CONTACT_MESSAGES.firstNameRequired))
  firstName!: string;

  @ApiProperty({ example: 'Haddad', maxLength: 100 })
  @Rule(requiredText(CONTACT_MESSAGES.lastNameRequired))
  lastName!: string;

  @ApiProperty({ enum: TEAM_ACCESS_TYPES })
  @IsIn(TEAM_ACCESS_TYPES, { message: ACCESS_TYPE_REQUIRED })
  accessType!: TeamAccessType;

  @ApiPropertyOptional({
    type: 'boolean',
    default: true,
    description: 'false adds the member without an invitation (status NOT_INVITED)',
  })
  @IsOptional()
  @IsBoolean({ message: INVALID })
  sendInvite?: boolean;
}

/** As the invite, all optional; `jobPermissions: null` removes the member's per-job permissions. */
export class UpdateTeamMemberRequestDto extends TeamMemberAccessDto {
  @ApiPropertyOptional({ enum: TEAM_ACCESS_TYPES })
  @IsOptional()
  @IsIn(TEAM_ACCESS_TYPES, { message: ACCESS_TYPE_REQUIRED })
  accessType?: TeamAccessType;
}
