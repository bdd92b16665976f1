import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min, ValidateIf, ValidateNested } from 'class-validator';
import { EMAIL_LIMITS } from '@ats/domain/applications';
import { BULK_ACTION_MESSAGES, BULK_EMAIL_BODY_MAX_LENGTH, BULK_EMAIL_SUBJECT_MAX_LENGTH } from '@ats/domain/bulk-actions';
import {
  BOOKING_LIMITS as LIMITS,
  BOOKING_MESSAGES,
  BOOKING_PERIODS,
  durationRule,
  EVENT_TYPES,
  eventTypeRule,
  interviewerIdsRule,
  linkNameRule,
  OFFERED_WINDOW_KINDS,
  timeZoneRule,
  WEEKDAYS,
} from '@ats/domain/interview-availability';
import { BulkSelectionRequestDto } from '../bulk-actions/request-bulk-action/request-bulk-action.request.dto';
import { Rule } from '../platform/rule.decorator';

/**
 * Self-scheduling's requests (spec 03 "Interview availability", "Interview booking link", §5 "Booking link
 * form"). The form's required fields answer the spec's words through the shared rules; numbers and sizes are
 * bounded here, and the policies (domain/interview-availability) judge the rest alike.
 */

const HH_MM = /^([01]\d|2[0-4]):[0-5]\d$/;

export class WorkingHoursRequestDto {
  @ApiProperty({ enum: WEEKDAYS }) @IsIn(WEEKDAYS) day!: (typeof WEEKDAYS)[number];
  @ApiProperty({ example: '09:00', maxLength: 5, pattern: HH_MM.source }) @IsString() @Matches(HH_MM) start!: string;
  @ApiProperty({ example: '17:00', maxLength: 5, pattern: HH_MM.source }) @IsString() @Matches(HH_MM) end!: string;
}

const minutes = (max: number) => [IsInt(), Min(0), Max(max)];
const apply = (decorators: PropertyDecorator[]): PropertyDecorator => (target, key) => decorators.forEach((decorator) => decorator(target, key));

export class AvailabilityRequestDto {
  @ApiProperty({ format: 'uuid', description: 'The interviewer; fixed once the availability exists' })
  @IsUUID('4', { message: 'Please select the interviewer' })
  interviewerId!: string;

  @ApiProperty({ example: 'Europe/London', maxLength: 64, description: 'IANA time zone of the working hours' })
  @Rule(timeZoneRule)
  timeZone!: string;

  @ApiProperty({ type: () => [WorkingHoursRequestDto], maxItems: 28 })
  @IsArray()
  @ArrayMaxSize(28)
  @ValidateNested({ each: true })
  @Type(() => WorkingHoursRequestDto)
  workingHours!: WorkingHoursRequestDto[];

  @ApiProperty({ type: 'integer', minimum: 0, maximum: LIMITS.noticeMinutes }) @apply(minutes(LIMITS.noticeMinutes)) minimumNoticeMinutes!: number;
  @ApiProperty({ type: 'integer', minimum: 0, maximum: LIMITS.bufferMinutes }) @apply(minutes(LIMITS.bufferMinutes)) bufferBeforeMinutes!: number;
  @ApiProperty({ type: 'integer', minimum: 0, maximum: LIMITS.bufferMinutes }) @apply(minutes(LIMITS.bufferMinutes)) bufferAfterMinutes!: number;

  @ApiPropertyOptional({ type: 'integer', nullable: true, minimum: 1, maximum: LIMITS.windowDays, description: 'On or before N days from the date the invite was sent' })
  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @IsInt()
  @Min(1)
  @Max(LIMITS.windowDays)
  bookingWindowDays?: number | null;

  @ApiPropertyOptional({ type: 'integer', nullable: true, minimum: 1, maximum: LIMITS.maxInterviewsPerDay, description: 'Restrict to N interviews a day' })
  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @IsInt()
  @Min(1)
  @Max(LIMITS.maxInterviewsPerDay)
  maxInterviewsPerDay?: number | null;
}

