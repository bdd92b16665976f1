import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsString, MaxLength } from 'class-validator';
import { CANDIDATE_REMINDER_MESSAGES } from '@ats/domain/candidate-reminders/candidate-reminder';

export class SetCandidateReminderRequestDto {
  @ApiProperty({ maxLength: 40, description: "The wall-clock time picked, in the candidate’s time zone: yyyy-MM-ddTHH:mm ('The reminder date field is required')" })
  @IsDefined({ message: CANDIDATE_REMINDER_MESSAGES.dateRequired })
  @IsString()
  @MaxLength(40)
  remindAt!: string;

  @ApiProperty({ maxLength: 64, description: 'The candidate’s IANA time zone, e.g. Asia/Dubai' })
  @IsString()
  @MaxLength(64)
  timeZone!: string;
}

export class CandidateReminderResponseDto {
  @ApiProperty({ format: 'uuid' }) reminderId!: string;
  @ApiProperty() jobName!: string;
  @ApiProperty() stageName!: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) remindAt!: string | null;
  @ApiProperty({ type: String, nullable: true }) timeZone!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'remindAt as the wall-clock time in timeZone (yyyy-MM-ddTHH:mm)' }) localDateTime!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) sentAt!: string | null;
}
