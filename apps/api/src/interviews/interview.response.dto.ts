import { ApiProperty } from '@nestjs/swagger';
import { MEETING_TYPES, type MeetingType } from '@ats/domain/interviews';

export class InterviewPersonResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: 'string', nullable: true }) name!: string | null;
  @ApiProperty({ type: 'string', nullable: true }) email!: string | null;
}

export class InterviewInterviewerResponseDto extends InterviewPersonResponseDto {
  @ApiProperty() feedbackSubmitted!: boolean;
}

export class InterviewAttendeeResponseDto {
  @ApiProperty() email!: string;
  @ApiProperty({ type: 'string', nullable: true }) name!: string | null;
}

export class InterviewInvitationResponseDto {
  @ApiProperty() uid!: string;
  @ApiProperty({ type: 'integer' }) sequence!: number;
}

export class InterviewResponseDto {
  @ApiProperty({ format: 'uuid' }) interviewId!: string;
  @ApiProperty({ format: 'uuid' }) applicationId!: string;
  @ApiProperty({ format: 'uuid' }) jobId!: string;
  @ApiProperty({ type: 'string', nullable: true }) jobName!: string | null;
  @ApiProperty({ type: 'string', nullable: true }) candidateName!: string | null;
  @ApiProperty() title!: string;
  @ApiProperty() location!: string;
  @ApiProperty({ type: 'string', nullable: true }) description!: string | null;
  @ApiProperty({ type: InterviewPersonResponseDto }) organizer!: InterviewPersonResponseDto;
  @ApiProperty({ type: [InterviewInterviewerResponseDto] }) interviewers!: InterviewInterviewerResponseDto[];
  @ApiProperty({ type: [InterviewAttendeeResponseDto] }) fixedAttendees!: InterviewAttendeeResponseDto[];
  @ApiProperty({ type: 'string', format: 'date-time' }) startsAt!: string;
  @ApiProperty({ type: 'string', format: 'date-time' }) endsAt!: string;
  @ApiProperty({ example: 'Asia/Riyadh' }) timeZone!: string;
  @ApiProperty({ type: 'integer' }) durationMinutes!: number;
  @ApiProperty({ enum: MEETING_TYPES }) meetingType!: MeetingType;
  @ApiProperty({ type: 'string', nullable: true }) meetingLink!: string | null;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true }) feedbackTemplateId!: string | null;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true }) bookingLinkId!: string | null;
  @ApiProperty({ enum: ['SCHEDULED', 'CANCELLED', 'COMPLETED'] }) status!: 'SCHEDULED' | 'CANCELLED' | 'COMPLETED';
  @ApiProperty() noShow!: boolean;
  @ApiProperty({ type: InterviewInvitationResponseDto }) invitation!: InterviewInvitationResponseDto;
  @ApiProperty({ description: 'Whether the caller is one of its interviewers' }) isInterviewer!: boolean;
  @ApiProperty() feedbackSubmittedByMe!: boolean;
  @ApiProperty({ type: 'integer' }) revision!: number;
}

export class InterviewListResponseDto {
  @ApiProperty({ type: [InterviewResponseDto] }) items!: InterviewResponseDto[];
  @ApiProperty({ type: 'integer' }) total!: number;
  @ApiProperty({ type: 'integer' }) page!: number;
  @ApiProperty({ type: 'integer' }) take!: number;
}

export class SkillScoreResponseDto {
  @ApiProperty() skillId!: string;
  @ApiProperty({ type: 'number', nullable: true }) score!: number | null;
  @ApiProperty({ type: 'string', nullable: true }) notes!: string | null;
}

export class InterviewFeedbackResponseDto {
  @ApiProperty({ format: 'uuid' }) interviewerId!: string;
  @ApiProperty({ type: 'string', nullable: true }) interviewerName!: string | null;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true }) feedbackTemplateId!: string | null;
  @ApiProperty({ type: [SkillScoreResponseDto] }) scores!: SkillScoreResponseDto[];
  @ApiProperty({ type: 'string', nullable: true }) notes!: string | null;
  @ApiProperty({ type: 'string', nullable: true, description: 'Shown to admins and the author only' }) confidentialNotes!: string | null;
  @ApiProperty() proceedToNextStage!: boolean;
  @ApiProperty({ type: 'number' }) totalScore!: number;
  @ApiProperty({ type: 'number' }) totalPercentage!: number;
  @ApiProperty({ type: 'string', format: 'date-time' }) submittedAt!: string;
}

export class InterviewFeedbackListResponseDto {
  @ApiProperty({ description: "False for an interviewer who has not submitted their own feedback: the others' is hidden" }) othersVisible!: boolean;
  @ApiProperty({ type: 'integer', description: 'Feedback given but hidden from the caller' }) hiddenCount!: number;
  @ApiProperty({ type: [InterviewFeedbackResponseDto] }) items!: InterviewFeedbackResponseDto[];
}
