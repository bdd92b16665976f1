import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  MAX_CANCEL_REASON_LENGTH,
  MAX_FEEDBACK_NOTES_LENGTH,
  MAX_FIXED_ATTENDEES,
  MAX_INTERVIEW_DESCRIPTION_LENGTH,
  MAX_INTERVIEW_LOCATION_LENGTH,
  MAX_INTERVIEW_MINUTES,
  MAX_INTERVIEW_TITLE_LENGTH,
  MAX_INTERVIEWERS,
  MEETING_TYPES,
  type MeetingType,
} from '@ats/domain/interviews';
import { INTERVIEW_VIEWS, INTERVIEW_WHEN, type InterviewView, type InterviewWhen } from '@ats/projections/interviews/interviews.query';
import { PageNumber, PageSize } from '../platform/paging';
import { AfterPosition } from '../platform/read-model-freshness';

/** Most skills a scorecard can hold in one submission. */
const MAX_SCORES = 200;

export class FixedAttendeeRequestDto {
  @ApiProperty({ maxLength: 254, example: 'panel@example.com' })
  @IsEmail()
  @MaxLength(254)
  email!: string;

  @ApiPropertyOptional({ type: 'string', nullable: true, maxLength: 200 })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  name?: string | null;
}

export class ScheduleInterviewRequestDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  applicationId!: string;

  @ApiProperty({ maxLength: MAX_INTERVIEW_TITLE_LENGTH, example: 'Technical interview' })
  @IsString()
  @MaxLength(MAX_INTERVIEW_TITLE_LENGTH)
  title!: string;

  @ApiProperty({ maxLength: MAX_INTERVIEW_LOCATION_LENGTH, example: 'Riyadh office' })
  @IsString()
  @MaxLength(MAX_INTERVIEW_LOCATION_LENGTH)
  location!: string;

  @ApiPropertyOptional({ type: 'string', nullable: true, maxLength: MAX_INTERVIEW_DESCRIPTION_LENGTH })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_INTERVIEW_DESCRIPTION_LENGTH)
  description?: string | null;

  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  organizerId!: string;

  @ApiProperty({ type: 'string', isArray: true, format: 'uuid', maxItems: MAX_INTERVIEWERS })
  @IsArray()
  @ArrayMaxSize(MAX_INTERVIEWERS)
  @IsUUID('all', { each: true })
  interviewerIds!: string[];

  @ApiPropertyOptional({ type: [FixedAttendeeRequestDto], maxItems: MAX_FIXED_ATTENDEES })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_FIXED_ATTENDEES)
  @ValidateNested({ each: true })
  @Type(() => FixedAttendeeRequestDto)
  fixedAttendees?: FixedAttendeeRequestDto[];

  @ApiProperty({ type: 'string', format: 'date-time', maxLength: 40, example: '2026-12-01T09:00:00.000Z' })
  @IsISO8601({ strict: true })
  @MaxLength(40)
  startsAt!: string;

  @ApiProperty({ maxLength: 64, example: 'Asia/Riyadh', description: 'The IANA time zone the invitation is shown in' })
  @IsString()
  @MaxLength(64)
  timeZone!: string;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_INTERVIEW_MINUTES, example: 60 })
  @IsInt()
  @Min(1)
  @Max(MAX_INTERVIEW_MINUTES)
  durationMinutes!: number;

  @ApiProperty({ enum: MEETING_TYPES })
  @IsIn(MEETING_TYPES)
  meetingType!: MeetingType;

  @ApiPropertyOptional({ type: 'string', format: 'uuid', nullable: true })
  @IsOptional()
  @IsUUID()
  feedbackTemplateId?: string | null;
}

export class ChangeInterviewRequestDto {
  @ApiPropertyOptional({ type: 'string', format: 'date-time', maxLength: 40, description: 'A new start: the interview is rescheduled' })
  @IsOptional()
  @IsISO8601({ strict: true })
  @MaxLength(40)
  startsAt?: string;

  @ApiPropertyOptional({ maxLength: 64 })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  timeZone?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_INTERVIEW_MINUTES })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_INTERVIEW_MINUTES)
  durationMinutes?: number;

  @ApiPropertyOptional({ type: 'string', isArray: true, format: 'uuid', maxItems: MAX_INTERVIEWERS, description: 'The interviewers from now on' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_INTERVIEWERS)
  @IsUUID('all', { each: true })
  interviewerIds?: string[];
}

export class CancelInterviewRequestDto {
  @ApiPropertyOptional({ type: 'string', nullable: true, maxLength: MAX_CANCEL_REASON_LENGTH })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_CANCEL_REASON_LENGTH)
  reason?: string | null;
}

export class NoShowRequestDto {
  @ApiProperty()
  @IsBoolean()
  noShow!: boolean;
}

export class SkillScoreRequestDto {
  @ApiProperty({ maxLength: 100 })
  @IsString()
  @MaxLength(100)
  skillId!: string;

  @ApiPropertyOptional({ type: 'number', nullable: true, minimum: 0, maximum: 100 })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(100)
  score?: number | null;

  @ApiPropertyOptional({ type: 'string', nullable: true, maxLength: MAX_FEEDBACK_NOTES_LENGTH })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_FEEDBACK_NOTES_LENGTH)
  notes?: string | null;
}

export class SubmitFeedbackRequestDto {
  @ApiPropertyOptional({ type: [SkillScoreRequestDto], maxItems: MAX_SCORES })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_SCORES)
  @ValidateNested({ each: true })
  @Type(() => SkillScoreRequestDto)
  scores?: SkillScoreRequestDto[];

  @ApiPropertyOptional({ type: 'string', nullable: true, maxLength: MAX_FEEDBACK_NOTES_LENGTH })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_FEEDBACK_NOTES_LENGTH)
  notes?: string | null;

  @ApiPropertyOptional({ type: 'string', nullable: true, maxLength: MAX_FEEDBACK_NOTES_LENGTH })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_FEEDBACK_NOTES_LENGTH)
  confidentialNotes?: string | null;

  @ApiProperty({ description: 'Proceed to the next stage (yes / no)' })
  @IsBoolean()
  proceedToNextStage!: boolean;
}

export class InterviewDashboardRequestDto {
  @ApiPropertyOptional({ enum: INTERVIEW_VIEWS, default: 'ALL' })
  @IsOptional()
  @IsIn(INTERVIEW_VIEWS)
  view?: InterviewView;

  @ApiPropertyOptional({ enum: INTERVIEW_WHEN, default: 'UPCOMING' })
  @IsOptional()
  @IsIn(INTERVIEW_WHEN)
  when?: InterviewWhen;

  @PageNumber()
  page?: number;

  @PageSize(20, 100)
  take?: number;

  @AfterPosition()
  afterPosition?: string;
}
