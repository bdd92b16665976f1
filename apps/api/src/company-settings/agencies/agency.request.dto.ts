import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsOptional, IsUUID } from 'class-validator';
import {
  AGENCY_BODY_MAX_LENGTH,
  AGENCY_CONTACT_NAME_MAX_LENGTH,
  AGENCY_EMAIL_MAX_LENGTH,
  AGENCY_INVITATION_DEFAULTS,
  AGENCY_MESSAGES,
  AGENCY_NAME_MAX_LENGTH,
  AGENCY_SUBJECT_MAX_LENGTH,
  agencyBodyRule,
  agencyContactEmailRule,
  agencyContactNameRule,
  agencyNameRule,
  agencySubjectRule,
  MAX_AGENCY_JOBS,
} from '@ats/domain/company-settings/agency-policies';
import { Rule } from '@ats/api/platform/rule.decorator';

const jobIds = {
  type: 'string',
  format: 'uuid',
  isArray: true,
  minItems: 1,
  maxItems: MAX_AGENCY_JOBS,
  description: 'The jobs assigned to the agency: the whole list (each job’s own list of agencies changes)',
} as const;

/** An agency (spec 02 §3.12, §5.7): the dialog's fields, its jobs included. */
export class AddAgencyRequestDto {
  @ApiProperty({ example: 'TalentBridge', minLength: 3, maxLength: AGENCY_NAME_MAX_LENGTH })
  @Rule(agencyNameRule)
  name!: string;

  @ApiProperty({ example: 'Omar Haddad', maxLength: AGENCY_CONTACT_NAME_MAX_LENGTH })
  @Rule(agencyContactNameRule)
  contactName!: string;

  @ApiProperty({ example: 'omar@talentbridge.example', maxLength: AGENCY_EMAIL_MAX_LENGTH })
  @Rule(agencyContactEmailRule)
  contactEmail!: string;

  @ApiPropertyOptional({ example: AGENCY_INVITATION_DEFAULTS.subject, maxLength: AGENCY_SUBJECT_MAX_LENGTH })
  @IsOptional()
  @Rule(agencySubjectRule)
  invitationSubject?: string;

  @ApiPropertyOptional({ example: AGENCY_INVITATION_DEFAULTS.body, maxLength: AGENCY_BODY_MAX_LENGTH })
  @IsOptional()
  @Rule(agencyBodyRule)
  invitationBody?: string;

  @ApiProperty(jobIds)
  @IsArray({ message: AGENCY_MESSAGES.jobsRequired })
  @ArrayMaxSize(MAX_AGENCY_JOBS, { message: `Please select at most ${MAX_AGENCY_JOBS} jobs` })
  @IsUUID('4', { each: true, message: AGENCY_MESSAGES.jobsInvalid })
  jobIds!: string[];
}

/** What is given changes; `jobIds`, when given, replaces the agency's jobs. */
export class EditAgencyRequestDto extends PartialType(AddAgencyRequestDto) {}
