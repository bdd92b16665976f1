import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsOptional, IsString, IsUUID, MaxLength, ValidateIf, ValidateNested } from 'class-validator';
import type { ApplicationForm, JobDetails, JobPublication, JobTeam, LinkFieldSetting, PositionType, WorkType } from '@ats/domain/jobs';
import { LINK_SETTINGS, POSITION_TYPE_VALUES, WORK_TYPE_VALUES } from '../job-queries/job.response.dto';

const TEXT_MAX = 20_000;
const nullable = () => ValidateIf((_dto, value) => value !== null);

/** The job-information tab (spec 02 §3.1); emptiness is the domain's check, with §5.1's messages. */
export class JobDetailsRequestDto implements JobDetails {
  @ApiProperty({ maxLength: 255 }) @IsString({ message: 'Please enter job title' }) @MaxLength(255) name!: string;
  @ApiProperty({ maxLength: 255, description: 'Display name for candidates; the title when empty' })
  @IsString()
  @MaxLength(255)
  displayName!: string;
  @ApiProperty({ maxLength: TEXT_MAX }) @IsString({ message: 'Please input Job description' }) @MaxLength(TEXT_MAX) description!: string;
  @ApiProperty({ type: 'string', enum: POSITION_TYPE_VALUES, nullable: true })
  @nullable()
  @IsIn(POSITION_TYPE_VALUES, { message: 'Please select type of position' })
  positionType!: PositionType | null;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true })
  @nullable()
  @IsUUID('all', { message: 'Please select department' })
  departmentId!: string | null;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true })
  @nullable()
  @IsUUID('all', { message: 'Please select location' })
  locationId!: string | null;
  @ApiProperty({ type: 'string', enum: WORK_TYPE_VALUES, nullable: true })
  @nullable()
  @IsIn(WORK_TYPE_VALUES, { message: 'Please select work type' })
  workType!: WorkType | null;
  @ApiProperty({ maxLength: TEXT_MAX }) @IsString({ message: 'Please input must have requirements' }) @MaxLength(TEXT_MAX) mustHaveRequirements!: string;
  @ApiProperty({ maxLength: TEXT_MAX }) @IsString() @MaxLength(TEXT_MAX) niceToHaveRequirements!: string;
  @ApiProperty({ maxLength: TEXT_MAX }) @IsString() @MaxLength(TEXT_MAX) keyRequirements!: string;
  @ApiProperty({ maxLength: TEXT_MAX }) @IsString() @MaxLength(TEXT_MAX) perksAndBenefits!: string;
}

/** The application tab (spec 02 §3.2): e-mail, full name, phone and CV are always asked, so they are no settings. */
export class ApplicationFormRequestDto implements ApplicationForm {
  @ApiProperty({ enum: LINK_SETTINGS }) @IsIn(LINK_SETTINGS) linkedInLink!: LinkFieldSetting;
  @ApiProperty({ enum: LINK_SETTINGS }) @IsIn(LINK_SETTINGS) portfolioLink!: LinkFieldSetting;
  @ApiProperty() @IsBoolean() askGender!: boolean;
  @ApiProperty() @IsBoolean() askNationality!: boolean;
  @ApiProperty({ type: 'string', format: 'uuid', isArray: true, maxItems: 50 }) @IsArray() @ArrayMaxSize(50) @IsUUID('all', { each: true }) customFieldIds!: string[];
}

/** The collaborators tab's people (spec 02 §2.3, §5.2). */
export class JobTeamRequestDto implements JobTeam {
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true })
  @nullable()
  @IsUUID('all', { message: 'Your job does not have any job owners. Please add a job owner.' })
  ownerId!: string | null;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true })
  @nullable()
  @IsUUID('all', { message: 'Please select recruiter' })
  recruiterId!: string | null;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true })
  @nullable()
  @IsUUID('all', { message: 'Please select hiring manager' })
  hiringManagerId!: string | null;
}

/** Where a job shows once published (spec 02 §2.6). */
export class JobPublicationRequestDto implements JobPublication {
  @ApiProperty() @IsBoolean() careerPage!: boolean;
  @ApiProperty() @IsBoolean() employeePortal!: boolean;
  @ApiProperty({ description: 'Unlisted: reachable by link only' }) @IsBoolean() confidential!: boolean;
  @ApiProperty() @IsBoolean() allowEmployeeReferrals!: boolean;
  @ApiProperty() @IsBoolean() allowEmployeesToAddToTalentPool!: boolean;
}

/**
 * An optional nested object of a request: validated whole, by its class, when present. Documented as a plain
 * `$ref` (a description beside it would wrap it in `allOf`); `type: () => …` is written out because Swagger
 * recognises a lazy type by the function's name.
 */
export const OptionalNested = (type: () => new () => object) =>
  applyDecorators(ApiPropertyOptional({ type: () => type() }), IsOptional(), ValidateNested(), Type(type));
