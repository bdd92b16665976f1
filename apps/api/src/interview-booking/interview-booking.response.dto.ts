import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { BOOKING_PERIODS, EVENT_TYPES, OFFERED_WINDOW_KINDS } from '@ats/domain/interview-availability';
import { WorkingHoursRequestDto } from './interview-booking.request.dto';

export class BookingIdResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
}

export class AvailabilityResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) interviewerId!: string;
  @ApiProperty() interviewerName!: string;
  @ApiProperty() timeZone!: string;
  @ApiProperty({ type: () => [WorkingHoursRequestDto] }) workingHours!: WorkingHoursRequestDto[];
  @ApiProperty({ type: 'integer' }) minimumNoticeMinutes!: number;
  @ApiProperty({ type: 'integer' }) bufferBeforeMinutes!: number;
  @ApiProperty({ type: 'integer' }) bufferAfterMinutes!: number;
  @ApiProperty({ type: 'integer', nullable: true }) bookingWindowDays!: number | null;
  @ApiProperty({ type: 'integer', nullable: true }) maxInterviewsPerDay!: number | null;
}

export class BookingLinkResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() eventName!: string;
  @ApiProperty({ type: 'integer' }) durationMinutes!: number;
  @ApiProperty() description!: string;
  @ApiProperty({ type: 'string', format: 'uuid', isArray: true }) interviewerIds!: string[];
  @ApiProperty({ type: 'string', isArray: true }) interviewerNames!: string[];
  @ApiProperty() timeZone!: string;
  @ApiProperty({ enum: EVENT_TYPES }) eventType!: (typeof EVENT_TYPES)[number];
  @ApiProperty() organizerAddress!: string;
  @ApiProperty({ type: 'integer' }) minimumNoticeMinutes!: number;
  @ApiProperty({ type: 'integer' }) bufferBeforeMinutes!: number;
  @ApiProperty({ type: 'integer' }) bufferAfterMinutes!: number;
  @ApiProperty({ enum: OFFERED_WINDOW_KINDS }) windowKind!: (typeof OFFERED_WINDOW_KINDS)[number];
  @ApiProperty({ type: 'integer' }) windowDays!: number;
  @ApiProperty({ type: 'integer', nullable: true }) frequencyLimitCount!: number | null;
  @ApiProperty({ enum: BOOKING_PERIODS, nullable: true }) frequencyLimitPeriod!: (typeof BOOKING_PERIODS)[number] | null;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true }) feedbackTemplateId!: string | null;
}

export class BookingInviteResponseDto {
  @ApiProperty({ format: 'uuid' }) inviteId!: string;
  @ApiProperty({ format: 'uuid' }) emailId!: string;
  @ApiProperty({ format: 'date-time' }) expiresAt!: string;
}

export class BookedSlotResponseDto {
  @ApiProperty({ format: 'uuid' }) bookingId!: string;
  @ApiProperty({ format: 'date-time' }) start!: string;
  @ApiProperty({ format: 'date-time' }) end!: string;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true, description: 'The interview the booking scheduled, once scheduled' })
  interviewId!: string | null;
}

/** What the candidate's booking page shows: the link's event and the free slots (UTC instants). */
export class BookingPageResponseDto {
  @ApiProperty() companyName!: string;
  @ApiProperty() eventName!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ type: 'integer' }) durationMinutes!: number;
  @ApiProperty({ enum: EVENT_TYPES }) eventType!: (typeof EVENT_TYPES)[number];
  @ApiProperty() organizerAddress!: string;
  @ApiProperty({ description: 'The link’s zone, a default for the page' }) timeZone!: string;
  @ApiProperty({ type: 'string', format: 'date-time', isArray: true }) slots!: string[];
  @ApiPropertyOptional({ type: () => BookedSlotResponseDto, nullable: true }) booked!: BookedSlotResponseDto | null;
}
