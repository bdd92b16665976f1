import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsOptional, ValidateNested } from 'class-validator';
import type {
  DailyDigestItem,
  NotificationChannel,
  NotificationEvent,
  NotificationPreferences,
} from '@ats/domain/notification-preferences/notification-preferences';

// Each switch is its own property (not a free-form map), so the document and the validation say exactly which exist.

export class NotificationChannelsChangeDto implements Partial<Record<NotificationChannel, boolean>> {
  @ApiPropertyOptional() @IsOptional() @IsBoolean() emails?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() inbox?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() homepage?: boolean;
}

export class DailyDigestChangeDto implements Partial<Record<DailyDigestItem, boolean>> {
  @ApiPropertyOptional() @IsOptional() @IsBoolean() interviewReminder?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() pendingFeedbackReminder?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() jobWatchlistUpdates?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() unreadNotifications?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() latestReleases?: boolean;
}

export class NotificationEventsChangeDto implements Partial<Record<NotificationEvent, boolean>> {
  @ApiPropertyOptional() @IsOptional() @IsBoolean() feedbackSubmitted?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() pendingFeedbackReminder?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() attendeeAddedOrRemoved?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() interviewScheduledOrCancelled?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() candidateBookedSlot?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() mentioned?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() commentOnOwnedCandidate?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() replyToMyComment?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() candidateEmailed?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() candidateRepliedToAutomationEmail?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() stageMovement?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() archiveUnarchive?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() offerSignedOrRejected?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() offerSubmittedForApproval?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() offerApprovedOrRejectedInFlow?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() candidateOwner?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() jobOwner?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() jobCollaborator?: boolean;
}

/** PUT /notification-preferences: any of the switches; those left out keep their value. */
export class ChangeNotificationPreferencesRequestDto {
  @ApiPropertyOptional({ type: () => NotificationChannelsChangeDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => NotificationChannelsChangeDto)
  channels?: NotificationChannelsChangeDto;

  @ApiPropertyOptional({ type: () => DailyDigestChangeDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => DailyDigestChangeDto)
  dailyDigest?: DailyDigestChangeDto;

  @ApiPropertyOptional({ type: () => NotificationEventsChangeDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => NotificationEventsChangeDto)
  events?: NotificationEventsChangeDto;
}

export class NotificationChannelsResponseDto {
  @ApiProperty() emails!: boolean;
  @ApiProperty() inbox!: boolean;
  @ApiProperty() homepage!: boolean;
}

export class DailyDigestResponseDto {
  @ApiProperty() interviewReminder!: boolean;
  @ApiProperty() pendingFeedbackReminder!: boolean;
  @ApiProperty() jobWatchlistUpdates!: boolean;
  @ApiProperty() unreadNotifications!: boolean;
  @ApiProperty() latestReleases!: boolean;
}

export class NotificationEventsResponseDto {
  @ApiProperty() feedbackSubmitted!: boolean;
  @ApiProperty() pendingFeedbackReminder!: boolean;
  @ApiProperty() attendeeAddedOrRemoved!: boolean;
  @ApiProperty() interviewScheduledOrCancelled!: boolean;
  @ApiProperty() candidateBookedSlot!: boolean;
  @ApiProperty() mentioned!: boolean;
  @ApiProperty() commentOnOwnedCandidate!: boolean;
  @ApiProperty() replyToMyComment!: boolean;
  @ApiProperty() candidateEmailed!: boolean;
  @ApiProperty() candidateRepliedToAutomationEmail!: boolean;
  @ApiProperty() stageMovement!: boolean;
  @ApiProperty() archiveUnarchive!: boolean;
  @ApiProperty() offerSignedOrRejected!: boolean;
  @ApiProperty() offerSubmittedForApproval!: boolean;
  @ApiProperty() offerApprovedOrRejectedInFlow!: boolean;
  @ApiProperty() candidateOwner!: boolean;
  @ApiProperty() jobOwner!: boolean;
  @ApiProperty() jobCollaborator!: boolean;
}

export class NotificationPreferencesResponseDto implements NotificationPreferences {
  @ApiProperty({ type: () => NotificationChannelsResponseDto }) channels!: NotificationChannelsResponseDto;
  @ApiProperty({ type: () => DailyDigestResponseDto }) dailyDigest!: DailyDigestResponseDto;
  @ApiProperty({ type: () => NotificationEventsResponseDto }) events!: NotificationEventsResponseDto;
}