export class BookingLinkRequestDto {
  @ApiProperty({ example: 'Screening call', maxLength: LIMITS.nameLength }) @Rule(linkNameRule) name!: string;
  @ApiPropertyOptional({ maxLength: LIMITS.nameLength, description: 'The calendar event’s name; the link name if empty' })
  @IsOptional()
  @IsString()
  @MaxLength(LIMITS.nameLength)
  eventName?: string;
  @ApiProperty({ type: 'integer', minimum: LIMITS.durationMinutes.min, maximum: LIMITS.durationMinutes.max }) @Rule(durationRule) durationMinutes!: number;
  @ApiPropertyOptional({ maxLength: LIMITS.descriptionLength }) @IsOptional() @IsString() @MaxLength(LIMITS.descriptionLength) description?: string;
  @ApiProperty({ type: 'string', format: 'uuid', isArray: true, maxItems: LIMITS.interviewers })
  @Rule(interviewerIdsRule)
  @ArrayMaxSize(LIMITS.interviewers)
  // Team members' ids: anything else is refused here, before the link is looked up.
  @IsUUID('all', { each: true, message: BOOKING_MESSAGES.interviewerRequired })
  interviewerIds!: string[];
  @ApiProperty({ example: 'Europe/London', maxLength: 64 }) @Rule(timeZoneRule) timeZone!: string;
  @ApiProperty({ enum: EVENT_TYPES }) @Rule(eventTypeRule) eventType!: (typeof EVENT_TYPES)[number];
  @ApiPropertyOptional({ maxLength: LIMITS.addressLength }) @IsOptional() @IsString() @MaxLength(LIMITS.addressLength) organizerAddress?: string;
  @ApiProperty({ type: 'integer', minimum: 0, maximum: LIMITS.noticeMinutes }) @apply(minutes(LIMITS.noticeMinutes)) minimumNoticeMinutes!: number;
  @ApiProperty({ type: 'integer', minimum: 0, maximum: LIMITS.bufferMinutes }) @apply(minutes(LIMITS.bufferMinutes)) bufferBeforeMinutes!: number;
  @ApiProperty({ type: 'integer', minimum: 0, maximum: LIMITS.bufferMinutes }) @apply(minutes(LIMITS.bufferMinutes)) bufferAfterMinutes!: number;
  @ApiProperty({ enum: OFFERED_WINDOW_KINDS }) @IsIn(OFFERED_WINDOW_KINDS) windowKind!: (typeof OFFERED_WINDOW_KINDS)[number];
  @ApiProperty({ type: 'integer', minimum: 1, maximum: LIMITS.windowDays }) @IsInt() @Min(1) @Max(LIMITS.windowDays) windowDays!: number;
  @ApiPropertyOptional({ type: 'integer', nullable: true, minimum: 1, maximum: LIMITS.frequencyCount })
  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @IsInt()
  @Min(1)
  @Max(LIMITS.frequencyCount)
  frequencyLimitCount?: number | null;
  @ApiPropertyOptional({ enum: BOOKING_PERIODS, nullable: true })
  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @IsIn(BOOKING_PERIODS)
  frequencyLimitPeriod?: (typeof BOOKING_PERIODS)[number] | null;
  @ApiPropertyOptional({ type: 'string', format: 'uuid', nullable: true })
  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @IsUUID('4')
  feedbackTemplateId?: string | null;
}

/** Self-scheduling: e-mail the candidate the booking link (the body must hold {{bookingLink}}). */
export class BookingInviteRequestDto {
  @ApiProperty({ format: 'uuid' }) @IsUUID('4') applicationId!: string;
  @ApiProperty({ format: 'uuid' }) @IsUUID('4') linkId!: string;
  @ApiProperty({ maxLength: EMAIL_LIMITS.subjectMaxLength }) @IsString() @MaxLength(EMAIL_LIMITS.subjectMaxLength) subject!: string;
  @ApiProperty({ maxLength: EMAIL_LIMITS.bodyMaxLength }) @IsString() @MaxLength(EMAIL_LIMITS.bodyMaxLength) body!: string;
}

/** The candidate's pick: one of the offered starts, and the zone they viewed it in. */
export class BookSlotRequestDto {
  @ApiProperty({ format: 'date-time', maxLength: 40 }) @IsString() @MaxLength(40) start!: string;
  @ApiPropertyOptional({ maxLength: 64, example: 'Asia/Dubai' }) @IsOptional() @IsString() @MaxLength(64) timeZone?: string;
}

/** BULK_SCHEDULE_INTERVIEW: the selected candidates each get the booking link e-mail (the body holds {{bookingLink}}). */
export class BulkScheduleInterviewRequestDto extends BulkSelectionRequestDto {
  @ApiProperty({ format: 'uuid' }) @IsUUID('4', { message: BOOKING_MESSAGES.linkRequired }) linkId!: string;
  @ApiProperty({ maxLength: BULK_EMAIL_SUBJECT_MAX_LENGTH })
  @IsString({ message: BULK_ACTION_MESSAGES.emailRequired })
  @MaxLength(BULK_EMAIL_SUBJECT_MAX_LENGTH, { message: BULK_ACTION_MESSAGES.emailTooLong })
  subject!: string;
  @ApiProperty({ maxLength: BULK_EMAIL_BODY_MAX_LENGTH })
  @IsString({ message: BULK_ACTION_MESSAGES.emailRequired })
  @MaxLength(BULK_EMAIL_BODY_MAX_LENGTH, { message: BULK_ACTION_MESSAGES.emailTooLong })
  body!: string;
}
